import { and, asc, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Database, Tx } from "~/db/client.server";
import { courseEnrollments, courseResources, courseStats, courses, lessons } from "~/db/schema";
import type { CourseCategory, CourseLevel, Language } from "~/db/schema/enums";
import { type Actor, recordAudit } from "~/domain/admin/audit.server";
import { can } from "~/domain/auth/permissions";
import { englishDuration, parseCourseDuration } from "~/domain/catalog/course-duration";
import { isUuid } from "~/lib/uuid";
import { uniqueCourseSlug } from "./course-slugs.server";

// The admin Courses tab. Admins (courses.manageAll) manage every course; instructors
// (courses.manageOwn) only the courses they own. Ownership is part of every query's WHERE clause,
// so another instructor's course is simply not found: an instructor cannot even learn it exists.

/** Who manages courses (the one staff Actor): their role decides which. */
export type CourseActor = Actor;

export function managesAllCourses(actor: Pick<CourseActor, "role">): boolean {
  return can(actor.role, "courses.manageAll");
}

/** The rows `actor` may manage: every course, or only their own. */
export function ownedBy(actor: CourseActor): SQL | undefined {
  return managesAllCourses(actor) ? undefined : eq(courses.ownerId, actor.id);
}

/** Courses on one page of the Courses tab. */
export const COURSES_PAGE_SIZE = 25;

/**
 * One page of the courses the actor manages, newest first, with each one's students (learners
 * enrolled, the figure courseStudents gives everywhere else, read from course_stats): one query,
 * whatever the number of enrolments. Answers the query itself (await it, or read its SQL).
 */
export function listManagedCourses(
  db: Database,
  actor: CourseActor,
  { page = 1, size = COURSES_PAGE_SIZE }: { page?: number; size?: number } = {},
) {
  const shown = db.$with("shown").as(
    db
      .select({
        id: courses.id,
        slug: courses.slug,
        title: courses.title,
        instructor: courses.instructor,
        category: courses.category,
        level: courses.level,
        priceKobo: courses.priceKobo,
        thumbnail: courses.thumbnail,
        isPublished: courses.isPublished,
        lessonsCount: courses.lessonsCount,
        createdAt: courses.createdAt,
      })
      .from(courses)
      .where(ownedBy(actor))
      .orderBy(desc(courses.createdAt), asc(courses.title), asc(courses.id))
      .limit(size)
      .offset((page - 1) * size),
  );
  return db
    .with(shown)
    .select({
      id: shown.id,
      slug: shown.slug,
      title: shown.title,
      instructor: shown.instructor,
      category: shown.category,
      level: shown.level,
      priceKobo: shown.priceKobo,
      thumbnail: shown.thumbnail,
      isPublished: shown.isPublished,
      lessonsCount: shown.lessonsCount,
      students: sql<number>`coalesce(${courseStats.students}, 0)`.mapWith(Number),
      createdAt: shown.createdAt,
    })
    .from(shown)
    .leftJoin(courseStats, eq(courseStats.courseId, shown.id))
    .orderBy(desc(shown.createdAt), asc(shown.title), asc(shown.id));
}

/** The Courses tab: one page of the actor's courses and the number of pages (2 queries). */
export async function listManagedCoursePage(db: Database, actor: CourseActor, page: number) {
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(courses).where(ownedBy(actor)),
    listManagedCourses(db, actor, { page }),
  ]);
  const n = total?.n ?? 0;
  return {
    courses: rows,
    total: n,
    page,
    pageCount: Math.max(1, Math.ceil(n / COURSES_PAGE_SIZE)),
  };
}

export type ManagedCourseRow = Awaited<ReturnType<typeof listManagedCourses>>[number];

/** One course the actor manages, with its resources; null when missing or not theirs. */
export async function findManagedCourse(db: Database, actor: CourseActor, courseId: string) {
  if (!isUuid(courseId)) return null;
  const [course] = await db
    .select()
    .from(courses)
    .where(and(eq(courses.id, courseId), ownedBy(actor)))
    .limit(1);
  if (!course) return null;
  const resources = await db
    .select({
      id: courseResources.id,
      title: courseResources.title,
      kind: courseResources.kind,
      url: courseResources.url,
      sizeBytes: courseResources.sizeBytes,
    })
    .from(courseResources)
    .where(eq(courseResources.courseId, course.id))
    .orderBy(asc(courseResources.sortOrder), asc(courseResources.createdAt));
  return { ...course, resources };
}

export type ManagedCourse = NonNullable<Awaited<ReturnType<typeof findManagedCourse>>>;

/** Locks and returns the course row inside `tx` when the actor manages it. */
async function lockManagedCourse(tx: Database, actor: CourseActor, courseId: string) {
  if (!isUuid(courseId)) return null;
  const [course] = await tx
    .select({
      id: courses.id,
      title: courses.title,
      thumbnail: courses.thumbnail,
      videoUrl: courses.videoUrl,
      isPublished: courses.isPublished,
    })
    .from(courses)
    .where(and(eq(courses.id, courseId), ownedBy(actor)))
    .for("update")
    .limit(1);
  return course ?? null;
}

type LockedCourse = NonNullable<Awaited<ReturnType<typeof lockManagedCourse>>>;

/**
 * Runs `work` in a transaction that holds the lock on a course the actor manages; answers
 * `missing` instead when the course is not theirs (or is gone).
 */
export function withManagedCourse<T, M extends string | null>(
  db: Database,
  actor: CourseActor,
  courseId: string,
  missing: M,
  work: (tx: Tx, course: LockedCourse) => Promise<T>,
): Promise<T | M> {
  return db.transaction(async (tx) => {
    const course = await lockManagedCourse(tx, actor, courseId);
    if (!course) return missing;
    return work(tx, course);
  });
}

export type CourseInput = {
  title: string;
  instructor: string;
  description: string;
  category: CourseCategory;
  duration: string;
  videoUrl: string;
  /** In kobo. */
  priceKobo: number;
  level: CourseLevel;
  /** The language the course is taught in (English when not given). */
  language?: Language;
  modules: string[];
  features: string[];
  thumbnail?: string | null;
};

/**
 * The length as typed ("3 weeks", "2 hrs"), stored as its number and unit with its English words;
 * one that cannot be read is kept as written, without a pair (the form refuses those).
 */
function durationColumns(text: string) {
  const parsed = parseCourseDuration(text);
  return parsed
    ? {
        duration: englishDuration(parsed),
        durationAmount: parsed.amount,
        durationUnit: parsed.unit,
      }
    : { duration: text, durationAmount: null, durationUnit: null };
}

/**
 * A new draft course owned by the actor (an instructor's course is theirs; an admin's is the
 * admin's until reassigned), with these defaults: rating 4.5, no lessons yet (and no students:
 * they are its enrolments, counted).
 */
export async function createCourse(db: Database, actor: CourseActor, input: CourseInput) {
  return db.transaction(async (tx) => {
    // Two courses with one title at once: the unique index decides, the loser retries.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const slug = await uniqueCourseSlug(tx, input.title);
      const [row] = await tx
        .insert(courses)
        .values({
          ...input,
          ...durationColumns(input.duration),
          slug,
          ownerId: actor.id,
          rating: 4.5,
          lessonsCount: 0,
          isPublished: false,
        })
        .onConflictDoNothing({ target: courses.slug })
        .returning({ id: courses.id, slug: courses.slug, title: courses.title });
      if (row) {
        await recordAudit(tx, actor, {
          action: "course.created",
          targetType: "course",
          targetId: row.id,
          targetLabel: row.title,
          details: { slug: row.slug },
        });
        return row;
      }
    }
    throw new Error("could not find a free course slug");
  });
}

/**
 * Saves the form's fields (the slug stays, so links keep working). Answers the replaced intro
 * video address so the caller can remove our old file, or null when the course is not the actor's.
 */
export async function updateCourse(
  db: Database,
  actor: CourseActor,
  courseId: string,
  input: Omit<CourseInput, "thumbnail">,
) {
  return withManagedCourse(db, actor, courseId, null, async (tx, course) => {
    await tx
      .update(courses)
      .set({ ...input, ...durationColumns(input.duration) })
      .where(eq(courses.id, course.id));
    return { previousVideoUrl: course.videoUrl };
  });
}

/** Publish or unpublish, recorded in the audit log when it changes anything. */
export async function setCoursePublished(
  db: Database,
  actor: CourseActor,
  courseId: string,
  published: boolean,
): Promise<"changed" | "unchanged" | "not-found"> {
  return withManagedCourse(db, actor, courseId, "not-found", async (tx, course) => {
    if (course.isPublished === published) return "unchanged";
    await tx.update(courses).set({ isPublished: published }).where(eq(courses.id, course.id));
    await recordAudit(tx, actor, {
      action: published ? "course.published" : "course.unpublished",
      targetType: "course",
      targetId: course.id,
      targetLabel: course.title,
    });
    return "changed";
  });
}

/**
 * Deletes the course with its lessons, resources and enrolments (their certificates stay: they
 * keep a copy of the course's details). Answers the addresses of the files it used, for the
 * caller to remove once the deletion has committed; null when the course is not the actor's.
 */
export async function deleteCourse(db: Database, actor: CourseActor, courseId: string) {
  return withManagedCourse(db, actor, courseId, null, async (tx, course) => {
    const [resourceRows, lessonRows, [enrolled]] = await Promise.all([
      tx
        .select({ url: courseResources.url })
        .from(courseResources)
        .where(eq(courseResources.courseId, course.id)),
      tx.select({ url: lessons.videoUrl }).from(lessons).where(eq(lessons.courseId, course.id)),
      tx
        .select({ n: count() })
        .from(courseEnrollments)
        .where(eq(courseEnrollments.courseId, course.id)),
    ]);
    await tx.delete(courses).where(eq(courses.id, course.id));
    await recordAudit(tx, actor, {
      action: "course.deleted",
      targetType: "course",
      targetId: course.id,
      targetLabel: course.title,
      details: { lessons: lessonRows.length, enrolments: enrolled?.n ?? 0 },
    });
    return {
      title: course.title,
      files: [
        course.thumbnail,
        course.videoUrl,
        ...resourceRows.map((r) => r.url),
        ...lessonRows.map((l) => l.url),
      ],
    };
  });
}
