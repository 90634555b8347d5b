// The fake WhatsApp Business Cloud API behind a real HTTP server on 127.0.0.1: it takes
// POST /{version}/{phone-number-id}/messages as Meta does (bearer token, template body), answers
// with a wamid, records every request, and posts signed webhooks (X-Hub-Signature-256, the
// HMAC-SHA256 of the raw body under the app secret) the way Meta does: statuses and replies.
import { createHmac } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export type RecordedWhatsAppRequest = {
  path: string;
  authorization: string | undefined;
  body: {
    to: string;
    type: string;
    template: {
      name: string;
      language: { code: string };
      components: {
        type: string;
        sub_type?: string;
        index?: string;
        parameters: { text: string }[];
      }[];
    };
  };
  id: string;
};

export type FakeWhatsAppServer = {
  /** Use as WHATSAPP_API_URL (the version is part of it, as in graph.facebook.com/v21.0). */
  apiUrl: string;
  requests: RecordedWhatsAppRequest[];
  /** The next sends are refused with this HTTP status and WhatsApp error (e.g. 400, 131026). */
  refuseNext: (times: number, status?: number, code?: number) => void;
  /** Posts a signed status webhook for a message to `url`; resolves to the site's HTTP status. */
  postStatus: (
    url: string,
    id: string,
    status: "sent" | "delivered" | "read" | "failed",
    recipient: string,
  ) => Promise<number>;
  /** Posts a signed reply (a text message from `from`) to `url`. */
  postReply: (url: string, from: string, text: string) => Promise<number>;
  /** Posts a body with a signature of the caller's choosing (tampering tests). */
  postRaw: (url: string, rawBody: string, signature: string | null) => Promise<number>;
  close: () => Promise<void>;
};

export async function startFakeWhatsAppServer(opts: {
  accessToken: string;
  phoneNumberId: string;
  appSecret: string;
}): Promise<FakeWhatsAppServer> {
  const requests: RecordedWhatsAppRequest[] = [];
  let refusals: { times: number; status: number; code: number } = {
    times: 0,
    status: 400,
    code: 0,
  };
  let counter = 0;
  const server = createServer((request, response) => {
    let raw = "";
    request.on("data", (chunk) => {
      raw += chunk;
    });
    request.on("end", () => {
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { "Content-Type": "application/json" });
        response.end(JSON.stringify(body));
      };
      const path = request.url ?? "/";
      if (request.method !== "POST" || !path.endsWith(`/${opts.phoneNumberId}/messages`)) {
        return send(404, { error: { message: "Unknown path", code: 100 } });
      }
      if (request.headers.authorization !== `Bearer ${opts.accessToken}`) {
        return send(401, { error: { message: "Invalid OAuth access token", code: 190 } });
      }
      if (refusals.times > 0) {
        refusals.times -= 1;
        return send(refusals.status, {
          error: { message: "Message undeliverable", code: refusals.code, type: "OAuthException" },
        });
      }
      counter += 1;
      const id = `wamid.FAKE${counter.toString().padStart(6, "0")}`;
      const body = JSON.parse(raw) as RecordedWhatsAppRequest["body"];
      requests.push({ path, authorization: request.headers.authorization, body, id });
      send(200, {
        messaging_product: "whatsapp",
        contacts: [{ input: body.to, wa_id: body.to }],
        messages: [{ id }],
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  const sign = (rawBody: string) =>
    `sha256=${createHmac("sha256", opts.appSecret).update(rawBody, "utf8").digest("hex")}`;
  const envelope = (value: Record<string, unknown>) =>
    JSON.stringify({
      object: "whatsapp_business_account",
      entry: [
        {
          id: "102290129340398",
          changes: [
            {
              field: "messages",
              value: {
                messaging_product: "whatsapp",
                metadata: {
                  display_phone_number: "2348000000000",
                  phone_number_id: opts.phoneNumberId,
                },
                ...value,
              },
            },
          ],
        },
      ],
    });
  const postRaw = async (url: string, rawBody: string, signature: string | null) => {
    const response = await fetch(url, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        ...(signature ? { "X-Hub-Signature-256": signature } : {}),
      },
      body: rawBody,
    });
    await response.arrayBuffer();
    return response.status;
  };
  return {
    apiUrl: `http://127.0.0.1:${port}/v21.0`,
    requests,
    refuseNext: (times, status = 400, code = 131026) => {
      refusals = { times, status, code };
    },
    postStatus: (url, id, status, recipient) => {
      const body = envelope({
        statuses: [
          {
            id,
            status,
            timestamp: String(Math.floor(Date.now() / 1000)),
            recipient_id: recipient,
            ...(status === "failed"
              ? { errors: [{ code: 131026, title: "Message undeliverable" }] }
              : {}),
          },
        ],
      });
      return postRaw(url, body, sign(body));
    },
    postReply: (url, from, text) => {
      counter += 1;
      const body = envelope({
        contacts: [{ profile: { name: "Farmer" }, wa_id: from }],
        messages: [
          {
            from,
            id: `wamid.IN${counter}`,
            timestamp: String(Math.floor(Date.now() / 1000)),
            type: "text",
            text: { body: text },
          },
        ],
      });
      return postRaw(url, body, sign(body));
    },
    postRaw,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
