import { z } from "zod";
import {
  oneOf,
  oneOfOptions,
  pageNumber,
  parseSearchParams,
  searchText,
} from "~/lib/search-params";
import { CERTIFICATE_FILTERS, type CertificateFilter } from "./certificate-queries.server";
import { COURSE_FILTERS } from "./stats";

// The learner pages' URL parameters, read by their loaders; anything unexpected falls back to
// "everything", never an error.

const myCoursesQuery = z.object({
  q: searchText(),
  filter: oneOfOptions(COURSE_FILTERS, "all"),
});
export type MyCoursesQuery = z.output<typeof myCoursesQuery>;

/** My Courses: ?q=&filter=. */
export function parseMyCoursesQuery(params: URLSearchParams): MyCoursesQuery {
  return parseSearchParams(myCoursesQuery, params);
}

/** Certificates: ?status=, all, verified or pending. */
export function parseCertificateFilter(params: URLSearchParams): CertificateFilter {
  return parseSearchParams(z.object({ status: oneOf(CERTIFICATE_FILTERS, "all") }), params).status;
}

/**
 * ?page= of My Courses and Certificates: a whole number from 1, anything else page 1. A page past
 * the end is clamped to the last one by the domain query, which knows how many there are.
 */
export function parseLearnerPage(params: URLSearchParams): number {
  return parseSearchParams(z.object({ page: pageNumber() }), params).page;
}
