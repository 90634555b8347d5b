import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { coupons, payments } from "~/db/schema";
import { CLIENT_IP_HEADER } from "~/domain/abuse/client-address";
import {
  PAYMENT_NOTICES,
  PAYMENT_UNAVAILABLE,
  TEST_MODE_NOTICE,
} from "~/domain/payments/checkout.messages";
import { COUPON_TRY_LIMITS } from "~/domain/payments/coupon-tries.server";
import { signPaystackBody } from "~/domain/payments/gateways/paystack.server";
import { vatPartOf } from "~/domain/payments/money";
import { findPaymentByReference } from "~/domain/payments/payments.server";
import { translate } from "~/i18n/catalog.server";
import { checkout as checkoutMessages } from "~/i18n/messages/checkout";
import type { Services } from "~/services.server";
import {
  type CheckoutProvider,
  createCoupon,
  createPricedCourse,
  enrolmentsIn,
  FLUTTERWAVE_TEST_HASH,
  PAYSTACK_TEST_KEY,
  pathOf,
  paymentsFor,
  pressHostedButton,
  setupFakeProviders,
} from "../../../tests/support/payments";
import { renderPage } from "../../../tests/support/render";
import { callAction, callLoader, routeContext } from "../../../tests/support/router";
import { flashedToast, setupTestServices } from "../../../tests/support/suite";
import { createTestUser } from "../../../tests/support/users";
import { localeMiddleware } from "../middleware/locale.server";
import Checkout, * as checkout from "../public/checkout";
import CoursePage, * as coursePage from "../public/course";
import * as callback from "./callback";
import TestCheckout, * as testCheckout from "./test-checkout";
import * as webhook from "./webhook";

// The payment routes called as React Router calls them: the checkout page and its Pay, the
// provider's redirect back to /payments/callback/:provider, the webhooks, and the test gateway's
// own hosted page. The providers are the fakes on 127.0.0.1, their hosted pages pressed over HTTP.

type Learner = Awaited<ReturnType<typeof createTestUser>>;
type Course = Awaited<ReturnType<typeof createPricedCourse>>;

function paymentSuite(provider: CheckoutProvider) {
  const providers = setupFakeProviders(provider);
  const suite = setupTestServices({ env: providers.env });
  return { providers, suite };
}

const checkoutPath = (course: Course) => `/academy/${course.slug}/checkout`;

function loadCheckout(services: Services, course: Course, user: Learner | null, query = "") {
  return callLoader(checkout.loader, {
    services,
    url: `${checkoutPath(course)}${query}`,
    params: { slug: course.slug },
    user,
  });
}

function pay(
  services: Services,
  course: Course,
  user: Learner | null,
  form: Record<string, string> = { intent: "pay" },
) {
  return callAction(checkout.action, {
    services,
    url: checkoutPath(course),
    params: { slug: course.slug },
    user,
    form,
  });
}

/** The provider's redirect back to us, as the learner's browser follows it. */
function returnTo(services: Services, provider: string, url: string, user: Learner | null = null) {
  return callLoader(callback.loader, { services, url: pathOf(url), params: { provider }, user });
}

/** A webhook POSTed with its raw body, as a provider sends it. */
async function postWebhook(
  services: Services,
  provider: string,
  rawBody: string,
  headers: Record<string, string>,
) {
  const request = new Request(`${services.env.APP_URL}/payments/webhooks/${provider}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: rawBody,
  });
  const args = { request, params: { provider }, context: routeContext(services) };
  return (await webhook.action(
    args as unknown as Parameters<typeof webhook.action>[0],
  )) as Response;
}

function renderCheckout(data: unknown) {
  return renderPage(
    { id: "routes/public/checkout", path: "/academy/course/checkout", Component: Checkout },
    data,
    { site: { siteName: "AFA Academy" } },
  );
}

async function referenceOf(services: Services, learner: Learner, course: Course) {
  const [row] = await paymentsFor(services.db, learner.id, course.id);
  if (!row) throw new Error("no payment");
  return row.reference;
}

describe("with Paystack", () => {
  const { providers, suite } = paymentSuite("paystack");

  describe("the checkout page", () => {
    it("sends a signed-out visitor to log in and back to the checkout", async () => {
      const course = await createPricedCourse(suite.services.db);
      const result = await loadCheckout(suite.services, course, null);
      expect(result).toMatchObject({
        status: 302,
        thrown: true,
        location: `/login?redirectTo=${encodeURIComponent(checkoutPath(course))}`,
      });
      const posted = await pay(suite.services, course, null);
      expect(posted.location).toBe(`/login?redirectTo=${encodeURIComponent(checkoutPath(course))}`);
    });

    it("shows the price with its VAT part, and Pay on Paystack", async () => {
      const course = await createPricedCourse(suite.services.db, { priceKobo: 1_250_000 });
      const learner = await createTestUser(suite.services);
      const result = await loadCheckout(suite.services, course, learner);
      expect(result.status).toBe(200);
      expect(result.data).toMatchObject({
        course: { id: course.id, title: course.title },
        quote: {
          listKobo: 1_250_000,
          discountKobo: 0,
          amountKobo: 1_250_000,
          vatKobo: vatPartOf(1_250_000, 750).vatKobo,
          vatRateBps: 750,
        },
        attempt: null,
        provider: "paystack",
        testMode: false,
      });
      const html = renderCheckout(result.data);
      expect(html).toContain("Pay ₦12,500");
      expect(html).toContain("Paystack");
      // The order summary names what is paid for beside the amount.
      const summary = html.slice(html.indexOf('id="order-summary"'));
      expect(summary.slice(0, summary.indexOf("Total"))).toContain(course.title);
      expect(html).not.toContain(TEST_MODE_NOTICE);
    });

    it("applies a coupon (10% off) and shows its message when it is not valid", async () => {
      const course = await createPricedCourse(suite.services.db, { priceKobo: 1_250_000 });
      const learner = await createTestUser(suite.services);
      const coupon = await createCoupon(suite.services.db, { kind: "percent", value: 10 });
      const applied = await pay(suite.services, course, learner, {
        intent: "apply",
        couponCode: coupon.code,
      });
      expect(applied).toMatchObject({
        status: 200,
        data: { couponError: null, quote: { amountKobo: 1_125_000, discountKobo: 125_000 } },
      });
      const refused = await pay(suite.services, course, learner, {
        intent: "apply",
        couponCode: "NOPE",
      });
      expect(refused).toMatchObject({
        status: 400,
        data: { couponError: "This coupon code is not valid." },
      });
      expect(await paymentsFor(suite.services.db, learner.id, course.id)).toHaveLength(0);
    });
  });

  describe("pay", () => {
    it("goes to Paystack's hosted page, and its Pay brings the learner back enrolled with 'Enrollment successful!'", async () => {
      const { services } = suite;
      const course = await createPricedCourse(services.db, { priceKobo: 1_250_000 });
      const learner = await createTestUser(services);

      const started = await pay(services, course, learner);
      expect(started.status).toBe(302);
      const reference = await referenceOf(services, learner, course);
      expect(started.location).toBe(`${providers.paystack.baseUrl}/checkout/${reference}`);
      const page = await fetch(started.location ?? "");
      expect(await page.text()).toContain("NGN 12500.00");

      const back = await pressHostedButton(started.location ?? "", "pay");
      const result = await returnTo(services, "paystack", back, learner);

      expect(result).toMatchObject({ status: 302, location: `/academy/${course.slug}` });
      expect(await flashedToast(services, result.headers)).toEqual({
        title: "Enrollment successful!",
        description: "You have been enrolled in the course.",
      });
      expect((await findPaymentByReference(services.db, reference))?.status).toBe("paid");
      expect(await enrolmentsIn(services.db, learner.id, course.id)).toHaveLength(1);
      expect(suite.outbox.filter((m) => m.to === learner.email)).toHaveLength(1);
    });

    it("shows a learner who paid with a coupon what they paid on the course page, not the full price", async () => {
      const { services } = suite;
      const course = await createPricedCourse(services.db, { priceKobo: 1_250_000 });
      const learner = await createTestUser(services);
      const coupon = await createCoupon(services.db, { kind: "percent", value: 20 });
      const started = await pay(services, course, learner, {
        intent: "pay",
        couponCode: coupon.code,
      });
      await returnTo(
        services,
        "paystack",
        await pressHostedButton(started.location ?? "", "pay"),
        learner,
      );

      const page = await callLoader(coursePage.loader, {
        services,
        url: `/academy/${course.slug}`,
        params: { slug: course.slug },
        user: learner,
      });
      expect(page.data?.enrolment).toMatchObject({ paidKobo: 1_000_000 });
      const html = renderPage(
        { id: "routes/public/course", path: "/academy/:slug", Component: CoursePage },
        page.data,
        { site: { siteName: "AFA Academy", appUrl: services.env.APP_URL } },
      );
      const panel = html.slice(html.indexOf('id="enrol"'));
      expect(panel).toContain("You paid ₦10,000");
      expect(panel).toContain('href="/settings/payments"');
      expect(panel).not.toContain("₦12,500");
    });

    it("answers 'Already Enrolled' on the checkout page and at Pay once the course is bought, charging nothing more", async () => {
      const { services } = suite;
      const course = await createPricedCourse(services.db);
      const learner = await createTestUser(services);
      const started = await pay(services, course, learner);
      await returnTo(
        services,
        "paystack",
        await pressHostedButton(started.location ?? "", "pay"),
        learner,
      );
      expect(await enrolmentsIn(services.db, learner.id, course.id)).toHaveLength(1);

      const again = await loadCheckout(services, course, learner);
      expect(again).toMatchObject({ status: 302, location: `/academy/${course.slug}` });
      expect((await flashedToast(services, again.headers))?.title).toBe("Already Enrolled");
      const payAgain = await pay(services, course, learner);
      expect((await flashedToast(services, payAgain.headers))?.title).toBe("Already Enrolled");
      expect(await paymentsFor(services.db, learner.id, course.id)).toHaveLength(1);
    });

    it("sends a second tab to the same hosted checkout", async () => {
      const course = await createPricedCourse(suite.services.db);
      const learner = await createTestUser(suite.services);
      const [a, b] = await Promise.all([
        pay(suite.services, course, learner),
        pay(suite.services, course, learner),
      ]);
      const c = await pay(suite.services, course, learner);
      expect(a.location).toMatch(/\/checkout\/AFA-/);
      expect(b.location).toBe(a.location);
      expect(c.location).toBe(a.location);
      expect(await paymentsFor(suite.services.db, learner.id, course.id)).toHaveLength(1);
    });

    it("says 'Payment received… will be refunded' when a second tab's charge also succeeded", async () => {
      const { services } = suite;
      const course = await createPricedCourse(services.db);
      const learner = await createTestUser(services);
      const coupon = await createCoupon(services.db, { kind: "fixed", value: 100_000 });
      const first = await pay(services, course, learner);
      const second = await pay(services, course, learner, {
        intent: "pay",
        couponCode: coupon.code,
      });
      expect(second.location).not.toBe(first.location);

      const backFirst = await pressHostedButton(first.location ?? "", "pay");
      const backSecond = await pressHostedButton(second.location ?? "", "pay");
      await returnTo(services, "paystack", backFirst, learner);
      const result = await returnTo(services, "paystack", backSecond, learner);

      expect(result.location).toBe(`/academy/${course.slug}`);
      expect((await flashedToast(services, result.headers))?.title).toBe("Payment received");
      const rows = await paymentsFor(services.db, learner.id, course.id);
      expect(rows.map((r) => [r.status, r.needsRefund])).toEqual([
        ["paid", false],
        ["paid", true],
      ]);
      expect(await enrolmentsIn(services.db, learner.id, course.id)).toHaveLength(1);
    });
  });

  describe("fail and cancel", () => {
    it("brings a declined payment back to the checkout, which says it did not go through and offers Try again", async () => {
      const { services } = suite;
      const course = await createPricedCourse(services.db);
      const learner = await createTestUser(services);
      const started = await pay(services, course, learner);
      const reference = await referenceOf(services, learner, course);

      const back = await pressHostedButton(started.location ?? "", "fail");
      const result = await returnTo(services, "paystack", back, learner);

      expect(result).toMatchObject({
        status: 302,
        location: `${checkoutPath(course)}?payment=${reference}`,
      });
      const page = await loadCheckout(services, course, learner, `?payment=${reference}`);
      expect(page.data?.attempt).toEqual({ status: "failed", reason: "Declined" });
      const html = renderCheckout(page.data);
      expect(html).toContain(PAYMENT_NOTICES.failed.title);
      expect(html).toContain("Try again ₦12,500");
      expect(await enrolmentsIn(services.db, learner.id, course.id)).toHaveLength(0);

      // Try again starts a new charge.
      const retry = await pay(services, course, learner);
      expect(retry.location).not.toBe(started.location);
    });

    it("brings a cancelled payment back to the checkout with 'Payment cancelled'", async () => {
      const { services } = suite;
      const course = await createPricedCourse(services.db);
      const learner = await createTestUser(services);
      const started = await pay(services, course, learner);
      const reference = await referenceOf(services, learner, course);

      const back = await pressHostedButton(started.location ?? "", "cancel");
      expect(new URL(back).searchParams.get("cancelled")).toBe("1");
      const result = await returnTo(services, "paystack", back, learner);

      expect(result.location).toBe(`${checkoutPath(course)}?payment=${reference}`);
      expect((await findPaymentByReference(services.db, reference))?.status).toBe("cancelled");
      const page = await loadCheckout(services, course, learner, `?payment=${reference}`);
      expect(page.data?.attempt?.status).toBe("cancelled");
      expect(renderCheckout(page.data)).toContain(PAYMENT_NOTICES.cancelled.title);
    });

    it("keeps the applied coupon after a declined or cancelled payment: Try again ₦10,000, not ₦12,500", async () => {
      const { services } = suite;
      const course = await createPricedCourse(services.db, { priceKobo: 1_250_000 });
      const learner = await createTestUser(services);
      const coupon = await createCoupon(services.db, { kind: "percent", value: 20 });
      for (const button of ["fail", "cancel"] as const) {
        const started = await pay(services, course, learner, {
          intent: "pay",
          couponCode: coupon.code,
        });
        const reference = new URL(started.location ?? "").pathname.split("/").at(-1) ?? "";
        const back = await pressHostedButton(started.location ?? "", button);
        await returnTo(services, "paystack", back, learner);

        const page = await loadCheckout(services, course, learner, `?payment=${reference}`);
        expect(page.data).toMatchObject({
          quote: { listKobo: 1_250_000, discountKobo: 250_000, amountKobo: 1_000_000 },
          lostCoupon: null,
        });
        const html = renderCheckout(page.data);
        expect(html).toContain("Try again ₦10,000");
        expect(html).toContain(`Coupon ${coupon.code}`);
        expect(html).toContain(`value="${coupon.code}"`);
      }
      // Try again sends the coupon the field holds: the new charge is the discounted one.
      const retry = await pay(services, course, learner, {
        intent: "pay",
        couponCode: coupon.code,
      });
      expect(retry.status).toBe(302);
      const rows = await paymentsFor(services.db, learner.id, course.id);
      expect(rows.map((r) => [r.status, r.amountKobo, r.couponCode])).toEqual([
        ["failed", 1_000_000, coupon.code],
        ["cancelled", 1_000_000, coupon.code],
        ["pending", 1_000_000, coupon.code],
      ]);
    });

    it("says so when the coupon of a failed payment can no longer be used, and offers the full price", async () => {
      const { services } = suite;
      const course = await createPricedCourse(services.db, { priceKobo: 1_250_000 });
      const learner = await createTestUser(services);
      const coupon = await createCoupon(services.db, { kind: "percent", value: 20 });
      const started = await pay(services, course, learner, {
        intent: "pay",
        couponCode: coupon.code,
      });
      const reference = await referenceOf(services, learner, course);
      await returnTo(
        services,
        "paystack",
        await pressHostedButton(started.location ?? "", "fail"),
        learner,
      );
      await services.db
        .update(coupons)
        .set({ expiresAt: new Date(Date.now() - 60_000) })
        .where(eq(coupons.id, coupon.id));

      const page = await loadCheckout(services, course, learner, `?payment=${reference}`);
      expect(page.data).toMatchObject({
        quote: { discountKobo: 0, amountKobo: 1_250_000, couponCode: null },
        // One message for every code that cannot be used, so none tells which codes exist.
        lostCoupon: { code: coupon.code, reason: "This coupon code is not valid." },
      });
      const html = renderCheckout(page.data);
      expect(html).toContain(`Coupon ${coupon.code} can no longer be used`);
      expect(html).toContain("This coupon code is not valid. The price below is the full price.");
      expect(html).toContain("Try again ₦12,500");
      expect(html).not.toContain(`value="${coupon.code}"`);

      const hausa = await callLoader(checkout.loader, {
        services,
        url: `/ha${checkoutPath(course)}?payment=${reference}`,
        params: { slug: course.slug, lang: "ha" },
        user: learner,
        locale: "ha",
      });
      expect(hausa.data?.lostCoupon?.reason).toBe("Wannan lambar kuponi ba ta aiki.");
    });

    it("does not show another learner's payment (?payment= is looked up with the owner)", async () => {
      const { services } = suite;
      const course = await createPricedCourse(services.db);
      const [owner, other] = await Promise.all([
        createTestUser(services),
        createTestUser(services),
      ]);
      const started = await pay(services, course, owner);
      const reference = await referenceOf(services, owner, course);
      await returnTo(
        services,
        "paystack",
        await pressHostedButton(started.location ?? "", "fail"),
        owner,
      );

      const page = await loadCheckout(services, course, other, `?payment=${reference}`);
      expect(page.data?.attempt).toBeNull();
    });
  });

  describe("the callback", () => {
    it("brings a Yoruba learner back to the Yoruba course page, or the Yoruba checkout", async () => {
      const { services } = suite;
      const course = await createPricedCourse(services.db);
      const learner = await createTestUser(services);
      const payInYoruba = () =>
        callAction(checkout.action, {
          services,
          url: `/yo${checkoutPath(course)}`,
          params: { slug: course.slug, lang: "yo" },
          user: learner,
          locale: "yo",
          form: { intent: "pay" },
        });
      /** The return as the server answers it: the root middleware keeps the page's language. */
      async function returnInYoruba(url: string) {
        const path = pathOf(url);
        expect(path).toMatch(/^\/yo\/payments\/callback\/paystack\?/);
        const context = routeContext(services, learner, "yo");
        const request = new Request(new URL(path, services.env.APP_URL));
        const args = { request, context, params: { lang: "yo" }, unstable_pattern: path };
        return (await localeMiddleware(
          args as unknown as Parameters<typeof localeMiddleware>[0],
          async () =>
            (
              await callLoader(callback.loader, {
                services,
                url: path,
                params: { provider: "paystack", lang: "yo" },
                user: learner,
                locale: "yo",
              })
            ).response as Response,
        )) as Response;
      }

      const cancelled = await payInYoruba();
      const reference = await referenceOf(services, learner, course);
      const cancelledBack = await returnInYoruba(
        await pressHostedButton(cancelled.location ?? "", "cancel"),
      );
      expect(cancelledBack.headers.get("Location")).toBe(
        `/yo${checkoutPath(course)}?payment=${reference}`,
      );

      const paid = await payInYoruba();
      const back = await returnInYoruba(await pressHostedButton(paid.location ?? "", "pay"));
      expect(back.headers.get("Location")).toBe(`/yo/academy/${course.slug}`);
      expect((await flashedToast(services, back.headers))?.title).toBe(
        "Ìforúkọsílẹ̀ ti yọrí sí rere!",
      );
      expect(await enrolmentsIn(services.db, learner.id, course.id)).toHaveLength(1);
    });

    it("believes nothing in its query string: a forged success leaves the payment pending", async () => {
      const { services } = suite;
      const course = await createPricedCourse(services.db);
      const learner = await createTestUser(services);
      await pay(services, course, learner);
      const reference = await referenceOf(services, learner, course);

      const result = await returnTo(
        services,
        "paystack",
        `${services.env.APP_URL}/payments/callback/paystack?reference=${reference}&trxref=${reference}&status=success`,
        learner,
      );

      expect(result.location).toBe(`${checkoutPath(course)}?payment=${reference}`);
      expect((await findPaymentByReference(services.db, reference))?.status).toBe("pending");
      expect(await enrolmentsIn(services.db, learner.id, course.id)).toHaveLength(0);
    });

    it("acts only for the payer: another learner's return with the reference is a 404 and changes nothing (issue 34 item 11)", async () => {
      const { services } = suite;
      const course = await createPricedCourse(services.db);
      const [payer, other] = await Promise.all([
        createTestUser(services),
        createTestUser(services),
      ]);
      const started = await pay(services, course, payer);
      const reference = await referenceOf(services, payer, course);
      const cancel = `${services.env.APP_URL}/payments/callback/paystack?reference=${reference}&trxref=${reference}&cancelled=1`;

      const foreign = await returnTo(services, "paystack", cancel, other);
      expect(foreign).toMatchObject({ status: 404, thrown: true });
      expect((await findPaymentByReference(services.db, reference))?.status).toBe("pending");

      // Signed out: log in first, then come back to the same return.
      const signedOut = await returnTo(services, "paystack", cancel);
      expect(signedOut).toMatchObject({
        status: 302,
        location: `/login?redirectTo=${encodeURIComponent(pathOf(cancel))}`,
      });
      expect((await findPaymentByReference(services.db, reference))?.status).toBe("pending");

      // The payer's own checkout still goes through, and another's return after it shows nothing.
      const back = await pressHostedButton(started.location ?? "", "pay");
      expect((await returnTo(services, "paystack", back, payer)).location).toBe(
        `/academy/${course.slug}`,
      );
      expect(await returnTo(services, "paystack", back, other)).toMatchObject({ status: 404 });
    });

    it("answers a mismatched amount with the checkout's failure notice, not an enrolment", async () => {
      const { services } = suite;
      const course = await createPricedCourse(services.db);
      const learner = await createTestUser(services);
      const started = await pay(services, course, learner);
      const reference = await referenceOf(services, learner, course);
      const back = await pressHostedButton(started.location ?? "", "pay");
      providers.paystack.fake.setAmountOverride(reference, 50_000);

      const result = await returnTo(services, "paystack", back, learner);

      expect(result.location).toBe(`${checkoutPath(course)}?payment=${reference}`);
      expect(await findPaymentByReference(services.db, reference)).toMatchObject({
        status: "failed",
        needsRefund: true,
      });
      expect(await enrolmentsIn(services.db, learner.id, course.id)).toHaveLength(0);
    });

    it("answers 404 for an unknown provider or payment, and sends a return without a reference to the dashboard", async () => {
      const { services } = suite;
      for (const provider of ["stripe", "test", "none"]) {
        const result = await returnTo(
          services,
          provider,
          `${services.env.APP_URL}/payments/callback/${provider}?reference=AFA-0`,
        );
        expect(result, provider).toMatchObject({ status: 404, thrown: true });
      }
      const unknown = await returnTo(
        services,
        "paystack",
        `${services.env.APP_URL}/payments/callback/paystack?reference=AFA-0000000000000000`,
        await createTestUser(services),
      );
      expect(unknown).toMatchObject({ status: 404, thrown: true });
      const bare = await returnTo(
        services,
        "paystack",
        `${services.env.APP_URL}/payments/callback/paystack`,
      );
      expect(bare).toMatchObject({ status: 302, location: "/dashboard" });
    });

    it("answers 404 to a reference no payment can have (a NUL byte), and the checkout ignores it", async () => {
      const { services } = suite;
      for (const query of ["reference=%00", "reference=AFA-%00", "trxref=AFA-%00"]) {
        const result = await returnTo(
          services,
          "paystack",
          `${services.env.APP_URL}/payments/callback/paystack?${query}`,
        );
        expect(result, query).toMatchObject({ status: 404, thrown: true });
      }
      const course = await createPricedCourse(services.db);
      const learner = await createTestUser(services);
      const page = await loadCheckout(services, course, learner, "?payment=AFA-%00");
      expect(page).toMatchObject({ status: 200, data: { attempt: null } });
    });

    it("answers 404 for a provider named like an object's own property (constructor, __proto__)", async () => {
      const { services } = suite;
      for (const provider of ["constructor", "__proto__", "toString"]) {
        const result = await returnTo(
          services,
          provider,
          `${services.env.APP_URL}/payments/callback/${provider}?reference=AFA-0`,
        );
        expect(result, provider).toMatchObject({ status: 404, thrown: true });
      }
    });
  });

  describe("the webhook", () => {
    it("answers 200 to Paystack's signed charge.success and fulfils the payment once", async () => {
      const { services } = suite;
      const course = await createPricedCourse(services.db);
      const learner = await createTestUser(services);
      const started = await pay(services, course, learner);
      const reference = await referenceOf(services, learner, course);
      await pressHostedButton(started.location ?? "", "pay");
      const body = providers.paystack.fake.webhookBody(reference) ?? "";
      const signature = signPaystackBody(body, PAYSTACK_TEST_KEY);

      for (let i = 0; i < 3; i += 1) {
        const answer = await postWebhook(services, "paystack", body, {
          "x-paystack-signature": signature,
        });
        expect(answer.status).toBe(200);
      }

      expect((await findPaymentByReference(services.db, reference))?.status).toBe("paid");
      expect(await enrolmentsIn(services.db, learner.id, course.id)).toHaveLength(1);
      expect(suite.outbox.filter((m) => m.to === learner.email)).toHaveLength(1);
      // The learner's return afterwards lands on the course.
      const back = await returnTo(
        services,
        "paystack",
        `${services.env.APP_URL}/payments/callback/paystack?reference=${reference}`,
        learner,
      );
      expect((await flashedToast(services, back.headers))?.title).toBe("Enrollment successful!");
    });

    it("answers 401 to a bad signature and changes nothing", async () => {
      const { services } = suite;
      const course = await createPricedCourse(services.db);
      const learner = await createTestUser(services);
      const started = await pay(services, course, learner);
      const reference = await referenceOf(services, learner, course);
      await pressHostedButton(started.location ?? "", "pay");
      const body = providers.paystack.fake.webhookBody(reference) ?? "";
      const [before] = await services.db
        .select()
        .from(payments)
        .where(eq(payments.reference, reference));

      for (const headers of [
        {} as Record<string, string>,
        { "x-paystack-signature": "deadbeef" },
        { "x-paystack-signature": signPaystackBody(body, "sk_live_not_ours") },
        { "x-paystack-signature": signPaystackBody(`${body} `, PAYSTACK_TEST_KEY) },
      ]) {
        const answer = await postWebhook(services, "paystack", body, headers);
        expect(answer.status).toBe(401);
      }
      const flutterwave = await postWebhook(services, "flutterwave", body, {
        "verif-hash": "not-the-hash",
      });
      expect(flutterwave.status).toBe(401);

      const [after] = await services.db
        .select()
        .from(payments)
        .where(eq(payments.reference, reference));
      expect(after).toEqual(before);
      expect(await enrolmentsIn(services.db, learner.id, course.id)).toHaveLength(0);
    });

    it("answers 404 for an unknown provider, 405 to a GET, 413 to a huge body", async () => {
      const { services } = suite;
      for (const provider of ["stripe", "test", "none", "PAYSTACK"]) {
        const answer = await postWebhook(services, provider, "{}", {});
        expect(answer.status, provider).toBe(404);
      }
      const get = webhook.loader();
      expect(get.status).toBe(405);
      const huge = await postWebhook(services, "paystack", "x".repeat(70 * 1024), {});
      expect(huge.status).toBe(413);
    });

    it("answers 404 for a provider named like an object's own property (constructor, __proto__)", async () => {
      const { services } = suite;
      for (const provider of ["constructor", "__proto__", "toString"]) {
        const answer = await postWebhook(services, provider, "{}", {});
        expect(answer.status, provider).toBe(404);
      }
    });
  });

  describe("coupons at Pay", () => {
    it("enrols one of two learners racing for a ₦0 coupon's last use; the other is told it is not valid", async () => {
      const { services } = suite;
      const course = await createPricedCourse(services.db);
      const coupon = await createCoupon(services.db, {
        kind: "fixed",
        value: 1_250_000,
        maxUses: 1,
      });
      const [ada, bayo] = await Promise.all([createTestUser(services), createTestUser(services)]);

      const results = await Promise.all(
        [ada, bayo].map((learner) =>
          pay(services, course, learner, { intent: "pay", couponCode: coupon.code }),
        ),
      );

      const won = results.filter((r) => r.status === 302);
      const lost = results.filter((r) => r.status === 400);
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(1);
      expect(won[0]?.location).toBe(`/academy/${course.slug}`);
      expect((await flashedToast(services, won[0]?.headers ?? new Headers()))?.title).toBe(
        "Enrollment successful!",
      );
      expect(lost[0]?.data).toMatchObject({ couponError: "This coupon code is not valid." });
      const counts = await Promise.all(
        [ada, bayo].map(async (l) => (await enrolmentsIn(services.db, l.id, course.id)).length),
      );
      expect(counts.sort()).toEqual([0, 1]);
    });
  });

  describe("guessing coupon codes (issue 34 item 10)", () => {
    const from = (address: string) => ({ [CLIENT_IP_HEADER]: address });
    function apply(course: Course, user: Learner, couponCode: string, address: string) {
      return callAction(checkout.action, {
        services: suite.services,
        url: checkoutPath(course),
        params: { slug: course.slug },
        user,
        headers: from(address),
        form: { intent: "apply", couponCode },
      });
    }

    it("answers every code that cannot be used with one message, in the page's language", async () => {
      const { services } = suite;
      const course = await createPricedCourse(services.db);
      const other = await createPricedCourse(services.db);
      const learner = await createTestUser(services);
      const usedUp = await createCoupon(services.db, { kind: "percent", value: 10, maxUses: 1 });
      await services.db.update(coupons).set({ uses: 1 }).where(eq(coupons.id, usedUp.id));
      const codes = [
        "NO-SUCH-CODE",
        (await createCoupon(services.db, { kind: "percent", value: 10, isActive: false })).code,
        (
          await createCoupon(services.db, {
            kind: "percent",
            value: 10,
            expiresAt: new Date(Date.now() - 60_000),
          })
        ).code,
        (await createCoupon(services.db, { kind: "percent", value: 10, courseId: other.id })).code,
        usedUp.code,
      ];
      for (const code of codes) {
        for (const intent of ["apply", "pay"]) {
          const answer = await callAction(checkout.action, {
            services,
            url: checkoutPath(course),
            params: { slug: course.slug },
            user: learner,
            headers: from("198.51.100.7"),
            form: { intent, couponCode: code },
          });
          expect(answer, `${code} ${intent}`).toMatchObject({
            status: 400,
            data: { couponError: "This coupon code is not valid." },
          });
        }
      }
      const yoruba = await callAction(checkout.action, {
        services,
        url: checkoutPath(course),
        params: { slug: course.slug },
        user: await createTestUser(services),
        headers: from("198.51.100.8"),
        locale: "yo",
        form: { intent: "apply", couponCode: usedUp.code },
      });
      expect(yoruba.data).toMatchObject({
        couponError: translate("yo", checkoutMessages).couponErrors.notValid,
      });
    });

    it("allows 10 codes an hour per account and 30 per address, then 429 before looking at the code", async () => {
      const { services } = suite;
      const course = await createPricedCourse(services.db);
      const coupon = await createCoupon(services.db, { kind: "percent", value: 10 });
      const [ada, fresh, ...others] = await Promise.all(
        [1, 2, 3, 4, 5].map(() => createTestUser(services)),
      );
      for (let i = 0; i < COUPON_TRY_LIMITS.account.limit; i += 1) {
        expect((await apply(course, ada as Learner, `GUESS${i}`, "203.0.113.1")).status).toBe(400);
      }
      // Spent for this account, from any address, even for a good code.
      for (const address of ["203.0.113.1", "203.0.113.2"]) {
        const refused = await apply(course, ada as Learner, coupon.code, address);
        expect(refused).toMatchObject({
          status: 429,
          data: {
            couponError:
              "You have tried several coupon codes in a short while. Please wait 60 minutes and try again.",
          },
        });
        expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(3500);
      }
      // Other accounts on one address share its 30 (ada's 10 and 1 refused at .1 included).
      let allowed = 0;
      for (const learner of others) {
        for (let i = 0; i < COUPON_TRY_LIMITS.account.limit; i += 1) {
          const answer = await apply(course, learner, coupon.code, "203.0.113.1");
          if (answer.status === 200) allowed += 1;
          else expect(answer.status).toBe(429);
        }
      }
      expect(allowed).toBe(COUPON_TRY_LIMITS.address.limit - COUPON_TRY_LIMITS.account.limit - 1);
      // Another address still lets a fresh account apply; Pay with no code is never counted.
      expect((await apply(course, fresh as Learner, coupon.code, "203.0.113.9")).status).toBe(200);
      expect((await pay(suite.services, course, ada as Learner)).status).toBe(302);
    });
  });

  it("has no test checkout page when a real provider is configured", async () => {
    const result = await callLoader(testCheckout.loader, {
      services: suite.services,
      url: "/payments/test-checkout/AFA-0",
      params: { reference: "AFA-0" },
    });
    expect(result).toMatchObject({ status: 404, thrown: true });
    const posted = await callAction(testCheckout.action, {
      services: suite.services,
      url: "/payments/test-checkout/AFA-0",
      params: { reference: "AFA-0" },
      form: { outcome: "success" },
    });
    expect(posted).toMatchObject({ status: 404, thrown: true });
  });
});

describe("with Flutterwave", () => {
  const { providers, suite } = paymentSuite("flutterwave");

  it("pays on Flutterwave's hosted page and comes back enrolled", async () => {
    const { services } = suite;
    const course = await createPricedCourse(services.db);
    const learner = await createTestUser(services);
    const started = await pay(services, course, learner);
    const reference = await referenceOf(services, learner, course);
    expect(started.location).toBe(`${providers.flutterwave.baseUrl}/pay/${reference}`);

    const back = await pressHostedButton(started.location ?? "", "pay");
    expect(new URL(back).searchParams.get("status")).toBe("successful");
    const result = await returnTo(services, "flutterwave", back, learner);

    expect(result.location).toBe(`/academy/${course.slug}`);
    expect((await flashedToast(services, result.headers))?.title).toBe("Enrollment successful!");
    expect(await enrolmentsIn(services.db, learner.id, course.id)).toHaveLength(1);
  });

  it("comes back from a failed or cancelled payment to the checkout's notice", async () => {
    const { services } = suite;
    const course = await createPricedCourse(services.db);
    const learner = await createTestUser(services);
    for (const [button, status] of [
      ["fail", "failed"],
      ["cancel", "cancelled"],
    ] as const) {
      const started = await pay(services, course, learner);
      const back = await pressHostedButton(started.location ?? "", button);
      const result = await returnTo(services, "flutterwave", back, learner);
      const reference = new URL(back).searchParams.get("tx_ref");
      expect(result.location).toBe(`${checkoutPath(course)}?payment=${reference}`);
      const page = await loadCheckout(services, course, learner, `?payment=${reference}`);
      expect(page.data?.attempt?.status).toBe(status);
    }
    expect(await enrolmentsIn(services.db, learner.id, course.id)).toHaveLength(0);
  });

  it("does not enrol from a return naming another charge's transaction_id", async () => {
    const { services } = suite;
    const dear = await createPricedCourse(services.db, { priceKobo: 8_000_000 });
    const cheap = await createPricedCourse(services.db, { priceKobo: 5000 });
    const learner = await createTestUser(services);
    await pay(services, dear, learner);
    const reference = await referenceOf(services, learner, dear);
    const cheapStart = await pay(services, cheap, learner);
    const cheapBack = new URL(await pressHostedButton(cheapStart.location ?? "", "pay"));
    const otherId = cheapBack.searchParams.get("transaction_id");

    const result = await returnTo(
      services,
      "flutterwave",
      `${services.env.APP_URL}/payments/callback/flutterwave?status=successful&tx_ref=${reference}&transaction_id=${otherId}`,
      learner,
    );

    expect(result.location).toBe(`${checkoutPath(dear)}?payment=${reference}`);
    expect((await findPaymentByReference(services.db, reference))?.status).toBe("pending");
    expect(await enrolmentsIn(services.db, learner.id, dear.id)).toHaveLength(0);
  });

  it("answers its webhook 200 with the right verif-hash, 401 otherwise", async () => {
    const { services } = suite;
    const course = await createPricedCourse(services.db);
    const learner = await createTestUser(services);
    const started = await pay(services, course, learner);
    const reference = await referenceOf(services, learner, course);
    await pressHostedButton(started.location ?? "", "pay");
    const body = providers.flutterwave.webhookBody(reference);

    const attempts: Record<string, string>[] = [
      {},
      { "verif-hash": "guess" },
      { "x-paystack-signature": "00" },
    ];
    for (const headers of attempts) {
      expect((await postWebhook(services, "flutterwave", body, headers)).status).toBe(401);
    }
    expect((await findPaymentByReference(services.db, reference))?.status).toBe("pending");
    const answer = await postWebhook(services, "flutterwave", body, {
      "verif-hash": FLUTTERWAVE_TEST_HASH,
    });
    expect(answer.status).toBe(200);
    expect((await findPaymentByReference(services.db, reference))?.status).toBe("paid");
    expect(await enrolmentsIn(services.db, learner.id, course.id)).toHaveLength(1);
  });
});

describe("with the built-in test gateway", () => {
  const { suite } = paymentSuite("test");

  it("says 'Test mode — no real money' on the checkout and plays the provider's page", async () => {
    const { services } = suite;
    const course = await createPricedCourse(services.db);
    const learner = await createTestUser(services);

    const page = await loadCheckout(services, course, learner);
    expect(page.data).toMatchObject({ provider: "test", testMode: true });
    expect(renderCheckout(page.data)).toContain(TEST_MODE_NOTICE);

    const started = await pay(services, course, learner);
    const reference = await referenceOf(services, learner, course);
    // Our own page: a path, which the language layer keeps in the checkout's language.
    expect(started.location).toBe(`/payments/test-checkout/${reference}`);

    const hosted = await callLoader(testCheckout.loader, {
      services,
      url: started.location ?? "",
      params: { reference },
      user: learner,
    });
    expect(hosted.data).toMatchObject({
      reference,
      courseTitle: course.title,
      amountKobo: 1_250_000,
      email: learner.email,
      settled: false,
    });
    const hostedHtml = renderPage(
      {
        id: "routes/payments/test-checkout",
        path: "/payments/test-checkout/:reference",
        Component: TestCheckout,
      },
      hosted.data,
      { site: { siteName: "AFA Academy" } },
    );
    expect(hostedHtml).toContain(`Course: ${course.title}`);
    expect(hostedHtml).toContain(`${learner.email} pays ₦12,500`);
    const refused = await callAction(testCheckout.action, {
      services,
      url: started.location ?? "",
      params: { reference },
      user: learner,
      form: { outcome: "steal" },
    });
    expect(refused.status).toBe(400);

    const pressed = await callAction(testCheckout.action, {
      services,
      url: started.location ?? "",
      params: { reference },
      user: learner,
      form: { outcome: "success" },
    });
    expect(pressed.status).toBe(302);
    const result = await returnTo(services, "test", pressed.location ?? "", learner);

    expect(result.location).toBe(`/academy/${course.slug}`);
    expect((await flashedToast(services, result.headers))?.title).toBe("Enrollment successful!");
    expect(await enrolmentsIn(services.db, learner.id, course.id)).toHaveLength(1);
  });

  it("fails and cancels through its page back to the checkout's notice", async () => {
    const { services } = suite;
    const course = await createPricedCourse(services.db);
    const learner = await createTestUser(services);
    for (const outcome of ["failed", "cancelled"] as const) {
      const started = await pay(services, course, learner);
      const reference =
        new URL(started.location ?? "", services.env.APP_URL).pathname.split("/").at(-1) ?? "";
      const pressed = await callAction(testCheckout.action, {
        services,
        url: started.location ?? "",
        params: { reference },
        user: learner,
        form: { outcome },
      });
      const result = await returnTo(services, "test", pressed.location ?? "", learner);
      expect(result.location).toBe(`${checkoutPath(course)}?payment=${reference}`);
      expect((await findPaymentByReference(services.db, reference))?.status).toBe(outcome);
    }
    expect(await enrolmentsIn(services.db, learner.id, course.id)).toHaveLength(0);
  });

  it("answers 404 for a test payment it does not know", async () => {
    const result = await callLoader(testCheckout.loader, {
      services: suite.services,
      url: "/payments/test-checkout/AFA-NOPE",
      params: { reference: "AFA-NOPE" },
      user: await createTestUser(suite.services),
    });
    expect(result).toMatchObject({ status: 404, thrown: true });
  });

  it("shows its page and buttons to the payer only: another learner gets 404 and no e-mail (issue 34 item 11)", async () => {
    const { services } = suite;
    const course = await createPricedCourse(services.db);
    const [payer, other] = await Promise.all([createTestUser(services), createTestUser(services)]);
    const started = await pay(services, course, payer);
    const reference = await referenceOf(services, payer, course);
    const at = { services, url: started.location ?? "", params: { reference } };

    const seen = await callLoader(testCheckout.loader, { ...at, user: other });
    expect(seen).toMatchObject({ status: 404, thrown: true });
    expect(JSON.stringify(seen.data ?? null)).not.toContain(payer.email);
    for (const outcome of ["cancelled", "failed", "success"]) {
      const pressed = await callAction(testCheckout.action, {
        ...at,
        user: other,
        form: { outcome },
      });
      expect(pressed, outcome).toMatchObject({ status: 404, thrown: true });
    }
    const signedOut = await callLoader(testCheckout.loader, at);
    expect(signedOut).toMatchObject({
      status: 302,
      location: `/login?redirectTo=${encodeURIComponent(at.url)}`,
    });
    expect((await findPaymentByReference(services.db, reference))?.status).toBe("pending");

    // The payer still sees and pays it, and comes back enrolled.
    const own = await callLoader(testCheckout.loader, { ...at, user: payer });
    expect(own.data).toMatchObject({ reference, email: payer.email });
    const paid = await callAction(testCheckout.action, {
      ...at,
      user: payer,
      form: { outcome: "success" },
    });
    const result = await returnTo(services, "test", paid.location ?? "", payer);
    expect(result.location).toBe(`/academy/${course.slug}`);
    expect(await enrolmentsIn(services.db, payer.id, course.id)).toHaveLength(1);
  });
});

// PAYMENTS_PROVIDER unset: no gateway on either database, so no real money by accident and no
// priced course for free either (the test gateway "pays" without money: it is asked for by name).
// (The suite's own database is passed in; the URL only decides the payments configuration.)
describe.each([
  {
    database: "PostgreSQL",
    env: { DATABASE_URL: "postgres://unused@127.0.0.1:1/afa" } as Record<string, string>,
  },
  { database: "the embedded database", env: {} as Record<string, string> },
])("with $database and no provider configured", ({ env }) => {
  const suite = setupTestServices({ env });

  it("says online payment is not available yet, offers the contact page, and Pay enrols nobody", async () => {
    const { services } = suite;
    expect(services.payments.checkout).toBeNull();
    const course = await createPricedCourse(services.db);
    const learner = await createTestUser(services);

    const page = await loadCheckout(services, course, learner);
    expect(page.data).toMatchObject({ provider: null, testMode: false });
    const html = renderCheckout(page.data);
    expect(html).toContain(PAYMENT_UNAVAILABLE.title);
    expect(html).toContain('href="/contact"');
    expect(html).not.toContain(TEST_MODE_NOTICE);

    const paid = await pay(services, course, learner);
    expect(paid.location).toBe(checkoutPath(course));
    expect(await paymentsFor(services.db, learner.id, course.id)).toHaveLength(0);
    expect(await enrolmentsIn(services.db, learner.id, course.id)).toHaveLength(0);
  });
});
