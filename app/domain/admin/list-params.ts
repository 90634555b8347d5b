import { z } from "zod";
import { ACCOUNT_STATUSES, JOURNEY_TYPES, ROLES } from "~/domain/catalog/enums";
import { OUTBOX_FILTERS } from "~/domain/outbox/outbox";
import { oneOf, pageNumber, parseSearchParams, searchText } from "~/lib/search-params";
import { CONSULTATION_FILTERS } from "./consultations.constants";
import type { UserFilters } from "./users.constants";

// The admin lists' URL parameters, read by their loaders. A GET never fails: an unknown value
// means the list's default, a page that is not a positive whole number means page 1.

const usersQuery = z.object({
  q: searchText(),
  role: oneOf(["all", ...ROLES], "all"),
  status: oneOf(["all", ...ACCOUNT_STATUSES], "all"),
  page: pageNumber(),
}) satisfies z.ZodType<UserFilters>;

/** Users (and its CSV export): ?q=&role=&status=&page=. */
export function parseUserFilters(params: URLSearchParams): UserFilters {
  return parseSearchParams(usersQuery, params);
}

/** Content: ?type=, one journey type or all. */
export function parseContentFilter(params: URLSearchParams) {
  return parseSearchParams(z.object({ type: oneOf(["all", ...JOURNEY_TYPES], "all") }), params)
    .type;
}

/** Consultations: ?status=, one status or all. */
export function parseConsultationFilter(params: URLSearchParams) {
  return parseSearchParams(z.object({ status: oneOf(CONSULTATION_FILTERS, "all") }), params).status;
}

/** Audit log: ?page=. */
export function parseAuditPage(params: URLSearchParams): number {
  return parseSearchParams(z.object({ page: pageNumber() }), params).page;
}

/** Outgoing mail: ?show=, what needs attention unless asked otherwise. */
export function parseOutboxFilter(params: URLSearchParams) {
  return parseSearchParams(z.object({ show: oneOf(OUTBOX_FILTERS, "problems") }), params).show;
}
