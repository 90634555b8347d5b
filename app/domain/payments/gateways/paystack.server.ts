import { createHmac, timingSafeEqual } from "node:crypto";
import {
  GatewayError,
  type PaymentGateway,
  type VerifiedCharge,
  type WebhookEvent,
} from "./gateway";
import { createProviderClient } from "./provider-http.server";

// Paystack (paystack.com) over its REST API with the global fetch: no SDK, so the few fields we
// rely on are all named here. Amounts are already kobo on Paystack's side, so nothing converts.

/** Hex HMAC-SHA512 of the raw body with the secret key: Paystack's `x-paystack-signature`. */
export function signPaystackBody(rawBody: string, secretKey: string): string {
  return createHmac("sha512", secretKey).update(rawBody, "utf8").digest("hex");
}

/** Paystack's envelope: `status` is whether the call worked, not the state of the charge. */
type Envelope = { status?: unknown; message?: unknown; data?: unknown };

type PaystackTransaction = {
  id?: unknown;
  status?: unknown;
  reference?: unknown;
  amount?: unknown;
  currency?: unknown;
  gateway_response?: unknown;
};

const VERIFY_STATUSES: Record<string, VerifiedCharge["status"]> = {
  success: "success",
  failed: "failed",
  // A refunded charge was paid once but holds no money now: nothing may be fulfilled from it.
  reversed: "failed",
  abandoned: "abandoned",
  ongoing: "pending",
  pending: "pending",
  processing: "pending",
  queued: "pending",
};

/** Paystack's answer for a reference it has never seen (400 on the API, 404 on some versions). */
const NOT_FOUND = /transaction reference not found|transaction not found/i;

export function createPaystackGateway(opts: {
  secretKey: string;
  baseUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}): PaymentGateway {
  const request = createProviderClient({ name: "Paystack", ...opts });

  /** One API call: the parsed envelope and HTTP status, or GatewayError when nothing usable came. */
  async function call(
    method: "GET" | "POST",
    path: string,
    body?: unknown,
  ): Promise<{ httpStatus: number; envelope: Envelope | null }> {
    const { httpStatus, envelope } = await request(method, path, body);
    return { httpStatus, envelope: envelope as Envelope | null };
  }

  /** The `data` of a call that worked; any other answer becomes GatewayError with Paystack's words. */
  function dataOf(answer: { httpStatus: number; envelope: Envelope | null }, what: string) {
    const { httpStatus, envelope } = answer;
    const ok = httpStatus >= 200 && httpStatus < 300;
    if (!ok || envelope?.status !== true || typeof envelope.data !== "object" || !envelope.data) {
      const message = typeof envelope?.message === "string" ? envelope.message : "no reason given";
      throw new GatewayError(
        `Paystack refused to ${what} (HTTP ${httpStatus}): ${message}`,
        httpStatus,
      );
    }
    return envelope.data as Record<string, unknown>;
  }

  return {
    provider: "paystack",

    async initialize(input) {
      // Paystack sends a cancel to this URL as it is, without adding the reference: it is added
      // here so the callback knows which charge to verify.
      const cancelUrl = new URL(input.callbackUrl);
      cancelUrl.searchParams.set("cancelled", "1");
      cancelUrl.searchParams.set("reference", input.reference);
      const data = dataOf(
        await call("POST", "/transaction/initialize", {
          email: input.email,
          amount: input.amountKobo,
          reference: input.reference,
          currency: "NGN",
          callback_url: input.callbackUrl,
          metadata: {
            // Paystack's hosted page shows a cancel link only when this is set; it lands on our
            // callback flagged as cancelled, which still verifies before changing anything.
            cancel_action: cancelUrl.toString(),
            customer_name: input.customerName,
            description: input.description,
          },
        }),
        "start the payment",
      );
      if (typeof data.authorization_url !== "string") {
        throw new GatewayError("Paystack answered without an authorization_url");
      }
      return { checkoutUrl: data.authorization_url };
    },

    async verify({ reference }) {
      const answer = await call("GET", `/transaction/verify/${encodeURIComponent(reference)}`);
      const { httpStatus, envelope } = answer;
      // Only Paystack's own JSON saying so is "not found": a bare 404 (a wrong base URL, a proxy)
      // must stay an error, or a paid charge could be written off.
      if (
        (httpStatus === 400 || httpStatus === 404) &&
        envelope?.status === false &&
        typeof envelope.message === "string" &&
        NOT_FOUND.test(envelope.message)
      ) {
        return {
          status: "not-found",
          reference,
          amountKobo: 0,
          currency: "NGN",
          providerTransactionId: null,
          message: envelope.message,
        };
      }
      const data = dataOf(answer, "verify the payment") as PaystackTransaction;
      if (typeof data.amount !== "number" || !Number.isInteger(data.amount)) {
        throw new GatewayError("Paystack answered a verification without an amount");
      }
      // An unknown status is treated as unfinished: nothing is fulfilled or failed on it.
      const status =
        typeof data.status === "string" && Object.hasOwn(VERIFY_STATUSES, data.status)
          ? (VERIFY_STATUSES[data.status] ?? "pending")
          : "pending";
      return {
        status,
        reference: typeof data.reference === "string" ? data.reference : null,
        amountKobo: data.amount,
        currency: typeof data.currency === "string" ? data.currency : "",
        providerTransactionId:
          typeof data.id === "number" || typeof data.id === "string" ? String(data.id) : null,
        message:
          status !== "success" && typeof data.gateway_response === "string"
            ? data.gateway_response
            : null,
      };
    },

    async refund({ reference, amountKobo }) {
      // Our reference is always known (the provider's id only after a verify), and Paystack
      // takes either. The amount is sent so a record that disagrees with Paystack fails loudly
      // rather than refunding what Paystack thinks.
      const data = dataOf(
        await call("POST", "/refund", { transaction: reference, amount: amountKobo }),
        "refund the payment",
      );
      return { status: data.status === "processed" ? "processed" : "pending" };
    },

    readWebhook(rawBody, headers) {
      const given = headers.get("x-paystack-signature");
      if (!given) return null;
      const expected = Buffer.from(signPaystackBody(rawBody, opts.secretKey), "utf8");
      const received = Buffer.from(given.trim().toLowerCase(), "utf8");
      // timingSafeEqual throws on different lengths; the length of a hex digest is no secret.
      if (received.length !== expected.length || !timingSafeEqual(received, expected)) return null;

      let body: { event?: unknown; data?: Record<string, unknown> | null };
      try {
        body = JSON.parse(rawBody);
      } catch {
        return { kind: "ignored", type: "invalid-json" };
      }
      const type = typeof body?.event === "string" ? body.event : "unknown";
      const data = body?.data ?? {};
      return eventOf(type, data);
    },

    readCallback(url) {
      const { searchParams } = url;
      return {
        // Paystack sends both with the same value; either will do.
        reference: searchParams.get("reference") || searchParams.get("trxref") || null,
        providerTransactionId: null,
        cancelled: searchParams.get("cancelled") === "1",
      };
    },
  };
}

function eventOf(type: string, data: Record<string, unknown>): WebhookEvent {
  if (type === "charge.success" && typeof data.reference === "string" && data.reference) {
    const id = data.id;
    return {
      kind: "charge",
      reference: data.reference,
      providerTransactionId: typeof id === "number" || typeof id === "string" ? String(id) : null,
    };
  }
  if (
    (type === "refund.processed" || type === "refund.failed") &&
    typeof data.transaction_reference === "string" &&
    data.transaction_reference
  ) {
    return {
      kind: "refund",
      reference: data.transaction_reference,
      outcome: type === "refund.processed" ? "processed" : "failed",
    };
  }
  return { kind: "ignored", type };
}
