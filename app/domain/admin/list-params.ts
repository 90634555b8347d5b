import { z } from "zod";
import {
  ACCOUNT_STATUSES,
  JOURNEY_TYPES,
  PAYMENT_PROVIDERS,
  PAYMENT_STATUSES,
  ROLES,
} from "~/db/schema/enums";
import { OUTBOX_FILTERS } from "~/domain/outbox/outbox";
import { DAY_PATTERN, type PaymentsQuery } from "~/domain/payments/admin-payments.constants";
import { oneOf, pageNumber, parseSearchParams, searchText } from "~/lib/search-params";
import { isUuid } from "~/lib/uuid";
import { CONSULTATION_FILTERS } from "./consultations.constants";
import { type KeysetCursor, type KeysetQuery, parseCursor } from "./keyset";
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

/** `?before=` / `?after=`: a cursor this site wrote (keyset.ts), or null (the newest page). */
function cursor() {
  return z
    .string()
    .optional()
    .catch(undefined)
    .transform((value): KeysetCursor | null => parseCursor(value));
}

const keysetFields = { before: cursor(), after: cursor() };

/** Older wins when both are sent; a forged or stale cursor is the newest page, never an error. */
function keysetOf({
  before,
  after,
}: {
  before: KeysetCursor | null;
  after: KeysetCursor | null;
}): KeysetQuery {
  if (before) return { kind: "older", cursor: before };
  if (after) return { kind: "newer", cursor: after };
  return { kind: "newest" };
}

const contentType = () => oneOf(["all", ...JOURNEY_TYPES], "all");

/** Content: ?type=, one journey type or all. */
export function parseContentFilter(params: URLSearchParams) {
  return parseSearchParams(z.object({ type: contentType() }), params).type;
}

/** Content: ?type=&before=|after=. */
export function parseContentQuery(params: URLSearchParams) {
  const { type, ...keys } = parseSearchParams(
    z.object({ type: contentType(), ...keysetFields }),
    params,
  );
  return { type, page: keysetOf(keys) };
}

const consultationStatus = () => oneOf(CONSULTATION_FILTERS, "all");

/** Consultations: ?status=, one status or all. */
export function parseConsultationFilter(params: URLSearchParams) {
  return parseSearchParams(z.object({ status: consultationStatus() }), params).status;
}

/** Consultations: ?status=&before=|after=. */
export function parseConsultationsQuery(params: URLSearchParams) {
  const { status, ...keys } = parseSearchParams(
    z.object({ status: consultationStatus(), ...keysetFields }),
    params,
  );
  return { status, page: keysetOf(keys) };
}

/** Messages: ?q=&before=|after=. */
export function parseMessagesQuery(params: URLSearchParams) {
  const { q, ...keys } = parseSearchParams(z.object({ q: searchText(), ...keysetFields }), params);
  return { q, page: keysetOf(keys) };
}

/** Success stories and a course's learners: ?before=|after=. */
export function parseKeysetPage(params: URLSearchParams): KeysetQuery {
  return keysetOf(parseSearchParams(z.object(keysetFields), params));
}

/** Courses: ?page=. */
export function parseCoursesPage(params: URLSearchParams): number {
  return parseSearchParams(z.object({ page: pageNumber() }), params).page;
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
