import { z } from "zod";

const optionalUrl = z.union([z.url({ protocol: /^https?$/ }), z.literal("")]).default("");

/**
 * Every admin-editable site setting with its default. The defaults are the seed: plausible
 * contact details and social pages, so a fresh site reads like a real one, which staff replace
 * with the academy's own in Site settings (the admin overview lists those still seeded:
 * seed-notice.ts). Components never hard-code any of them.
 */
export const siteSettingsSchema = z.object({
  siteName: z.string().trim().min(1).max(80).default("AFA Academy"),
  slogan: z.string().trim().max(120).default("Learn to produce more."),
  contactEmail: z.email().default("info@afa-academy.ng"),
  careersEmail: z.email().default("careers@afa-academy.ng"),
  phone: z.string().trim().max(40).default("+234 201 330 5620"),
  whatsappNumber: z.string().trim().max(40).default("+234 803 555 0142"),
  address: z.string().trim().max(200).default("14 Agric Settlement Road, Ikorodu, Lagos"),
  openingHoursWeekdays: z.string().trim().max(60).default("Mon-Fri 8:00 AM-6:00 PM"),
  openingHoursSaturday: z.string().trim().max(60).default("Sat 9:00 AM-4:00 PM WAT"),
  communityLink: optionalUrl,
  facebookUrl: optionalUrl.default("https://www.facebook.com/afaacademyng"),
  instagramUrl: optionalUrl.default("https://www.instagram.com/afaacademyng"),
  xUrl: optionalUrl,
  linkedinUrl: optionalUrl.default("https://www.linkedin.com/company/afa-academy-ng"),
  youtubeUrl: optionalUrl.default("https://www.youtube.com/@afaacademyng"),
  maintenanceMode: z.boolean().default(false),
  /** Nigeria's VAT rate, in percent: course prices include it, and receipts show its part. */
  vatRatePercent: z.number().min(0).max(100).default(7.5),
  allowRegistrations: z.boolean().default(true),
  /** How many hours ahead a consultation must be booked (or moved), so a consultant can prepare. */
  bookingNoticeHours: z.number().int().min(0).max(168).default(12),
  /** How many days ahead the booking form offers free hours. */
  bookingHorizonDays: z.number().int().min(1).max(365).default(60),
  /** An admin closed the overview's list of contact settings still holding their seed values. */
  seedNoticeDismissed: z.boolean().default(false),
});

export type SiteSettings = z.output<typeof siteSettingsSchema>;
export type SiteSettingKey = keyof SiteSettings;

export const DEFAULT_SETTINGS: SiteSettings = siteSettingsSchema.parse({});
