import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { createElement } from "react";
import { createRoutesStub } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { RefundPayment } from "~/components/admin/payment-refund";
import { auditLog, payments } from "~/db/schema";
import { REFUND_TOASTS } from "~/domain/payments/admin-payments.constants";
import { TEST_MODE_NOTICE } from "~/domain/payments/checkout.messages";
import { confirmPayment, startCheckout } from "~/domain/payments/payments.server";
import { todayInLagos } from "~/lib/lagos-date";
import {
  createPricedCourse,
  type PricedCourse,
  setupFakeProviders,
} from "../../../tests/support/payments";
import { renderPage, renderWithMessages } from "../../../tests/support/render";
import { callAction, callLoader, routeContext } from "../../../tests/support/router";
import { flashedToast, setupTestServices } from "../../../tests/support/suite";
import { createTestUser } from "../../../tests/support/users";
import PaymentView, {
  action as viewAction,
  loader as viewLoader,
  middleware as viewMiddleware,
} from "./payment-view";
import Payments, { loader as listLoader } from "./payments";
import { loader as exportLoader } from "./payments-export";

// The built-in test gateway (no PAYMENTS_PROVIDER on the embedded database) takes the payments,
// as on a demo site; its own webhooks go to a closed port, so each test decides what arrives.
const providers = setupFakeProviders("test");
const suite = setupTestServices({ env: providers.env });

type TestUser = Awaited<ReturnType<typeof createTestUser>>;
let admin: TestUser;
let course: PricedCourse;

beforeAll(async () => {
  admin = await createTestUser(suite.services, { role: "admin", name: "Amaka Admin" });
  course = await createPricedCourse(suite.services.db, { priceKobo: 1_250_000 });
});

const PAGE = "/admin-dashboard/payments";

/** A learner who buys `course` through the test gateway: checkout, Pay, and the verified return. */
async function buy(name = "Ngozi Buyer") {
  const learner = await createTestUser(suite.services, { name });
  const started = await startCheckout(suite.services, {
    user: learner,
    courseSlug: course.slug,
    couponCode: null,
  });
  if (started.status !== "redirect") throw new Error(`checkout answered ${started.status}`);
  suite.services.payments.testProvider?.complete(started.reference, "success");
  const confirmed = await confirmPayment(suite.services, { reference: started.reference });
  if (confirmed.status !== "paid") throw new Error(`payment is ${confirmed.status}`);
  return { learner, payment: confirmed.payment };
}

async function stored(id: string) {
  const [row] = await suite.services.db.select().from(payments).where(eq(payments.id, id));
  return row;
}

const view = (id: string, search = "") => ({
  services: suite.services,
  url: `${PAGE}/${id}${search}`,
  user: admin,
  params: { paymentId: id },
});

describe("payments list", () => {
  it("lists payments with their totals, marks flagged ones and warns of test mode", async () => {
    const { learner, payment } = await buy("Kemi Lister");
    await suite.services.db.insert(payments).values({
      reference: `AFA-FLAGGED${randomUUID().slice(0, 6).toUpperCase()}`,
      courseId: course.id,
      courseTitle: course.title,
      provider: "test",
      listPriceKobo: 1_250_000,
      amountKobo: 1_250_000,
      vatRateBps: 750,
      status: "paid",
      paidAt: new Date(),
      needsRefund: true,
      failureReason: "The learner was already enrolled: a second payment for the course.",
    });

    const result = await callLoader(listLoader, {
      services: suite.services,
      url: `${PAGE}?course=${course.id}`,
      user: admin,
    });
    expect(result.status).toBe(200);
    const data = result.data;
    if (!data) throw new Error("no data");
    expect(data.testMode).toBe(true);
    expect(data.query.course).toBe(course.id);
    expect(data.courses).toContainEqual({ id: course.id, title: course.title });
    expect(data.payments[1]).toMatchObject({
      id: payment.id,
      reference: payment.reference,
      payer: { email: learner.email, name: "Kemi Lister" },
      amountKobo: 1_250_000,
      status: "paid",
      provider: "test",
      needsRefund: false,
    });
    expect(data.payments[1]?.receiptNumber).toMatch(/^\d{4}-\d{6}$/);
    expect(data.totals.needsRefund).toBe(1);
    expect(data.totals.paid.amountKobo).toBe(data.totals.paid.count * 1_250_000);

    const html = renderPage(
      { id: "routes/admin/payments", path: PAGE, Component: Payments },
      data,
      {},
    );
    expect(html).toContain(">Payments</h1>");
    expect(html).toContain(TEST_MODE_NOTICE);
    expect(html).toContain("Refund needed");
    expect(html).toContain(`href="${PAGE}/coupons"`);
    expect(html).toContain(`href="${PAGE}/export.csv?course=${course.id}"`);
    expect(html).toContain(payment.reference);
    expect(html).toContain("Kemi Lister");
  });

  it("keeps the filters in the pagination links", async () => {
    const data = {
      ...(await callLoader(listLoader, { services: suite.services, url: PAGE, user: admin })).data,
      query: {
        q: "ada",
        status: "paid",
        provider: "all",
        course: "",
        from: "2026-03-01",
        to: "",
        page: 2,
      },
      page: 2,
      pageCount: 3,
    };
    const html = renderPage(
      { id: "routes/admin/payments", path: PAGE, Component: Payments },
      data,
      {},
    );
    expect(html).toContain(`href="${PAGE}?q=ada&amp;status=paid&amp;from=2026-03-01&amp;page=3"`);
    expect(html).toContain(`href="${PAGE}?q=ada&amp;status=paid&amp;from=2026-03-01"`);
  });
});

describe("payments export", () => {
  it("downloads the filtered payments as payments-<date>.csv", async () => {
    const { payment } = await buy("Emeka Export");
    const result = await callLoader(exportLoader, {
      services: suite.services,
      url: `${PAGE}/export.csv?q=${payment.reference.toLowerCase()}&page=4`,
      user: admin,
    });
    expect(result.status).toBe(200);
    expect(result.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(result.headers.get("Content-Disposition")).toBe(
      `attachment; filename="payments-${todayInLagos()}.csv"`,
    );
    expect(result.headers.get("Cache-Control")).toBe("private, no-store");
    const lines = (await result.response?.text())?.split("\r\n") ?? [];
    // The header, this one payment (every page: the page number is ignored), the final CRLF.
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(payment.reference);
    expect(lines[1]).toContain("Emeka Export");
  });
});

describe("payment page", () => {
  it("shows every detail of a payment, with the refund question", async () => {
    const { learner, payment } = await buy("Tola Viewer");
    const result = await callLoader(viewLoader, view(payment.id));
    const data = result.data;
    if (!data) throw new Error("no data");
    expect(data.canRefund).toBe(true);
    expect(data.testMode).toBe(true);
    expect(data.payment).toMatchObject({
      reference: payment.reference,
      amountKobo: 1_250_000,
      vatKobo: 87_209,
      netKobo: 1_162_791,
      payer: { email: learner.email, name: "Tola Viewer" },
      courseId: course.id,
      receiptNumber: payment.receiptNumber,
    });

    const path = `${PAGE}/${payment.id}`;
    const html = renderPage(
      { id: "routes/admin/payment-view", path, Component: PaymentView },
      data,
      {},
    );
    expect(html).toContain(`Payment ${payment.reference}`);
    expect(html).toContain("₦12,500");
    expect(html).toContain("₦872.09");
    expect(html).toContain(`href="${path}?download=receipt"`);
    expect(html).toContain(
      `Refund ₦12,500 to ${learner.email}? This ends their access to the course.`,
    );
    expect(html).toContain("Confirm refund");
    expect(html).toContain(TEST_MODE_NOTICE);
  });

  it("answers 404 for an unknown payment or an id that is not one", async () => {
    expect((await callLoader(viewLoader, view(randomUUID()))).status).toBe(404);
    expect((await callLoader(viewLoader, view("AFA-123"))).status).toBe(404);
  });

  it("downloads the receipt PDF through ?download=receipt, and only then", async () => {
    const { payment } = await buy("Ada Receipt");
    const [middleware] = viewMiddleware;
    if (!middleware) throw new Error("no middleware");
    const run = async (id: string, search: string, user: TestUser = admin) => {
      let passedOn = false;
      const request = new Request(`${suite.services.env.APP_URL}${PAGE}/${id}${search}`);
      try {
        const answer = await middleware(
          {
            request,
            context: routeContext(suite.services, user),
            params: { paymentId: id },
          } as unknown as Parameters<typeof middleware>[0],
          async () => {
            passedOn = true;
            return new Response("page");
          },
        );
        return { answer: answer as Response | undefined, passedOn };
      } catch (thrown) {
        // The guards throw their redirects.
        return { answer: thrown as Response, passedOn };
      }
    };

    const pdf = await run(payment.id, "?download=receipt");
    expect(pdf.passedOn).toBe(false);
    expect(pdf.answer?.headers.get("Content-Type")).toBe("application/pdf");
    expect(pdf.answer?.headers.get("Content-Disposition")).toBe(
      `attachment; filename="receipt-${payment.receiptNumber}.pdf"`,
    );
    const bytes = new Uint8Array((await pdf.answer?.arrayBuffer()) ?? new ArrayBuffer(0));
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");

    expect((await run(payment.id, "")).passedOn).toBe(true);
    expect((await run(randomUUID(), "?download=receipt")).answer?.status).toBe(404);

    // A learner is kept out like everywhere in the admin area.
    const learner = await createTestUser(suite.services);
    const refused = await run(payment.id, "?download=receipt", learner);
    expect(refused.passedOn).toBe(false);
    expect(refused.answer?.headers.get("Location")).toBe("/dashboard");
  });
});

describe("refund action", () => {
  it("asks first, then requests the refund of the provider and says so", async () => {
    const { payment } = await buy("Sade Refund");

    const asked = await callAction(viewAction, { ...view(payment.id), form: { intent: "refund" } });
    expect(asked.data).toEqual({ confirmRefund: true, error: null });
    expect((await stored(payment.id))?.status).toBe("paid");

    const done = await callAction(viewAction, {
      ...view(payment.id),
      form: { intent: "refund", confirm: "yes" },
    });
    expect(done.location).toBe(`${PAGE}/${payment.id}`);
    expect(await flashedToast(suite.services, done.headers)).toEqual(REFUND_TOASTS.requested);
    expect(await stored(payment.id)).toMatchObject({
      status: "refund_pending",
      refundRequestedBy: admin.id,
    });
    const [audit] = await suite.services.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, "payment.refund_requested"), eq(auditLog.targetId, payment.id)),
      );
    expect(audit?.actorId).toBe(admin.id);

    // A second click cannot refund twice.
    const again = await callAction(viewAction, {
      ...view(payment.id),
      form: { intent: "refund", confirm: "yes" },
    });
    expect(await flashedToast(suite.services, again.headers)).toEqual(REFUND_TOASTS.notRefundable);

    // The page now says the refund is on its way and offers no second one.
    const page = await callLoader(viewLoader, view(payment.id));
    expect(page.data?.canRefund).toBe(false);
  });

  it("shows the gateway's refusal and leaves the payment paid", async () => {
    // Taken by Flutterwave, whose keys this site no longer has.
    const [row] = await suite.services.db
      .insert(payments)
      .values({
        reference: `AFA-FLW${randomUUID().slice(0, 8).toUpperCase()}`,
        courseId: course.id,
        courseTitle: course.title,
        provider: "flutterwave",
        listPriceKobo: 1_250_000,
        amountKobo: 1_250_000,
        vatRateBps: 750,
        status: "paid",
        paidAt: new Date(),
        receiptNumber: `2026-8${Date.now().toString().slice(-5)}`,
      })
      .returning();
    if (!row) throw new Error("not inserted");
    const result = await callAction(viewAction, {
      ...view(row.id),
      form: { intent: "refund", confirm: "yes" },
    });
    const toast = await flashedToast(suite.services, result.headers);
    expect(toast).toMatchObject({ ...REFUND_TOASTS.gatewayError });
    expect(toast?.description).toContain("flutterwave");
    expect((await stored(row.id))?.status).toBe("paid");
  });

  it("refuses a payment that took no money, and rejects a form that is not a refund", async () => {
    const [free] = await suite.services.db
      .insert(payments)
      .values({
        reference: `AFA-FREE${randomUUID().slice(0, 8).toUpperCase()}`,
        courseId: course.id,
        courseTitle: course.title,
        provider: "none",
        listPriceKobo: 1_250_000,
        discountKobo: 1_250_000,
        amountKobo: 0,
        vatRateBps: 750,
        status: "paid",
        paidAt: new Date(),
      })
      .returning();
    if (!free) throw new Error("not inserted");
    expect((await callLoader(viewLoader, view(free.id))).data?.canRefund).toBe(false);
    const refused = await callAction(viewAction, {
      ...view(free.id),
      form: { intent: "refund", confirm: "yes" },
    });
    expect(await flashedToast(suite.services, refused.headers)).toEqual(
      REFUND_TOASTS.notRefundable,
    );

    const odd = await callAction(viewAction, { ...view(free.id), form: { intent: "delete" } });
    expect(odd.status).toBe(400);
    expect(
      (await callAction(viewAction, { ...view(randomUUID()), form: { intent: "refund" } })).status,
    ).toBe(404);
  });

  it("opens the question at once when the server asks it", () => {
    const render = (Component: () => React.ReactNode) =>
      renderWithMessages(createElement(createRoutesStub([{ path: "/", Component }])));
    expect(render(AskedRefund)).toMatch(/<details[^>]* open=""/);
    expect(render(QuietRefund)).not.toMatch(/<details[^>]* open/);
    expect(render(QuietRefund)).toContain("Refund ₦2,500.5 to ada@afa.test?");
  });
});

const REFUND_PROPS = { action: "/x", amountKobo: 250_050, email: "ada@afa.test" };

/** The refund control after the action asked its question, and before. */
function AskedRefund() {
  return createElement(RefundPayment, { ...REFUND_PROPS, open: true });
}

function QuietRefund() {
  return createElement(RefundPayment, REFUND_PROPS);
}
