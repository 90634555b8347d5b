import { z } from "zod";
import {
  ACCOUNT_STATUSES,
  JOURNEY_TYPES,
  PAYMENT_PROVIDERS,
  PAYMENT_STATUSES,
  ROLES,
} from "~/domain/catalog/enums";
import { OUTBOX_FILTERS } from "~/domain/outbox/outbox";
import { DAY_PATTERN, type PaymentsQuery } from "~/domain/payments/admin-payments.constants";
import { oneOf, pageNumber, parseSearchParams, searchText } from "~/lib/search-params";
import { isUuid } from "~/lib/uuid";
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

/** A calendar day YYYY-MM-DD that exists (not 2026-02-30); anything else is "" (no bound). */
function calendarDay() {
  return z
    .string()
    .catch("")
    .transform((value) => {
      const day = value.trim();
      if (!DAY_PATTERN.test(day)) return "";
      const [y = 0, m = 0, d = 0] = day.split("-").map(Number);
      const date = new Date(Date.UTC(y, m - 1, d));
      const real =
        date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
      return real ? day : "";
    });
}

const paymentsQuery = z.object({
  q: searchText(),
  status: oneOf(["all", "needs_refund", ...PAYMENT_STATUSES], "all"),
  provider: oneOf(["all", ...PAYMENT_PROVIDERS], "all"),
  // An id that is not a UUID never reaches SQL (PostgreSQL would refuse it with an error).
  course: z
    .string()
    .catch("")
    .transform((value) => (isUuid(value) ? value.toLowerCase() : "")),
  from: calendarDay(),
  to: calendarDay(),
  page: pageNumber(),
}) satisfies z.ZodType<PaymentsQuery>;

/** Payments (and its CSV export): ?q=&status=&provider=&course=&from=&to=&page=. */
export function parsePaymentsQuery(params: URLSearchParams): PaymentsQuery {
  return parseSearchParams(paymentsQuery, params);
}
