import { createHmac } from "node:crypto";
import type { Logger } from "pino";
import type { Env } from "~/env.server";
import { createFakePaystack, type FakePaystack } from "./gateways/fake-paystack.server";
import { createFlutterwaveGateway } from "./gateways/flutterwave.server";
import type { GatewayProvider, PaymentGateway } from "./gateways/gateway";
import { createPaystackGateway } from "./gateways/paystack.server";

/** The payment side of the services: which gateway takes new payments, and every configured one. */
export type Payments = {
  /** The gateway new checkouts use; null when none is configured (checkout then says so). */
  checkout: PaymentGateway | null;
  /** Every gateway with keys: payments started before a switch of provider are still verified,
   * refunded and told about by their own provider. */
  gateways: Partial<Record<GatewayProvider, PaymentGateway>>;
  /** The built-in test gateway: no real money moves, and every page involved says so. */
  testMode: boolean;
  /** The test gateway's provider side, whose hosted page is ours (/payments/test-checkout). */
  testProvider: FakePaystack | null;
};

/**
 * Builds the gateways from the environment. Only PAYMENTS_PROVIDER chooses one: unset means no
 * gateway on either database (checkout says online payment is not available yet), so no setting an
 * operator can reach by accident turns a priced course into a free one. The test gateway, which
 * "pays" without money, runs only when asked for by name (PAYMENTS_PROVIDER=test, the demo), and
 * every page then says so (the demo banner in the site's frame).
 */
export function createPayments(env: Env, logger: Logger, secret: string): Payments {
  const gateways: Partial<Record<GatewayProvider, PaymentGateway>> = {};
  if (env.PAYSTACK_SECRET_KEY) {
    gateways.paystack = createPaystackGateway({
      secretKey: env.PAYSTACK_SECRET_KEY,
      baseUrl: env.PAYSTACK_BASE_URL,
    });
  }
  if (env.FLUTTERWAVE_SECRET_KEY && env.FLUTTERWAVE_SECRET_HASH) {
    gateways.flutterwave = createFlutterwaveGateway({
      secretKey: env.FLUTTERWAVE_SECRET_KEY,
      secretHash: env.FLUTTERWAVE_SECRET_HASH,
      baseUrl: env.FLUTTERWAVE_BASE_URL,
    });
  }
  const provider = env.PAYMENTS_PROVIDER ?? null;
  let testProvider: FakePaystack | null = null;
  if (provider === "test") {
    const built = createTestGateway(env, logger, secret);
    gateways.test = built.gateway;
    testProvider = built.provider;
  }
  return {
    checkout: provider ? (gateways[provider] ?? null) : null,
    gateways,
    testMode: provider === "test",
    testProvider,
  };
}

/**
 * The configured gateway of a provider named in a URL or a stored row, or null. Own properties
 * only: "constructor" or "__proto__" in an address must not find the object's built-ins.
 */
export function gatewayFor(payments: Payments, provider: string): PaymentGateway | null {
  return Object.hasOwn(payments.gateways, provider)
    ? (payments.gateways[provider as GatewayProvider] ?? null)
    : null;
}

const DEFAULT_BASE_URLS = {
  paystack: "https://api.paystack.co",
  flutterwave: "https://api.flutterwave.com",
} as const;

/**
 * Where Pay may send the learner: the providers' hosted checkout pages. Pay is a form post answered
 * with a redirect, and browsers hold that redirect to the Content-Security-Policy's form-action.
 * A provider at another address (a local fake, a sandbox) serves its checkout from there too.
 */
export function paymentCheckoutOrigins(env: Env): string[] {
  const origins: string[] = [];
  if (env.PAYSTACK_SECRET_KEY) {
    origins.push("https://checkout.paystack.com");
    if (env.PAYSTACK_BASE_URL !== DEFAULT_BASE_URLS.paystack) {
      origins.push(new URL(env.PAYSTACK_BASE_URL).origin);
    }
  }
  if (env.FLUTTERWAVE_SECRET_KEY) {
    // Live checkouts are on checkout.flutterwave.com, test-mode ones on a dev-flutterwave.com host.
    origins.push("https://checkout.flutterwave.com", "https://*.dev-flutterwave.com");
    if (env.FLUTTERWAVE_BASE_URL !== DEFAULT_BASE_URLS.flutterwave) {
      origins.push(new URL(env.FLUTTERWAVE_BASE_URL).origin);
    }
  }
  return origins;
}

/**
 * The test gateway plays Paystack in-process: the same client as the real one talks to an
 * in-memory Paystack (fake-paystack.server.ts) instead of the network, and its webhooks are
 * signed and posted to our own webhook address, so a demo exercises the real paths end to end.
 * Its charges live in memory: a restart forgets unfinished test payments, which then expire.
 */
function createTestGateway(
  env: Env,
  logger: Logger,
  secret: string,
): { gateway: PaymentGateway; provider: FakePaystack } {
  const secretKey = `sk_test_${createHmac("sha256", secret).update("payments-test-gateway").digest("hex")}`;
  const provider = createFakePaystack({
    secretKey,
    checkoutUrl: (reference) =>
      `${env.APP_URL}/payments/test-checkout/${encodeURIComponent(reference)}`,
    sendWebhook: async (rawBody, signature) => {
      try {
        const response = await fetch(`${env.APP_URL}/payments/webhooks/test`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-paystack-signature": signature },
          body: rawBody,
          signal: AbortSignal.timeout(10_000),
        });
        if (!response.ok) logger.warn({ status: response.status }, "test gateway webhook refused");
      } catch (error) {
        // The callback verifies on its own, so a lost test webhook delays nothing.
        logger.warn({ err: error }, "test gateway webhook not delivered");
      }
    },
  });
  const paystack = createPaystackGateway({
    secretKey,
    baseUrl: "http://test-gateway.invalid",
    fetch: (input, init) => provider.handle(new Request(input, init)),
  });
  const gateway: PaymentGateway = {
    provider: "test",
    initialize: (input) => paystack.initialize(input),
    verify: (input) => paystack.verify(input),
    refund: (input) => paystack.refund(input),
    readWebhook: (rawBody, headers) => paystack.readWebhook(rawBody, headers),
    readCallback: (url) => paystack.readCallback(url),
  };
  return { gateway, provider };
}
