import { z } from "zod";
import { UUID_PATTERN } from "~/lib/uuid";

// Fields shared by the public enquiry forms (contact and consultation booking). Conform turns an
// empty input into undefined, so "required" messages are the `error` of a missing value.

/** Nigerian numbers: 0XXXXXXXXXX or +234XXXXXXXXXX once spaces, dashes and brackets are gone. */
export const NIGERIAN_PHONE = /^(?:\+?234|0)[789][01]\d{8}$/;
/** Any other country in international format (E.164): + then 7 to 15 digits. */
const INTERNATIONAL_PHONE = /^\+[1-9]\d{6,14}$/;

export const NIGERIAN_PHONE_MESSAGE =
  "Please enter a valid Nigerian phone number, e.g. 0803 123 4567 or +234 803 123 4567.";
export const PHONE_MESSAGE =
  "Please enter a valid phone number, e.g. 0803 123 4567 or +234 803 123 4567.";

function compactPhone(value: string): string {
  return value.replace(/[\s\-().]/g, "");
}

/** Optional; when given it must be a Nigerian number. Stored without spaces. */
export const optionalNigerianPhone = z
  .string({ error: NIGERIAN_PHONE_MESSAGE })
  .trim()
  .max(40, NIGERIAN_PHONE_MESSAGE)
  .transform(compactPhone)
  .pipe(z.string().regex(NIGERIAN_PHONE, NIGERIAN_PHONE_MESSAGE))
  .optional();

/** Optional; a Nigerian number or, for enquiries from abroad, an international one. */
export const optionalPhone = z
  .string({ error: PHONE_MESSAGE })
  .trim()
  .max(40, PHONE_MESSAGE)
  .transform(compactPhone)
  .refine((v) => NIGERIAN_PHONE.test(v) || INTERNATIONAL_PHONE.test(v), PHONE_MESSAGE)
  .optional();

/** A required line of text with its own messages. */
export function requiredText(max: number, messages: { required: string; tooLong: string }) {
  return z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(max, messages.tooLong);
}

/** An optional line of text; blank becomes undefined (stored as null). */
export function optionalText(max: number, tooLong: string) {
  return z
    .string({ error: tooLong })
    .trim()
    .max(max, tooLong)
    .transform((v) => (v === "" ? undefined : v))
    .optional();
}

/** A loose e-mail shape: text, at sign, text, dot, text. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMAIL_MESSAGES = {
  required: "Please enter your email address.",
  invalid: "Please enter a valid email address.",
} as const;

/** Required e-mail address, lower-cased; one message per failure (never the same one twice). */
export const emailAddress = z
  .string({ error: EMAIL_MESSAGES.required })
  .trim()
  .superRefine((value, ctx) => {
    if (value === "") ctx.addIssue({ code: "custom", message: EMAIL_MESSAGES.required });
    else if (value.length > 254 || !EMAIL_PATTERN.test(value))
      ctx.addIssue({ code: "custom", message: EMAIL_MESSAGES.invalid });
  })
  .transform((v) => v.toLowerCase());

export const MESSAGE_MAX = 5000;

export const messageField = requiredText(MESSAGE_MAX, {
  required: "Please enter a message.",
  tooLong: "Please keep your message under 5,000 characters.",
});

/**
 * The once-per-form key that makes a double submission (double tap, resend after Back) store one
 * record. Anything that is not a UUID is ignored rather than shown as an error on a hidden field.
 */
export const formKeyField = z.string().regex(UUID_PATTERN).optional().catch(undefined);
