import { z } from "zod";
import { JOURNEY_TYPES } from "~/db/schema/enums";
import { formKeyField } from "~/domain/contact/form-fields";
import { CONTENT_MAX_BYTES, lagosLocalToDate, mb } from "./content.constants";

// The messages of this form's rules: only the schema (the server, and the browser's lazily
// loaded check) shows them, so they live here rather than in the page-facing constants.
export const CONTENT_MESSAGES = {
  required: "Please fill in all required fields",
  videoLink: "Enter a full web address starting with https://",
  videoBoth: "Upload a video or give a link, not both.",
  date: "Enter a valid date and time.",
  notFound: "This content no longer exists. It may have been deleted.",
} as const;

// The zod schemas of these forms, shared by the browser (quick feedback) and the actions
// (which decide). Their labels, limits and messages are in content.constants.ts.
export * from "./content.constants";

const optionalFile = (max: number) =>
  z
    .instanceof(File)
    .refine((f) => f.size <= max, `This file is larger than ${mb(max)} MB.`)
    .optional();

export const contentSchema = z
  .object({
    formKey: formKeyField,
    title: z.string({ error: CONTENT_MESSAGES.required }).trim().min(1, CONTENT_MESSAGES.required),
    description: z
      .string({ error: CONTENT_MESSAGES.required })
      .trim()
      .min(1, CONTENT_MESSAGES.required)
      .max(2000, "Keep the description under 2,000 characters."),
    type: z.enum(JOURNEY_TYPES).default("article"),
    author: z.string().trim().max(120, "Keep the author under 120 characters.").default("Admin"),
    content: z.string().max(100_000, "Keep the content under 100,000 characters.").default(""),
    date: z
      .string()
      .refine((v) => lagosLocalToDate(v) !== null, CONTENT_MESSAGES.date)
      .optional(),
    location: z.string().trim().max(200, "Keep the location under 200 characters.").optional(),
    /** One speaker per line. */
    speakers: z.string().max(2000, "Keep the speakers under 2,000 characters.").optional(),
    videoLink: z
      .url({ protocol: /^https?$/, error: CONTENT_MESSAGES.videoLink })
      .max(500, "Keep the link under 500 characters.")
      .optional(),
    published: z.boolean().default(false),
    image: optionalFile(CONTENT_MAX_BYTES.image),
    thumbnail: optionalFile(CONTENT_MAX_BYTES.image),
    video: optionalFile(CONTENT_MAX_BYTES.video),
    removeImage: z.boolean().default(false),
    removeThumbnail: z.boolean().default(false),
    removeVideo: z.boolean().default(false),
  })
  .superRefine((value, ctx) => {
    if (value.video && value.videoLink) {
      ctx.addIssue({ code: "custom", path: ["videoLink"], message: CONTENT_MESSAGES.videoBoth });
    }
  });

export type ContentFormInput = z.infer<typeof contentSchema>;

/** One row action of the list: publish, unpublish or delete. */
export const contentRowActionSchema = z.object({
  intent: z.enum(["publish", "unpublish", "delete"]),
  id: z.guid(),
});
