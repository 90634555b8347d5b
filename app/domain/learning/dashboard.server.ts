import { and, asc, desc, eq, gte, inArray, isNull, or, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { consultations, courseEnrollments, courseResources } from "~/db/schema";
import { listNotifications } from "~/domain/notifications/notifications.server";
import { todayInLagos } from "~/lib/lagos-date";
import type { MyCoursesQuery } from "./search-params";
import { countByFilter, enrolmentStatus, filterEnrolments } from "./stats";
import { countCertificates, listLearnerEnrolments, summarise } from "./stats.server";

/** How many of each list the learner overview shows. */
export const DASHBOARD_LIMITS = {
  continueLearning: 3,
  recentEnrolments: 2,
  upcomingEvents: 3,
  notifications: 3,
} as const;

const consultationFields = {
  id: consultations.id,
  plan: consultations.plan,
  status: consultations.status,
  preferredDate: consultations.preferredDate,
  preferredTime: consultations.preferredTime,
  createdAt: consultations.createdAt,
};

/**
 * The learner's overview in six queries whatever the number of enrolments: enrolments with their
 * courses, certificate count, latest consultation, upcoming consultations, first notifications.
 * Reads only; the profile's progress summary is never written by a GET.
 */
export async function getDashboard(db: Database, userId: string, now: Date = new Date()) {
  const today = todayInLagos(now);
  const [enrolments, certificateCount, latestConsultations, upcoming, notifications] =
    await Promise.all([
      listLearnerEnrolments(db, userId),
      countCertificates(db, userId),
      db
        .select(consultationFields)
        .from(consultations)
        .where(eq(consultations.userId, userId))
        .orderBy(desc(consultations.createdAt))
        .limit(1),
      // Pending or confirmed requests whose day has not passed (or is still to be agreed), soonest first.
      db
        .select(consultationFields)
        .from(consultations)
        .where(
          and(
            eq(consultations.userId, userId),
            inArray(consultations.status, ["pending", "confirmed"]),
            or(isNull(consultations.preferredDate), gte(consultations.preferredDate, today)),
          ),
        )
        .orderBy(
          sql`${consultations.preferredDate} asc nulls last`,
          asc(consultations.preferredTime),
          desc(consultations.createdAt),
        )
        .limit(DASHBOARD_LIMITS.upcomingEvents),
      listNotifications(db, userId, { limit: DASHBOARD_LIMITS.notifications }),
    ]);

  const continueLearning = enrolments
    .filter((e) => enrolmentStatus(e.progress) !== "completed")
    .sort((a, b) => b.lastActiveAt.getTime() - a.lastActiveAt.getTime())
    .slice(0, DASHBOARD_LIMITS.continueLearning)
    .map((e) => ({ id: e.id, progress: e.progress, course: e.course }));

  return {
    summary: summarise(enrolments, certificateCount),
    continueLearning,
    /** Whether every enrolled course is finished (the empty Continue Learning says so). */
    allCompleted: enrolments.length > 0 && continueLearning.length === 0,
    recentEnrolments: enrolments.slice(0, DASHBOARD_LIMITS.recentEnrolments).map((e) => ({
      id: e.id,
      enrolledAt: e.enrolledAt,
      progress: e.progress,
      course: { id: e.course.id, title: e.course.title },
    })),
    latestConsultation: latestConsultations[0] ?? null,
    upcoming,
    notifications,
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
