import { z } from "zod";
import { oneOfOptions, pageNumber, parseSearchParams, searchText } from "~/lib/search-params";
import { JOURNEY_FILTERS, type JourneyQuery } from "./journey.filters";

const journeyQuery = z.object({
  q: searchText(),
  type: oneOfOptions(JOURNEY_FILTERS, "all"),
  // Far past the last page of any real list; a bigger number is a made-up link.
  page: pageNumber(10_000),
}) satisfies z.ZodType<JourneyQuery>;

/** Reads ?q=&type=&page= leniently: an unknown type means all, a bad page means the first. */
export function parseJourneyQuery(params: URLSearchParams): JourneyQuery {
  return parseSearchParams(journeyQuery, params);
}
