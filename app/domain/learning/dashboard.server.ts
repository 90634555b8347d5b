import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import {
  certificates,
  consultations,
  courseEnrollments,
  courseResources,
  notifications,
} from "~/db/schema";
import {
  type NotificationItem,
  presentNotification,
} from "~/domain/notifications/notifications.server";
import type { Locale } from "~/i18n/locales";
import { todayInLagos } from "~/lib/lagos-date";
import type { MyCoursesQuery } from "./search-params";
import { countByFilter, enrolmentStatus, filterEnrolments } from "./stats";
import { listLearnerEnrolments, summarise } from "./stats.server";

/** How many of each list the learner overview shows. */
export const DASHBOARD_LIMITS = {
  continueLearning: 3,
  recentEnrolments: 2,
  upcomingEvents: 3,
  notifications: 3,
} as const;

type DashboardConsultation = {
  id: string;
  plan: (typeof consultations.$inferSelect)["plan"];
  status: (typeof consultations.$inferSelect)["status"];
  preferredDate: string | null;
  preferredTime: string | null;
  createdAt: Date;
};

/** A consultation's columns under the names the page uses (they become the JSON keys). */
const consultationColumns = sql`${consultations.id} as "id", ${consultations.plan} as "plan",
  ${consultations.status} as "status", ${consultations.preferredDate} as "preferredDate",
  ${consultations.preferredTime} as "preferredTime", ${consultations.createdAt} as "createdAt"`;

/**
 * Everything on the overview but the enrolments, in one statement: the certificate count, the
 * latest consultation, the upcoming ones (pending or confirmed whose day has not passed or is
 * still to be agreed, soonest first) and the first notifications. Each list comes back as a JSON
 * array in its own order; one round trip instead of four, on a page every learner opens first.
 */
async function readDashboardExtras(db: Database, userId: string, today: string, locale: Locale) {
  const result = await db.execute(sql`select
    (select count(*)::int from ${certificates} where ${certificates.userId} = ${userId})
      as "certificates",
    (select coalesce(json_agg(c), '[]'::json) from (
      select ${consultationColumns} from ${consultations}
      where ${consultations.userId} = ${userId}
      order by ${consultations.createdAt} desc limit 1) c) as "latest",
    (select coalesce(json_agg(c order by c."preferredDate" asc nulls last, c."preferredTime" asc,
        c."createdAt" desc), '[]'::json) from (
      select ${consultationColumns} from ${consultations}
      where ${consultations.userId} = ${userId}
        and ${consultations.status} in ('pending', 'confirmed')
        and (${consultations.preferredDate} is null or ${consultations.preferredDate} >= ${today})
      order by ${consultations.preferredDate} asc nulls last, ${consultations.preferredTime} asc,
        ${consultations.createdAt} desc
      limit ${DASHBOARD_LIMITS.upcomingEvents}) c) as "upcoming",
    (select coalesce(json_agg(n order by n."createdAt" desc, n.id desc), '[]'::json) from (
      select ${notifications.id} as "id", ${notifications.type} as "type",
        ${notifications.title} as "title", ${notifications.message} as "message",
        ${notifications.locale} as "locale", ${notifications.notice} as "notice",
        ${notifications.link} as "link",
        ${notifications.readAt} as "readAt", ${notifications.createdAt} as "createdAt"
      from ${notifications} where ${notifications.userId} = ${userId}
      order by ${notifications.createdAt} desc, ${notifications.id} desc
      limit ${DASHBOARD_LIMITS.notifications}) n) as "notifications"`);
  // PGlite and node-postgres both answer { rows }; json arrives parsed, its times as text.
  const [row] = (result as unknown as { rows: DashboardExtrasRow[] }).rows;
  const consultation = (c: JsonConsultation): DashboardConsultation => ({
    ...c,
    createdAt: new Date(c.createdAt),
  });
  return {
    certificateCount: Number(row?.certificates ?? 0),
    latestConsultation: row?.latest[0] ? consultation(row.latest[0]) : null,
    upcoming: (row?.upcoming ?? []).map(consultation),
    notifications: (row?.notifications ?? []).map(
      ({ readAt, createdAt, notice, ...n }): NotificationItem => ({
        ...n,
        ...presentNotification({ ...n, notice }, locale),
        read: readAt !== null,
        createdAt: new Date(createdAt),
      }),
    ),
  };
}

type JsonConsultation = Omit<DashboardConsultation, "createdAt"> & { createdAt: string };
type DashboardExtrasRow = {
  certificates: number;
  latest: JsonConsultation[];
  upcoming: JsonConsultation[];
  notifications: (Omit<NotificationItem, "read" | "createdAt"> & {
    notice: unknown;
    readAt: string | null;
    createdAt: string;
  })[];
};

/**
 * The learner's overview in two statements whatever the number of enrolments: the enrolments
 * with their courses, and the rest (readDashboardExtras). Reads only; the profile's progress
 * summary is never written by a GET.
 */
export async function getDashboard(
  db: Database,
  userId: string,
  now: Date = new Date(),
  /** The reader's language: keyed notifications are written in it. */
  locale: Locale = "en",
) {
  const [enrolments, extras] = await Promise.all([
    listLearnerEnrolments(db, userId),
    readDashboardExtras(db, userId, todayInLagos(now), locale),
  ]);

  const continueLearning = enrolments
    .filter((e) => enrolmentStatus(e.progress) !== "completed")
    .sort((a, b) => b.lastActiveAt.getTime() - a.lastActiveAt.getTime())
    .slice(0, DASHBOARD_LIMITS.continueLearning)
    .map((e) => ({ id: e.id, progress: e.progress, course: e.course }));

  return {
    summary: summarise(enrolments, extras.certificateCount),
    continueLearning,
    /** Whether every enrolled course is finished (the empty Continue Learning says so). */
    allCompleted: enrolments.length > 0 && continueLearning.length === 0,
    recentEnrolments: enrolments.slice(0, DASHBOARD_LIMITS.recentEnrolments).map((e) => ({
      id: e.id,
      enrolledAt: e.enrolledAt,
      progress: e.progress,
      course: { id: e.course.id, title: e.course.title },
    })),
    latestConsultation: extras.latestConsultation,
    upcoming: extras.upcoming,
    notifications: extras.notifications,
  };
}
export type Dashboard = Awaited<ReturnType<typeof getDashboard>>;

/** How many course cards My Courses shows at a time. */
export const MY_COURSES_PAGE_SIZE = 12;

/**
 * My Courses: one page of the learner's enrolments filtered and searched, the count per filter
 * (over all of them, not the page), and the downloadable resources of the courses shown. Two
 * queries whatever the number of courses: the learner's enrolments are bounded by the catalogue,
 * and the filter counts need them all, so the page is cut here; only the page's resources are
 * read. A page past the end is the last page.
 */
export async function getMyCourses(
  db: Database,
  userId: string,
  query: MyCoursesQuery,
  requestedPage = 1,
  pageSize: number = MY_COURSES_PAGE_SIZE,
) {
  const enrolments = await listLearnerEnrolments(db, userId);
  const matching = filterEnrolments(enrolments, query);
  const pageCount = Math.max(1, Math.ceil(matching.length / pageSize));
  const page = Math.min(Math.max(1, Math.floor(requestedPage)), pageCount);
  const shown = matching.slice((page - 1) * pageSize, page * pageSize);
  const courseIds = shown.map((e) => e.course.id);
  const resources =
    courseIds.length === 0
      ? []
      : await db
          .select({
            id: courseResources.id,
            courseId: courseResources.courseId,
            title: courseResources.title,
            kind: courseResources.kind,
            url: courseResources.url,
            mimeType: courseResources.mimeType,
            sizeBytes: courseResources.sizeBytes,
          })
          .from(courseResources)
          // Through the learner's own enrolments: only courses they are enrolled in.
          .innerJoin(
            courseEnrollments,
            and(
              eq(courseEnrollments.courseId, courseResources.courseId),
              eq(courseEnrollments.userId, userId),
            ),
          )
          .where(
            and(eq(courseEnrollments.userId, userId), inArray(courseResources.courseId, courseIds)),
          )
          .orderBy(asc(courseResources.sortOrder), asc(courseResources.createdAt));
  const byCourse = new Map<string, typeof resources>();
  for (const r of resources) {
    const list = byCourse.get(r.courseId) ?? [];
    list.push(r);
    byCourse.set(r.courseId, list);
  }
  return {
    counts: countByFilter(enrolments),
    /** Courses matching the search and filter, on every page. */
    matching: matching.length,
    page,
    pageCount,
    courses: shown.map((e) => ({
      id: e.id,
      progress: e.progress,
      enrolledAt: e.enrolledAt,
      course: e.course,
      resources: byCourse.get(e.course.id) ?? [],
    })),
  };
}
export type MyCourses = Awaited<ReturnType<typeof getMyCourses>>;
