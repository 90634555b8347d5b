import { z } from "zod";
import { COURSE_CATEGORY_SLUGS, LANGUAGES } from "~/db/schema/enums";
import { oneOf, pageNumber, parseSearchParams, searchText } from "~/lib/search-params";
import { CATALOG_SEARCH_MAX } from "./catalog.constants";

/**
 * The catalogue's GET form (`?q=…&category=…&language=…`), for the Academy page and the API's course list.
 * Anything unexpected falls back to "show all", so a mistyped or stale link still lands on a
 * working page.
 */
const catalogQuery = z.object({
  q: searchText(CATALOG_SEARCH_MAX),
  category: oneOf(["all", ...COURSE_CATEGORY_SLUGS], "all"),
  /** The language the course is taught in (courses.language). */
  language: oneOf(["all", ...LANGUAGES], "all"),
});

export type CatalogQuery = z.output<typeof catalogQuery>;

export function parseCatalogQuery(params: URLSearchParams): CatalogQuery {
  return parseSearchParams(catalogQuery, params);
}

/** How many course cards one page of the Academy shows (four rows of three on a wide screen). */
export const CATALOG_PAGE_SIZE = 12;

const academyQuery = catalogQuery.extend({
  // Far past the last page of any real catalogue; a bigger number is a made-up link (page 1).
  page: pageNumber(10_000),
});

/** The Academy page's query: the catalogue's search and filter, and the page (`?page=`). */
export type AcademyQuery = z.output<typeof academyQuery>;

/** Reads ?q=&category=&language=&page= leniently: a page that is not a whole number from 1 is page 1. */
export function parseAcademyQuery(params: URLSearchParams): AcademyQuery {
  return parseSearchParams(academyQuery, params);
}

/** The /academy URL of a query, leaving defaults out so links stay short and shareable. */
export function academyHref(query: Partial<AcademyQuery>): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.category && query.category !== "all") params.set("category", query.category);
  if (query.language && query.language !== "all") params.set("language", query.language);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return search ? `/academy?${search}` : "/academy";
}
