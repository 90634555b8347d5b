import { z } from "zod";
import { CONSULTATION_PLANS, CONSULTATION_TIMES } from "~/db/schema/enums";
import {
  emailAddress,
  formKeyField,
  messageField,
  optionalNigerianPhone,
  optionalText,
  requiredText,
} from "~/domain/contact/form-fields";
import { todayInLagos } from "~/lib/lagos-date";

// Shared by the booking form (browser checks) and its action (the server decides).

/** What the booking form tells the visitor. */
export const CONSULTATION_MESSAGES = {
  success: "Consultation request submitted successfully! We'll contact you soon.",
  error: "Error submitting request. Please try again or contact us via WhatsApp.",
} as const;

export const DATE_MESSAGES = {
  invalid: "Please choose a valid date.",
  past: "Please choose today or a later date.",
} as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Where the requester wants their booking's updates (e-mail unless they choose otherwise). */
export const UPDATE_CHANNELS = ["whatsapp", "sms", "email"] as const;

export const PHONE_FOR_UPDATES =
  "Please enter your phone number to get updates on WhatsApp or by SMS." as const;

export const consultationSchema = z
  .object({
    name: requiredText(100, {
      required: "Please enter your full name.",
      tooLong: "Please keep your name under 100 characters.",
    }),
    email: emailAddress,
    phone: optionalNigerianPhone,
    plan: z.enum(CONSULTATION_PLANS, { error: "Please choose a consultation plan." }),
    farmSize: optionalText(100, "Please keep the farm size under 100 characters."),
    cropType: optionalText(100, "Please keep the crop type under 100 characters."),
    preferredDate: z
      .string({ error: DATE_MESSAGES.invalid })
      .trim()
      // Evaluated on every parse, so "today" is the day of the request (Lagos time), not of the
      // module's loading; the server's parse is the one that counts.
      .superRefine((value, ctx) => {
        if (!ISO_DATE.test(value) || !isCalendarDate(value)) {
          ctx.addIssue({ code: "custom", message: DATE_MESSAGES.invalid });
        } else if (value < todayInLagos()) {
          ctx.addIssue({ code: "custom", message: DATE_MESSAGES.past });
        }
      })
      .optional(),
    preferredTime: z
      .enum(CONSULTATION_TIMES, { error: "Please choose one of the listed times." })
      .optional(),
    /** The consultant asked for; none is "Any consultant" (the server checks it is one). */
    consultantId: z
      .string({ error: "Please choose one of the listed consultants." })
      .trim()
      .max(64, "Please choose one of the listed consultants.")
      .optional(),
    /** Ticked boxes; none ticked means e-mail, the address every booking has. */
    channels: z
      .array(z.enum(UPDATE_CHANNELS, { error: "Please choose from the listed ways." }))
      .max(3)
      .optional()
      .transform((list) => (list && list.length > 0 ? [...new Set(list)] : ["email" as const])),
    message: messageField,
    formKey: formKeyField,
  })
  .superRefine((value, ctx) => {
    if (!value.phone && value.channels.some((c) => c !== "email")) {
      ctx.addIssue({ code: "custom", path: ["phone"], message: PHONE_FOR_UPDATES });
    }
  });

export type ConsultationInput = z.output<typeof consultationSchema>;

/** The plan named in ?plan= (any letter case), or null. */
export function planFromQuery(value: string | null): (typeof CONSULTATION_PLANS)[number] | null {
  if (!value) return null;
  const wanted = value.trim().toLowerCase();
  return CONSULTATION_PLANS.find((plan) => plan.toLowerCase() === wanted) ?? null;
}

/**
 * The booking page, with the plan the visitor arrived with (?plan=) so that it stays chosen for
 * the next booking after a successful one.
 */
export function consultationPath(plan: (typeof CONSULTATION_PLANS)[number] | null): string {
  return plan ? `/consultation?plan=${encodeURIComponent(plan)}` : "/consultation";
}
