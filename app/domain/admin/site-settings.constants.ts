// Labels, limits, messages and helpers that pages show; the zod schemas are in site-settings.schema.ts,
// which re-exports this file. Kept apart so a page can show them without downloading zod first
// (see useLazyForm).

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
 * Each figure is parsed as an integer; a blank or invalid value becomes 0. Thousands
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
