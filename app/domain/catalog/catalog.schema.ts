import { z } from "zod";
import { CATALOG_SEARCH_MAX } from "./catalog.constants";
import { COURSE_CATEGORY_SLUGS } from "./enums";

// The zod schemas of these forms, shared by the browser (quick feedback) and the actions
// (which decide). Their labels, limits and messages are in catalog.constants.ts.
export * from "./catalog.constants";

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
