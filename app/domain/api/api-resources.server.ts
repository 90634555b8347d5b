import { listPublishedCourses } from "~/domain/catalog/courses.server";
import type { CatalogQuery } from "~/domain/catalog/search-params";
import { enrolInCourse, enrolmentProgressByCourse } from "~/domain/learning/enrolments.server";
import { listLearnerEnrolments } from "~/domain/learning/stats.server";
import type { Services } from "~/services.server";
import type { ApiUser } from "./api.server";

// What /api/v1 answers, shaped for a client: absolute URLs, ISO dates, no internal columns.

export async function listApiCourses(
  services: Services,
  caller: ApiUser | null,
  query: CatalogQuery,
) {
  const [courses, progress] = await Promise.all([
    listPublishedCourses(services.db, query),
    caller ? enrolmentProgressByCourse(services.db, caller.id) : null,
  ]);
  const absolute = (path: string | null) =>
    path ? new URL(path, services.env.APP_URL).href : null;
  return courses.map((course) => ({
    id: course.id,
    slug: course.slug,
    title: course.title,
    description: course.description,
    instructor: course.instructor,
    duration: course.duration,
    category: course.category,
    level: course.level,
    price: course.price,
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
  }));
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
      contentUrl: new URL(`/dashboard/courses/${row.course.id}/content`, services.env.APP_URL).href,
    },
  }));
}

export async function enrolApiUser(services: Services, caller: ApiUser, courseSlug: string) {
  return enrolInCourse(services.db, { userId: caller.id, courseSlug });
}
