import { asc, desc, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import {
  formatCursor,
  KEYSET_PAGE_SIZE,
  type KeysetCursor,
  type KeysetPage,
  type KeysetQuery,
} from "./keyset";

// The SQL side of keyset pagination (see keyset.ts). Each list builds its own query (columns,
// filters) and lets `keysetPage` add the window: a row comparison on (created_at, id), which the
// list's (…, created_at) index answers by reading only the rows of the page.

/** The key columns of a list's table. */
export type KeysetColumns = { createdAt: PgColumn; id: PgColumn };

/** The window a list's query adds to its own WHERE, ORDER BY and LIMIT. */
export type KeysetWindow = { where: SQL | undefined; orderBy: SQL[]; limit: number };

/**
 * The row's created_at as an exact UTC string: a JavaScript Date keeps milliseconds only, and a
 * cursor rounded to the millisecond would skip rows stored a few microseconds apart.
 */
export function cursorAt(createdAt: PgColumn): SQL<string> {
  return sql<string>`to_char(${createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

function windowOf(columns: KeysetColumns, query: KeysetQuery, limit: number): KeysetWindow {
  const key = sql`(${columns.createdAt}, ${columns.id})`;
  const at = (c: KeysetCursor) => sql`(${c.at}::timestamptz, ${c.id}::uuid)`;
  switch (query.kind) {
    case "newest":
      return { where: undefined, orderBy: [desc(columns.createdAt), desc(columns.id)], limit };
    case "older":
      return {
        where: sql`${key} < ${at(query.cursor)}`,
        orderBy: [desc(columns.createdAt), desc(columns.id)],
        limit,
      };
    case "newer":
      return {
        where: sql`${key} > ${at(query.cursor)}`,
        orderBy: [asc(columns.createdAt), asc(columns.id)],
        limit,
      };
  }
}

const cursorOf = (row: { cursorAt: string; id: string }) =>
  formatCursor({ at: row.cursorAt, id: row.id });

/**
 * One page of a list. `fetch` runs the list's query with the window's condition and()-ed to its
 * filters, its order and its limit (one row more than a page, to learn whether more follow), and
 * selects `cursorAt(createdAt)` as `cursorAt`. One query; two when a Newer link reaches the top,
 * which answers the newest page itself (so "Newer" always ends on the same page as the list).
 */
export async function keysetPage<T extends { cursorAt: string; id: string }>(
  columns: KeysetColumns,
  query: KeysetQuery,
  fetch: (window: KeysetWindow) => Promise<T[]>,
  size: number = KEYSET_PAGE_SIZE,
): Promise<KeysetPage<Omit<T, "cursorAt">>> {
  const found = await fetch(windowOf(columns, query, size + 1));
  const more = found.length > size;
  const shown = found.slice(0, size);
  const strip = (rows: T[]) => rows.map(({ cursorAt: _, ...row }) => row);
  const first = shown[0];
  const last = shown[shown.length - 1];
  switch (query.kind) {
    case "newest":
      return {
        rows: strip(shown),
        newest: true,
        newer: null,
        older: more && last ? cursorOf(last) : null,
      };
    case "older":
      return {
        rows: strip(shown),
        newest: false,
        // Rows newer than this page exist: at least the one the cursor names (or named).
        newer: first ? cursorOf(first) : formatCursor(query.cursor),
        older: more && last ? cursorOf(last) : null,
      };
    case "newer": {
      if (!more) return keysetPage(columns, { kind: "newest" }, fetch, size);
      const rows = shown.reverse();
      const top = rows[0];
      const bottom = rows[rows.length - 1];
      return {
        rows: strip(rows),
        newest: false,
        newer: top ? cursorOf(top) : null,
        older: bottom ? cursorOf(bottom) : null,
      };
    }
  }
}
