// The permission matrix of the Analytics tab (analytics.read: moderator and admin), and its money:
// revenue (payments.manage) is for admins only, so a moderator's page is built without even
// querying the payments.
import { beforeAll, describe, expect, it } from "vitest";
import { courses, payments } from "~/db/schema";
import type { PaymentStatus } from "~/db/schema/enums";
import {
  expectAccess,
  type MatrixSubject,
  matrixRow,
  matrixTests,
  setupMatrix,
} from "../../../tests/support/permission-matrix";
import { countingServices } from "../../../tests/support/query-count";
import { renderPage } from "../../../tests/support/render";
import { callLoader } from "../../../tests/support/router";
import AnalyticsPage, { loader } from "./analytics";

// The demo: the built-in test gateway, asked for by name.
const m = setupMatrix({ env: { PAYMENTS_PROVIDER: "test" } });
const PAGE = "/admin-dashboard/analytics";

let counter = 0;

async function course(title: string) {
  counter += 1;
  const [row] = await m.services.db
    .insert(courses)
    .values({
      slug: `analytics-revenue-${counter}`,
      title,
      description: "d",
      instructor: "Dr. Okafor",
      duration: "2 hours",
      category: "crops",
      priceKobo: 1_250_000,
      isPublished: true,
    })
    .returning();
  if (!row) throw new Error("no course");
  return row;
}

async function paid(c: { id: string; title: string }, amountKobo: number, status: PaymentStatus) {
  counter += 1;
  // An hour ago: this week, or last week's Sunday night, inside the 12 weeks either way.
  const paidAt = new Date(Date.now() - 60 * 60 * 1000);
  await m.services.db.insert(payments).values({
    reference: `AFA-ANALYTICS-${counter}`,
    courseId: c.id,
    courseTitle: c.title,
    provider: "paystack",
    listPriceKobo: amountKobo,
    amountKobo,
    vatRateBps: 750,
    status,
    paidAt,
    createdAt: paidAt,
  });
}

const load = (subject: MatrixSubject) =>
  callLoader(loader, { services: m.services, url: PAGE, user: m.users[subject] });

type PageData = Awaited<ReturnType<typeof loader>>;

function render(data: PageData): string {
  return renderPage(
    { id: "routes/admin/analytics", path: PAGE, Component: AnalyticsPage },
    data,
    {},
  );
}

describe("Analytics tab: permission matrix", () => {
  matrixTests(m, [
    {
      name: "page",
      expected: expectAccess(["moderator", "admin"]),
      call: (user) => callLoader(loader, { services: m.services, url: PAGE, user }),
    },
  ]);
});

describe("Analytics tab: revenue is for admins only", () => {
  beforeAll(async () => {
    const maize = await course("Maize Masterclass");
    const fish = await course("Fish Farming");
    await paid(maize, 1_250_000, "paid");
    await paid(maize, 1_250_000, "paid");
    await paid(fish, 2_000_000, "paid");
    await paid(fish, 2_000_000, "refunded");
    await paid(fish, 2_000_000, "pending");
  });

  it("sends revenue to admins only, by role", async () => {
    const row = await matrixRow(m.users, async (user) => {
      const result = await callLoader(loader, { services: m.services, url: PAGE, user });
      const data = result.data as PageData | undefined;
      // "allow" only when the page came with revenue in it.
      return data && data.revenue === null ? { ...result, status: 403 } : result;
    });
    expect(row).toEqual(expectAccess(["admin"]));
  });

  it("shows an admin the Revenue section with the ₦ figures, net of refunds", async () => {
    const { data } = await load("admin");
    expect(data?.revenue?.totals).toEqual({
      netKobo: 4_500_000,
      sales: 3,
      refundedKobo: 2_000_000,
      refunds: 1,
    });
    expect(data?.revenue?.testMode).toBe(true);

    const html = render(data as PageData);
    expect(html).toContain('id="revenue-title"');
    expect(html).toContain(
      "₦45,000 from 3 sales since the first one, net of refunds; ₦20,000 refunded (1 payment).",
    );
    expect(html).toContain("Test mode — no real money");
    expect(html).toContain("Bar chart of revenue per week: ₦45,000 in the last 12 weeks");
    // Revenue per course, most first, each with its count of sales (the table has every figure).
    expect(html).toMatch(/Maize Masterclass · 2 sales<\/th><td[^>]*>₦25,000<\/td>/);
    expect(html).toMatch(/Fish Farming · 1 sale<\/th><td[^>]*>₦20,000<\/td>/);
    expect(html.indexOf("Maize Masterclass · 2 sales")).toBeLessThan(
      html.indexOf("Fish Farming · 1 sale"),
    );
    expect(html).toContain("Refunded per week");
  });

  it("gives a moderator the analytics without any revenue, and never queries the money tables", async () => {
    const counting = countingServices(m.services);
    const asModerator = await callLoader(loader, {
      services: counting.services,
      url: PAGE,
      user: m.users.moderator,
    });
    expect(asModerator.status).toBe(200);
    expect(asModerator.data?.enrolmentsPerWeek).toHaveLength(12);
    expect(asModerator.data?.revenue).toBeNull();
    // Payments and the revenue rollups kept from them (course_sales, sales_days).
    const money = /"(payments|course_sales|sales_days)"/;
    expect(counting.statements().some((sql) => money.test(sql))).toBe(false);

    const html = render(asModerator.data as PageData);
    expect(html).not.toContain('id="revenue-title"');
    expect(html).not.toContain("₦");

    // The same check sees the admin's revenue queries, so it can fail.
    counting.reset();
    await callLoader(loader, { services: counting.services, url: PAGE, user: m.users.admin });
    expect(counting.statements().some((sql) => money.test(sql))).toBe(true);
  });

  it("says honestly when there are no payments yet", () => {
    const zero = { netKobo: 0, sales: 0, refundedKobo: 0, refunds: 0 };
    const html = render({
      messages: {},
      weekLabels: {},
      compactAmounts: {},
      enrolmentsPerWeek: [],
      completionsPerWeek: [],
      consultationsByStatus: [],
      popularCourses: [],
      totals: { enrolments: 0, completions: 0 },
      weeks: 12,
      revenue: {
        perWeek: [{ weekStart: "2026-11-23", ...zero }],
        topCourses: [],
        totals: zero,
        testMode: false,
      },
    });
    expect(html).toContain(
      "No payments yet. Revenue appears here once a learner pays for a course.",
    );
    expect(html).not.toContain("Revenue per week");
    expect(html).not.toContain("Test mode");
  });
});
