import { z } from "zod";
import { oneOfOptions, pageNumber, parseSearchParams, searchText } from "~/lib/search-params";
import { RESEARCH_FILTERS, type ResearchQuery } from "./research.filters";

const researchQuery = z.object({
  q: searchText(),
  category: oneOfOptions(RESEARCH_FILTERS, "all"),
  // Far past the last page of any real list; a bigger number is a made-up link (page 1).
  page: pageNumber(10_000),
  datasets: pageNumber(10_000),
}) satisfies z.ZodType<ResearchQuery>;

/**
 * Reads ?q=&category=&page=&datasets= leniently: an unknown category means all, a page that is
 * not a whole number from 1 means the first.
 */
export function parseResearchQuery(params: URLSearchParams): ResearchQuery {
  return parseSearchParams(researchQuery, params);
}
