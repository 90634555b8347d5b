// Flutterwave v3 on this machine (the test machines have no internet): the Standard checkout
// endpoints the gateway calls, a hosted page with Pay / Fail / Cancel buttons, and the webhooks
// Flutterwave would send. Everything is in memory and answered in Flutterwave's shapes, so the
// same code runs against this and the real API.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** One checkout, from /v3/payments to its transaction (once the learner pressed Pay or Fail). */
export type FakeCharge = {
  txRef: string;
  /** In naira, as initialized. */
  amount: number;
  currency: string;
  redirectUrl: string;
  customer: { email: string; name: string };
  customizations: { title?: string; description?: string };
  transaction: {
    id: number;
    flwRef: string;
    status: "successful" | "failed";
    processorResponse: string;
    createdAt: string;
    /** Set once refunded (or being refunded). */
    refund: { id: number; status: "completed" | "pending"; amount: number } | null;
  } | null;
};

export type FakeFlutterwaveCall = { method: string; path: string; body: unknown };

export type FakeWebhookDelivery = { event: string; txRef: string; status: number | null };

export type FakeFlutterwaveServer = {
  baseUrl: string;
  /** Every API and checkout request received, in order (path with its query). */
  calls: FakeFlutterwaveCall[];
  charges: Map<string, FakeCharge>;
  /** Every webhook sent and what our endpoint answered (null: not reached). */
  deliveries: FakeWebhookDelivery[];
  /** "completed" answers refunds at once; "webhook" answers "pending" then sends refund.completed. */
  refundMode: "completed" | "webhook";
  setWebhookUrl(url: string | undefined): void;
  /** The amount (naira) the transaction reports, whatever was initialized: a tampered charge. */
  setAmountOverride(txRef: string, naira: number): void;
  setCurrencyOverride(txRef: string, currency: string): void;
  /** Sends the charge.completed webhook again (Flutterwave retries); answers our HTTP status. */
  resendWebhook(txRef: string): Promise<number | null>;
  /** The exact JSON Flutterwave would post for this charge, to sign and replay in tests. */
  webhookBody(txRef: string): string;
  close(): Promise<void>;
};

export async function startFakeFlutterwaveServer(opts: {
  secretKey: string;
  secretHash: string;
  webhookUrl?: string;
}): Promise<FakeFlutterwaveServer> {
  const charges = new Map<string, FakeCharge>();
  const amountOverrides = new Map<string, number>();
  const currencyOverrides = new Map<string, string>();
  let webhookUrl = opts.webhookUrl;
  let nextId = 4_000_001;

  /** The transaction as Flutterwave answers it on verify and in the charge webhook. */
  function transactionJson(charge: FakeCharge) {
    const tx = charge.transaction;
    if (!tx) throw new Error(`no transaction for ${charge.txRef}`);
    const amount = amountOverrides.get(charge.txRef) ?? charge.amount;
    return {
      id: tx.id,
      tx_ref: charge.txRef,
      flw_ref: tx.flwRef,
      device_fingerprint: "N/A",
      amount,
      currency: currencyOverrides.get(charge.txRef) ?? charge.currency,
      charged_amount: amount,
      app_fee: 0,
      merchant_fee: 0,
      processor_response: tx.processorResponse,
      auth_model: "PIN",
      ip: "127.0.0.1",
      narration: charge.customizations.description ?? "",
      status: tx.status,
      payment_type: "card",
      created_at: tx.createdAt,
      account_id: 1,
      customer: {
        id: 1,
        name: charge.customer.name,
        phone_number: null,
        email: charge.customer.email,
      },
    };
  }

  function chargeWebhookBody(txRef: string): string {
    const charge = charges.get(txRef);
    if (!charge) throw new Error(`no charge ${txRef}`);
    return JSON.stringify({
      event: "charge.completed",
      data: transactionJson(charge),
      "event.type": "CARD_TRANSACTION",
    });
  }

  function refundWebhookBody(charge: FakeCharge): string {
    const tx = charge.transaction;
    if (!tx?.refund) throw new Error(`no refund for ${charge.txRef}`);
    return JSON.stringify({
      event: "refund.completed",
      data: {
        id: tx.refund.id,
        tx_id: tx.id,
        tx_ref: charge.txRef,
        flw_ref: tx.flwRef,
        amount_refunded: tx.refund.amount,
        status: "completed",
        destination: "payment_source",
        created_at: new Date().toISOString(),
      },
      "event.type": "REFUND",
    });
  }

  async function deliver(event: string, txRef: string, body: string): Promise<number | null> {
    if (!webhookUrl) return null;
    const delivery: FakeWebhookDelivery = { event, txRef, status: null };
    handle.deliveries.push(delivery);
    try {
      const response = await fetch(webhookUrl, {
        method: "POST",
        headers: { "Content-Type": "application/json", "verif-hash": opts.secretHash },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      await response.body?.cancel();
      delivery.status = response.status;
    } catch {
      // Not reached: recorded as null, as Flutterwave would log a failed delivery.
    }
    return delivery.status;
  }

  function json(response: ServerResponse, status: number, body: unknown) {
    response.writeHead(status, { "Content-Type": "application/json" });
    response.end(JSON.stringify(body));
  }
  // Flutterwave's error shape, whatever the status.
  const fail = (response: ServerResponse, status: number, message: string) =>
    json(response, status, { status: "error", message, data: null });

  function findTransaction(id: string) {
    for (const charge of charges.values()) {
      if (charge.transaction && String(charge.transaction.id) === id) return charge;
    }
    return undefined;
  }

  async function handleApi(
    request: IncomingMessage,
    response: ServerResponse,
    url: URL,
    body: unknown,
  ) {
    if (request.headers.authorization !== `Bearer ${opts.secretKey}`) {
      return fail(response, 401, "Invalid authorization key");
    }
    const path = url.pathname;
    if (request.method === "POST" && path === "/v3/payments") {
      const input = (body ?? {}) as Record<string, unknown>;
      const customer = (input.customer ?? {}) as Record<string, unknown>;
      const amount = Number(input.amount);
      if (typeof input.tx_ref !== "string" || !input.tx_ref)
        return fail(response, 400, "tx_ref is required");
      if (!Number.isFinite(amount) || amount <= 0) return fail(response, 400, "Invalid amount");
      if (typeof input.redirect_url !== "string")
        return fail(response, 400, "redirect_url is required");
      if (typeof customer.email !== "string")
        return fail(response, 400, "customer.email is required");
      charges.set(input.tx_ref, {
        txRef: input.tx_ref,
        amount,
        currency: typeof input.currency === "string" ? input.currency : "NGN",
        redirectUrl: input.redirect_url,
        customer: { email: customer.email, name: String(customer.name ?? "") },
        customizations: (input.customizations ?? {}) as FakeCharge["customizations"],
        transaction: null,
      });
      const link = `${handle.baseUrl}/pay/${encodeURIComponent(input.tx_ref)}`;
      return json(response, 200, { status: "success", message: "Hosted Link", data: { link } });
    }

    if (request.method === "GET" && path === "/v3/transactions/verify_by_reference") {
      const txRef = url.searchParams.get("tx_ref");
      if (!txRef) return fail(response, 400, "tx_ref is required");
      const charge = charges.get(txRef);
      if (!charge?.transaction) return fail(response, 400, "No transaction was found for this id");
      return json(response, 200, {
        status: "success",
        message: "Transaction fetched successfully",
        data: transactionJson(charge),
      });
    }

    const verify = /^\/v3\/transactions\/([^/]+)\/verify$/.exec(path);
    if (request.method === "GET" && verify?.[1]) {
      const charge = findTransaction(decodeURIComponent(verify[1]));
      if (!charge) return fail(response, 400, "No transaction was found for this id");
      return json(response, 200, {
        status: "success",
        message: "Transaction fetched successfully",
        data: transactionJson(charge),
      });
    }

    const refund = /^\/v3\/transactions\/([^/]+)\/refund$/.exec(path);
    if (request.method === "POST" && refund?.[1]) {
      const charge = findTransaction(decodeURIComponent(refund[1]));
      const tx = charge?.transaction;
      if (!charge || !tx) return fail(response, 400, "No transaction was found for this id");
      if (tx.status !== "successful")
        return fail(response, 400, "Only successful transactions can be refunded");
      if (tx.refund) return fail(response, 400, "Transaction has been fully refunded");
      const paid = amountOverrides.get(charge.txRef) ?? charge.amount;
      const requested = (body as { amount?: unknown } | null)?.amount;
      const amount = requested === undefined ? paid : Number(requested);
      if (!Number.isFinite(amount) || amount <= 0 || amount > paid) {
        return fail(response, 400, "Refund amount cannot be greater than the transaction amount");
      }
      const byWebhook = handle.refundMode === "webhook";
      tx.refund = { id: nextId++, status: byWebhook ? "pending" : "completed", amount };
      json(response, 200, {
        status: "success",
        message: "Transaction refund initiated",
        data: {
          id: tx.refund.id,
          account_id: 1,
          tx_id: tx.id,
          flw_ref: `URF_${tx.flwRef}`,
          wallet_id: 1,
          amount_refunded: amount,
          status: tx.refund.status,
          destination: "payment_source",
          meta: { source: "availablebalance" },
          created_at: new Date().toISOString(),
        },
      });
      if (byWebhook) {
        // After the answer, as Flutterwave finishes a refund later and tells the webhook.
        const settled = tx.refund;
        setTimeout(() => {
          settled.status = "completed";
          void deliver("refund.completed", charge.txRef, refundWebhookBody(charge));
        }, 10);
      }
      return;
    }
    return fail(response, 404, "Route not found");
  }

  /** The hosted checkout: one page, three buttons, each answering with Flutterwave's redirect. */
  function handleCheckout(request: IncomingMessage, response: ServerResponse, url: URL) {
    const match = /^\/pay\/([^/]+)(?:\/(pay|fail|cancel))?$/.exec(url.pathname);
    const charge = match?.[1] ? charges.get(decodeURIComponent(match[1])) : undefined;
    if (!match || !charge) {
      response.writeHead(404, { "Content-Type": "text/html" });
      return response.end("<h1>This payment link is not valid</h1>");
    }
    const action = match[2];
    if (!action && request.method === "GET") {
      const base = `/pay/${encodeURIComponent(charge.txRef)}`;
      const naira = charge.amount.toLocaleString("en-NG", { minimumFractionDigits: 2 });
      response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      return response.end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Flutterwave checkout</title></head>
<body><main>
<h1>${escapeHtml(charge.customizations.title ?? "Checkout")}</h1>
<p>${escapeHtml(charge.customizations.description ?? "")}</p>
<p>Amount: ${escapeHtml(charge.currency)} ${naira}</p>
<form method="post" action="${base}/pay"><button type="submit">Pay</button></form>
<form method="post" action="${base}/fail"><button type="submit">Fail</button></form>
<form method="post" action="${base}/cancel"><button type="submit">Cancel</button></form>
</main></body></html>`);
    }
    if (!action || request.method !== "POST") {
      response.writeHead(405);
      return response.end();
    }

    const back = new URL(charge.redirectUrl);
    if (action === "cancel" && charge.transaction?.status !== "successful") {
      // A cancel leaves no transaction behind: the redirect names only our reference.
      back.searchParams.set("status", "cancelled");
      back.searchParams.set("tx_ref", charge.txRef);
    } else {
      // Paying twice is impossible: once successful, every button returns the same result.
      if (charge.transaction?.status !== "successful") {
        const paid = action === "pay";
        const id = nextId++;
        charge.transaction = {
          id,
          flwRef: `FLW-MOCK-${id}`,
          status: paid ? "successful" : "failed",
          processorResponse: paid ? "Approved by Financial Institution" : "Declined by issuer",
          createdAt: new Date().toISOString(),
          refund: null,
        };
        // Flutterwave posts charge.completed for failed charges too; fire and forget.
        void deliver("charge.completed", charge.txRef, chargeWebhookBody(charge.txRef));
      }
      const tx = charge.transaction;
      if (!tx) throw new Error("unreachable");
      back.searchParams.set("status", tx.status);
      back.searchParams.set("tx_ref", charge.txRef);
      back.searchParams.set("transaction_id", String(tx.id));
    }
    response.writeHead(303, { Location: back.href });
    response.end();
  }

  const server = createServer(async (request, response) => {
    let raw = "";
    for await (const chunk of request) raw += chunk;
    const url = new URL(request.url ?? "/", handle.baseUrl);
    let body: unknown = null;
    if (raw && request.headers["content-type"]?.startsWith("application/json")) {
      try {
        body = JSON.parse(raw);
      } catch {
        handle.calls.push({
          method: request.method ?? "",
          path: url.pathname + url.search,
          body: raw,
        });
        return fail(response, 400, "Invalid JSON body");
      }
    }
    handle.calls.push({ method: request.method ?? "", path: url.pathname + url.search, body });
    try {
      if (url.pathname.startsWith("/v3/")) await handleApi(request, response, url, body);
      else handleCheckout(request, response, url);
    } catch (error) {
      if (!response.headersSent) fail(response, 500, String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));

  const handle: FakeFlutterwaveServer = {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls: [],
    charges,
    deliveries: [],
    refundMode: "completed",
    setWebhookUrl: (url) => {
      webhookUrl = url;
    },
    setAmountOverride: (txRef, naira) => void amountOverrides.set(txRef, naira),
    setCurrencyOverride: (txRef, currency) => void currencyOverrides.set(txRef, currency),
    resendWebhook: (txRef) => deliver("charge.completed", txRef, chargeWebhookBody(txRef)),
    webhookBody: chargeWebhookBody,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return handle;
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );
}
