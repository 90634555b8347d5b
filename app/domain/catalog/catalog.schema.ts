import { z } from "zod";
import { COURSE_CATEGORIES, COURSE_CATEGORY_SLUGS } from "./enums";

/** Longer searches are cut, not refused: the catalogue never answers a shared URL with an error. */
export const CATALOG_SEARCH_MAX = 100;

export const CATEGORY_FILTER_OPTIONS = [
  { value: "all", label: "All categories" },
  ...COURSE_CATEGORIES.map((c) => ({ value: c.slug, label: c.label })),
] as const;

/**
 * The catalogue's GET form (`?q=…&category=…`). Anything unexpected falls back to "show all", so a
 * mistyped or stale link still lands on a working page.
 */
export const catalogQuerySchema = z.object({
  q: z
    .string()
    .catch("")
    .transform((value) => value.trim().slice(0, CATALOG_SEARCH_MAX)),
  category: z.enum(["all", ...COURSE_CATEGORY_SLUGS]).catch("all"),
});

export type CatalogQuery = z.output<typeof catalogQuerySchema>;

export function parseCatalogQuery(params: URLSearchParams): CatalogQuery {
  return catalogQuerySchema.parse({
    q: params.get("q") ?? undefined,
    category: params.get("category") ?? undefined,
  });
}

/** The enrol form: only where to come back to; the course is in the URL, the user in the session. */
export const enrolFormSchema = z.object({
  redirectTo: z.string().max(2000).optional(),
});

export function categoryLabel(slug: string): string {
  return COURSE_CATEGORIES.find((c) => c.slug === slug)?.label ?? slug;
}
