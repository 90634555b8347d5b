import { and, asc, count, desc, eq, like, or, type SQL, sql } from "drizzle-orm";
import { data } from "react-router";
import type { Database } from "~/db/client.server";
import { courseEnrollments, courseResources, courses, lessons, user } from "~/db/schema";
import { type AuditActor, recordAudit } from "~/domain/admin/audit.server";
import { can, canManageCourses } from "~/domain/auth/permissions";
import {
  FORBIDDEN_MESSAGE,
  requirePermission,
  type SessionUser,
} from "~/domain/auth/session.server";
import type { CourseCategory, CourseLevel } from "~/domain/catalog/enums";
import { courseStudents } from "~/domain/catalog/students.server";
import { keyFromUploadUrl, uploadStorage } from "~/domain/uploads/storage.server";
import { toSlug } from "~/lib/slug";
import { isUuid } from "~/lib/uuid";
import type { Services } from "~/services.server";

// The admin Courses tab. Admins (courses.manageAll) manage every course; instructors
// (courses.manageOwn) only the courses they own. Ownership is part of every query's WHERE clause,
// so another instructor's course is simply not found: an instructor cannot even learn it exists.

export type CourseActor = Pick<SessionUser, "id" | "name" | "email" | "role">;

/**
 * The guard of every Courses-tab loader and action: signed out → /login, no admin-area access →
 * /dashboard, staff who manage no courses at all (moderators) → 403.
 */
export function requireCourseManager(
  context: Parameters<typeof requirePermission>[0],
  request: Request,
): SessionUser {
  const user = requirePermission(context, request, "admin.access");
  if (!canManageCourses(user.role)) throw data({ message: FORBIDDEN_MESSAGE }, { status: 403 });
  return user;
}

/** 404 for a course the actor may not see (or that does not exist): the same answer for both. */
export function courseNotFound(): never {
  throw data({ message: "This course does not exist or is not yours to manage." }, { status: 404 });
}

export function managesAllCourses(actor: Pick<CourseActor, "role">): boolean {
  return can(actor.role, "courses.manageAll");
}

/** The rows `actor` may manage: every course, or only their own. */
function ownedBy(actor: CourseActor): SQL | undefined {
  return managesAllCourses(actor) ? undefined : eq(courses.ownerId, actor.id);
}

function auditActor(actor: CourseActor): AuditActor {
  return { id: actor.id, name: actor.name, email: actor.email };
}

/** Every course the actor manages, newest first, with its students (learners enrolled). */
export async function listManagedCourses(db: Database, actor: CourseActor) {
  const enrolled = courseStudents(db);
  return db
    .select({
      id: courses.id,
      slug: courses.slug,
      title: courses.title,
      instructor: courses.instructor,
      category: courses.category,
      level: courses.level,
      price: courses.price,
      thumbnail: courses.thumbnail,
      isPublished: courses.isPublished,
      lessonsCount: courses.lessonsCount,
      students: enrolled.students,
      createdAt: courses.createdAt,
    })
    .from(courses)
    .leftJoin(enrolled.table, enrolled.on)
    .where(ownedBy(actor))
    .orderBy(desc(courses.createdAt), asc(courses.title));
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
export async function lockManagedCourse(tx: Database, actor: CourseActor, courseId: string) {
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

/** "Cassava: From Farm to Fufu!" → "cassava-from-farm-to-fufu". */
export function slugify(title: string): string {
  return toSlug(title, "course");
}

/** A slug no course has yet: the title's, or the title's with -2, -3… */
export async function uniqueCourseSlug(db: Database, title: string): Promise<string> {
  const base = slugify(title);
  const taken = new Set(
    (
      await db
        .select({ slug: courses.slug })
        .from(courses)
        .where(or(eq(courses.slug, base), like(courses.slug, `${base}-%`)))
    ).map((r) => r.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

export type CourseInput = {
  title: string;
  instructor: string;
  description: string;
  category: CourseCategory;
  duration: string;
  videoUrl: string;
  price: number;
  level: CourseLevel;
  modules: string[];
  features: string[];
  hasAssessment: boolean;
  thumbnail?: string | null;
};

/**
 * A new draft course owned by the actor (an instructor's course is theirs; an admin's is the
 * admin's until reassigned), with the spec's defaults: rating 4.5, no lessons yet (and no students:
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
          slug,
          ownerId: actor.id,
          rating: 4.5,
          lessonsCount: 0,
          isPublished: false,
        })
        .onConflictDoNothing({ target: courses.slug })
        .returning({ id: courses.id, slug: courses.slug, title: courses.title });
      if (row) {
        await recordAudit(tx, auditActor(actor), {
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
  return db.transaction(async (tx) => {
    const course = await lockManagedCourse(tx, actor, courseId);
    if (!course) return null;
    await tx.update(courses).set(input).where(eq(courses.id, course.id));
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
  return db.transaction(async (tx) => {
    const course = await lockManagedCourse(tx, actor, courseId);
    if (!course) return "not-found";
    if (course.isPublished === published) return "unchanged";
    await tx.update(courses).set({ isPublished: published }).where(eq(courses.id, course.id));
    await recordAudit(tx, auditActor(actor), {
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
  return db.transaction(async (tx) => {
    const course = await lockManagedCourse(tx, actor, courseId);
    if (!course) return null;
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
    await recordAudit(tx, auditActor(actor), {
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

/** Sets the thumbnail (null removes it); answers the previous one, or "not-found". */
export async function setCourseThumbnail(
  db: Database,
  actor: CourseActor,
  courseId: string,
  thumbnail: string | null,
) {
  return db.transaction(async (tx) => {
    const course = await lockManagedCourse(tx, actor, courseId);
    if (!course) return "not-found" as const;
    await tx.update(courses).set({ thumbnail }).where(eq(courses.id, course.id));
    return { previous: course.thumbnail };
  });
}

export async function addCourseResource(
  db: Database,
  actor: CourseActor,
  courseId: string,
  resource: { title: string; url: string; mimeType: string; sizeBytes: number },
) {
  return db.transaction(async (tx) => {
    const course = await lockManagedCourse(tx, actor, courseId);
    if (!course) return "not-found" as const;
    const [last] = await tx
      .select({ n: sql<number>`coalesce(max(${courseResources.sortOrder}), -1)`.mapWith(Number) })
      .from(courseResources)
      .where(eq(courseResources.courseId, course.id));
    await tx.insert(courseResources).values({
      courseId: course.id,
      kind: "file",
      sortOrder: (last?.n ?? -1) + 1,
      ...resource,
    });
    return "added" as const;
  });
}

/** Removes one resource of a course the actor manages; answers its address for file cleanup. */
export async function deleteCourseResource(
  db: Database,
  actor: CourseActor,
  courseId: string,
  resourceId: string,
) {
  if (!isUuid(resourceId)) return null;
  return db.transaction(async (tx) => {
    const course = await lockManagedCourse(tx, actor, courseId);
    if (!course) return null;
    const [removed] = await tx
      .delete(courseResources)
      .where(and(eq(courseResources.id, resourceId), eq(courseResources.courseId, course.id)))
      .returning({ url: courseResources.url });
    return removed ?? null;
  });
}

/** The learners of a course the actor manages: name, progress, enrolled date, newest first. */
export async function listCourseLearners(db: Database, actor: CourseActor, courseId: string) {
  if (!isUuid(courseId)) return null;
  const [course] = await db
    .select({ id: courses.id, title: courses.title, lessonsCount: courses.lessonsCount })
    .from(courses)
    .where(and(eq(courses.id, courseId), ownedBy(actor)))
    .limit(1);
  if (!course) return null;
  const learners = await db
    .select({
      id: courseEnrollments.id,
      name: user.name,
      progress: courseEnrollments.progress,
      enrolledAt: courseEnrollments.createdAt,
      completedAt: courseEnrollments.completedAt,
    })
    .from(courseEnrollments)
    .innerJoin(user, eq(user.id, courseEnrollments.userId))
    .where(eq(courseEnrollments.courseId, course.id))
    .orderBy(desc(courseEnrollments.createdAt), asc(user.name));
  return { course, learners };
}

/**
 * Removes files we stored (our /uploads/… addresses; links and the demo's /media files are left
 * alone). Called after the change that stopped using them has committed; a failure is logged,
 * never thrown, since the change itself already happened.
 */
export async function removeUploadedFiles(
  services: Pick<Services, "env" | "logger">,
  urls: ReadonlyArray<string | null | undefined>,
) {
  const storage = uploadStorage(services);
  for (const url of new Set(urls)) {
    const key = keyFromUploadUrl(url);
    if (!key) continue;
    await storage.delete(key).catch((error: unknown) => {
      services.logger.warn({ err: error, key }, "could not remove an upload");
    });
  }
}

/** The stored fields of a valid course form; `videoUrl` is the upload's address when one came. */
export function courseInputFrom(
  value: {
    title: string;
    instructor: string;
    description: string;
    category: CourseCategory;
    duration: string;
    videoUrl?: string;
    price: number;
    level: CourseLevel;
    modules: string[];
    features: string[];
    hasAssessment: boolean;
  },
  uploadedVideoUrl: string | null,
): Omit<CourseInput, "thumbnail"> {
  return {
    title: value.title,
    instructor: value.instructor,
    description: value.description,
    category: value.category,
    duration: value.duration,
    videoUrl: uploadedVideoUrl ?? value.videoUrl ?? "",
    price: value.price,
    level: value.level,
    modules: value.modules,
    features: value.features,
    hasAssessment: value.hasAssessment,
  };
}

/** Form defaults for an existing course (what the edit form starts from). */
export function courseFormDefaults(course: ManagedCourse) {
  return {
    title: course.title,
    instructor: course.instructor,
    description: course.description,
    category: course.category,
    duration: course.duration,
    videoUrl: course.videoUrl ?? "",
    price: String(course.price),
    level: course.level,
    modules: course.modules.join("\n"),
    features: course.features.join("\n"),
    hasAssessment: course.hasAssessment,
  };
}
