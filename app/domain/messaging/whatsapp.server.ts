import { createHmac, timingSafeEqual } from "node:crypto";
import type { Logger } from "pino";

/**
 * A template message as WhatsApp's Cloud API sends it: an approved template, in one of its
 * languages, with the body's parameters in order and, for URL buttons, each button's dynamic
 * suffix (the part of the address after the template's fixed prefix).
 */
export type WhatsAppMessage = {
  /** E.164 digits without "+", e.g. 2348031234567. */
  to: string;
  template: string;
  language: string;
  params: string[];
  buttons?: string[];
};

/** A refusal by WhatsApp (bad number, template not approved…): retrying will not help. */
export class WhatsAppError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

export type WhatsAppGateway = {
  /** Sends one template message; resolves to WhatsApp's message id (wamid). */
  send: (message: WhatsAppMessage) => Promise<string>;
};

/** The request body of POST /{phone-number-id}/messages for a template message. */
export function whatsAppRequestBody(message: WhatsAppMessage) {
  const components: Record<string, unknown>[] = [
    { type: "body", parameters: message.params.map((text) => ({ type: "text", text })) },
  ];
  for (const [index, suffix] of (message.buttons ?? []).entries()) {
    components.push({
      type: "button",
      sub_type: "url",
      index: String(index),
      parameters: [{ type: "text", text: suffix }],
    });
  }
  return {
    messaging_product: "whatsapp",
    recipient_type: "individual",
    to: message.to,
    type: "template",
    template: { name: message.template, language: { code: message.language }, components },
  };
}

/**
 * The WhatsApp Business Cloud API (graph.facebook.com): POST {api}/{phone-number-id}/messages
 * with the access token as a bearer. Errors name the HTTP status and WhatsApp's message, never
 * the token; a 4xx (other than 429) is permanent, anything else may pass on a later try.
 */
export function createWhatsAppGateway(
  opts: { accessToken: string; phoneNumberId: string; apiUrl: string; fetch?: typeof fetch },
  logger: Logger,
): WhatsAppGateway {
  const send = opts.fetch ?? fetch;
  const endpoint = `${opts.apiUrl.replace(/\/+$/, "")}/${encodeURIComponent(opts.phoneNumberId)}/messages`;
  return {
    send: async (message) => {
      const response = await send(endpoint, {
        method: "POST",
        headers: {
          Authorization: `Bearer ${opts.accessToken}`,
          "Content-Type": "application/json",
        },
        body: JSON.stringify(whatsAppRequestBody(message)),
        signal: AbortSignal.timeout(15_000),
      });
      const answer = (await response.json().catch(() => null)) as {
        messages?: { id?: string }[];
        error?: { message?: string; code?: number };
      } | null;
      const id = answer?.messages?.[0]?.id;
      if (!response.ok || !id) {
        const reason = answer?.error?.message ?? "no reason given";
        throw new WhatsAppError(
          `WhatsApp refused the message (HTTP ${response.status}${answer?.error?.code ? `, code ${answer.error.code}` : ""}): ${reason}`,
          response.status >= 400 && response.status < 500 && response.status !== 429,
        );
      }
      logger.info({ to: message.to, template: message.template, id }, "WhatsApp message sent");
      return id;
    },
  };
}

/**
 * Whether a webhook's X-Hub-Signature-256 ("sha256=<hex>") is the HMAC-SHA256 of its raw body
 * under the app secret: only Meta, holding the secret, can have sent it.
 */
export function isWhatsAppSignatureValid(
  rawBody: string,
  header: string | null,
  appSecret: string,
): boolean {
  const match = /^sha256=([0-9a-f]{64})$/i.exec(header?.trim() ?? "");
  if (!match) return false;
  const expected = createHmac("sha256", appSecret).update(rawBody, "utf8").digest();
  return timingSafeEqual(expected, Buffer.from(match[1] as string, "hex"));
}

export type WhatsAppStatus = {
  /** The wamid of the message this is about. */
  id: string;
  status: "sent" | "delivered" | "read" | "failed";
  recipient: string;
};

export type WhatsAppReply = { id: string; from: string; text: string };

/** The statuses and incoming text messages of a webhook's body (anything else is ignored). */
export function readWhatsAppWebhook(body: unknown): {
  statuses: WhatsAppStatus[];
  replies: WhatsAppReply[];
} {
  const statuses: WhatsAppStatus[] = [];
  const replies: WhatsAppReply[] = [];
  const entries = (body as { entry?: unknown })?.entry;
  for (const entry of Array.isArray(entries) ? entries : []) {
    const changes = (entry as { changes?: unknown })?.changes;
    for (const change of Array.isArray(changes) ? changes : []) {
      const value = (change as { value?: Record<string, unknown> })?.value ?? {};
      for (const s of Array.isArray(value.statuses) ? value.statuses : []) {
        const { id, status, recipient_id: recipient } = s as Record<string, unknown>;
        if (
          typeof id === "string" &&
          typeof recipient === "string" &&
          (status === "sent" || status === "delivered" || status === "read" || status === "failed")
        ) {
          statuses.push({ id, status, recipient });
        }
      }
      for (const m of Array.isArray(value.messages) ? value.messages : []) {
        const { id, from, type, text } = m as Record<string, unknown>;
        const bodyText = (text as { body?: unknown } | undefined)?.body;
        if (typeof id === "string" && typeof from === "string" && type === "text") {
          replies.push({ id, from, text: typeof bodyText === "string" ? bodyText : "" });
        }
      }
    }
  }
  return { statuses, replies };
}

/** "STOP", "stop.", "Unsubscribe": a reply asking for no more messages. */
export function isStopReply(text: string): boolean {
  return /^\s*(stop|stop all|unsubscribe|cancel messages|end)\s*[.!]?\s*$/i.test(text);
}
