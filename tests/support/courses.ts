// Course and enrolment builders for the tests (never imported by the app).
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { courseEnrollments, courses, lessons } from "~/db/schema";

export type TestCourse = { id: string; slug: string; title: string; lessonIds: string[] };

/** A published course with `lessonCount` one-minute video lessons (or the given durations). */
export async function createTestCourse(
  db: Database,
  {
    lessonCount = 3,
    lessonSeconds = 60,
    published = true,
    types,
  }: {
    lessonCount?: number;
    lessonSeconds?: number | null;
    published?: boolean;
    types?: ("video" | "embed" | "text")[];
  } = {},
): Promise<TestCourse> {
  const id = randomUUID();
  const slug = `test-course-${id.slice(0, 8)}`;
  const title = `Test course ${id.slice(0, 8)}`;
  await db.insert(courses).values({
    id,
    slug,
    title,
    description: "A course made by a test.",
    instructor: "Dr. Funmi Adeyemi",
    duration: "1 hour",
    category: "crops",
    isPublished: published,
    lessonsCount: lessonCount,
  });
  const lessonIds = Array.from({ length: lessonCount }, () => randomUUID());
  if (lessonCount > 0) {
    await db.insert(lessons).values(
      lessonIds.map((lessonId, index) => {
        const type = types?.[index] ?? "video";
        return {
          id: lessonId,
          courseId: id,
          orderIndex: index,
          title: `Lesson ${index + 1}`,
          duration: "1 min",
          durationSeconds: lessonSeconds,
          type,
          videoUrl:
            type === "embed"
              ? "https://video.example.org/watch/abc"
              : type === "video"
                ? "/media/video/afa-intro.mp4"
                : null,
        };
      }),
    );
  }
  return { id, slug, title, lessonIds };
}

/** Enrols the user directly, dated `createdAt` (the start of the watch-time clock). */
export async function enrolDirectly(
  db: Database,
  userId: string,
  courseId: string,
  createdAt = new Date(Date.now() - 24 * 60 * 60 * 1000),
) {
  const [row] = await db
    .insert(courseEnrollments)
    .values({ userId, courseId, createdAt, updatedAt: createdAt })
    .returning();
  if (!row) throw new Error("enrolment not created");
  return row;
}

/**
 * Enrols the user in a course by its slug, free or priced, as a fulfilled payment or the free
 * enrol action would: for tests whose subject is what an enrolment shows, not how it is bought.
 */
export async function enrolBySlug(
  db: Database,
  { userId, courseSlug }: { userId: string; courseSlug: string },
) {
  const [course] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.slug, courseSlug))
    .limit(1);
  if (!course) throw new Error(`no course ${courseSlug}`);
  const [row] = await db
    .insert(courseEnrollments)
    .values({ userId, courseId: course.id })
    .returning();
  if (!row) throw new Error("enrolment not created");
  return row;
}
