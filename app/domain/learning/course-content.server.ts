import { and, asc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { courseEnrollments, courses, lessonProgress, lessons, videoRenditions } from "~/db/schema";
import { lessonSeconds } from "./progress.server";
import { lessonMedia, secondsToComplete } from "./progress-rules";

export type ContentLesson = {
  id: string;
  orderIndex: number;
  title: string;
  description: string;
  duration: string;
  durationSeconds: number | null;
  type: "video" | "embed" | "text";
  videoUrl: string | null;
  /** The learner's own figures for this lesson. */
  watchedPercentage: number;
  positionSeconds: number;
  /** Watch seconds credited to this lesson so far. */
  watchSeconds: number;
  /** The credited seconds it needs to count as watched (secondsToComplete; 0: none). */
  requiredSeconds: number;
  completed: boolean;
};

export type CourseContent =
  | { status: "not-found" }
  | { status: "not-enrolled"; course: { slug: string; isPublished: boolean } }
  | {
      status: "enrolled";
      course: {
        id: string;
        slug: string;
        title: string;
        instructor: string;
        category: string;
        thumbnail: string | null;
      };
      enrolment: { progress: number; completed: boolean };
      lessons: ContentLesson[];
      /** The first lesson, by order, not yet completed (null when all are). */
      nextLessonId: string | null;
    };

/**
 * What the course content page shows the signed-in learner: the course, its lessons in order
 * with the learner's progress on each, and their enrolment. Two queries whatever the number of
 * lessons. Only an enrolled learner gets the lessons (an enrolment in a course later unpublished
 * still opens it: they keep what they started).
 */
export async function getCourseContent(
  db: Database,
  userId: string,
  courseId: string,
): Promise<CourseContent> {
  const [row] = await db
    .select({
      id: courses.id,
      slug: courses.slug,
      title: courses.title,
      instructor: courses.instructor,
      category: courses.category,
      thumbnail: courses.thumbnail,
      isPublished: courses.isPublished,
      progress: courseEnrollments.progress,
      completedAt: courseEnrollments.completedAt,
      enrolmentId: courseEnrollments.id,
    })
    .from(courses)
    .leftJoin(
      courseEnrollments,
      and(eq(courseEnrollments.courseId, courses.id), eq(courseEnrollments.userId, userId)),
    )
    .where(eq(courses.id, courseId))
    .limit(1);
  if (!row) return { status: "not-found" };
  if (row.enrolmentId === null) {
    return { status: "not-enrolled", course: { slug: row.slug, isPublished: row.isPublished } };
  }

  const rows = await db
    .select({
      id: lessons.id,
      orderIndex: lessons.orderIndex,
      title: lessons.title,
      description: lessons.description,
      duration: lessons.duration,
      durationSeconds: lessons.durationSeconds,
      type: lessons.type,
      videoUrl: lessons.videoUrl,
      watchedPercentage: lessonProgress.watchedPercentage,
      positionSeconds: lessonProgress.positionSeconds,
      watchSeconds: lessonProgress.watchSeconds,
      completedAt: lessonProgress.completedAt,
      measuredSeconds: videoRenditions.durationSeconds,
    })
    .from(lessons)
    .leftJoin(
      lessonProgress,
      and(eq(lessonProgress.lessonId, lessons.id), eq(lessonProgress.userId, userId)),
    )
    .leftJoin(videoRenditions, eq(videoRenditions.sourceUrl, lessons.videoUrl))
    .where(eq(lessons.courseId, courseId))
    .orderBy(asc(lessons.orderIndex), asc(lessons.createdAt), asc(lessons.id));

  const contentLessons: ContentLesson[] = rows.map(
    ({ completedAt, measuredSeconds, ...lesson }) => {
      const watchedPercentage = lesson.watchedPercentage ?? 0;
      return {
        ...lesson,
        watchedPercentage,
        positionSeconds: lesson.positionSeconds ?? 0,
        watchSeconds: lesson.watchSeconds ?? 0,
        requiredSeconds: secondsToComplete({
          measured: lessonMedia(lesson).kind === "video",
          seconds: lessonSeconds({ durationSeconds: lesson.durationSeconds, measuredSeconds }),
        }),
        // Set when it was watched far enough and, if it has a required check, that was passed.
        completed: completedAt !== null,
      };
    },
  );
  const progress = row.progress ?? 0;
  return {
    status: "enrolled",
    course: {
      id: row.id,
      slug: row.slug,
      title: row.title,
      instructor: row.instructor,
      category: row.category,
      thumbnail: row.thumbnail,
    },
    enrolment: { progress, completed: progress >= 100 },
    lessons: contentLessons,
    nextLessonId: contentLessons.find((l) => !l.completed)?.id ?? null,
  };
}
