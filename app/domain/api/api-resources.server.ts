import { listPublishedCoursePage } from "~/domain/catalog/courses.server";
import type { CatalogQuery } from "~/domain/catalog/search-params";
import { enrolInCourse, enrolmentProgressByCourse } from "~/domain/learning/enrolments.server";
import { listLearnerEnrolments } from "~/domain/learning/stats.server";
import { courseContentPath } from "~/lib/course-paths";
import type { Services } from "~/services.server";
import type { ApiCoursesParams } from "./api.schema";
import type { ApiUser } from "./api.server";

// What /api/v1 answers, shaped for a client: absolute URLs, ISO dates, no internal columns.

/** What GET /api/v1/courses was asked for: the catalogue's search and filter, and one page. */
export type ApiCoursesQuery = CatalogQuery & ApiCoursesParams;

/**
 * One page of the published catalogue (the Academy's query and cache, `limit` courses a page) with
 * the number of matching courses and the links to its neighbours. A page past the end answers the
 * last page, as the Academy does; `page` says which one was answered.
 */
export async function listApiCourses(
  services: Services,
  caller: ApiUser | null,
  query: ApiCoursesQuery,
) {
  const [listed, progress] = await Promise.all([
    listPublishedCoursePage(
      services.db,
      { q: query.q, category: query.category, language: "all", page: query.page },
      query.limit,
    ),
    caller ? enrolmentProgressByCourse(services.db, caller.id) : null,
  ]);
  const absolute = (path: string | null) =>
    path ? new URL(path, services.env.APP_URL).href : null;
  const pageUrl = (page: number) => apiCoursesUrl(services.env.APP_URL, query, page);
  const { page, pageCount } = listed;
  return {
    courses: listed.rows.map((course) => ({
      id: course.id,
      slug: course.slug,
      title: course.title,
      description: course.description,
      instructor: course.instructor,
      duration: course.duration,
      category: course.category,
      level: course.level,
      // The documented unit stays naira (a number, 12500.5 for ₦12,500.50); priceKobo is exact.
      price: course.priceKobo / 100,
      priceKobo: course.priceKobo,
      lessons: course.lessonsCount,
      rating: course.rating,
      students: course.students,
      thumbnailUrl: absolute(course.thumbnail),
      videoUrl: absolute(course.videoUrl),
      url: absolute(`/academy/${course.slug}`),
      createdAt: course.createdAt.toISOString(),
      ...(progress
        ? { enrolled: progress.has(course.id), progress: progress.get(course.id) ?? null }
        : {}),
    })),
    page,
    limit: query.limit,
    total: listed.total,
    pageCount,
    links: {
      self: pageUrl(page),
      first: pageUrl(1),
      last: pageUrl(pageCount),
      prev: page > 1 ? pageUrl(page - 1) : null,
      next: page < pageCount ? pageUrl(page + 1) : null,
    },
  };
}

/** The absolute URL of one page of the course list, keeping the search, category and limit. */
function apiCoursesUrl(appUrl: string, query: ApiCoursesQuery, page: number): string {
  const url = new URL("/api/v1/courses", appUrl);
  if (query.q) url.searchParams.set("q", query.q);
  if (query.category !== "all") url.searchParams.set("category", query.category);
  url.searchParams.set("page", String(page));
  url.searchParams.set("limit", String(query.limit));
  return url.href;
}

export async function listApiEnrolments(services: Services, caller: ApiUser) {
  const rows = await listLearnerEnrolments(services.db, caller.id);
  return rows.map((row) => ({
    id: row.id,
    progress: row.progress,
    completed: row.progress >= 100,
    enrolledAt: row.enrolledAt.toISOString(),
    course: {
      id: row.course.id,
      slug: row.course.slug,
      title: row.course.title,
      instructor: row.course.instructor,
      duration: row.course.duration,
      lessons: row.course.lessonsCount,
      contentUrl: new URL(courseContentPath(row.course.id), services.env.APP_URL).href,
    },
  }));
}

export async function enrolApiUser(services: Services, caller: ApiUser, courseSlug: string) {
  return enrolInCourse(services.db, { userId: caller.id, courseSlug });
}
