import { z } from "zod";
import { COURSE_CATEGORY_SLUGS, COURSE_LEVELS, LANGUAGES, LESSON_TYPES } from "~/db/schema/enums";
import { parseCourseDuration } from "~/domain/catalog/course-duration";
import { formKeyField, optionalText, requiredText } from "~/domain/contact/form-fields";
import { MAX_FORM_KOBO, parseNairaToKobo } from "~/domain/payments/money";
import { isMediaAddress, isWebAddress, parseDurationSeconds } from "./courses.constants";

// The messages of this form's rules: only the schema (the server, and the browser's lazily
// loaded check) shows them, so they live here rather than in the page-facing constants.
export const COURSE_MESSAGES = {
  video: "Please upload the intro video or enter its URL.",
  videoAddress:
    "Please enter a web address starting with https:// (or a path on this site starting with /).",
  lessonVideo: "Please upload the lesson's video or enter its URL.",
  embedAddress: "Please enter the embed link, starting with https://.",
  textBody: "Please write the lesson text in the description.",
  duration: "Please enter the length, e.g. 8 min, 1 h 20 min or 1:30.",
  price: "Please enter a price of 0 or more (0 means Free), with at most 2 decimals.",
  language: "Please choose the language the course is taught in.",
} as const;

// The zod schemas of these forms, shared by the browser (quick feedback) and the actions
// (which decide). Their labels, limits and messages are in courses.constants.ts.
export * from "./courses.constants";

// The admin course, lesson and resource forms, shared by the browser (quick
// feedback) and the actions (which decide). No server code here: the forms import it.

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
    // Read as a number and a unit, so every page can write it in its own language.
    duration: requiredText(60, {
      required: "Please enter the duration, e.g. 2 hours or 3 weeks.",
      tooLong: "Please keep the duration under 60 characters.",
    }).refine(
      (v) => parseCourseDuration(v) !== null,
      "Please enter the duration, e.g. 2 hours or 3 weeks.",
    ),
    videoUrl: mediaAddress(COURSE_MESSAGES.videoAddress),
    videoFile: optionalFile,
    thumbnailFile: optionalFile,
    // Staff type naira ("12500", "12,500.50"); the value is integer kobo (decision 0010), read
    // from the digits so no price is off by a kobo. A number (a test, an old client) reads alike.
    price: z
      .union([z.string(), z.number()], { error: COURSE_MESSAGES.price })
      .transform((typed, ctx) => {
        const kobo = parseNairaToKobo(String(typed));
        if (kobo === null) ctx.addIssue({ code: "custom", message: COURSE_MESSAGES.price });
        else if (kobo > MAX_FORM_KOBO) {
          ctx.addIssue({ code: "custom", message: "Please enter a price under ₦10,000,000." });
        }
        return kobo ?? 0;
      })
      .default(0),
    level: z.enum(COURSE_LEVELS, { error: "Please choose a level." }).default("Beginner"),
    // The form's select always sends one; a post without it (an old form) is an English course.
    language: z.enum(LANGUAGES, { error: COURSE_MESSAGES.language }).default("en"),
    modules: lineList,
    features: lineList,
    formKey: formKeyField,
  })
  // A course needs its video URL; an uploaded file counts as one. `when` runs the check
  // even while other fields are wrong, so every message shows at once.
  .refine((value) => Boolean(value.videoUrl) || hasFile(value.videoFile), {
    path: ["videoUrl"],
    message: COURSE_MESSAGES.video,
    when: () => true,
  });

export type CourseFormValue = z.infer<typeof courseSchema>;

export const lessonSchema = z
  .object({
    formKey: formKeyField,
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
