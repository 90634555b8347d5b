import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { courses, payments } from "~/db/schema";
import type { PaymentStatus } from "~/db/schema/enums";
import { ANALYTICS_WEEKS } from "~/domain/admin/analytics.server";
import { setupFreshServices } from "../../../tests/support/suite";
import { countPaymentsNeedingRefund, loadRevenue } from "./revenue.server";

const suite = setupFreshServices();

// Wednesday 25 November 2026, 13:00 in Lagos: its week began Monday 23 November.
const NOW = new Date("2026-11-25T12:00:00Z");

let counter = 0;

async function course(title: string) {
  counter += 1;
  const [row] = await suite.services.db
    .insert(courses)
    .values({
      slug: `revenue-${counter}`,
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

async function payment(input: {
  course: { id: string; title: string } | null;
  amountKobo: number;
  status: PaymentStatus;
  paidAt?: Date | null;
  needsRefund?: boolean;
  title?: string;
}) {
  counter += 1;
  await suite.services.db.insert(payments).values({
    reference: `AFA-TEST-${counter}`,
    courseId: input.course?.id ?? null,
    courseTitle: input.title ?? input.course?.title ?? "Gone",
    provider: input.amountKobo === 0 ? "none" : "paystack",
    listPriceKobo: input.amountKobo,
    amountKobo: input.amountKobo,
    vatRateBps: 750,
    status: input.status,
    paidAt: input.paidAt ?? null,
    needsRefund: input.needsRefund ?? false,
    createdAt: input.paidAt ?? NOW,
  });
}

const weekOf = (revenue: Awaited<ReturnType<typeof loadRevenue>>, key: string) =>
  revenue.perWeek.find((w) => w.weekStart === key);

describe("loadRevenue", () => {
  it("answers 12 zero weeks, no courses and zero totals before any sale", async () => {
    await course("Unsold");
    await payment({ course: null, amountKobo: 1_250_000, status: "pending", title: "Unsold" });
    const revenue = await loadRevenue(suite.services.db, NOW);
    expect(revenue.perWeek).toHaveLength(ANALYTICS_WEEKS);
    expect(revenue.perWeek[0]?.weekStart).toBe("2026-09-07");
    expect(revenue.perWeek.at(-1)?.weekStart).toBe("2026-11-23");
    expect(
      revenue.perWeek.every((w) => w.netKobo === 0 && w.sales === 0 && w.refundedKobo === 0),
    ).toBe(true);
    expect(revenue.topCourses).toEqual([]);
    expect(revenue.totals).toEqual({ netKobo: 0, sales: 0, refundedKobo: 0, refunds: 0 });
  });

  it("buckets sales by the Lagos week they were paid in, Monday 00:00 Lagos starting a week", async () => {
    const maize = await course("Maize Masterclass");
    await payment({
      course: maize,
      amountKobo: 1_250_000,
      status: "paid",
      // Sunday 23:30 UTC = Monday 00:30 in Lagos: this week.
      paidAt: new Date("2026-11-22T23:30:00Z"),
    });
    await payment({
      course: maize,
      amountKobo: 1_000_000,
      status: "paid",
      // Sunday 22:59 UTC = Sunday 23:59 in Lagos: last week.
      paidAt: new Date("2026-11-22T22:59:00Z"),
    });
    await payment({
      course: maize,
      amountKobo: 500_050,
      status: "refund_pending",
      // Monday 00:00 exactly in Lagos: this week; a refund asked but not confirmed still counts.
      paidAt: new Date("2026-11-22T23:00:00Z"),
    });
    // Before the 12 weeks: in the totals and the courses, not in the weeks.
    await payment({
      course: maize,
      amountKobo: 700_000,
      status: "paid",
      paidAt: new Date("2026-09-06T22:59:00Z"),
    });

    const revenue = await loadRevenue(suite.services.db, NOW);
    expect(weekOf(revenue, "2026-11-23")).toEqual({
      weekStart: "2026-11-23",
      netKobo: 1_750_050,
      sales: 2,
      refundedKobo: 0,
      refunds: 0,
    });
    expect(weekOf(revenue, "2026-11-16")).toMatchObject({ netKobo: 1_000_000, sales: 1 });
    // Every other week is there, as zero.
    expect(revenue.perWeek).toHaveLength(ANALYTICS_WEEKS);
    expect(revenue.perWeek.filter((w) => w.sales === 0)).toHaveLength(ANALYTICS_WEEKS - 2);
    expect(weekOf(revenue, "2026-09-07")).toMatchObject({ netKobo: 0, sales: 0 });
    expect(revenue.totals).toEqual({
      netKobo: 3_450_050,
      sales: 4,
      refundedKobo: 0,
      refunds: 0,
    });
  });

  it("leaves refunds out of the net figures and shows them apart; unpaid and ₦0 payments count nowhere", async () => {
    const maize = await course("Maize Masterclass");
    const fish = await course("Fish Farming");
    const paidAt = new Date("2026-11-24T10:00:00Z");
    await payment({ course: maize, amountKobo: 1_250_000, status: "paid", paidAt });
    await payment({ course: maize, amountKobo: 1_250_000, status: "refunded", paidAt });
    await payment({ course: fish, amountKobo: 2_000_000, status: "paid", paidAt });
    // Not revenue: never paid, failed (even when flagged for a refund), free by coupon.
    await payment({ course: fish, amountKobo: 2_000_000, status: "pending" });
    await payment({ course: fish, amountKobo: 2_000_000, status: "expired" });
    await payment({ course: fish, amountKobo: 2_000_000, status: "failed", needsRefund: true });
    await payment({ course: maize, amountKobo: 0, status: "paid", paidAt });

    const revenue = await loadRevenue(suite.services.db, NOW);
    expect(weekOf(revenue, "2026-11-23")).toEqual({
      weekStart: "2026-11-23",
      netKobo: 3_250_000,
      sales: 2,
      refundedKobo: 1_250_000,
      refunds: 1,
    });
    expect(revenue.totals).toEqual({
      netKobo: 3_250_000,
      sales: 2,
      refundedKobo: 1_250_000,
      refunds: 1,
    });
    expect(revenue.topCourses).toEqual([
      { courseId: fish.id, title: "Fish Farming", amountKobo: 2_000_000, sales: 1 },
      { courseId: maize.id, title: "Maize Masterclass", amountKobo: 1_250_000, sales: 1 },
    ]);
  });

  it("ranks courses by amount, under their current title, a deleted course under its old one", async () => {
    const maize = await course("Maize");
    const poultry = await course("Poultry");
    const paidAt = new Date("2026-03-02T10:00:00Z");
    for (let i = 0; i < 3; i += 1) {
      await payment({ course: maize, amountKobo: 500_000, status: "paid", paidAt });
    }
    await payment({
      course: poultry,
      amountKobo: 2_000_000,
      status: "paid",
      paidAt,
      title: "Poultry (old title)",
    });
    await payment({ course: null, amountKobo: 100_000, status: "paid", paidAt, title: "Gone" });
    await suite.services.db
      .update(courses)
      .set({ title: "Poultry for Beginners" })
      .where(eq(courses.id, poultry.id));

    const select = vi.spyOn(suite.services.db, "select");
    const revenue = await loadRevenue(suite.services.db, NOW);
    // A constant number of queries, whatever the data.
    expect(select).toHaveBeenCalledTimes(3);
    select.mockRestore();

    expect(revenue.topCourses).toEqual([
      { courseId: poultry.id, title: "Poultry for Beginners", amountKobo: 2_000_000, sales: 1 },
      { courseId: maize.id, title: "Maize", amountKobo: 1_500_000, sales: 3 },
      { courseId: null, title: "Gone", amountKobo: 100_000, sales: 1 },
    ]);
    // Paid in March: before the 12 weeks.
    expect(revenue.perWeek.every((w) => w.sales === 0)).toBe(true);
  });
});

describe("countPaymentsNeedingRefund", () => {
  it("counts the payments flagged for a refund by hand", async () => {
    const maize = await course("Maize");
    expect(await countPaymentsNeedingRefund(suite.services.db)).toBe(0);
    const paidAt = new Date("2026-11-24T10:00:00Z");
    await payment({ course: maize, amountKobo: 1_250_000, status: "paid", paidAt });
    await payment({
      course: maize,
      amountKobo: 1_250_000,
      status: "paid",
      paidAt,
      needsRefund: true,
    });
    await payment({ course: maize, amountKobo: 1_250_000, status: "failed", needsRefund: true });
    expect(await countPaymentsNeedingRefund(suite.services.db)).toBe(2);
  });
});
