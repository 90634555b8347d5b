import { type FormKey, findSubmitted, winnerOf } from "~/domain/abuse/form-submissions.server";
import { formatClock } from "~/lib/format";
import { parseSubmission } from "~/lib/parse-submission";
import type { Services } from "~/services.server";
import { lessonSchema, parseDurationSeconds } from "./courses.schema";
import type { CourseActor } from "./courses.server";
import { createLesson, type LessonInput, updateLesson } from "./lessons.server";
import {
  type FormSubmission,
  removeUploadedFiles,
  storeOptionalUpload,
} from "./uploaded-files.server";

/** The stored fields of a valid lesson form (`uploadedVideoUrl`: the upload's address). */
export function lessonInputFrom(
  value: {
    title: string;
    description?: string;
    type: LessonInput["type"];
    videoUrl?: string;
    duration: string;
  },
  uploadedVideoUrl: string | null,
  durationSeconds: number,
): LessonInput {
  return {
    title: value.title,
    description: value.description ?? "",
    type: value.type,
    // A reading has no video; an embed is always its link; a video prefers a fresh upload.
    videoUrl: value.type === "text" ? null : (uploadedVideoUrl ?? value.videoUrl ?? null),
    duration: value.duration,
    durationSeconds,
  };
}

/**
 * The lesson form's post, for a new lesson (`lessonId` null) or an existing one: validation,
 * the video upload (video lessons only), the save, certificate e-mails a change may have issued
 * and removal of a replaced video file of ours.
 */
export async function submitLessonForm(
  services: Services,
  actor: CourseActor,
  courseId: string,
  lessonId: string | null,
  formData: FormData,
): Promise<FormSubmission> {
  const submission = parseSubmission(formData, { schema: lessonSchema });
  if (submission.status !== "success") return { status: "invalid", result: submission.reply() };
  const value = submission.value;
  const form: FormKey = { key: value.formKey, kind: "lesson" };
  // The same new-lesson form sent again (double tap, resend): its lesson exists already.
  const earlier = lessonId === null ? await findSubmitted(services.db, form) : null;
  if (earlier) return { status: "saved", id: earlier };
  // Only a video lesson keeps an uploaded file.
  const video = await storeOptionalUpload(
    services,
    value.type === "video" ? value.videoFile : undefined,
    { kind: "video", folder: "lesson-videos" },
  );
  if (!video.ok) {
    return {
      status: "invalid",
      result: submission.reply({ fieldErrors: { videoFile: [video.message] } }),
    };
  }
  const uploaded = video.url;
  const measuredSeconds = video.durationSeconds;
  // An uploaded video's length is the file's own, whatever was typed: a lesson card never says
  // "8 min" for a 12-second clip. Typed lengths stay for embedded films and text lessons.
  const input = lessonInputFrom(
    measuredSeconds === null ? value : { ...value, duration: formatClock(measuredSeconds) },
    uploaded,
    measuredSeconds ?? parseDurationSeconds(value.duration) ?? 0,
  );
  if (lessonId === null) {
    let created: Awaited<ReturnType<typeof createLesson>>;
    try {
      created = await createLesson(services.db, actor, courseId, input, form, services);
    } catch (error) {
      await removeUploadedFiles(services, [uploaded]);
      const winner = await winnerOf(services.db, form, error);
      if (winner) return { status: "saved", id: winner };
      throw error;
    }
    if (!created) {
      await removeUploadedFiles(services, [uploaded]);
      return { status: "not-found" };
    }
    // A new video of ours gets its smaller copies now rather than at the worker's next look.
    services.renditions.wake();
    return { status: "saved", id: created.id };
  }
  const updated = await updateLesson(services.db, actor, courseId, lessonId, input);
  if (!updated) {
    await removeUploadedFiles(services, [uploaded]);
    return { status: "not-found" };
  }
  if (updated.previousVideoUrl !== input.videoUrl) {
    await removeUploadedFiles(services, [updated.previousVideoUrl]);
    services.renditions.wake();
  }
  return { status: "saved", id: lessonId };
}
