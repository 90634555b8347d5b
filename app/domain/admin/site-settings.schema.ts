import { z } from "zod";
import type { SiteSettings } from "~/domain/settings/settings.schema";
import { parseStatValue, type SiteStatValues } from "./site-settings.constants";

// The zod schemas of these forms, shared by the browser (quick feedback) and the actions
// (which decide). Their labels, limits and messages are in site-settings.constants.ts.
export * from "./site-settings.constants";

// The admin forms' rules, shared by the forms (browser checks) and the action (the server decides).
// Unlike the stored schema, nothing falls back to a default: a blank required field is an error,
// and an unticked checkbox (absent from the form) means false.

const required = (label: string, max: number) =>
  z
    .string({ error: `Please enter the ${label}.` })
    .trim()
    .min(1, `Please enter the ${label}.`)
    .max(max, `Please keep the ${label} under ${max} characters.`);

const email = (label: string) =>
  z
    .string({ error: `Please enter the ${label}.` })
    .trim()
    .pipe(z.email(`Please enter a valid ${label}.`));

const link = (label: string) =>
  z
    .url({ protocol: /^https?$/, error: `Please enter a full http(s) address for ${label}.` })
    .optional()
    .transform((v) => v ?? "");

export const siteSettingsFormSchema = z.object({
  siteName: required("site name", 80),
  slogan: z.string().trim().max(120, "Please keep the slogan under 120 characters.").default(""),
  contactEmail: email("contact e-mail"),
  careersEmail: email("careers e-mail"),
  phone: required("phone number", 40),
  whatsappNumber: required("WhatsApp number", 40),
  address: required("address", 200),
  openingHoursWeekdays: required("weekday opening hours", 60),
  openingHoursSaturday: required("Saturday opening hours", 60),
  communityLink: link("the community link"),
  facebookUrl: link("Facebook"),
  instagramUrl: link("Instagram"),
  xUrl: link("X"),
  linkedinUrl: link("LinkedIn"),
  youtubeUrl: link("YouTube"),
  maintenanceMode: z.boolean().default(false),
  vatRatePercent: z.coerce
    .number({ error: "Please enter the VAT rate as a number, e.g. 7.5." })
    .min(0, "The VAT rate cannot be below 0%.")
    .max(100, "The VAT rate cannot be above 100%.")
    .multipleOf(0.01, "Please use at most two decimals for the VAT rate."),
  allowRegistrations: z.boolean().default(false),
  bookingNoticeHours: z.coerce
    .number({ error: "Please enter the booking notice in whole hours, e.g. 12." })
    .int("Please enter the booking notice in whole hours, e.g. 12.")
    .min(0, "The booking notice cannot be below 0 hours.")
    .max(168, "The booking notice cannot be more than 168 hours (a week)."),
  bookingHorizonDays: z.coerce
    .number({ error: "Please enter how many days ahead people may book, e.g. 60." })
    .int("Please enter how many days ahead people may book, e.g. 60.")
    .min(1, "People must be able to book at least 1 day ahead.")
    .max(365, "People cannot book more than 365 days ahead."),
  // The overview's seed notice has its own button, not a field of this form.
}) satisfies z.ZodType<Omit<SiteSettings, "seedNoticeDismissed">, unknown>;

/**
 * The statistics form: every figure is an integer, and a blank or invalid one is 0 (parseStatValue),
 * so this form never answers with an error.
 */
const statValue = z.string().optional().transform(parseStatValue).catch(0);

export const siteStatsFormSchema = z.object({
  farmersTrained: statValue,
  certificatesIssued: statValue,
  yieldImprovement: statValue,
  sustainableProjects: statValue,
}) satisfies z.ZodType<SiteStatValues, unknown>;
