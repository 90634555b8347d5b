import { and, count, desc, eq, gt, gte, inArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { courses, payments } from "~/db/schema";
import type { PaymentStatus } from "~/db/schema/enums";
import { ANALYTICS_WEEKS, lagosWeeks } from "~/domain/admin/analytics.server";
import { SITE_TIME_ZONE } from "~/lib/format";

// The money figures of the admin area (payments.manage only: the routes decide who calls these).
// Amounts are integer kobo; sums are computed by PostgreSQL as bigint and read back as numbers.

export const REVENUE_COURSES_LIMIT = 5;

/** A sale that still stands: paid, or refund asked but not yet confirmed by the provider. */
const NET_STATUSES = ["paid", "refund_pending"] as const satisfies readonly PaymentStatus[];
/** Every payment that took money, refunded since or not. */
const TAKEN_STATUSES = [...NET_STATUSES, "refunded"] as const satisfies readonly PaymentStatus[];

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

const kobo = (condition: SQL) =>
  sql<number>`coalesce(sum(${payments.amountKobo}) filter (where ${condition}), 0)`.mapWith(Number);
const counted = (condition: SQL) =>
  sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

const isNet = inArray(payments.status, [...NET_STATUSES]);
const isRefunded = eq(payments.status, "refunded");

/**
 * Only payments that moved naira: a course made free by a coupon (₦0, provider "none") enrols
 * without a sale, and every payment is NGN today, but a sum must never mix currencies.
 */
const movedMoney = and(gt(payments.amountKobo, 0), eq(payments.currency, "NGN"));

/**
 * Revenue for the Analytics tab in three queries, whatever the amount of data: per Lagos week for
 * the last 12 weeks (weeks without a sale are zero), the courses that brought the most, and the
 * totals since the first sale. A payment counts in the week it was paid (paid_at), and net of
 * refunds: a refunded one leaves the net figure of its week and shows in that week's refunded
 * figure instead.
 *
 * The status filter uses payments_status_created_idx; nothing indexes paid_at, so the weekly query
 * reads every payment that ever took money (a few thousand rows for years of sales).
 */
export async function loadRevenue(db: Database, now: Date = new Date()): Promise<Revenue> {
  const { keys, since } = lagosWeeks(now, ANALYTICS_WEEKS);
  const taken = and(inArray(payments.status, [...TAKEN_STATUSES]), movedMoney);
  const week = sql<string>`to_char(date_trunc('week', ${payments.paidAt} at time zone ${SITE_TIME_ZONE}), 'YYYY-MM-DD')`;
  // The course's current title; the one copied into the payment when the course is gone.
  const title = sql<string>`coalesce(${courses.title}, ${payments.courseTitle})`;
  const amount = sql<number>`sum(${payments.amountKobo})`.mapWith(Number);

  const [weeks, top, [totals]] = await Promise.all([
    db
      .select({
        week,
        netKobo: kobo(isNet),
        sales: counted(isNet),
        refundedKobo: kobo(isRefunded),
        refunds: counted(isRefunded),
      })
      .from(payments)
      .where(and(taken, gte(payments.paidAt, since)))
      .groupBy(sql`1`),
    db
      .select({ courseId: payments.courseId, title, amountKobo: amount, sales: count() })
      .from(payments)
      .leftJoin(courses, eq(courses.id, payments.courseId))
      .where(and(inArray(payments.status, [...NET_STATUSES]), movedMoney))
      .groupBy(payments.courseId, title)
      .orderBy(desc(amount), desc(count()), title)
      .limit(REVENUE_COURSES_LIMIT),
    db
      .select({
        netKobo: kobo(isNet),
        sales: counted(isNet),
        refundedKobo: kobo(isRefunded),
        refunds: counted(isRefunded),
      })
      .from(payments)
      .where(taken),
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
