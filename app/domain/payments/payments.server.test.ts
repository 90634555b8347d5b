import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
import { auditLog, coupons, notifications, payments, receiptCounters } from "~/db/schema";
import type { Services } from "~/services.server";
import {
  type CheckoutProvider,
  createCoupon,
  createPricedCourse,
  enrolmentsIn,
  FLUTTERWAVE_TEST_HASH,
  lagosYear,
  PAYSTACK_TEST_KEY,
  paymentsFor,
  pressHostedButton,
  setupFakeProviders,
  startWebhookReceiver,
  type WebhookReceiver,
} from "../../../tests/support/payments";
import {
  setupFreshServices,
  setupTestServices,
  type TestSuite,
} from "../../../tests/support/suite";
import { createTestUser } from "../../../tests/support/users";
import { COUPON_HOLD_MS, COUPON_INVALID_MESSAGE } from "./coupons.server";
import type { PaymentGateway } from "./gateways/gateway";
import { signPaystackBody } from "./gateways/paystack.server";
import {
  confirmPayment,
  couponPastLimitReason,
  expireStalePayments,
  findPaymentByReference,
  handleWebhook,
  loadCheckout,
  PENDING_LIFETIME_MS,
  quoteCheckout,
  requestRefund,
  startCheckout,
} from "./payments.server";

// The payment core against the fake Paystack and Flutterwave (real HTTP on 127.0.0.1) and the
// built-in test gateway: every case of issue 17's "Tests (no internet)" at the domain level.
// Each test makes its own course and learners, so the tests of a block share its database.

type Learner = Awaited<ReturnType<typeof createTestUser>>;
type Course = Awaited<ReturnType<typeof createPricedCourse>>;

/** A block's fake providers and services configured to take payments through `provider`. */
function paymentSuite(provider: CheckoutProvider, fresh = false) {
  const providers = setupFakeProviders(provider);
  const suite = (fresh ? setupFreshServices : setupTestServices)({ env: providers.env });
  return { providers, suite };
}

async function paymentOf(services: Services, reference: string) {
  const payment = await findPaymentByReference(services.db, reference);
  if (!payment) throw new Error(`no payment ${reference}`);
  return payment;
}

/** Pay on the checkout page: must send the learner to the provider. */
async function checkout(
  services: Services,
  learner: Learner,
  course: Course,
  couponCode: string | null = null,
) {
  const result = await startCheckout(services, {
    user: learner,
    courseSlug: course.slug,
    couponCode,
  });
  if (result.status !== "redirect") throw new Error(`checkout answered ${result.status}`);
  return result;
}

function receiptMails(suite: TestSuite, email: string) {
  return suite.outbox.filter((m) => m.to === email && m.subject.startsWith("Your receipt"));
}

function refundMails(suite: TestSuite, email: string) {
  return suite.outbox.filter((m) => m.to === email && m.subject.startsWith("Your refund"));
}

async function lastReceipt(services: Services): Promise<number> {
  const [row] = await services.db
    .select({ last: receiptCounters.last })
    .from(receiptCounters)
    .where(eq(receiptCounters.year, lagosYear()));
  return row?.last ?? 0;
}

const receiptNumber = (n: number) => `${lagosYear()}-${String(n).padStart(6, "0")}`;

/** handleWebhook's answer as the route maps it, for the fakes' deliveries. */
async function webhookAnswer(services: Services, provider: string, request: Request) {
  const result = await handleWebhook(services, {
    provider,
    rawBody: await request.text(),
    headers: request.headers,
  });
  const status = { handled: 200, unauthorized: 401, "unknown-provider": 404 }[result];
  return new Response(null, { status });
}

function postPaystackWebhook(services: Services, rawBody: string, signature?: string | null) {
  const headers = new Headers({ "content-type": "application/json" });
  const value = signature === undefined ? signPaystackBody(rawBody, PAYSTACK_TEST_KEY) : signature;
  if (value !== null) headers.set("x-paystack-signature", value);
  return handleWebhook(services, { provider: "paystack", rawBody, headers });
}

describe("with Paystack", () => {
  const { providers, suite } = paymentSuite("paystack");
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    receiver = await startWebhookReceiver((provider, request) =>
      webhookAnswer(suite.services, provider, request),
    );
    return () => receiver.close();
  });

  /** The fake's webhooks reach handleWebhook for this test only (by default they are lost). */
  function deliverWebhooks() {
    providers.paystack.setWebhookUrl(receiver.url("paystack"));
    onTestFinished(() => {
      providers.paystack.setWebhookUrl(`${suite.services.env.APP_URL}/nobody-listens`);
      receiver.release();
    });
  }

  /** Checkout, Pay on Paystack's page, and the callback's confirmation: a paid payment. */
  async function buy(learner: Learner, course: Course) {
    const { reference } = await checkout(suite.services, learner, course);
    providers.paystack.fake.complete(reference, "success");
    expect((await confirmPayment(suite.services, { reference })).status).toBe("paid");
    return paymentOf(suite.services, reference);
  }

  describe("pay", () => {
    it("charges a price with kobo exactly: ₦12,500.50 is 1250050 kobo from the course row to Paystack", async () => {
      const { services } = suite;
      const course = await createPricedCourse(services.db, { priceKobo: 1_250_050 });
      const learner = await createTestUser(services);
      const page = await loadCheckout(services.db, { userId: learner.id, courseSlug: course.slug });
      expect(page).toMatchObject({ status: "ready", priceKobo: 1_250_050 });
      const payment = await buy(learner, course);
      expect(payment).toMatchObject({ listPriceKobo: 1_250_050, amountKobo: 1_250_050 });
      expect(providers.paystack.fake.charge(payment.reference)?.amountKobo).toBe(1_250_050);
    });

    it("sends the learner to Paystack for the price in kobo, and enrols only once Paystack confirms", async () => {
      const { services } = suite;
      const course = await createPricedCourse(services.db, { priceKobo: 1_250_000 });
      const learner = await createTestUser(services, { name: "Chidi Eze" });
      const receiptsBefore = await lastReceipt(services);

      const started = await checkout(services, learner, course);
      expect(started.checkoutUrl).toBe(
        `${providers.paystack.baseUrl}/checkout/${encodeURIComponent(started.reference)}`,
      );
      expect(started.reference).toMatch(/^AFA-[0-9A-F]{16}$/);
      expect(providers.paystack.fake.charge(started.reference)).toMatchObject({
        amountKobo: 1_250_000,
        currency: "NGN",
        email: learner.email,
        callbackUrl: `${services.env.APP_URL}/payments/callback/paystack`,
        status: "abandoned",
      });
      expect(await paymentOf(services, started.reference)).toMatchObject({
        status: "pending",
        provider: "paystack",
        userId: learner.id,
        courseId: course.id,
        courseTitle: course.title,
        listPriceKobo: 1_250_000,
        discountKobo: 0,
        amountKobo: 1_250_000,
        currency: "NGN",
        vatRateBps: 750,
        checkoutUrl: started.checkoutUrl,
        receiptNumber: null,
      });
      // Nothing is given before the money is confirmed, not even on a second look.
      expect(await confirmPayment(services, { reference: started.reference })).toMatchObject({
        status: "pending",
      });
      expect(await enrolmentsIn(services.db, learner.id, course.id)).toHaveLength(0);

      providers.paystack.fake.complete(started.reference, "success");
      const confirmed = await confirmPayment(services, { reference: started.reference });

      expect(confirmed.status).toBe("paid");
      const paid = await paymentOf(services, started.reference);
      expect(paid).toMatchObject({
        status: "paid",
        needsRefund: false,
        failureReason: null,
        receiptNumber: receiptNumber(receiptsBefore + 1),
      });
      expect(paid.paidAt).toBeInstanceOf(Date);
      expect(paid.providerTransactionId).toMatch(/^\d+$/);

      const enrolments = await enrolmentsIn(services.db, learner.id, course.id);
      expect(enrolments).toHaveLength(1);
      expect(enrolments[0]?.paymentId).toBe(paid.id);

      const mails = receiptMails(suite, learner.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toContain(paid.receiptNumber);
      expect(mails[0]?.text).toContain("You paid ₦12,500");
      expect(mails[0]?.attachments).toHaveLength(1);
      const [pdf] = mails[0]?.attachments ?? [];
      expect(pdf).toMatchObject({
        filename: `receipt-${paid.receiptNumber}.pdf`,
        contentType: "application/pdf",
        encoding: "base64",
      });
      expect(
        Buffer.from(pdf?.content ?? "", "base64")
          .subarray(0, 5)
          .toString("latin1"),
      ).toBe("%PDF-");

      const stored = await services.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, learner.id));
      expect(stored).toEqual([
        expect.objectContaining({
          title: `You're enrolled in ${course.title}`,
          link: `/dashboard/courses/${course.id}/content`,
        }),
      ]);
    });

    it("answers 'already-enrolled' to a learner who has the course, and starts no second charge", async () => {
      const { services } = suite;
      const course = await createPricedCourse(services.db);
      const learner = await createTestUser(services);
      await buy(learner, course);

      expect(
        await loadCheckout(services.db, { userId: learner.id, courseSlug: course.slug }),
      ).toMatchObject({
        status: "enrolled",
      });
      expect(
        await startCheckout(services, { user: learner, courseSlug: course.slug, couponCode: null }),
      ).toEqual({ status: "already-enrolled" });
      expect(await paymentsFor(services.db, learner.id, course.id)).toHaveLength(1);
    });
  });

  describe("fail and cancel", () => {
    it("marks a declined charge failed and enrols nobody", async () => {
      const { services } = suite;
      const course = await createPricedCourse(services.db);
      const learner = await createTestUser(services);
      const { reference } = await checkout(services, learner, course);

      providers.paystack.fake.complete(reference, "failed");
      const result = await confirmPayment(services, { reference });

      expect(result.status).toBe("failed");
      expect(await paymentOf(services, reference)).toMatchObject({
        status: "failed",
        failureReason: "Declined",
        receiptNumber: null,
        paidAt: null,
      });
      expect(await enrolmentsIn(services.db, learner.id, course.id)).toHaveLength(0);
      expect(receiptMails(suite, learner.email)).toHaveLength(0);
    });

    it("marks a payment cancelled from Paystack's cancel link (cancelled=1 on our callback)", async () => {
      const { services } = suite;
      const course = await createPricedCourse(services.db);
      const learner = await createTestUser(services);
      const { reference } = await checkout(services, learner, course);

      const back = providers.paystack.fake.complete(reference, "cancelled");
      const callback = services.payments.gateways.paystack?.readCallback(
        new URL(back?.redirectTo ?? ""),
      );
      expect(callback).toEqual({ reference, providerTransactionId: null, cancelled: true });
      const result = await confirmPayment(services, { reference, cancelled: true });

      expect(result.status).toBe("cancelled");
      expect(await paymentOf(services, reference)).toMatchObject({
        status: "cancelled",
        failureReason: "The payment was cancelled.",
      });
      expect(await enrolmentsIn(services.db, learner.id, course.id)).toHaveLength(0);
    });

    it("keeps an unfinished payment pending when the learner just comes back, and lets a forged cancel not undo a payment", async () => {
      const { services } = suite;
      const course = await createPricedCourse(services.db);
      const learner = await createTestUser(services);
      const { reference } = await checkout(services, learner, course);

      expect((await confirmPayment(services, { reference })).status).toBe("pending");
      expect((await paymentOf(services, reference)).status).toBe("pending");

      providers.paystack.fake.complete(reference, "success");
      // "cancelled=1" is only a hint: Paystack says it was paid, so it is paid.
      expect((await confirmPayment(services, { reference, cancelled: true })).status).toBe("paid");
      expect(await enrolmentsIn(services.db, learner.id, course.id)).toHaveLength(1);
    });
  });

  describe("webhooks", () => {
    it("fulfils once when the webhook comes before the callback, and the callback then finds it paid", async () => {
      const { services } = suite;
      const course = await createPricedCourse(services.db);
      const learner = await createTestUser(services);
      const { reference } = await checkout(services, learner, course);
      providers.paystack.fake.complete(reference, "success");
      const body = providers.paystack.fake.webhookBody(reference) ?? "";

      expect(await postPaystackWebhook(services, body)).toBe("handled");
      const afterWebhook = await paymentOf(services, reference);
      expect(afterWebhook.status).toBe("paid");
      expect(await enrolmentsIn(services.db, learner.id, course.id)).toHaveLength(1);
      expect(receiptMails(suite, learner.email)).toHaveLength(1);

      const callback = await confirmPayment(services, { reference });
      expect(callback.status).toBe("paid");
      const after = await paymentOf(services, reference);
      expect(after.receiptNumber).toBe(afterWebhook.receiptNumber);
      expect(after.paidAt).toEqual(afterWebhook.paidAt);
      expect(await enrolmentsIn(services.db, learner.id, course.id)).toHaveLength(1);
      expect(receiptMails(suite, learner.email)).toHaveLength(1);
    });

    it("ignores duplicate webhooks (the same body again, and Paystack's own resend)", async () => {
      deliverWebhooks();
      const { services } = suite;
      const course = await createPricedCourse(services.db);
      const learner = await createTestUser(services);
      const { reference } = await checkout(services, learner, course);
      providers.paystack.fake.complete(reference, "success");
      // complete() posts charge.success itself: wait for it, then send it twice more.
      await receiver.waitForDeliveries(receiver.deliveries.length + 1);
      const paid = await paymentOf(services, reference);
      expect(paid.status).toBe("paid");
      const counterAfterFirst = await lastReceipt(services);

      const body = providers.paystack.fake.webhookBody(reference) ?? "";
      expect(await postPaystackWebhook(services, body)).toBe("handled");
      expect(await postPaystackWebhook(services, body)).toBe("handled");
      const before = receiver.deliveries.length;
      await providers.paystack.fake.resendWebhook(reference);
      await providers.paystack.fake.resendWebhook(reference);
      expect(receiver.deliveries.slice(before).map((d) => d.status)).toEqual([200, 200]);

      expect(await paymentOf(services, reference)).toMatchObject({
        status: "paid",
        receiptNumber: paid.receiptNumber,
        paidAt: paid.paidAt,
      });
      expect(await lastReceipt(services)).toBe(counterAfterFirst);
      expect(await enrolmentsIn(services.db, learner.id, course.id)).toHaveLength(1);
      expect(receiptMails(suite, learner.email)).toHaveLength(1);
    });

    it("leaves a refunded payment refunded when an old charge.success is replayed", async () => {
      deliverWebhooks();
      const { services } = suite;
      const course = await createPricedCourse(services.db);
      const learner = await createTestUser(services);
      const admin = await createTestUser(services, { role: "admin" });
      const { reference } = await checkout(services, learner, course);
      providers.paystack.fake.complete(reference, "success");
      await receiver.waitForDeliveries(receiver.deliveries.length + 1);
      const paid = await paymentOf(services, reference);
      const successBody = providers.paystack.fake.webhookBody(reference) ?? "";

      const delivered = receiver.deliveries.length;
      expect((await requestRefund(services, { paymentId: paid.id, actor: admin })).status).toBe(
        "requested",
      );
      await receiver.waitForDeliveries(delivered + 1);
      expect((await paymentOf(services, reference)).status).toBe("refunded");

      expect(await postPaystackWebhook(services, successBody)).toBe("handled");
      await providers.paystack.fake.resendWebhook(reference);
      expect((await confirmPayment(services, { reference })).status).toBe("paid");

      expect(await paymentOf(services, reference)).toMatchObject({
        status: "refunded",
        receiptNumber: paid.receiptNumber,
      });
      expect(await enrolmentsIn(services.db, learner.id, course.id)).toHaveLength(0);
      expect(receiptMails(suite, learner.email)).toHaveLength(1);
      expect(refundMails(suite, learner.email)).toHaveLength(1);
    });

    it("refuses a bad signature ('unauthorized') and changes nothing", async () => {
      const { services } = suite;
      const course = await createPricedCourse(services.db);
      const learner = await createTestUser(services);
      const { reference } = await checkout(services, learner, course);
      providers.paystack.fake.complete(reference, "success");
      const body = providers.paystack.fake.webhookBody(reference) ?? "";
      const before = await paymentOf(services, reference);

      const forged = body.replace('"currency":"NGN"', '"currency":"NGN","x":1');
      for (const [rawBody, signature] of [
        [body, null],
        [body, ""],
        [body, "0".repeat(128)],
        [body, signPaystackBody(body, "sk_test_someone_else")],
        [body, signPaystackBody(body, PAYSTACK_TEST_KEY).slice(0, 64)],
        [forged, signPaystackBody(body, PAYSTACK_TEST_KEY)],
      ] as const) {
        expect(await postPaystackWebhook(services, rawBody, signature)).toBe("unauthorized");
      }
      // Flutterwave's header for a Paystack payment is no signature either.
      expect(
        await handleWebhook(services, {
          provider: "flutterwave",
          rawBody: body,
          headers: new Headers({ "verif-hash": "wrong" }),
        }),
      ).toBe("unauthorized");

      expect(await paymentOf(services, reference)).toEqual(before);
      expect(await enrolmentsIn(services.db, learner.id, course.id)).toHaveLength(0);
      expect(receiptMails(suite, learner.email)).toHaveLength(0);
    });

    it("answers 'unknown-provider' for a provider that is not configured or does not exist", async () => {
      const { services } = suite;
      const body = JSON.stringify({ event: "charge.success", data: { reference: "AFA-X" } });
      for (const provider of ["test", "none", "stripe", "", "PAYSTACK"]) {
        expect(
          await handleWebhook(services, {
            provider,
            rawBody: body,
            headers: new Headers({ "x-paystack-signature": signPaystackBody(body, "x") }),
          }),
        ).toBe("unknown-provider");
      }
    });

    it("answers 'unknown-provider' for names an object inherits (constructor, __proto__, toString)", async () => {
      const { services } = suite;
      for (const provider of ["constructor", "__proto__", "toString", "hasOwnProperty"]) {
        await expect(
          handleWebhook(services, { provider, rawBody: "{}", headers: new Headers() }),
        ).resolves.toBe("unknown-provider");
      }
    });
  });

  describe("amount or currency mismatch", () => {
    it.each([
      ["amount", (ref: string) => providers.paystack.fake.setAmountOverride(ref, 100)],
      ["currency", (ref: string) => providers.paystack.fake.setCurrencyOverride(ref, "USD")],
    ] as const)(
      "does not fulfil when Paystack reports another %s, flags it and logs it",
      async (_, tamper) => {
        const { services } = suite;
        const course = await createPricedCourse(services.db);
        const learner = await createTestUser(services);
        const { reference } = await checkout(services, learner, course);
        providers.paystack.fake.complete(reference, "success");
        tamper(reference);
        const logged = vi.spyOn(services.logger, "error");
        onTestFinished(() => logged.mockRestore());

        const result = await confirmPayment(services, { reference });
        // The webhook, arriving after, changes nothing either.
        const body = providers.paystack.fake.webhookBody(reference) ?? "";
        expect(await postPaystackWebhook(services, body)).toBe("handled");

        expect(result.status).toBe("failed");
        const payment = await paymentOf(services, reference);
        expect(payment).toMatchObject({ status: "failed", needsRefund: true, receiptNumber: null });
        expect(payment.failureReason).toMatch(/instead of ₦12,500 NGN: not fulfilled/);
        expect(payment.providerTransactionId).toMatch(/^\d+$/);
        expect(await enrolmentsIn(services.db, learner.id, course.id)).toHaveLength(0);
        expect(receiptMails(suite, learner.email)).toHaveLength(0);
        expect(logged).toHaveBeenCalledWith(
          expect.objectContaining({ reference }),
          "payment amount or currency mismatch: not fulfilled",
        );
      },
    );
  });

  describe("two tabs", () => {
    it("reuses the open payment for a second Pay, one after the other", async () => {
      const { services } = suite;
      const course = await createPricedCourse(services.db);
      const learner = await createTestUser(services);
      const initializations = () =>
        providers.paystack.fake.calls.filter((c) => c.path.endsWith("/transaction/initialize"))
          .length;
      const before = initializations();

      const first = await checkout(services, learner, course);
      const second = await checkout(services, learner, course);

      expect(second).toEqual(first);
      expect(initializations() - before).toBe(1);
      expect(await paymentsFor(services.db, learner.id, course.id)).toHaveLength(1);
    });

    it("reuses one pending payment when two tabs press Pay at the same moment", async () => {
      const { services } = suite;
      const course = await createPricedCourse(services.db);
      const learner = await createTestUser(services);

      const [a, b] = await Promise.all([
        checkout(services, learner, course),
        checkout(services, learner, course),
      ]);

      expect(b.reference).toBe(a.reference);
      expect(b.checkoutUrl).toBe(a.checkoutUrl);
      const rows = await paymentsFor(services.db, learner.id, course.id);
      expect(rows.map((r) => r.status)).toEqual(["pending"]);
    });

    it("joins the first tab's payment while Paystack is still answering it, rather than replacing it", async () => {
      const { services } = suite;
      const course = await createPricedCourse(services.db);
      const learner = await createTestUser(services);
      // Paystack slow to answer the first tab's initialize: the window a second tab falls into.
      const real = services.payments.checkout;
      if (!real) throw new Error("no gateway");
      let answer: () => void = () => {};
      const slow = new Promise<void>((resolve) => {
        answer = resolve;
      });
      const gateway: PaymentGateway = {
        ...real,
        provider: real.provider,
        initialize: async (input) => {
          await slow;
          return real.initialize(input);
        },
      };
      const slowServices = { ...services, payments: { ...services.payments, checkout: gateway } };
      const input = { user: learner, courseSlug: course.slug, couponCode: null };

      const firstTab = startCheckout(slowServices, input);
      await vi.waitFor(async () =>
        expect(await paymentsFor(services.db, learner.id, course.id)).toHaveLength(1),
      );
      const secondTab = startCheckout(slowServices, input);
      await new Promise((resolve) => setTimeout(resolve, 300));
      answer();
      const [a, b] = await Promise.all([firstTab, secondTab]);

      expect(a.status).toBe("redirect");
      expect(b).toEqual(a);
      const rows = await paymentsFor(services.db, learner.id, course.id);
      expect(rows.map((r) => [r.status, r.failureReason])).toEqual([["pending", null]]);
    });

    it("replaces the first tab's payment when the second applies a coupon", async () => {
      const { services } = suite;
      const course = await createPricedCourse(services.db);
      const learner = await createTestUser(services);
      const coupon = await createCoupon(services.db, { kind: "percent", value: 10 });

      const first = await checkout(services, learner, course);
      const second = await checkout(services, learner, course, coupon.code);

      expect(second.reference).not.toBe(first.reference);
      expect(await paymentOf(services, first.reference)).toMatchObject({
        status: "cancelled",
        failureReason: "Replaced by a new checkout.",
      });
      expect(await paymentOf(services, second.reference)).toMatchObject({
        status: "pending",
        amountKobo: 1_125_000,
        couponCode: coupon.code,
      });
    });

    it("enrols once and flags the second payment for refund when both tabs' charges succeed", async () => {
      const { services } = suite;
      const course = await createPricedCourse(services.db);
      const learner = await createTestUser(services);
      const coupon = await createCoupon(services.db, { kind: "percent", value: 10 });
      const first = await checkout(services, learner, course);
      const second = await checkout(services, learner, course, coupon.code);

      providers.paystack.fake.complete(first.reference, "success");
      providers.paystack.fake.complete(second.reference, "success");
      expect((await confirmPayment(services, { reference: first.reference })).status).toBe("paid");
      expect((await confirmPayment(services, { reference: second.reference })).status).toBe("paid");

      const one = await paymentOf(services, first.reference);
      const two = await paymentOf(services, second.reference);
      expect(one).toMatchObject({ status: "paid", needsRefund: false });
      expect(two).toMatchObject({ status: "paid", needsRefund: true });
      expect(two.failureReason).toMatch(/already enrolled/);
      const enrolments = await enrolmentsIn(services.db, learner.id, course.id);
      expect(enrolments).toHaveLength(1);
      expect(enrolments[0]?.paymentId).toBe(one.id);
      // The money was taken both times: both have a receipt, with different numbers.
      expect(two.receiptNumber).not.toBe(one.receiptNumber);
    });
  });

  describe("coupons", () => {
    it("takes 10% off ₦12,500: ₦11,250 is 1,125,000 kobo at Paystack", async () => {
      const { services } = suite;
      const course = await createPricedCourse(services.db, { priceKobo: 1_250_000 });
      const learner = await createTestUser(services);
      const coupon = await createCoupon(services.db, { kind: "percent", value: 10 });

      const { quote, couponError } = await quoteCheckout(services.db, {
        courseId: course.id,
        priceKobo: 1_250_000,
        vatRateBps: 750,
        couponCode: ` ${coupon.code.toLowerCase()} `,
      });
      expect(couponError).toBeNull();
      expect(quote).toEqual({
        listKobo: 1_250_000,
        discountKobo: 125_000,
        amountKobo: 1_125_000,
        vatKobo: 78_488,
        vatRateBps: 750,
        couponCode: coupon.code,
      });

      const { reference } = await checkout(services, learner, course, coupon.code.toLowerCase());
      expect(providers.paystack.fake.charge(reference)?.amountKobo).toBe(1_125_000);
      expect(await paymentOf(services, reference)).toMatchObject({
        listPriceKobo: 1_250_000,
        discountKobo: 125_000,
        amountKobo: 1_125_000,
        couponId: coupon.id,
      });
      // Its use is counted when the payment is fulfilled, not before.
      const uses = async () =>
        (await services.db.select().from(coupons).where(eq(coupons.id, coupon.id)))[0]?.uses;
      expect(await uses()).toBe(0);
      providers.paystack.fake.complete(reference, "success");
      await confirmPayment(services, { reference });
      expect(await uses()).toBe(1);
    });

    it("refuses expired, inactive, other-course, unknown and used-up codes with one message that tells none apart, creating nothing (issue 34 item 10)", async () => {
      const { services } = suite;
      const course = await createPricedCourse(services.db);
      const other = await createPricedCourse(services.db);
      const learner = await createTestUser(services);
      const cases = [
        [
          { kind: "percent", value: 10, expiresAt: new Date(Date.now() - 60_000) },
          COUPON_INVALID_MESSAGE,
        ],
        [{ kind: "percent", value: 10, isActive: false }, COUPON_INVALID_MESSAGE],
        [{ kind: "fixed", value: 50_000, courseId: other.id }, COUPON_INVALID_MESSAGE],
      ] as const;
      for (const [input, message] of cases) {
        const coupon = await createCoupon(services.db, input);
        expect(
          await startCheckout(services, {
            user: learner,
            courseSlug: course.slug,
            couponCode: coupon.code,
          }),
        ).toEqual({ status: "coupon-invalid", message });
      }
      const usedUp = await createCoupon(services.db, { kind: "percent", value: 10, maxUses: 1 });
      await services.db.update(coupons).set({ uses: 1 }).where(eq(coupons.id, usedUp.id));
      for (const [code, message] of [
        [usedUp.code, COUPON_INVALID_MESSAGE],
        ["NO-SUCH-CODE", COUPON_INVALID_MESSAGE],
      ] as const) {
        expect(
          await startCheckout(services, {
            user: learner,
            courseSlug: course.slug,
            couponCode: code,
          }),
        ).toEqual({ status: "coupon-invalid", message });
      }
      expect(await paymentsFor(services.db, learner.id, course.id)).toHaveLength(0);
    });

    it("lets one of two learners racing for a ₦0 coupon's last use enrol, without the gateway", async () => {
      const { services } = suite;
      const course = await createPricedCourse(services.db);
      const coupon = await createCoupon(services.db, {
        kind: "percent",
        value: 100,
        maxUses: 1,
        courseId: course.id,
      });
      const [ada, bayo] = await Promise.all([createTestUser(services), createTestUser(services)]);
      const initializations = providers.paystack.fake.calls.length;

      const results = await Promise.all(
        [ada, bayo].map((user) =>
          startCheckout(services, { user, courseSlug: course.slug, couponCode: coupon.code }),
        ),
      );

      const statuses = results.map((r) => r.status).sort();
      expect(statuses).toEqual(["coupon-invalid", "enrolled"]);
      expect(results.find((r) => r.status === "coupon-invalid")).toEqual({
        status: "coupon-invalid",
        message: COUPON_INVALID_MESSAGE,
      });
      const enrolled = await Promise.all(
        [ada, bayo].map(async (u) => (await enrolmentsIn(services.db, u.id, course.id)).length),
      );
      expect(enrolled.sort()).toEqual([0, 1]);
      const [row] = await services.db.select().from(coupons).where(eq(coupons.id, coupon.id));
      expect(row?.uses).toBe(1);
      // No charge was started at Paystack for a course the coupon paid for.
      expect(providers.paystack.fake.calls.length).toBe(initializations);
      const winner = results.find((r) => r.status === "enrolled");
      if (winner?.status !== "enrolled") throw new Error("no winner");
      expect(await paymentOf(services, winner.reference)).toMatchObject({
        provider: "none",
        amountKobo: 0,
        status: "paid",
      });
    });
  });

  describe("a limited coupon's uses held at Pay (issue 34 item 9)", () => {
    async function usesOf(services: Services, couponId: string) {
      const [row] = await services.db.select().from(coupons).where(eq(coupons.id, couponId));
      return row?.uses;
    }

    it("lets only one of three concurrent checkouts hold a 1-use code; Apply and Pay tell the others it is used up", async () => {
      const { services } = suite;
      const course = await createPricedCourse(services.db);
      const coupon = await createCoupon(services.db, { kind: "percent", value: 10, maxUses: 1 });
      const buyers = await Promise.all([1, 2, 3].map(() => createTestUser(services)));

      const results = await Promise.all(
        buyers.map((user) =>
          startCheckout(services, { user, courseSlug: course.slug, couponCode: coupon.code }),
        ),
      );

      expect(results.map((r) => r.status).sort()).toEqual([
        "coupon-invalid",
        "coupon-invalid",
        "redirect",
      ]);
      const holderIndex = results.findIndex((r) => r.status === "redirect");
      const holder = buyers[holderIndex] as Learner;
      const quote = (userId: string) =>
        quoteCheckout(services.db, {
          courseId: course.id,
          priceKobo: 1_250_000,
          vatRateBps: 750,
          couponCode: coupon.code,
          userId,
        });
      // The holder's own hold is theirs (Apply still shows the discount); anyone else's is taken.
      expect((await quote(holder.id)).couponError).toBeNull();
      const other = buyers.find((b) => b !== holder) as Learner;
      expect((await quote(other.id)).couponError).toBe(COUPON_INVALID_MESSAGE);

      // Every buyer now pays whatever they were given: one discounted payment, one use counted.
      for (const r of results) {
        if (r.status !== "redirect") continue;
        providers.paystack.fake.complete(r.reference, "success");
        expect((await confirmPayment(services, { reference: r.reference })).status).toBe("paid");
      }
      const discounted = (
        await services.db.select().from(payments).where(eq(payments.couponId, coupon.id))
      ).filter((p) => p.status === "paid");
      expect(discounted).toHaveLength(1);
      expect(await usesOf(services, coupon.id)).toBe(1);
    });

    it("sends a learner's two tabs racing on a 1-use code to one checkout, not a refusal", async () => {
      const { services } = suite;
      const course = await createPricedCourse(services.db);
      const coupon = await createCoupon(services.db, { kind: "percent", value: 10, maxUses: 1 });
      const learner = await createTestUser(services);
      const tabs = await Promise.all(
        [1, 2].map(() =>
          startCheckout(services, {
            user: learner,
            courseSlug: course.slug,
            couponCode: coupon.code,
          }),
        ),
      );
      expect(tabs.map((t) => t.status)).toEqual(["redirect", "redirect"]);
      const [a, b] = tabs as Extract<(typeof tabs)[number], { status: "redirect" }>[];
      expect(a?.reference).toBe(b?.reference);
    });

    it("releases the hold when the checkout is cancelled, so the next learner can use the code", async () => {
      const { services } = suite;
      const course = await createPricedCourse(services.db);
      const coupon = await createCoupon(services.db, { kind: "percent", value: 10, maxUses: 1 });
      const [ada, bayo] = await Promise.all([createTestUser(services), createTestUser(services)]);
      const input = (user: Learner) => ({ user, courseSlug: course.slug, couponCode: coupon.code });

      const first = await checkout(services, ada, course, coupon.code);
      expect(await startCheckout(services, input(bayo))).toEqual({
        status: "coupon-invalid",
        message: COUPON_INVALID_MESSAGE,
      });
      providers.paystack.fake.complete(first.reference, "cancelled");
      await confirmPayment(services, { reference: first.reference, cancelled: true });
      expect((await paymentOf(services, first.reference)).status).toBe("cancelled");

      expect((await startCheckout(services, input(bayo))).status).toBe("redirect");
    });

    it("lets a hold lapse after an hour; money arriving after that buys the course at the price paid without counting past the maximum", async () => {
      const { services } = suite;
      const course = await createPricedCourse(services.db);
      const coupon = await createCoupon(services.db, { kind: "percent", value: 10, maxUses: 1 });
      const [late, next] = await Promise.all([createTestUser(services), createTestUser(services)]);

      const lapsed = await checkout(services, late, course, coupon.code);
      const later = new Date(Date.now() + COUPON_HOLD_MS + 60_000);
      const held = await startCheckout(services, {
        user: next,
        courseSlug: course.slug,
        couponCode: coupon.code,
        now: later,
      });
      if (held.status !== "redirect") throw new Error(`checkout answered ${held.status}`);

      // Both pay at Paystack; the one whose hold lapsed is confirmed first.
      for (const { reference } of [lapsed, held]) {
        providers.paystack.fake.complete(reference, "success");
        expect((await confirmPayment(services, { reference })).status).toBe("paid");
      }

      expect(await paymentOf(services, lapsed.reference)).toMatchObject({
        status: "paid",
        amountKobo: 1_125_000,
        needsRefund: false,
        failureReason: couponPastLimitReason(coupon.code),
      });
      expect(await paymentOf(services, held.reference)).toMatchObject({
        status: "paid",
        failureReason: null,
      });
      expect(await enrolmentsIn(services.db, late.id, course.id)).toHaveLength(1);
      expect(await enrolmentsIn(services.db, next.id, course.id)).toHaveLength(1);
      expect(await usesOf(services, coupon.id)).toBe(1);
    });
  });

  describe("refunds", () => {
    it("refunds through Paystack: refund_pending, then refunded on its webhook, enrolment ended, learner told, audited", async () => {
      deliverWebhooks();
      const { services } = suite;
      const course = await createPricedCourse(services.db);
      const learner = await createTestUser(services);
      const admin = await createTestUser(services, { role: "admin", name: "Ngozi Admin" });
      const before = receiver.deliveries.length;
      const paid = await buy(learner, course);
      // Paystack's own charge.success (sent when the learner paid) is answered first.
      await receiver.waitForDeliveries(before + 1);
      const delivered = receiver.deliveries.length;

      receiver.hold();
      const result = await requestRefund(services, { paymentId: paid.id, actor: admin });
      expect(result.status).toBe("requested");
      expect(await paymentOf(services, paid.reference)).toMatchObject({
        status: "refund_pending",
        refundRequestedBy: admin.id,
      });
      // Still enrolled until Paystack confirms.
      expect(await enrolmentsIn(services.db, learner.id, course.id)).toHaveLength(1);
      expect(await requestRefund(services, { paymentId: paid.id, actor: admin })).toEqual({
        status: "not-refundable",
      });

      receiver.release();
      await receiver.waitForDeliveries(delivered + 1);
      expect(receiver.deliveries.at(-1)).toEqual({ provider: "paystack", status: 200 });

      const refunded = await paymentOf(services, paid.reference);
      expect(refunded).toMatchObject({ status: "refunded", receiptNumber: paid.receiptNumber });
      expect(refunded.refundedAt).toBeInstanceOf(Date);
      expect(await enrolmentsIn(services.db, learner.id, course.id)).toHaveLength(0);
      const told = await services.db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, learner.id),
            eq(notifications.title, `Refund for ${course.title}`),
          ),
        );
      expect(told).toHaveLength(1);
      expect(refundMails(suite, learner.email)).toHaveLength(1);
      expect(refundMails(suite, learner.email)[0]?.text).toContain("₦12,500");
      const audit = await services.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetType, "payment"), eq(auditLog.targetId, paid.id)));
      expect(audit).toEqual([
        expect.objectContaining({
          action: "payment.refund_requested",
          actorId: admin.id,
          actorName: "Ngozi Admin",
          actorEmail: admin.email,
        }),
      ]);
      expect(await requestRefund(services, { paymentId: paid.id, actor: admin })).toEqual({
        status: "not-refundable",
      });
    });

    it("claims a payment for one refund only when two admins press Refund together", async () => {
      const { services } = suite;
      const course = await createPricedCourse(services.db);
      const learner = await createTestUser(services);
      const admin = await createTestUser(services, { role: "admin" });
      const paid = await buy(learner, course);

      const results = await Promise.all([
        requestRefund(services, { paymentId: paid.id, actor: admin }),
        requestRefund(services, { paymentId: paid.id, actor: admin }),
      ]);

      expect(results.map((r) => r.status).sort()).toEqual(["not-refundable", "requested"]);
      const refunds = await fetch(`${providers.paystack.baseUrl}/refund`, {
        method: "POST",
        headers: {
          Authorization: `Bearer ${PAYSTACK_TEST_KEY}`,
          "Content-Type": "application/json",
        },
        body: JSON.stringify({ transaction: paid.reference }),
      });
      // Paystack already reversed it once: the charge cannot be refunded again.
      expect(await refunds.json()).toMatchObject({ status: false });
    });

    it("puts the payment back to paid when Paystack refuses the refund", async () => {
      const { services } = suite;
      const course = await createPricedCourse(services.db);
      const learner = await createTestUser(services);
      const admin = await createTestUser(services, { role: "admin" });
      const paid = await buy(learner, course);
      // Refunded in Paystack's dashboard meanwhile (its webhook lost): Paystack refuses another.
      const direct = await fetch(`${providers.paystack.baseUrl}/refund`, {
        method: "POST",
        headers: {
          Authorization: `Bearer ${PAYSTACK_TEST_KEY}`,
          "Content-Type": "application/json",
        },
        body: JSON.stringify({ transaction: paid.reference }),
      });
      expect(direct.status).toBe(200);

      const result = await requestRefund(services, { paymentId: paid.id, actor: admin });

      expect(result.status).toBe("gateway-error");
      if (result.status === "gateway-error") {
        expect(result.message).toMatch(/^The payment provider refused: .*reversed/);
      }
      expect(await paymentOf(services, paid.reference)).toMatchObject({
        status: "paid",
        refundRequestedBy: null,
      });
      expect(await enrolmentsIn(services.db, learner.id, course.id)).toHaveLength(1);
      expect(refundMails(suite, learner.email)).toHaveLength(0);
    });

    it("refuses to refund a payment that is not paid", async () => {
      const { services } = suite;
      const course = await createPricedCourse(services.db);
      const learner = await createTestUser(services);
      const admin = await createTestUser(services, { role: "admin" });
      const { reference } = await checkout(services, learner, course);
      const pending = await paymentOf(services, reference);
      expect(await requestRefund(services, { paymentId: pending.id, actor: admin })).toEqual({
        status: "not-refundable",
      });
      expect((await paymentOf(services, reference)).status).toBe("pending");
    });
  });

  describe("expireStalePayments", () => {
    it("expires pending payments older than a day, leaves newer ones, and a late success still fulfils", async () => {
      const { services } = suite;
      const course = await createPricedCourse(services.db);
      const [old, recent] = await Promise.all([createTestUser(services), createTestUser(services)]);
      const stale = await checkout(services, old, course);
      const fresh = await checkout(services, recent, course);
      const now = Date.now();
      await services.db
        .update(payments)
        .set({ createdAt: new Date(now - PENDING_LIFETIME_MS - 60_000) })
        .where(eq(payments.reference, stale.reference));
      await services.db
        .update(payments)
        .set({ createdAt: new Date(now - PENDING_LIFETIME_MS + 60 * 60_000) })
        .where(eq(payments.reference, fresh.reference));

      expect(await expireStalePayments(services.db, new Date(now))).toBeGreaterThanOrEqual(1);

      expect(await paymentOf(services, stale.reference)).toMatchObject({
        status: "expired",
        failureReason: "No payment was received within a day.",
      });
      expect((await paymentOf(services, fresh.reference)).status).toBe("pending");

      // The learner paid at Paystack after all (a slow bank transfer): the money buys the course.
      providers.paystack.fake.complete(stale.reference, "success");
      expect((await confirmPayment(services, { reference: stale.reference })).status).toBe("paid");
      expect(await paymentOf(services, stale.reference)).toMatchObject({
        status: "paid",
        receiptNumber: expect.stringMatching(/^\d{4}-\d{6}$/),
      });
      expect(await enrolmentsIn(services.db, old.id, course.id)).toHaveLength(1);
      expect(await enrolmentsIn(services.db, recent.id, course.id)).toHaveLength(0);
    });

    it("starts a new payment when the learner comes back after their pending one expired", async () => {
      const { services } = suite;
      const course = await createPricedCourse(services.db);
      const learner = await createTestUser(services);
      const first = await checkout(services, learner, course);
      await services.db
        .update(payments)
        .set({ createdAt: new Date(Date.now() - 2 * PENDING_LIFETIME_MS) })
        .where(eq(payments.reference, first.reference));

      const second = await checkout(services, learner, course);

      expect(second.reference).not.toBe(first.reference);
      expect((await paymentOf(services, first.reference)).status).toBe("expired");
      expect((await paymentOf(services, second.reference)).status).toBe("pending");
    });
  });
});

describe("with Flutterwave", () => {
  const { providers, suite } = paymentSuite("flutterwave");

  /** Checkout and Pay/Fail/Cancel on Flutterwave's hosted page: its redirect's parameters. */
  async function throughHostedPage(
    learner: Learner,
    course: Course,
    button: "pay" | "fail" | "cancel",
  ) {
    const started = await checkout(suite.services, learner, course);
    const back = new URL(await pressHostedButton(started.checkoutUrl, button));
    expect(back.pathname).toBe("/payments/callback/flutterwave");
    const callback = suite.services.payments.gateways.flutterwave?.readCallback(back);
    if (!callback) throw new Error("Flutterwave is not configured");
    expect(callback.reference).toBe(started.reference);
    return {
      ...started,
      callback: {
        reference: started.reference,
        providerTransactionId: callback.providerTransactionId,
        cancelled: callback.cancelled,
      },
    };
  }

  it("sends naira to Flutterwave, verifies by transaction id, and enrols with a receipt", async () => {
    const { services } = suite;
    const course = await createPricedCourse(services.db, { priceKobo: 1_250_000 });
    const learner = await createTestUser(services);
    const receiptsBefore = await lastReceipt(services);

    const { reference, checkoutUrl, callback } = await throughHostedPage(learner, course, "pay");

    expect(checkoutUrl).toBe(`${providers.flutterwave.baseUrl}/pay/${reference}`);
    const init = providers.flutterwave.calls.find(
      (c) => c.path === "/v3/payments" && (c.body as { tx_ref?: string }).tx_ref === reference,
    );
    expect(init?.body).toMatchObject({
      amount: 12_500,
      currency: "NGN",
      redirect_url: `${services.env.APP_URL}/payments/callback/flutterwave`,
      customer: { email: learner.email },
    });
    const result = await confirmPayment(services, callback);

    expect(result.status).toBe("paid");
    const paid = await paymentOf(services, reference);
    expect(paid).toMatchObject({
      status: "paid",
      provider: "flutterwave",
      amountKobo: 1_250_000,
      providerTransactionId: callback.providerTransactionId,
      receiptNumber: receiptNumber(receiptsBefore + 1),
    });
    expect(providers.flutterwave.calls.map((c) => c.path)).toContain(
      `/v3/transactions/${callback.providerTransactionId}/verify`,
    );
    const enrolments = await enrolmentsIn(services.db, learner.id, course.id);
    expect(enrolments.map((e) => e.paymentId)).toEqual([paid.id]);
    expect(receiptMails(suite, learner.email)).toHaveLength(1);
    expect(receiptMails(suite, learner.email)[0]?.attachments?.[0]?.contentType).toBe(
      "application/pdf",
    );
  });

  it("sends kobo as naira with its decimals (₦9,999.99 → 9999.99)", async () => {
    const { services } = suite;
    const course = await createPricedCourse(services.db, { priceKobo: 999_999 });
    const learner = await createTestUser(services);
    const { reference, callback } = await throughHostedPage(learner, course, "pay");
    const init = providers.flutterwave.charges.get(reference);
    expect(init?.amount).toBe(9_999.99);
    expect((await confirmPayment(services, callback)).status).toBe("paid");
    expect((await paymentOf(services, reference)).amountKobo).toBe(999_999);
  });

  it("marks a failed charge failed and a cancelled one cancelled, enrolling nobody", async () => {
    const { services } = suite;
    const course = await createPricedCourse(services.db);
    const [failing, cancelling] = await Promise.all([
      createTestUser(services),
      createTestUser(services),
    ]);

    const failed = await throughHostedPage(failing, course, "fail");
    expect((await confirmPayment(services, failed.callback)).status).toBe("failed");
    expect(await paymentOf(services, failed.reference)).toMatchObject({
      status: "failed",
      failureReason: "Declined by issuer",
    });

    const cancelled = await throughHostedPage(cancelling, course, "cancel");
    expect(cancelled.callback).toMatchObject({ providerTransactionId: null, cancelled: true });
    expect((await confirmPayment(services, cancelled.callback)).status).toBe("cancelled");
    expect((await paymentOf(services, cancelled.reference)).status).toBe("cancelled");

    for (const learner of [failing, cancelling]) {
      expect(await enrolmentsIn(services.db, learner.id, course.id)).toHaveLength(0);
    }
  });

  it("fulfils once from its webhook (verif-hash), however often it is sent", async () => {
    const { services } = suite;
    const course = await createPricedCourse(services.db);
    const learner = await createTestUser(services);
    const { reference, callback } = await throughHostedPage(learner, course, "pay");
    const body = providers.flutterwave.webhookBody(reference);
    const post = (hash: string | null) =>
      handleWebhook(services, {
        provider: "flutterwave",
        rawBody: body,
        headers: new Headers(hash === null ? {} : { "verif-hash": hash }),
      });

    expect(await post(null)).toBe("unauthorized");
    expect(await post(`${FLUTTERWAVE_TEST_HASH}x`)).toBe("unauthorized");
    expect((await paymentOf(services, reference)).status).toBe("pending");

    expect(await post(FLUTTERWAVE_TEST_HASH)).toBe("handled");
    expect(await post(FLUTTERWAVE_TEST_HASH)).toBe("handled");
    expect((await confirmPayment(services, callback)).status).toBe("paid");

    expect(await enrolmentsIn(services.db, learner.id, course.id)).toHaveLength(1);
    expect(receiptMails(suite, learner.email)).toHaveLength(1);
  });

  it.each([
    ["amount", (ref: string) => providers.flutterwave.setAmountOverride(ref, 125)],
    ["currency", (ref: string) => providers.flutterwave.setCurrencyOverride(ref, "GHS")],
  ] as const)("does not fulfil when Flutterwave reports another %s", async (_, tamper) => {
    const { services } = suite;
    const course = await createPricedCourse(services.db);
    const learner = await createTestUser(services);
    const { reference, callback } = await throughHostedPage(learner, course, "pay");
    tamper(reference);

    expect((await confirmPayment(services, callback)).status).toBe("failed");
    const payment = await paymentOf(services, reference);
    expect(payment).toMatchObject({ status: "failed", needsRefund: true, receiptNumber: null });
    expect(payment.failureReason).toMatch(/not fulfilled/);
    expect(await enrolmentsIn(services.db, learner.id, course.id)).toHaveLength(0);
  });

  it("does not fulfil a payment from another charge's transaction id (a cheap course's receipt)", async () => {
    const { services } = suite;
    const dear = await createPricedCourse(services.db, { priceKobo: 5_000_000 });
    const cheap = await createPricedCourse(services.db, { priceKobo: 10_000 });
    const learner = await createTestUser(services);
    const wanted = await checkout(services, learner, dear);
    const bought = await throughHostedPage(learner, cheap, "pay");

    const result = await confirmPayment(services, {
      reference: wanted.reference,
      providerTransactionId: bought.callback.providerTransactionId,
    });

    expect(result.status).toBe("pending");
    expect(await paymentOf(services, wanted.reference)).toMatchObject({
      status: "pending",
      receiptNumber: null,
      providerTransactionId: null,
    });
    expect(await enrolmentsIn(services.db, learner.id, dear.id)).toHaveLength(0);
    // Nor does it settle the cheap course's payment, which was not the one asked about.
    expect((await paymentOf(services, bought.reference)).status).toBe("pending");
  });

  it("refunds through Flutterwave at once when it answers 'completed'", async () => {
    const { services } = suite;
    const course = await createPricedCourse(services.db);
    const learner = await createTestUser(services);
    const admin = await createTestUser(services, { role: "admin" });
    const { reference, callback } = await throughHostedPage(learner, course, "pay");
    await confirmPayment(services, callback);
    const paid = await paymentOf(services, reference);

    const result = await requestRefund(services, { paymentId: paid.id, actor: admin });

    expect(result.status).toBe("refunded");
    expect((await paymentOf(services, reference)).status).toBe("refunded");
    const refundCall = providers.flutterwave.calls.find(
      (c) => c.path === `/v3/transactions/${callback.providerTransactionId}/refund`,
    );
    expect(refundCall?.body).toEqual({ amount: 12_500 });
    expect(await enrolmentsIn(services.db, learner.id, course.id)).toHaveLength(0);
    expect(refundMails(suite, learner.email)).toHaveLength(1);
  });
});

describe("with the built-in test gateway (PAYMENTS_PROVIDER=test)", () => {
  const { suite } = paymentSuite("test");

  it("is chosen by name and plays the provider in-process", () => {
    const { payments: built } = suite.services;
    expect(built.testMode).toBe(true);
    expect(built.checkout?.provider).toBe("test");
    expect(built.testProvider).not.toBeNull();
    expect(Object.keys(built.gateways)).toEqual(["test"]);
  });

  it("pays: our test checkout page, then the callback's verify, enrols with a test receipt", async () => {
    const { services } = suite;
    const course = await createPricedCourse(services.db);
    const learner = await createTestUser(services);

    const { reference, checkoutUrl } = await checkout(services, learner, course);
    expect(checkoutUrl).toBe(`${services.env.APP_URL}/payments/test-checkout/${reference}`);
    expect(services.payments.testProvider?.charge(reference)?.amountKobo).toBe(1_250_000);
    const back = services.payments.testProvider?.complete(reference, "success");
    expect(back?.redirectTo).toBe(
      `${services.env.APP_URL}/payments/callback/test?trxref=${reference}&reference=${reference}`,
    );

    expect((await confirmPayment(services, { reference })).status).toBe("paid");
    expect(await paymentOf(services, reference)).toMatchObject({
      status: "paid",
      provider: "test",
      receiptNumber: expect.stringMatching(/^\d{4}-\d{6}$/),
    });
    expect(await enrolmentsIn(services.db, learner.id, course.id)).toHaveLength(1);
    const [mail] = receiptMails(suite, learner.email);
    expect(mail?.text).toContain("This was a test payment");
    expect(mail?.attachments?.[0]?.contentType).toBe("application/pdf");
  });

  it("fails and cancels like a provider, enrolling nobody", async () => {
    const { services } = suite;
    const course = await createPricedCourse(services.db);
    const [a, b] = await Promise.all([createTestUser(services), createTestUser(services)]);
    const failing = await checkout(services, a, course);
    const cancelling = await checkout(services, b, course);

    services.payments.testProvider?.complete(failing.reference, "failed");
    const cancel = services.payments.testProvider?.complete(cancelling.reference, "cancelled");
    const callback = services.payments.gateways.test?.readCallback(
      new URL(cancel?.redirectTo ?? ""),
    );

    expect((await confirmPayment(services, { reference: failing.reference })).status).toBe(
      "failed",
    );
    expect(
      (
        await confirmPayment(services, {
          reference: cancelling.reference,
          cancelled: !!callback?.cancelled,
        })
      ).status,
    ).toBe("cancelled");
    expect(await enrolmentsIn(services.db, a.id, course.id)).toHaveLength(0);
    expect(await enrolmentsIn(services.db, b.id, course.id)).toHaveLength(0);
  });
});

describe("receipt numbers", () => {
  const { providers, suite } = paymentSuite("paystack", true);

  async function pendingPayments(count: number) {
    const { services } = suite;
    const course = await createPricedCourse(services.db);
    const learners = await Promise.all(
      Array.from({ length: count }, () => createTestUser(services)),
    );
    const references: string[] = [];
    for (const learner of learners) {
      const { reference } = await checkout(services, learner, course);
      providers.paystack.fake.complete(reference, "success");
      references.push(reference);
    }
    return references;
  }

  it("start the year at YYYY-000001 and stay sequential when fulfilments run at once", async () => {
    const { services } = suite;
    const references = await pendingPayments(4);

    const results = await Promise.all(
      references.map((reference) => confirmPayment(services, { reference })),
    );

    expect(results.map((r) => r.status)).toEqual(["paid", "paid", "paid", "paid"]);
    const numbers = await Promise.all(
      references.map(async (r) => (await paymentOf(services, r)).receiptNumber),
    );
    expect(numbers.sort()).toEqual([1, 2, 3, 4].map(receiptNumber));
  });

  it("give back the number of a fulfilment that is rolled back: no gap", async () => {
    const { services } = suite;
    const [a, b, c] = await pendingPayments(3);
    if (!a || !b || !c) throw new Error("no payments");
    // A fault inside the fulfilling transaction, after the receipt number was taken.
    await services.db.execute(
      sql.raw(`create function refuse_receipt() returns trigger language plpgsql as $$
        begin raise exception 'receipt refused by the test'; end $$`),
    );
    await services.db.execute(
      sql.raw(`create trigger refuse_receipt before update on payments for each row
        when (new.reference = '${b}' and new.receipt_number is not null)
        execute function refuse_receipt()`),
    );

    expect((await confirmPayment(services, { reference: a })).status).toBe("paid");
    await expect(confirmPayment(services, { reference: b })).rejects.toThrow();
    expect(await paymentOf(services, b)).toMatchObject({ status: "pending", receiptNumber: null });
    expect((await confirmPayment(services, { reference: c })).status).toBe("paid");
    await services.db.execute(sql.raw("drop trigger refuse_receipt on payments"));
    expect((await confirmPayment(services, { reference: b })).status).toBe("paid");

    const numbers = await Promise.all(
      [a, c, b].map(async (r) => (await paymentOf(services, r)).receiptNumber),
    );
    expect(numbers).toEqual([1, 2, 3].map(receiptNumber));
    expect(await lastReceipt(services)).toBe(3);
  });
});
