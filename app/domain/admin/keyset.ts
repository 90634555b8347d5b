import { isUuid } from "~/lib/uuid";

// Keyset ("Newer" / "Older") pagination of the admin lists that grow without bound
// (consultations, messages, content, stories). A page is the rows just before or just after one
// row in the order (created_at desc, id desc), so page 4,000 costs what page 1 costs, and a row
// added while someone reads does not shift the pages under them. No total is counted: counting
// 100,000 rows on every view is the scan this avoids.

/** Rows on one page of a keyset list. */
export const KEYSET_PAGE_SIZE = 25;

/** One row's place in the order: its created_at (to the microsecond, as stored) and its id. */
export type KeysetCursor = { at: string; id: string };

/** Which page: the newest, the rows older than a cursor, or the rows newer than one. */
export type KeysetQuery =
  | { kind: "newest" }
  | { kind: "older"; cursor: KeysetCursor }
  | { kind: "newer"; cursor: KeysetCursor };

/** A UTC timestamp as PostgreSQL's to_char writes it below, 0 to 6 fraction digits. */
const AT_PATTERN = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(\.\d{1,6})?Z$/;

/** "<iso>_<uuid>", the opaque value of ?before= and ?after=. */
export function formatCursor(cursor: KeysetCursor): string {
  return `${cursor.at}_${cursor.id}`;
}

/**
 * A cursor from a URL, or null when it is not one this site wrote: a malformed or impossible
 * date (2026-02-30, 24:00) or id never reaches SQL, where PostgreSQL would answer an error.
 */
export function parseCursor(value: unknown): KeysetCursor | null {
  if (typeof value !== "string" || value.length > 80) return null;
  const split = value.indexOf("_");
  if (split < 0) return null;
  const at = value.slice(0, split);
  const id = value.slice(split + 1);
  const match = AT_PATTERN.exec(at);
  if (!match || !isUuid(id)) return null;
  const seconds = match[1] ?? "";
  const date = new Date(`${seconds}Z`);
  // Date rolls 30 February over to 2 March; a real moment reads back the same.
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 19) !== seconds) return null;
  return { at, id: id.toLowerCase() };
}

/** One page of a keyset list and the cursors of its neighbours (null: there is none). */
export type KeysetPage<T> = {
  rows: T[];
  /** True when these are the newest rows (no Newer link). */
  newest: boolean;
  /** ?after= for the Newer link. */
  newer: string | null;
  /** ?before= for the Older link. */
  older: string | null;
};

/**
 * The query string of a keyset link: the list's filters (kept as they are) plus one cursor.
 * `cursor` null is the newest page.
 */
export function keysetHref(
  path: string,
  filters: Record<string, string | undefined>,
  cursor: { before: string } | { after: string } | null,
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value) params.set(key, value);
  }
  if (cursor && "before" in cursor) params.set("before", cursor.before);
  if (cursor && "after" in cursor) params.set("after", cursor.after);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** The cursor parameter that names `query` again (for a link back to the same page). */
export function keysetParam(query: KeysetQuery): { before: string } | { after: string } | null {
  if (query.kind === "older") return { before: formatCursor(query.cursor) };
  if (query.kind === "newer") return { after: formatCursor(query.cursor) };
  return null;
}

/** The Newer and Older links of a page (null where there is none), filters kept. */
export function keysetLinks(
  path: string,
  filters: Record<string, string | undefined>,
  page: Pick<KeysetPage<unknown>, "newer" | "older">,
): { newerHref: string | null; olderHref: string | null } {
  return {
    newerHref: page.newer ? keysetHref(path, filters, { after: page.newer }) : null,
    olderHref: page.older ? keysetHref(path, filters, { before: page.older }) : null,
  };
}
