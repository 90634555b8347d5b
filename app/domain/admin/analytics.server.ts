import { TZDate } from "@date-fns/tz";
import { addWeeks, format, startOfWeek } from "date-fns";
import { and, count, desc, eq, gte, isNotNull, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "~/db/client.server";
import { consultations, courseEnrollments, courses } from "~/db/schema";
import { CONSULTATION_STATUSES } from "~/domain/catalog/enums";
import { SITE_TIME_ZONE } from "~/lib/format";

export const ANALYTICS_WEEKS = 12;
export const POPULAR_COURSES_LIMIT = 5;

export type WeekBucket = { weekStart: string; count: number };

/**
 * The last `weeks` Lagos weeks (Monday to Sunday, like PostgreSQL's date_trunc('week')), oldest
 * first, as YYYY-MM-DD of their Monday, and the instant the first one starts.
 */
export function lagosWeeks(now: Date, weeks = ANALYTICS_WEEKS) {
  const thisWeek = startOfWeek(new TZDate(now, SITE_TIME_ZONE), { weekStartsOn: 1 });
  const first = addWeeks(thisWeek, -(weeks - 1));
  const keys = Array.from({ length: weeks }, (_, i) => format(addWeeks(first, i), "yyyy-MM-dd"));
  return { keys, since: new Date(first.getTime()) };
}

function fillWeeks(keys: string[], rows: { week: string; n: number }[]): WeekBucket[] {
  const byWeek = new Map(rows.map((r) => [r.week, r.n]));
  return keys.map((weekStart) => ({ weekStart, count: byWeek.get(weekStart) ?? 0 }));
}

/**
 * Everything the Analytics tab shows, in four queries whatever the amount of data: enrolments and
 * completions per Lagos week (one pass over enrolments), consultations by status, the most
 * popular courses by enrolments, and the all-time totals.
 */
export async function loadAnalytics(db: Database, now: Date = new Date()) {
  const { keys, since } = lagosWeeks(now);
  const week = (column: AnyPgColumn) =>
    sql<string>`to_char(date_trunc('week', ${column} at time zone ${SITE_TIME_ZONE}), 'YYYY-MM-DD')`;

  const [enrolled, completed, statusRows, popular, [totals]] = await Promise.all([
    db
      .select({ week: week(courseEnrollments.createdAt), n: count() })
      .from(courseEnrollments)
      .where(gte(courseEnrollments.createdAt, since))
      .groupBy(sql`1`),
    db
      .select({ week: week(courseEnrollments.completedAt), n: count() })
      .from(courseEnrollments)
      .where(
        and(isNotNull(courseEnrollments.completedAt), gte(courseEnrollments.completedAt, since)),
      )
      .groupBy(sql`1`),
    db
      .select({ status: consultations.status, n: count() })
      .from(consultations)
      .groupBy(consultations.status),
    db
      .select({
        id: courses.id,
        title: courses.title,
        isPublished: courses.isPublished,
        enrolments: count(courseEnrollments.id),
        completions: sql<number>`count(${courseEnrollments.completedAt})`.mapWith(Number),
      })
      .from(courses)
      .innerJoin(courseEnrollments, eq(courseEnrollments.courseId, courses.id))
      .groupBy(courses.id)
      .orderBy(desc(count(courseEnrollments.id)), courses.title)
      .limit(POPULAR_COURSES_LIMIT),
    db
      .select({
        enrolments: count(),
        completions: sql<number>`count(${courseEnrollments.completedAt})`.mapWith(Number),
      })
      .from(courseEnrollments),
  ]);

  const byStatus = new Map(statusRows.map((r) => [r.status, r.n]));
  return {
    enrolmentsPerWeek: fillWeeks(keys, enrolled),
    completionsPerWeek: fillWeeks(keys, completed),
    consultationsByStatus: CONSULTATION_STATUSES.map((status) => ({
      status,
      count: byStatus.get(status) ?? 0,
    })),
    popularCourses: popular,
    totals: { enrolments: totals?.enrolments ?? 0, completions: totals?.completions ?? 0 },
  };
}

export type Analytics = Awaited<ReturnType<typeof loadAnalytics>>;
