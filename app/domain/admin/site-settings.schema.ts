import { z } from "zod";
import type { SiteSettings } from "~/domain/settings/settings.schema";

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
  allowRegistrations: z.boolean().default(false),
}) satisfies z.ZodType<SiteSettings, unknown>;

export const SITE_SETTINGS_TOASTS = {
  saved: { title: "Settings saved", description: "The site uses the new settings now." },
  failed: { title: "Could not save settings.", variant: "destructive" },
  statsSaved: { title: "Stats updated successfully!" },
  statsFailed: { title: "Could not save stats.", variant: "destructive" },
} as const;

export const SITE_STAT_FIELDS = [
  { name: "farmersTrained", label: "Farmers trained" },
  { name: "certificatesIssued", label: "Certificates issued" },
  { name: "yieldImprovement", label: "Yield improvement (%)" },
  { name: "sustainableProjects", label: "Sustainable projects" },
] as const;

export type SiteStatKey = (typeof SITE_STAT_FIELDS)[number]["name"];
export type SiteStatValues = Record<SiteStatKey, number>;

/** PostgreSQL's integer column holds no more than this. */
const INT_MAX = 2_147_483_647;

/**
 * Spec 001 §5: each figure is parsed as an integer; a blank or invalid value becomes 0. Thousands
 * separators are allowed ("1,200"), decimals are cut ("12.7" → 12, like parseInt), and what the
 * column cannot hold (negative or too large) counts as invalid.
 */
export function parseStatValue(value: FormDataEntryValue | null | undefined): number {
  if (typeof value !== "string") return 0;
  const cleaned = value.trim().replace(/[,\s_]/g, "");
  if (!/^[+-]?\d/.test(cleaned)) return 0;
  const n = Number.parseInt(cleaned, 10);
  if (!Number.isSafeInteger(n) || n < 0 || n > INT_MAX) return 0;
  return n;
}

export function parseStatsForm(form: FormData): SiteStatValues {
  return Object.fromEntries(
    SITE_STAT_FIELDS.map((f) => [f.name, parseStatValue(form.get(f.name))]),
  ) as SiteStatValues;
}
