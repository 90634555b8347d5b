// The fake Paystack behind a real HTTP server on this machine: its API at `/` (use the returned
// baseUrl as PAYSTACK_BASE_URL), a bare hosted checkout page at /checkout/:reference, and
// webhooks POSTed to the site like Paystack's. The site's URL is known only once it has started,
// hence setWebhookUrl.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import {
  createFakePaystack,
  type FakeCharge,
  type FakePaystack,
} from "~/domain/payments/gateways/fake-paystack.server";

export type FakePaystackServer = {
  baseUrl: string;
  fake: FakePaystack;
  setWebhookUrl: (url: string) => void;
  close: () => Promise<void>;
};

const OUTCOMES = { pay: "success", fail: "failed", cancel: "cancelled" } as const;

export async function startFakePaystackServer(opts: {
  secretKey: string;
  webhookUrl?: string;
}): Promise<FakePaystackServer> {
  let webhookUrl = opts.webhookUrl ?? null;
  let baseUrl = "";

  const fake = createFakePaystack({
    secretKey: opts.secretKey,
    checkoutUrl: (reference) => `${baseUrl}/checkout/${encodeURIComponent(reference)}`,
    async sendWebhook(rawBody, signature) {
      // Dropped until the site says where it listens, as Paystack drops an unset webhook URL.
      if (!webhookUrl) return;
      const response = await fetch(webhookUrl, {
        method: "POST",
        headers: { "Content-Type": "application/json", "x-paystack-signature": signature },
        body: rawBody,
        signal: AbortSignal.timeout(10_000),
      });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`webhook answered HTTP ${response.status}`);
    },
  });

  const server = createServer((request, response) => {
    route(request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500, { "Content-Type": "text/plain" });
      response.end(String(error));
    });
  });

  async function route(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? "/", baseUrl);
    const page = /^\/checkout\/([^/]+)(?:\/(pay|fail|cancel))?$/.exec(url.pathname);
    if (page?.[1]) {
      const reference = decodeURIComponent(page[1]);
      const button = page[2] as keyof typeof OUTCOMES | undefined;
      if (request.method === "GET" && !button) {
        const charge = fake.charge(reference);
        response.writeHead(charge ? 200 : 404, { "Content-Type": "text/html; charset=utf-8" });
        response.end(charge ? checkoutPage(charge) : "<p>No such transaction.</p>");
        return;
      }
      if (request.method === "POST" && button) {
        for await (const _ of request) {
          // The form has no fields; drain it so the connection can be reused.
        }
        const done = fake.complete(reference, OUTCOMES[button]);
        if (!done) {
          response.writeHead(404, { "Content-Type": "text/plain" }).end("No such transaction.");
          return;
        }
        response.writeHead(303, { Location: done.redirectTo }).end();
        return;
      }
    }

    // Everything else is the API.
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === "string") headers.set(name, value);
    }
    const method = request.method ?? "GET";
    const answer = await fake.handle(
      new Request(url, {
        method,
        headers,
        body: method === "GET" || method === "HEAD" ? undefined : Buffer.concat(chunks),
      }),
    );
    response.writeHead(answer.status, Object.fromEntries(answer.headers));
    response.end(Buffer.from(await answer.arrayBuffer()));
  }

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    baseUrl,
    fake,
    setWebhookUrl: (url) => {
      webhookUrl = url;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Keep-alive connections (fetch keeps them) would otherwise hold close() open.
        server.closeAllConnections();
      }),
  };
}

function checkoutPage(charge: FakeCharge): string {
  const action = (button: string) => `/checkout/${encodeURIComponent(charge.reference)}/${button}`;
  const amount = `${charge.currency} ${(charge.amountKobo / 100).toFixed(2)}`;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Fake Paystack checkout</title></head>
<body>
<h1>Fake Paystack checkout</h1>
<p>Pay <strong data-testid="amount">${escapeHtml(amount)}</strong> as ${escapeHtml(charge.email)}</p>
<p>Reference: <code>${escapeHtml(charge.reference)}</code> (status: ${escapeHtml(charge.status)})</p>
<form method="post" action="${escapeHtml(action("pay"))}"><button type="submit">Pay</button></form>
<form method="post" action="${escapeHtml(action("fail"))}"><button type="submit">Fail</button></form>
<form method="post" action="${escapeHtml(action("cancel"))}"><button type="submit">Cancel</button></form>
</body>
</html>`;
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );
}
