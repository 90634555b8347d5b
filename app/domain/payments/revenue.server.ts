import { count, desc, eq, gt, gte, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "~/db/client.server";
import { courseSales, courses, payments, salesDays } from "~/db/schema";
import { ANALYTICS_WEEKS, lagosWeeks, weekOfDay } from "~/domain/admin/analytics.server";

// The money figures of the admin area (payments.manage only: the routes decide who calls these).
// Amounts are integer kobo; sums are computed by PostgreSQL as bigint and read back as numbers.

export const REVENUE_COURSES_LIMIT = 5;

export type RevenueWeek = {
  /** The Monday (Lagos) the week starts on, YYYY-MM-DD. */
  weekStart: string;
  /** What the week's sales brought and kept: paid and refund_pending, by paid_at. */
  netKobo: number;
  sales: number;
  /** Sales paid in this week that were refunded since (so net + refunded = what was taken). */
  refundedKobo: number;
  refunds: number;
};

export type RevenueCourse = {
  /** Null when the course was deleted: the payments keep its title. */
  courseId: string | null;
  title: string;
  amountKobo: number;
  sales: number;
};

export type Revenue = {
  perWeek: RevenueWeek[];
  topCourses: RevenueCourse[];
  /** Since the first sale. */
  totals: { netKobo: number; sales: number; refundedKobo: number; refunds: number };
};

const total = (column: AnyPgColumn) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

/**
 * Revenue for the Analytics tab in three queries that read rollups (migration 0014), never the
 * payments themselves: per Lagos week for the last 12 weeks (weeks without a sale are zero), the
 * courses that brought the most, and the totals since the first sale. A payment counts in the
 * week it was paid (paid_at), and net of refunds: a refunded one leaves the net figure of its week
 * and shows in that week's refunded figure instead.
 *
 * What counts is decided by the triggers that keep sales_days and course_sales, in the same
 * statement as every payment written: payments of more than ₦0 in NGN (a course made free by a
 * coupon enrols without a sale; a sum must never mix currencies), paid and refund_pending as net
 * sales, refunded as refunds.
 */
export async function loadRevenue(db: Database, now: Date = new Date()): Promise<Revenue> {
  const { keys } = lagosWeeks(now, ANALYTICS_WEEKS);
  const firstDay = keys[0] ?? "";
  const week = weekOfDay(salesDays.day);
  // The course's current title; the one its payments were sold under when the course is gone.
  const title = sql<string>`coalesce(${courses.title}, ${courseSales.courseTitle})`;

  const [weeks, top, [totals]] = await Promise.all([
    db
      .select({
        week,
        netKobo: total(salesDays.netKobo),
        sales: total(salesDays.sales),
        refundedKobo: total(salesDays.refundedKobo),
        refunds: total(salesDays.refunds),
      })
      .from(salesDays)
      .where(gte(salesDays.day, firstDay))
      .groupBy(sql`1`),
    db
      .select({
        courseId: courseSales.courseId,
        title,
        amountKobo: courseSales.netKobo,
        sales: courseSales.sales,
      })
      .from(courseSales)
      .leftJoin(courses, eq(courses.id, courseSales.courseId))
      .where(gt(courseSales.sales, 0))
      .orderBy(desc(courseSales.netKobo), desc(courseSales.sales), title)
      .limit(REVENUE_COURSES_LIMIT),
    db
      .select({
        netKobo: total(courseSales.netKobo),
        sales: total(courseSales.sales),
        refundedKobo: total(courseSales.refundedKobo),
        refunds: total(courseSales.refunds),
      })
      .from(courseSales),
  ]);

  const byWeek = new Map(weeks.map((w) => [w.week, w]));
  return {
    perWeek: keys.map((weekStart) => {
      const w = byWeek.get(weekStart);
      return {
        weekStart,
        netKobo: w?.netKobo ?? 0,
        sales: w?.sales ?? 0,
        refundedKobo: w?.refundedKobo ?? 0,
        refunds: w?.refunds ?? 0,
      };
    }),
    topCourses: top,
    totals: {
      netKobo: totals?.netKobo ?? 0,
      sales: totals?.sales ?? 0,
      refundedKobo: totals?.refundedKobo ?? 0,
      refunds: totals?.refunds ?? 0,
    },
  };
}

/**
 * How many payments staff must refund by hand (a second charge for a course the learner already
 * had, or an amount the provider changed): the same rows as the Payments tab's ?status=needs_refund.
 * needs_refund has no index; the payments table is small and this is one count on the overview.
 */
export async function countPaymentsNeedingRefund(db: Database): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(payments)
    .where(eq(payments.needsRefund, true));
  return row?.n ?? 0;
}
