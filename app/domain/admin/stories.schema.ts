import { z } from "zod";
import { formKeyField } from "~/domain/contact/form-fields";
import { STORY_AVATAR_MAX_BYTES } from "./stories.constants";

// The messages of this form's rules: only the schema (the server, and the browser's lazily
// loaded check) shows them, so they live here rather than in the page-facing constants.
export const STORY_MESSAGES = {
  name: "Please enter the person's name.",
  role: "Please enter their role, e.g. Cassava farmer.",
  location: "Please enter where they farm, e.g. Anambra State.",
  content: "Please enter their story.",
  rating: "Choose a rating from 1 to 5 stars.",
  notFound: "This story no longer exists. It may have been deleted.",
} as const;

// The zod schemas of these forms, shared by the browser (quick feedback) and the actions
// (which decide). Their labels, limits and messages are in stories.constants.ts.
export * from "./stories.constants";

const required = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `Keep this under ${max.toLocaleString("en-NG")} characters.`);

export const storySchema = z.object({
  formKey: formKeyField,
  name: required(STORY_MESSAGES.name, 120),
  role: required(STORY_MESSAGES.role, 120),
  location: required(STORY_MESSAGES.location, 120),
  content: required(STORY_MESSAGES.content, 2000),
  rating: z.coerce
    .number({ error: STORY_MESSAGES.rating })
    .int(STORY_MESSAGES.rating)
    .min(1, STORY_MESSAGES.rating)
    .max(5, STORY_MESSAGES.rating)
    .default(5),
  featured: z.boolean().default(false),
  avatar: z
    .instanceof(File)
    .refine((f) => f.size <= STORY_AVATAR_MAX_BYTES, "This photo is larger than 8 MB.")
    .optional(),
  removeAvatar: z.boolean().default(false),
});

export type StoryFormInput = z.infer<typeof storySchema>;

export const storyRowActionSchema = z.object({
  intent: z.enum(["feature", "unfeature", "delete"]),
  id: z.guid(),
});
