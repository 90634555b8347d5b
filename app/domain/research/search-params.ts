import { z } from "zod";
import { oneOfOptions, parseSearchParams, searchText } from "~/lib/search-params";
import { RESEARCH_FILTERS, type ResearchQuery } from "./research.filters";

const researchQuery = z.object({
  q: searchText(),
  category: oneOfOptions(RESEARCH_FILTERS, "all"),
}) satisfies z.ZodType<ResearchQuery>;

/** Reads ?q=&category= leniently: an unknown category means all. */
export function parseResearchQuery(params: URLSearchParams): ResearchQuery {
  return parseSearchParams(researchQuery, params);
}
