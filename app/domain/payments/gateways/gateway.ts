import type { PaymentProvider } from "~/db/schema/enums";

/** The providers that take money: everything but "none" (a coupon that makes a course free). */
export type GatewayProvider = Exclude<PaymentProvider, "none">;

/** What the provider says about a charge when we ask it (never what a query string says). */
export type VerifiedCharge = {
  /**
   * success: the money was taken; failed: the charge was declined; abandoned: the learner left
   * (or cancelled) without paying; pending: not finished yet; not-found: the provider has no
   * such charge.
   */
  status: "success" | "failed" | "abandoned" | "pending" | "not-found";
  /** Our reference as the provider knows it (Paystack `reference`, Flutterwave `tx_ref`). */
  reference: string | null;
  /** Always in kobo, whatever unit the provider uses (Flutterwave answers in naira). */
  amountKobo: number;
  currency: string;
  /** The provider's own id of the charge (Flutterwave needs it to verify and refund). */
  providerTransactionId: string | null;
  /** The provider's message for a failure, shown to staff. */
  message: string | null;
};

/** A webhook the provider signed, reduced to what we act on. */
export type WebhookEvent =
  | { kind: "charge"; reference: string; providerTransactionId: string | null }
  | { kind: "refund"; reference: string; outcome: "processed" | "failed" }
  | { kind: "ignored"; type: string };

/** What the provider's redirect back to us names; only used to know what to verify. */
export type CallbackParams = {
  reference: string | null;
  providerTransactionId: string | null;
  /** The learner pressed cancel on the hosted page (still verified before anything changes). */
  cancelled: boolean;
};

export class GatewayError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = "GatewayError";
  }
}

/**
 * One payment provider behind the same five calls, so checkout, the callback, webhooks and
 * refunds never name a provider (a third is one more file). Every call that reaches the provider
 * throws GatewayError when it answers with an error or cannot be reached.
 */
export interface PaymentGateway {
  readonly provider: GatewayProvider;
  /** Starts a charge on the provider's hosted checkout; answers where to send the learner. */
  initialize(input: {
    reference: string;
    amountKobo: number;
    email: string;
    customerName: string;
    /** Our callback, where the provider returns the learner (and a cancel lands too). */
    callbackUrl: string;
    description: string;
  }): Promise<{ checkoutUrl: string }>;
  verify(input: {
    reference: string;
    providerTransactionId: string | null;
  }): Promise<VerifiedCharge>;
  /** A full refund. "processed" when the provider says it is done; otherwise its webhook will. */
  refund(input: {
    reference: string;
    providerTransactionId: string | null;
    amountKobo: number;
  }): Promise<{ status: "pending" | "processed" }>;
  /** The event in a webhook, or null when its signature is missing or wrong. */
  readWebhook(rawBody: string, headers: Headers): WebhookEvent | null;
  readCallback(url: URL): CallbackParams;
}
