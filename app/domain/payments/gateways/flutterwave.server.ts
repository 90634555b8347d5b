import { isSameSecret } from "~/lib/same-secret.server";
import {
  type CallbackParams,
  GatewayError,
  type PaymentGateway,
  type VerifiedCharge,
  type WebhookEvent,
} from "./gateway";
import { createProviderClient } from "./provider-http.server";

/** Flutterwave's envelope: every v3 answer, success or error, has this shape. */
type Envelope<T> = { status?: string; message?: string; data?: T | null };

/** The part of a v3 transaction we read (verify and verify_by_reference answer the same). */
type FlwTransaction = {
  id?: number | string;
  tx_ref?: string;
  amount?: number;
  currency?: string;
  status?: string;
  processor_response?: string | null;
};

// Flutterwave answers an unknown id or reference with this message (HTTP 400, not 404).
const NO_TRANSACTION = /no transaction was found/i;

/** Flutterwave speaks naira (decimals allowed); we keep integer kobo, so convert at the edge. */
const toNaira = (kobo: number) => kobo / 100;
const toKobo = (naira: number) => Math.round(naira * 100);

/**
 * Flutterwave v3 Standard checkout (https://developer.flutterwave.com/docs): the learner pays on
 * Flutterwave's hosted page, comes back to our callback, and we verify server to server. Amounts
 * cross the wire in naira; everything we answer is in kobo.
 */
export function createFlutterwaveGateway(opts: {
  secretKey: string;
  secretHash: string;
  baseUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}): PaymentGateway {
  const send = createProviderClient({ name: "Flutterwave", ...opts });

  /**
   * One call to the API. Answers the envelope and HTTP status without judging them, so verify
   * can read "no transaction" as an answer; `request` below throws on everything else.
   */
  async function call<T>(method: "GET" | "POST", path: string, body?: unknown) {
    const { httpStatus, envelope } = await send(method, path, body);
    return { httpStatus, envelope: envelope as Envelope<T> | null };
  }

  async function request<T>(method: "GET" | "POST", path: string, body?: unknown): Promise<T> {
    const { httpStatus, envelope } = await call<T>(method, path, body);
    return dataOf(httpStatus, envelope);
  }

  /** Verifies by id when the redirect or webhook gave one, else by our reference. */
  async function fetchTransaction(input: {
    reference: string;
    providerTransactionId: string | null;
  }): Promise<FlwTransaction | null> {
    const path = input.providerTransactionId
      ? `/v3/transactions/${encodeURIComponent(input.providerTransactionId)}/verify`
      : `/v3/transactions/verify_by_reference?tx_ref=${encodeURIComponent(input.reference)}`;
    const { httpStatus, envelope } = await call<FlwTransaction>("GET", path);
    if (httpStatus === 404 || NO_TRANSACTION.test(envelope?.message ?? "")) return null;
    return dataOf(httpStatus, envelope);
  }

  return {
    provider: "flutterwave",

    async initialize(input) {
      const data = await request<{ link?: string }>("POST", "/v3/payments", {
        tx_ref: input.reference,
        amount: toNaira(input.amountKobo),
        currency: "NGN",
        redirect_url: input.callbackUrl,
        customer: { email: input.email, name: input.customerName },
        customizations: { title: "AFA Academy", description: input.description },
      });
      if (typeof data.link !== "string")
        throw new GatewayError("Flutterwave gave no checkout link");
      return { checkoutUrl: data.link };
    },

    async verify(input) {
      const transaction = await fetchTransaction(input);
      if (!transaction) {
        // Flutterwave creates a transaction only once the learner tries to pay, so our own
        // reference without one means they left (or cancelled) the hosted page. An id it does
        // not know is another matter: nothing we handed out, so "not-found".
        return {
          status: input.providerTransactionId ? "not-found" : "abandoned",
          reference: input.reference,
          amountKobo: 0,
          currency: "NGN",
          providerTransactionId: input.providerTransactionId,
          message: null,
        };
      }
      return readTransaction(transaction);
    },

    async refund(input) {
      // A refund needs Flutterwave's id; a payment that never recorded it is found by reference.
      let id = input.providerTransactionId;
      if (!id) {
        const found = await fetchTransaction({
          reference: input.reference,
          providerTransactionId: null,
        });
        id = found?.id == null ? null : String(found.id);
      }
      if (!id)
        throw new GatewayError("Flutterwave has no transaction to refund for this reference");
      const data = await request<{ status?: string }>(
        "POST",
        `/v3/transactions/${encodeURIComponent(id)}/refund`,
        // The amount is sent even for a full refund so Flutterwave can never refund more.
        { amount: toNaira(input.amountKobo) },
      );
      return { status: data.status === "completed" ? "processed" : "pending" };
    },

    readWebhook(rawBody, headers) {
      if (!isSameSecret(headers.get("verif-hash"), opts.secretHash)) return null;
      return readEvent(rawBody);
    },

    readCallback(url): CallbackParams {
      // Flutterwave appends ?status=successful|cancelled|failed&tx_ref=…&transaction_id=…
      return {
        reference: url.searchParams.get("tx_ref") || null,
        providerTransactionId: url.searchParams.get("transaction_id") || null,
        cancelled: url.searchParams.get("status") === "cancelled",
      };
    },
  };
}

/** The data of a successful answer; Flutterwave's own message otherwise. */
function dataOf<T>(httpStatus: number, envelope: Envelope<T> | null): T {
  const ok = httpStatus >= 200 && httpStatus < 300 && envelope?.status === "success";
  if (!ok || envelope?.data == null) {
    const message = envelope?.message || `Flutterwave answered HTTP ${httpStatus}`;
    throw new GatewayError(message, httpStatus);
  }
  return envelope.data;
}

function readTransaction(transaction: FlwTransaction): VerifiedCharge {
  const naira = Number(transaction.amount);
  if (!Number.isFinite(naira)) throw new GatewayError("Flutterwave answered without an amount");
  const status: VerifiedCharge["status"] =
    transaction.status === "successful"
      ? "success"
      : transaction.status === "failed"
        ? "failed"
        : transaction.status === "cancelled"
          ? "abandoned"
          : // "pending" and anything new: not finished, so nothing is granted or closed.
            "pending";
  return {
    status,
    reference: transaction.tx_ref ?? null,
    amountKobo: toKobo(naira),
    currency: transaction.currency ?? "",
    providerTransactionId: transaction.id == null ? null : String(transaction.id),
    message: status === "success" ? null : (transaction.processor_response ?? null),
  };
}

/**
 * v3 names the event in `event` (v4 in `type`). Charges: "charge.completed" for paid and failed
 * alike; we only learn which charge and verify it. Refunds: "refund.completed" / "refund.failed"
 * naming our tx_ref. A signed body we cannot read is ignored, not an error, so it is not resent.
 */
function readEvent(rawBody: string): WebhookEvent {
  let body: { event?: unknown; type?: unknown; data?: Record<string, unknown> | null };
  try {
    body = JSON.parse(rawBody);
  } catch {
    return { kind: "ignored", type: "invalid-json" };
  }
  const type = typeof body?.event === "string" ? body.event : String(body?.type ?? "unknown");
  const data = body?.data ?? {};
  const reference = typeof data.tx_ref === "string" && data.tx_ref ? data.tx_ref : null;
  if (!reference) return { kind: "ignored", type };

  if (type === "charge.completed") {
    const id = data.id;
    const providerTransactionId =
      typeof id === "number" || (typeof id === "string" && id) ? String(id) : null;
    return { kind: "charge", reference, providerTransactionId };
  }
  if (type === "refund.completed" || type === "refund.failed") {
    const failed = type === "refund.failed" || data.status === "failed";
    return { kind: "refund", reference, outcome: failed ? "failed" : "processed" };
  }
  return { kind: "ignored", type };
}
