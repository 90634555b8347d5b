import { z } from "zod";
import { oneOf, parseSearchParams, searchText } from "~/lib/search-params";
import { CATALOG_SEARCH_MAX } from "./catalog.constants";
import { COURSE_CATEGORY_SLUGS } from "./enums";

/**
 * The catalogue's GET form (`?q=…&category=…`), for the Academy page and the API's course list.
 * Anything unexpected falls back to "show all", so a mistyped or stale link still lands on a
 * working page.
 */
const catalogQuery = z.object({
  q: searchText(CATALOG_SEARCH_MAX),
  category: oneOf(["all", ...COURSE_CATEGORY_SLUGS], "all"),
});

export type CatalogQuery = z.output<typeof catalogQuery>;

export function parseCatalogQuery(params: URLSearchParams): CatalogQuery {
  return parseSearchParams(catalogQuery, params);
}
