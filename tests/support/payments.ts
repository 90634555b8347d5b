// Builders for the payment tests (never imported by the app): the fake providers on 127.0.0.1,
// priced courses, coupons, and a small webhook receiver standing in for the site's listener.

import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import type { Database } from "~/db/client.server";
import { coupons, courseEnrollments, courses, payments } from "~/db/schema";
import type { CouponKind } from "~/db/schema/enums";
import type { ReceiptInput } from "~/domain/payments/receipt-pdf.server";
import { createTestCourse, type TestCourse } from "./courses";
import { type FakeFlutterwaveServer, startFakeFlutterwaveServer } from "./fake-flutterwave-server";
import { type FakePaystackServer, startFakePaystackServer } from "./fake-paystack-server";

export const PAYSTACK_TEST_KEY = "sk_test_afa_payment_tests_0123456789";
export const FLUTTERWAVE_TEST_KEY = "FLWSECK_TEST-afa-payment-tests-0123456789-X";
export const FLUTTERWAVE_TEST_HASH = "afa-flutterwave-webhook-hash-for-tests";

export type CheckoutProvider = "paystack" | "flutterwave" | "test";

export type FakeProviders = {
  /**
   * The environment for setupTestServices: empty when the file is loaded, filled by this
   * builder's beforeAll, which runs before setupTestServices' own (register this one first).
   */
  env: Record<string, string>;
  paystack: FakePaystackServer;
  flutterwave: FakeFlutterwaveServer;
};

/**
 * Starts a fake Paystack and a fake Flutterwave for the file (or the describe block it is
 * called in) and fills `env` so the services take payments through `provider`: both fakes are
 * configured for "paystack" and "flutterwave" (a payment is verified by its own provider), none
 * for "test", where PAYMENTS_PROVIDER=test chooses the built-in test gateway.
 * APP_URL points at a closed port, so the test gateway's own webhooks are lost at once rather
 * than reaching whatever listens on localhost:3000: tests deliver the webhooks they want.
 *
 *   const providers = setupFakeProviders("paystack");
 *   const suite = setupTestServices({ env: providers.env });
 */
export function setupFakeProviders(provider: CheckoutProvider): FakeProviders {
  const providers = { env: {} } as FakeProviders;
  beforeAll(async () => {
    providers.paystack = await startFakePaystackServer({ secretKey: PAYSTACK_TEST_KEY });
    providers.flutterwave = await startFakeFlutterwaveServer({
      secretKey: FLUTTERWAVE_TEST_KEY,
      secretHash: FLUTTERWAVE_TEST_HASH,
    });
    Object.assign(providers.env, {
      APP_URL: await closedLocalUrl(),
      ...(provider === "test"
        ? { PAYMENTS_PROVIDER: "test" }
        : {
            PAYMENTS_PROVIDER: provider,
            PAYSTACK_SECRET_KEY: PAYSTACK_TEST_KEY,
            PAYSTACK_BASE_URL: providers.paystack.baseUrl,
            FLUTTERWAVE_SECRET_KEY: FLUTTERWAVE_TEST_KEY,
            FLUTTERWAVE_SECRET_HASH: FLUTTERWAVE_TEST_HASH,
            FLUTTERWAVE_BASE_URL: providers.flutterwave.baseUrl,
          }),
    });
  });
  afterAll(async () => {
    await providers.paystack?.close();
    await providers.flutterwave?.close();
  });
  return providers;
}

/** http://127.0.0.1:<a port nobody listens on>: a connection there is refused at once. */
async function closedLocalUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

export type PricedCourse = TestCourse & { priceKobo: number };

/** A published course at `priceKobo` (₦12,500 unless told), one lesson. */
export async function createPricedCourse(
  db: Database,
  { priceKobo = 1_250_000, published = true }: { priceKobo?: number; published?: boolean } = {},
): Promise<PricedCourse> {
  const course = await createTestCourse(db, { lessonCount: 1, published });
  await db.update(courses).set({ priceKobo }).where(eq(courses.id, course.id));
  return { ...course, priceKobo };
}

let couponCounter = 0;

/** A coupon, active and unlimited unless told; `value` is a percentage or kobo. */
export async function createCoupon(
  db: Database,
  input: {
    kind: CouponKind;
    value: number;
    code?: string;
    courseId?: string | null;
    expiresAt?: Date | null;
    maxUses?: number | null;
    isActive?: boolean;
  },
) {
  couponCounter += 1;
  const [row] = await db
    .insert(coupons)
    .values({
      code: input.code ?? `TEST${couponCounter}${Date.now().toString(36).toUpperCase()}`,
      kind: input.kind,
      value: input.value,
      courseId: input.courseId ?? null,
      expiresAt: input.expiresAt ?? null,
      maxUses: input.maxUses ?? null,
      isActive: input.isActive ?? true,
    })
    .returning();
  if (!row) throw new Error("coupon not created");
  return row;
}

/** The user's enrolments in the course (0 or 1 rows: the unique index). */
export function enrolmentsIn(db: Database, userId: string, courseId: string) {
  return db
    .select()
    .from(courseEnrollments)
    .where(and(eq(courseEnrollments.userId, userId), eq(courseEnrollments.courseId, courseId)));
}

/** Every payment of the user for the course, oldest first. */
export function paymentsFor(db: Database, userId: string, courseId: string) {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.courseId, courseId)))
    .orderBy(payments.createdAt);
}

/** The year a receipt is numbered in: Lagos's, as payments.server.ts counts it. */
export function lagosYear(now = new Date()): number {
  return Number(
    new Intl.DateTimeFormat("en-NG", { year: "numeric", timeZone: "Africa/Lagos" }).format(now),
  );
}

/** The path and query of an absolute URL (a provider's redirect back to our callback). */
export function pathOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

/** Presses a button on a fake provider's hosted page over HTTP; answers where it redirects. */
export async function pressHostedButton(
  checkoutUrl: string,
  button: "pay" | "fail" | "cancel",
): Promise<string> {
  const response = await fetch(`${checkoutUrl}/${button}`, { method: "POST", redirect: "manual" });
  await response.arrayBuffer();
  const location = response.headers.get("location");
  if (response.status !== 303 || !location) {
    throw new Error(`hosted page answered ${response.status} without a redirect`);
  }
  return location;
}

export type WebhookReceiver = {
  /** The address to give a fake provider for `provider`'s webhooks. */
  url: (provider: string) => string;
  /** Every webhook received, with our answer's status. */
  deliveries: { provider: string; status: number }[];
  /** Webhooks arriving from now on wait (unanswered) until release(). */
  hold: () => void;
  release: () => void;
  /** Resolves once `count` webhooks have been answered in all. */
  waitForDeliveries: (count: number, timeoutMs?: number) => Promise<void>;
  close: () => Promise<void>;
};

/**
 * The site's webhook address, played by a local HTTP server that hands each POST to `handle`
 * (the webhook route's action, or handleWebhook mapped to a status), as the real server would.
 */
export async function startWebhookReceiver(
  handle: (provider: string, request: Request) => Promise<Response>,
): Promise<WebhookReceiver> {
  const deliveries: WebhookReceiver["deliveries"] = [];
  let gate: Promise<void> | null = null;
  let open: () => void = () => {};
  const server = createServer(async (incoming, outgoing) => {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    if (gate) await gate;
    const headers = new Headers();
    for (const [name, value] of Object.entries(incoming.headers)) {
      if (typeof value === "string") headers.set(name, value);
    }
    const url = new URL(incoming.url ?? "/", base);
    const provider = decodeURIComponent(url.pathname.split("/").at(-1) ?? "");
    let status = 500;
    try {
      const answer = await handle(
        provider,
        new Request(url, { method: incoming.method, headers, body: Buffer.concat(chunks) }),
      );
      status = answer.status;
    } catch {
      // As the server would: an error is a 500, and the provider tries again later.
    }
    deliveries.push({ provider, status });
    outgoing.writeHead(status).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: (provider) => `${base}/payments/webhooks/${encodeURIComponent(provider)}`,
    deliveries,
    hold: () => {
      gate ??= new Promise<void>((resolve) => {
        open = resolve;
      });
    },
    release: () => {
      gate = null;
      open();
    },
    waitForDeliveries: async (count, timeoutMs = 5_000) => {
      const deadline = Date.now() + timeoutMs;
      while (deliveries.length < count) {
        if (Date.now() > deadline) {
          throw new Error(`${deliveries.length} webhook(s) answered, waited for ${count}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** A settled receipt as the PDF and the e-mail take it: ₦12,500 by Paystack, no coupon. */
export function sampleReceipt(overrides: Partial<ReceiptInput> = {}): ReceiptInput {
  return {
    receiptNumber: "2026-000042",
    reference: "AFA-PAY-7K3M9QTX",
    paidAt: new Date("2026-05-12T09:30:00Z"),
    payerName: "Chidi Eze",
    email: "chidi@example.ng",
    courseTitle: "Soil Testing and Fertiliser Planning",
    listPriceKobo: 1_250_000,
    discountKobo: 0,
    couponCode: null,
    amountKobo: 1_250_000,
    vatRateBps: 750,
    provider: "paystack",
    status: "paid",
    refundedAt: null,
    siteName: "AFA Academy",
    address: "12 Farm Road, Ikeja, Lagos",
    contactEmail: "hello@afa-academy.example",
    phone: "+234 803 123 4567",
    testMode: false,
    ...overrides,
  };
}
