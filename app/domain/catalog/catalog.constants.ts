import { COURSE_CATEGORIES } from "~/db/schema/enums";

// Labels, limits, messages and helpers that pages show; the zod schemas are in catalog.schema.ts,
// which re-exports this file. Kept apart so a page can show them without downloading zod first
// (see useLazyForm).

/** Longer searches are cut, not refused: the catalogue never answers a shared URL with an error. */
export const CATALOG_SEARCH_MAX = 100;

export const CATEGORY_FILTER_OPTIONS = [
  { value: "all", label: "All categories" },
  ...COURSE_CATEGORIES.map((c) => ({ value: c.slug, label: c.label })),
] as const;

export function categoryLabel(slug: string): string {
  return COURSE_CATEGORIES.find((c) => c.slug === slug)?.label ?? slug;
}
