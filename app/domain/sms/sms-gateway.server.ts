import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Logger } from "pino";
import type { SendOptions } from "~/domain/mail/mailer.server";

export type SmsMessage = { to: string; body: string };

/** Where text messages go: a real provider in production, the outbox in development and tests. */
export type SmsGateway = {
  /** Resolves to the provider's message id, when it gives one. */
  send: (message: SmsMessage, options?: SendOptions) => Promise<string | undefined>;
  /** Where messages are written when no provider is configured. */
  outboxDir?: string;
};

export class SmsError extends Error {
  /** A refusal (bad number, bad sender ID…): trying again will not help; the fallback goes. */
  constructor(
    message: string,
    readonly permanent = false,
  ) {
    super(message);
  }
}

/**
 * Development and tests: each message becomes a `.sms` file beside the e-mails in DATA_DIR/outbox
 * ("To: <number>", a blank line, the text), and is logged.
 */
export function createOutboxSmsGateway(dataDir: string, logger: Logger): SmsGateway {
  const outboxDir = path.resolve(dataDir, "outbox");
  return {
    outboxDir,
    send: async ({ to, body }) => {
      await mkdir(outboxDir, { recursive: true });
      const file = path.join(outboxDir, `${Date.now()}-${randomUUID().slice(0, 8)}.sms`);
      await writeFile(file, `To: ${to}\n\n${body}\n`);
      logger.info({ to, file }, "text message written to outbox");
      return undefined;
    },
  };
}

/**
 * Termii (termii.com), a Nigerian SMS provider: POST {base}/api/sms/send with the API key in the
 * body. Errors name the HTTP status and Termii's message, never the key.
 */
export function createTermiiSmsGateway(
  opts: { apiKey: string; senderId: string; baseUrl: string; fetch?: typeof fetch },
  logger: Logger,
): SmsGateway {
  const send = opts.fetch ?? fetch;
  return {
    send: async ({ to, body }) => {
      const response = await send(new URL("/api/sms/send", opts.baseUrl), {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({
          api_key: opts.apiKey,
          to: to.replace(/^\+/, ""),
          from: opts.senderId,
          sms: body,
          type: "plain",
          channel: "generic",
        }),
        signal: AbortSignal.timeout(15_000),
      });
      const answer = (await response.json().catch(() => null)) as {
        message?: string;
        message_id?: string;
      } | null;
      if (!response.ok) {
        throw new SmsError(
          `Termii refused the message (HTTP ${response.status}): ${answer?.message ?? "no reason given"}`,
          response.status >= 400 && response.status < 500 && response.status !== 429,
        );
      }
      logger.info({ to, messageId: answer?.message_id }, "text message sent");
      return answer?.message_id;
    },
  };
}

export function createSmsGateway(
  env: {
    DATA_DIR: string;
    SMS_PROVIDER: "outbox" | "termii";
    TERMII_API_KEY?: string;
    TERMII_SENDER_ID?: string;
    TERMII_BASE_URL: string;
  },
  logger: Logger,
): SmsGateway {
  if (env.SMS_PROVIDER === "termii" && env.TERMII_API_KEY && env.TERMII_SENDER_ID) {
    return createTermiiSmsGateway(
      { apiKey: env.TERMII_API_KEY, senderId: env.TERMII_SENDER_ID, baseUrl: env.TERMII_BASE_URL },
      logger,
    );
  }
  return createOutboxSmsGateway(env.DATA_DIR, logger);
}
