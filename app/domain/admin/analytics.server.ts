import { TZDate } from "@date-fns/tz";
import { addWeeks, format, startOfWeek } from "date-fns";
import { desc, eq, gt, gte, inArray, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "~/db/client.server";
import { courseStats, courses, enrolmentDays, SITE_COUNTER, siteCounters } from "~/db/schema";
import { CONSULTATION_STATUSES } from "~/db/schema/enums";
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

/** The Monday (YYYY-MM-DD) of a Lagos day's week, for a `date` column of Lagos days. */
export const weekOfDay = (day: AnyPgColumn) =>
  sql<string>`to_char(date_trunc('week', ${day}::timestamp), 'YYYY-MM-DD')`;

/**
 * Everything the Analytics tab shows, in four queries that read rollups (migration 0014), never
 * the enrolments themselves: enrolments and completions per Lagos week (the days of the 12 weeks
 * in enrolment_days), consultations by status and the all-time totals (site_counters and
 * course_stats), the most popular courses by enrolments (course_stats). The triggers count the
 * same rows the former GROUP BYs over course_enrollments did, so every figure is the same.
 */
export async function loadAnalytics(db: Database, now: Date = new Date()) {
  const { keys } = lagosWeeks(now);
  const firstDay = keys[0] ?? "";
  const week = weekOfDay(enrolmentDays.day);

  const [weeks, statusRows, popular, [totals]] = await Promise.all([
    db
      .select({
        week,
        enrolled: sql<number>`sum(${enrolmentDays.enrolled})`.mapWith(Number),
        completed: sql<number>`sum(${enrolmentDays.completed})`.mapWith(Number),
      })
      .from(enrolmentDays)
      .where(gte(enrolmentDays.day, firstDay))
      .groupBy(sql`1`),
    db
      .select({ name: siteCounters.name, n: siteCounters.value })
      .from(siteCounters)
      .where(inArray(siteCounters.name, CONSULTATION_STATUSES.map(SITE_COUNTER.consultations))),
    db
      .select({
        id: courses.id,
        title: courses.title,
        isPublished: courses.isPublished,
        enrolments: courseStats.students,
        completions: courseStats.completions,
      })
      .from(courseStats)
      .innerJoin(courses, eq(courses.id, courseStats.courseId))
      .where(gt(courseStats.students, 0))
      .orderBy(desc(courseStats.students), courses.title)
      .limit(POPULAR_COURSES_LIMIT),
    db
      .select({
        enrolments: sql<number>`coalesce(sum(${courseStats.students}), 0)`.mapWith(Number),
        completions: sql<number>`coalesce(sum(${courseStats.completions}), 0)`.mapWith(Number),
      })
      .from(courseStats),
  ]);

  const byStatus = new Map(statusRows.map((r) => [r.name, r.n]));
  return {
    enrolmentsPerWeek: fillWeeks(
      keys,
      weeks.map((w) => ({ week: w.week, n: w.enrolled })),
    ),
    completionsPerWeek: fillWeeks(
      keys,
      weeks.map((w) => ({ week: w.week, n: w.completed })),
    ),
    consultationsByStatus: CONSULTATION_STATUSES.map((status) => ({
      status,
      count: byStatus.get(SITE_COUNTER.consultations(status)) ?? 0,
    })),
    popularCourses: popular,
    totals: { enrolments: totals?.enrolments ?? 0, completions: totals?.completions ?? 0 },
  };
}

export type Analytics = Awaited<ReturnType<typeof loadAnalytics>>;
