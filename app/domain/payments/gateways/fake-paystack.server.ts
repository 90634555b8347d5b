import { randomBytes } from "node:crypto";
import { signPaystackBody } from "./paystack.server";

// Paystack's HTTP protocol played in memory, so the real client (paystack.server.ts) runs
// unchanged against it: in-process behind the site's TEST gateway (PAYMENTS_PROVIDER=test) and
// behind a local HTTP server in tests (tests/support/fake-paystack-server.ts). Only what the
// client uses is played: initialize, verify, refund, and the charge.success / refund.processed
// webhooks. Routes are matched on the end of the path, so any base URL (with a prefix) works.

export type FakeChargeStatus = "abandoned" | "success" | "failed" | "reversed";

/** What the hosted checkout page needs to show. */
export type FakeCharge = {
  reference: string;
  amountKobo: number;
  currency: string;
  email: string;
  callbackUrl: string;
  /** metadata.cancel_action, or the callback URL when none was given. */
  cancelUrl: string;
  status: FakeChargeStatus;
};

type StoredCharge = FakeCharge & {
  id: number;
  createdAt: string;
  paidAt: string | null;
  /** What verify and webhooks report instead of the truth, set by tests. */
  reportedAmountKobo: number | null;
  reportedCurrency: string | null;
};

export type FakePaystack = ReturnType<typeof createFakePaystack>;

export function createFakePaystack(opts: {
  secretKey: string;
  checkoutUrl: (reference: string) => string;
  sendWebhook: (rawBody: string, signature: string) => Promise<void> | void;
}) {
  const charges = new Map<string, StoredCharge>();
  const calls: { method: string; path: string }[] = [];
  // Large like Paystack's ids, and distinct across fakes so an id is never mistaken for another's.
  let nextId = 4_000_000_000 + Math.floor(Math.random() * 1_000_000) * 1000;

  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { "Content-Type": "application/json" },
    });
  const refuse = (status: number, message: string) => json(status, { status: false, message });

  /** The charge as Paystack reports it (with a test's overrides), for verify and webhooks. */
  function reported(charge: StoredCharge) {
    return {
      id: charge.id,
      domain: "test",
      status: charge.status,
      reference: charge.reference,
      amount: charge.reportedAmountKobo ?? charge.amountKobo,
      currency: charge.reportedCurrency ?? charge.currency,
      gateway_response: GATEWAY_RESPONSES[charge.status],
      paid_at: charge.paidAt,
      created_at: charge.createdAt,
      channel: "card",
      customer: { email: charge.email },
    };
  }

  function chargeSuccessBody(charge: StoredCharge): string {
    const data = reported(charge);
    // The event says success whatever the charge's state, so a test can post one for an unpaid
    // charge and check that the site verifies before believing it.
    return JSON.stringify({
      event: "charge.success",
      data: { ...data, status: "success", paid_at: charge.paidAt ?? charge.createdAt },
    });
  }

  async function deliver(rawBody: string): Promise<void> {
    await opts.sendWebhook(rawBody, signPaystackBody(rawBody, opts.secretKey));
  }

  /** Paystack sends webhooks on its own time: the caller neither waits nor hears of a failure. */
  function deliverLater(rawBody: string, via: (run: () => void) => void) {
    via(() => {
      deliver(rawBody).catch(() => {});
    });
  }

  async function readJson(request: Request): Promise<Record<string, unknown> | null> {
    try {
      const body = await request.json();
      return typeof body === "object" && body !== null ? (body as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  }

  async function initialize(request: Request): Promise<Response> {
    const body = await readJson(request);
    if (!body) return refuse(400, "Invalid JSON body");
    const { email, amount, callback_url: callbackUrl } = body;
    if (typeof email !== "string" || !email.includes("@"))
      return refuse(400, "Invalid Email Address Passed");
    // Paystack takes the amount as a number or a numeric string, in the currency's subunit.
    const amountKobo = typeof amount === "string" && /^\d+$/.test(amount) ? Number(amount) : amount;
    if (typeof amountKobo !== "number" || !Number.isInteger(amountKobo) || amountKobo <= 0) {
      return refuse(400, "Invalid Amount Sent");
    }
    const currency = body.currency === undefined ? "NGN" : body.currency;
    if (currency !== "NGN") return refuse(400, "Currency not supported by merchant");
    // Paystack would fall back to the dashboard's callback URL; the fake has no dashboard.
    if (typeof callbackUrl !== "string" || !URL.canParse(callbackUrl)) {
      return refuse(400, "callback_url is required by the fake Paystack");
    }
    const reference =
      typeof body.reference === "string" && body.reference ? body.reference : randomToken(10);
    if (charges.has(reference)) return refuse(400, "Duplicate Transaction Reference");
    // metadata may come as an object or as a JSON string; both are accepted by Paystack.
    let metadata = body.metadata;
    if (typeof metadata === "string") {
      try {
        metadata = JSON.parse(metadata);
      } catch {
        metadata = null;
      }
    }
    const cancelAction = (metadata as { cancel_action?: unknown } | null)?.cancel_action;
    charges.set(reference, {
      id: nextId++,
      reference,
      amountKobo,
      currency,
      email,
      callbackUrl,
      cancelUrl: typeof cancelAction === "string" ? cancelAction : callbackUrl,
      status: "abandoned",
      createdAt: new Date().toISOString(),
      paidAt: null,
      reportedAmountKobo: null,
      reportedCurrency: null,
    });
    return json(200, {
      status: true,
      message: "Authorization URL created",
      data: {
        authorization_url: opts.checkoutUrl(reference),
        access_code: randomToken(15),
        reference,
      },
    });
  }

  function verify(reference: string): Response {
    const charge = charges.get(reference);
    if (!charge) return refuse(400, "Transaction reference not found");
    return json(200, { status: true, message: "Verification successful", data: reported(charge) });
  }

  async function refund(request: Request): Promise<Response> {
    const body = await readJson(request);
    const key = body?.transaction;
    if (typeof key !== "string" && typeof key !== "number") {
      return refuse(400, "Transaction reference or id is required");
    }
    // Paystack takes the reference or its own id.
    const charge =
      charges.get(String(key)) ?? [...charges.values()].find((c) => String(c.id) === String(key));
    if (!charge) return refuse(400, "Transaction not found");
    if (charge.status === "reversed") return refuse(400, "Transaction has been fully reversed");
    if (charge.status !== "success") return refuse(400, "Transaction has not been paid");
    const amount = body?.amount ?? charge.amountKobo;
    if (typeof amount !== "number" || !Number.isInteger(amount) || amount <= 0) {
      return refuse(400, "Invalid amount");
    }
    if (amount > charge.amountKobo) {
      return refuse(400, "Refund amount cannot be greater than transaction amount");
    }
    // The fake keeps one refund per charge: any refund reverses it.
    charge.status = "reversed";
    const transaction = { id: charge.id, reference: charge.reference, amount: charge.amountKobo };
    // After the answer, as Paystack does (it may still overtake the caller's own bookkeeping).
    deliverLater(
      JSON.stringify({
        event: "refund.processed",
        data: {
          status: "processed",
          transaction_reference: charge.reference,
          refund_reference: null,
          amount,
          currency: charge.currency,
          processor: "fake",
          customer: { email: charge.email },
          integration: 1,
          domain: "test",
        },
      }),
      (run) => setTimeout(run, 0),
    );
    return json(200, {
      status: true,
      message: "Refund has been queued for processing",
      data: {
        transaction,
        amount,
        currency: charge.currency,
        status: "pending",
        refunded_at: null,
      },
    });
  }

  return {
    calls,

    /** Answers one API request as Paystack would. */
    async handle(request: Request): Promise<Response> {
      const { pathname } = new URL(request.url);
      calls.push({ method: request.method, path: pathname });
      if (request.headers.get("authorization") !== `Bearer ${opts.secretKey}`) {
        return refuse(401, "Invalid key");
      }
      if (request.method === "POST" && pathname.endsWith("/transaction/initialize")) {
        return initialize(request);
      }
      const verifyMatch = /\/transaction\/verify\/([^/]+)$/.exec(pathname);
      if (request.method === "GET" && verifyMatch?.[1]) {
        return verify(decodeURIComponent(verifyMatch[1]));
      }
      if (request.method === "POST" && pathname.endsWith("/refund")) return refund(request);
      return refuse(404, "Route not found");
    },

    charge(reference: string): FakeCharge | null {
      const charge = charges.get(reference);
      if (!charge) return null;
      const {
        reference: ref,
        amountKobo,
        currency,
        email,
        callbackUrl,
        cancelUrl,
        status,
      } = charge;
      return { reference: ref, amountKobo, currency, email, callbackUrl, cancelUrl, status };
    },

    /**
     * The hosted page's Pay / Fail / Cancel buttons. A finished charge (paid or refunded) no
     * longer changes, as on Paystack's page, but the learner is still sent back.
     */
    complete(
      reference: string,
      outcome: "success" | "failed" | "cancelled",
    ): { redirectTo: string } | null {
      const charge = charges.get(reference);
      if (!charge) return null;
      const open = charge.status === "abandoned" || charge.status === "failed";
      if (open && outcome === "success") {
        charge.status = "success";
        charge.paidAt = new Date().toISOString();
        deliverLater(chargeSuccessBody(charge), queueMicrotask);
      } else if (open && outcome === "failed") {
        charge.status = "failed";
      }
      // Cancelling leaves the status as it was ("abandoned" for a charge never tried).
      if (outcome === "cancelled") return { redirectTo: charge.cancelUrl };
      const back = new URL(charge.callbackUrl);
      back.searchParams.set("trxref", reference);
      back.searchParams.set("reference", reference);
      return { redirectTo: back.toString() };
    },

    /** Verify and webhooks report this amount from now on (a provider that disagrees with us). */
    setAmountOverride(reference: string, amountKobo: number): void {
      const charge = charges.get(reference);
      if (!charge) throw new Error(`fake Paystack: no charge ${reference}`);
      charge.reportedAmountKobo = amountKobo;
    },

    /** Verify and webhooks report this currency from now on. */
    setCurrencyOverride(reference: string, currency: string): void {
      const charge = charges.get(reference);
      if (!charge) throw new Error(`fake Paystack: no charge ${reference}`);
      charge.reportedCurrency = currency;
    },

    /** Sends the charge.success webhook (again); resolves once delivered, rejects if it failed. */
    async resendWebhook(reference: string): Promise<void> {
      const charge = charges.get(reference);
      if (!charge) throw new Error(`fake Paystack: no charge ${reference}`);
      await deliver(chargeSuccessBody(charge));
    },

    /** The raw charge.success body for this charge (sign it with signPaystackBody), or null. */
    webhookBody(reference: string): string | null {
      const charge = charges.get(reference);
      return charge ? chargeSuccessBody(charge) : null;
    },
  };
}

const GATEWAY_RESPONSES: Record<FakeChargeStatus, string> = {
  abandoned: "The transaction was not completed",
  success: "Successful",
  failed: "Declined",
  reversed: "Successful",
};

function randomToken(length: number): string {
  return randomBytes(length).toString("base64url").slice(0, length).toLowerCase();
}
