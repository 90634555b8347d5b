import { z } from "zod";

const optionalUrl = z.union([z.url({ protocol: /^https?$/ }), z.literal("")]).default("");

/**
 * Every admin-editable site setting with its default. The contact details are seeded with
 * placeholders (PRODUCT.md) and are never hard-coded in components.
 */
export const siteSettingsSchema = z.object({
  siteName: z.string().trim().min(1).max(80).default("AFA Academy"),
  slogan: z.string().trim().max(120).default("Learn to produce more."),
  contactEmail: z.email().default("info@afa-academy.ng"),
  careersEmail: z.email().default("careers@afa-academy.ng"),
  phone: z.string().trim().max(40).default("+234 800 000 0000"),
  whatsappNumber: z.string().trim().max(40).default("+234 800 000 0000"),
  address: z.string().trim().max(200).default("Lagos, Nigeria"),
  openingHoursWeekdays: z.string().trim().max(60).default("Mon-Fri 8:00 AM-6:00 PM"),
  openingHoursSaturday: z.string().trim().max(60).default("Sat 9:00 AM-4:00 PM WAT"),
  communityLink: optionalUrl,
  facebookUrl: optionalUrl,
  instagramUrl: optionalUrl,
  xUrl: optionalUrl,
  linkedinUrl: optionalUrl,
  youtubeUrl: optionalUrl,
  maintenanceMode: z.boolean().default(false),
  allowRegistrations: z.boolean().default(true),
});

export type SiteSettings = z.output<typeof siteSettingsSchema>;
export type SiteSettingKey = keyof SiteSettings;

export const DEFAULT_SETTINGS: SiteSettings = siteSettingsSchema.parse({});
