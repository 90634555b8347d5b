import { and, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { courseResources, courses } from "~/db/schema";
import { storeMedia } from "~/domain/uploads/media.server";
import { parseSubmission } from "~/lib/parse-submission";
import { isUuid } from "~/lib/uuid";
import type { Services } from "~/services.server";
import { resourceSchema } from "./courses.schema";
import { type CourseActor, withManagedCourse } from "./courses.server";
import { removeUploadedFiles } from "./uploaded-files.server";

// A course's media besides its fields: the thumbnail and the downloadable PDF resources. Each
// change locks the course row, so it waits for (or fails after) a deletion of the same course;
// a file of ours goes once the change that stopped using it has committed.

/** What the thumbnail and resource forms' posts come to (`errors`: beside their fields). */
export type CourseMediaChange =
  | { status: "invalid"; errors: Record<string, string[] | null | undefined> }
  | { status: "not-found" }
  | { status: "saved" };

/** The thumbnail form's post: stores the picture and puts it in place of the previous one. */
export async function replaceCourseThumbnail(
  services: Services,
  actor: CourseActor,
  courseId: string,
  file: FormDataEntryValue | null,
): Promise<CourseMediaChange> {
  const image = await storeMedia(services, file, { kind: "image", folder: "course-thumbnails" });
  if (!image.ok) return { status: "invalid", errors: { file: [image.message] } };
  const outcome = await setCourseThumbnail(services.db, actor, courseId, image.url);
  if (outcome === "not-found") {
    await removeUploadedFiles(services, [image.url]);
    return { status: "not-found" };
  }
  await removeUploadedFiles(services, [outcome.previous]);
  return { status: "saved" };
}

/** Removes the thumbnail (the academy shows a placeholder instead) and its file. */
export async function removeCourseThumbnail(
  services: Services,
  actor: CourseActor,
  courseId: string,
): Promise<CourseMediaChange> {
  const outcome = await setCourseThumbnail(services.db, actor, courseId, null);
  if (outcome === "not-found") return { status: "not-found" };
  await removeUploadedFiles(services, [outcome.previous]);
  return { status: "saved" };
}

/** The resource form's post: a title and a PDF, stored and added after the course's others. */
export async function submitCourseResource(
  services: Services,
  actor: CourseActor,
  courseId: string,
  formData: FormData,
): Promise<CourseMediaChange> {
  const submission = parseSubmission(formData, { schema: resourceSchema });
  if (submission.status !== "success") {
    return { status: "invalid", errors: submission.reply().error ?? {} };
  }
  const pdf = await storeMedia(services, submission.value.file, {
    kind: "pdf",
    folder: "course-resources",
  });
  if (!pdf.ok) return { status: "invalid", errors: { file: [pdf.message] } };
  const outcome = await addCourseResource(services.db, actor, courseId, {
    title: submission.value.title,
    url: pdf.url,
    mimeType: pdf.contentType,
    sizeBytes: pdf.size,
  });
  if (outcome === "not-found") {
    await removeUploadedFiles(services, [pdf.url]);
    return { status: "not-found" };
  }
  return { status: "saved" };
}

/** Deletes one resource of a course the actor manages, with its file; false when there is none. */
export async function removeCourseResource(
  services: Services,
  actor: CourseActor,
  courseId: string,
  resourceId: string,
): Promise<boolean> {
  const removed = await deleteCourseResource(services.db, actor, courseId, resourceId);
  if (!removed) return false;
  await removeUploadedFiles(services, [removed.url]);
  return true;
}

/** Sets the thumbnail (null removes it); answers the previous one, or "not-found". */
async function setCourseThumbnail(
  db: Database,
  actor: CourseActor,
  courseId: string,
  thumbnail: string | null,
) {
  return withManagedCourse(db, actor, courseId, "not-found", async (tx, course) => {
    await tx.update(courses).set({ thumbnail }).where(eq(courses.id, course.id));
    return { previous: course.thumbnail };
  });
}

async function addCourseResource(
  db: Database,
  actor: CourseActor,
  courseId: string,
  resource: { title: string; url: string; mimeType: string; sizeBytes: number },
) {
  return withManagedCourse(db, actor, courseId, "not-found", async (tx, course) => {
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
async function deleteCourseResource(
  db: Database,
  actor: CourseActor,
  courseId: string,
  resourceId: string,
) {
  if (!isUuid(resourceId)) return null;
  return withManagedCourse(db, actor, courseId, null, async (tx, course) => {
    const [removed] = await tx
      .delete(courseResources)
      .where(and(eq(courseResources.id, resourceId), eq(courseResources.courseId, course.id)))
      .returning({ url: courseResources.url });
    return removed ?? null;
  });
}
