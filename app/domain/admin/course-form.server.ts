import type { CourseCategory, CourseLevel, Language } from "~/db/schema/enums";
import { createOnce } from "~/domain/abuse/form-submissions.server";
import { koboToNairaInput } from "~/domain/payments/money";
import { parseSubmission } from "~/lib/parse-submission";
import type { Services } from "~/services.server";
import { courseSchema } from "./courses.schema";
import {
  type CourseActor,
  type CourseInput,
  createCourse,
  type ManagedCourse,
  updateCourse,
} from "./courses.server";
import {
  type FormSubmission,
  removeUploadedFiles,
  storeOptionalUpload,
} from "./uploaded-files.server";

// Between the course form and the stored course: what a valid form saves, what the edit form
// starts from, and the form's post itself.

/** The stored fields of a valid course form; `videoUrl` is the upload's address when one came. */
export function courseInputFrom(
  value: {
    title: string;
    instructor: string;
    description: string;
    category: CourseCategory;
    duration: string;
    videoUrl?: string;
    /** In kobo: the form's naira, read by courseSchema. */
    price: number;
    level: CourseLevel;
    language: Language;
    modules: string[];
    features: string[];
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
    priceKobo: value.price,
    level: value.level,
    language: value.language,
    modules: value.modules,
    features: value.features,
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
    price: koboToNairaInput(course.priceKobo),
    level: course.level,
    language: course.language,
    modules: course.modules.join("\n"),
    features: course.features.join("\n"),
  };
}

/**
 * The course form's post, for a new course (`courseId` null) or an existing one: validation, the
 * intro video upload (and a new course's thumbnail), the save, and removal of files of ours the
 * save left unused (a replaced video, the uploads of a repeated or failed post).
 */
export async function submitCourseForm(
  services: Services,
  actor: CourseActor,
  courseId: string | null,
  formData: FormData,
): Promise<FormSubmission> {
  const submission = parseSubmission(formData, { schema: courseSchema });
  if (submission.status !== "success") return { status: "invalid", result: submission.reply() };
  const value = submission.value;
  const video = await storeOptionalUpload(services, value.videoFile, {
    kind: "video",
    folder: "course-videos",
  });
  if (!video.ok) {
    return {
      status: "invalid",
      result: submission.reply({ fieldErrors: { videoFile: [video.message] } }),
    };
  }
  const input = courseInputFrom(value, video.url);

  if (courseId !== null) {
    const updated = await updateCourse(services.db, actor, courseId, input);
    if (!updated) {
      await removeUploadedFiles(services, [video.url]);
      return { status: "not-found" };
    }
    // Our old video file goes once nothing points at it.
    if (updated.previousVideoUrl !== input.videoUrl) {
      await removeUploadedFiles(services, [updated.previousVideoUrl]);
    }
    return { status: "saved", id: courseId };
  }

  // Only the new-course form has a thumbnail field; a course's page replaces it on its own.
  const thumbnail = await storeOptionalUpload(services, value.thumbnailFile, {
    kind: "image",
    folder: "course-thumbnails",
  });
  if (!thumbnail.ok) {
    await removeUploadedFiles(services, [video.url]);
    return {
      status: "invalid",
      result: submission.reply({ fieldErrors: { thumbnailFile: [thumbnail.message] } }),
    };
  }
  const stored = [video.url, thumbnail.url];
  try {
    const course = await createOnce(services.db, { key: value.formKey, kind: "course" }, (tx) =>
      createCourse(tx, actor, { ...input, thumbnail: thumbnail.url }),
    );
    if (!course) throw new Error("the course insert returned no row");
    // A repeat of a form already saved: its files were stored the first time.
    if (course.repeated) await removeUploadedFiles(services, stored);
    return { status: "saved", id: course.id };
  } catch (error) {
    services.logger.error({ err: error }, "course creation failed");
    await removeUploadedFiles(services, stored);
    return {
      status: "failed",
      result: submission.reply(),
      alert: { title: "Could not create the course", description: "Please try again." },
    };
  }
}
