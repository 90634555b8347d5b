import { z } from "zod";
import { CONTACT_SUBJECT_VALUES } from "~/db/schema/enums";
import {
  emailAddress,
  formKeyField,
  messageField,
  optionalPhone,
  optionalText,
  requiredText,
} from "./form-fields";
import { localizeMessage, type ValidationMessages } from "./validation-messages";

// Shared by the contact form (browser checks) and its action (the server decides).

/** What the contact form tells the visitor. */
export const CONTACT_MESSAGES = {
  missing: { title: "Missing Information", description: "Please fill in all required fields." },
  failed: { title: "Submission Failed" },
  sent: {
    title: "Message Sent! 📧",
    description: "Thank you for contacting us. We'll get back to you soon.",
  },
} as const;

export const CONTACT_REQUIRED = {
  name: "Please enter your name.",
  email: "Please enter your email address.",
  message: "Please enter a message.",
} as const;

export const contactSchema = z.object({
  name: requiredText(100, {
    required: CONTACT_REQUIRED.name,
    tooLong: "Please keep your name under 100 characters.",
  }),
  email: emailAddress,
  phone: optionalPhone,
  company: optionalText(120, "Please keep the company name under 120 characters."),
  subject: z
    .enum(CONTACT_SUBJECT_VALUES, { error: "Please choose a subject from the list." })
    .default("general"),
  message: messageField,
  formKey: formKeyField,
});

export type ContactInput = z.output<typeof contactSchema>;

/**
 * True when a required field was left empty: the 'Missing Information' case. `messages`: the
 * page's language, when the errors were put in it (validation-messages.ts).
 */
export function isMissingRequired(
  errors: Record<string, string[] | null | undefined> | undefined,
  messages: ValidationMessages | null = null,
) {
  if (!errors) return false;
  return (Object.keys(CONTACT_REQUIRED) as (keyof typeof CONTACT_REQUIRED)[]).some((field) =>
    errors[field]?.includes(localizeMessage(CONTACT_REQUIRED[field], messages)),
  );
}
