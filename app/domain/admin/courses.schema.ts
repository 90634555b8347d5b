import { z } from "zod";
import { COURSE_CATEGORY_SLUGS, COURSE_LEVELS, LESSON_TYPES } from "~/domain/catalog/enums";
import { formKeyField, optionalText, requiredText } from "~/domain/contact/form-fields";

// The admin course, lesson and resource forms (spec 001 §5), shared by the browser (quick
// feedback) and the actions (which decide). No server code here: the forms import it.

/** Spec 001 §8, verbatim titles. */
export const COURSE_TOASTS = {
  created: { title: "Course created successfully" },
  updated: { title: "Course updated successfully" },
  deleted: { title: "Course deleted successfully" },
  deleteFailed: { title: "Failed to delete course", variant: "destructive" },
  loadFailed: { title: "Failed to load courses", variant: "destructive" },
  published: { title: "Course published", description: "Learners can now find it on /academy." },
  unpublished: { title: "Course unpublished", description: "It is a draft again." },
  lessonAdded: { title: "Lesson added" },
  lessonUpdated: { title: "Lesson updated" },
  lessonDeleted: { title: "Lesson deleted" },
  lessonsReordered: { title: "Lesson order saved" },
  thumbnailSaved: { title: "Thumbnail updated" },
  thumbnailRemoved: { title: "Thumbnail removed" },
  resourceAdded: { title: "Resource added" },
  resourceDeleted: { title: "Resource deleted" },
} as const;

export const COURSE_MESSAGES = {
  video: "Please upload the intro video or enter its URL.",
  videoAddress:
    "Please enter a web address starting with https:// (or a path on this site starting with /).",
  lessonVideo: "Please upload the lesson's video or enter its URL.",
  embedAddress: "Please enter the embed link, starting with https://.",
  textBody: "Please write the lesson text in the description.",
  duration: "Please enter the length, e.g. 8 min, 1 h 20 min or 1:30.",
  price: "Please enter a price of 0 or more (0 means Free), with at most 2 decimals.",
} as const;

/** Largest intro or lesson video and thumbnail (the media limits), plus room for the fields. */
export const VIDEO_BODY_LIMIT = 200 * 1024 * 1024 + 9 * 1024 * 1024;
export const IMAGE_BODY_LIMIT = 8 * 1024 * 1024 + 64 * 1024;
export const PDF_BODY_LIMIT = 20 * 1024 * 1024 + 64 * 1024;
/** Forms without files: generous for their fields, tiny next to any upload. */
export const TEXT_BODY_LIMIT = 64 * 1024;

export const IMAGE_ACCEPT = "image/jpeg,image/png,image/webp";
export const VIDEO_ACCEPT = "video/mp4,video/webm";
export const PDF_ACCEPT = "application/pdf";

/** A site path (/uploads/…, /media/…) or an http(s) address; nothing else is ever stored. */
export function isMediaAddress(value: string): boolean {
  if (value.startsWith("/")) return !value.startsWith("//") && !value.startsWith("/\\");
  return isWebAddress(value);
}

export function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.length > 0;
  } catch {
    return false;
  }
}

const UNIT_SECONDS: Record<string, number> = { h: 3600, m: 60, s: 1 };

/**
 * Seconds in a lesson or course length as people type it: "8 min", "8 minutes", "1 h 20 min",
 * "1hr 5m", "90 sec", "1:30" (minutes:seconds), "1:02:30", or a bare number (minutes). Words that
 * are not units ("read", "video") are ignored. Null when there is no length in it at all.
 */
export function parseDurationSeconds(text: string): number | null {
  const value = text.trim().toLowerCase();
  if (value === "") return null;
  const clock = /^(\d{1,3}):([0-5]\d)(?::([0-5]\d))?$/.exec(value);
  if (clock) {
    const [a, b, c] = [clock[1], clock[2], clock[3]].map((n) => (n ? Number(n) : undefined));
    const seconds =
      c === undefined ? (a ?? 0) * 60 + (b ?? 0) : (a ?? 0) * 3600 + (b ?? 0) * 60 + c;
    return seconds > 0 ? seconds : null;
  }
  if (/^\d+(\.\d+)?$/.test(value)) {
    const minutes = Number(value);
    return minutes > 0 ? Math.round(minutes * 60) : null;
  }
  const unit = /(\d+(?:\.\d+)?)\s*(hours?|hrs?|h|minutes?|mins?|m|seconds?|secs?|s)\b/g;
  let total = 0;
  let found = false;
  for (const match of value.matchAll(unit)) {
    found = true;
    total += Number(match[1]) * (UNIT_SECONDS[(match[2] ?? "s").charAt(0)] ?? 0);
  }
  const seconds = Math.round(total);
  return found && seconds > 0 ? seconds : null;
}

/** One item a line: the modules and features lists are typed in a textarea. */
const lineList = z
  .string()
  .max(4000, "Please keep this list under 4000 characters.")
  .optional()
  .transform((text) =>
    (text ?? "")
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter((line) => line.length > 0)
      .slice(0, 30),
  );

const optionalFile = z.instanceof(File).optional();

function hasFile(value: unknown): boolean {
  return value instanceof File && value.size > 0;
}

const mediaAddress = (message: string) =>
  z.string().trim().max(2000, message).refine(isMediaAddress, message).optional();

export const courseSchema = z
  .object({
    title: requiredText(200, {
      required: "Please enter the course title.",
      tooLong: "Please keep the title under 200 characters.",
    }),
    instructor: requiredText(120, {
      required: "Please enter the instructor's name.",
      tooLong: "Please keep the instructor's name under 120 characters.",
    }),
    description: requiredText(5000, {
      required: "Please enter a description.",
      tooLong: "Please keep the description under 5000 characters.",
    }),
    category: z.enum(COURSE_CATEGORY_SLUGS, { error: "Please choose a category." }),
    duration: requiredText(60, {
      required: "Please enter the duration, e.g. 2 hours or 3 weeks.",
      tooLong: "Please keep the duration under 60 characters.",
    }),
    videoUrl: mediaAddress(COURSE_MESSAGES.videoAddress),
    videoFile: optionalFile,
    thumbnailFile: optionalFile,
    price: z
      .number({ error: COURSE_MESSAGES.price })
      .min(0, COURSE_MESSAGES.price)
      .max(10_000_000, "Please enter a price under ₦10,000,000.")
      // step 0.01: whole kobo only (the float is compared after rounding to cents).
      .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, COURSE_MESSAGES.price)
      .default(0),
    level: z.enum(COURSE_LEVELS, { error: "Please choose a level." }).default("Beginner"),
    modules: lineList,
    features: lineList,
    hasAssessment: z.boolean().optional().default(false),
    formKey: formKeyField,
  })
  // Spec 001 §5 requires the video URL; an uploaded file counts as one. `when` runs the check
  // even while other fields are wrong, so every message shows at once.
  .refine((value) => Boolean(value.videoUrl) || hasFile(value.videoFile), {
    path: ["videoUrl"],
    message: COURSE_MESSAGES.video,
    when: () => true,
  });

export type CourseFormValue = z.infer<typeof courseSchema>;

export const lessonSchema = z
  .object({
    title: requiredText(200, {
      required: "Please enter the lesson title.",
      tooLong: "Please keep the title under 200 characters.",
    }),
    description: optionalText(10_000, "Please keep the description under 10000 characters."),
    type: z.enum(LESSON_TYPES, { error: "Please choose the lesson type." }),
    videoUrl: mediaAddress(COURSE_MESSAGES.videoAddress),
    videoFile: optionalFile,
    duration: requiredText(40, {
      required: COURSE_MESSAGES.duration,
      tooLong: "Please keep the length under 40 characters.",
    }).refine((v) => parseDurationSeconds(v) !== null, COURSE_MESSAGES.duration),
  })
  .refine((v) => v.type !== "video" || Boolean(v.videoUrl) || hasFile(v.videoFile), {
    path: ["videoUrl"],
    message: COURSE_MESSAGES.lessonVideo,
    when: () => true,
  })
  .refine(
    (v) => v.type !== "embed" || (typeof v.videoUrl === "string" && isWebAddress(v.videoUrl)),
    {
      path: ["videoUrl"],
      message: COURSE_MESSAGES.embedAddress,
      when: () => true,
    },
  )
  .refine((v) => v.type !== "text" || Boolean(v.description), {
    path: ["description"],
    message: COURSE_MESSAGES.textBody,
    when: () => true,
  });

export type LessonFormValue = z.infer<typeof lessonSchema>;

export const resourceSchema = z.object({
  title: requiredText(200, {
    required: "Please enter the resource title.",
    tooLong: "Please keep the title under 200 characters.",
  }),
  file: z
    .instanceof(File, { error: "Please choose a PDF file." })
    .refine((file) => file.size > 0, "Please choose a PDF file."),
});

export const LESSON_TYPE_LABELS: Record<(typeof LESSON_TYPES)[number], string> = {
  video: "Video",
  embed: "Embedded video (link)",
  text: "Text / reading",
};
