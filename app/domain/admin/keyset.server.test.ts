import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contacts } from "~/db/schema";
import { setupTestServices } from "../../../tests/support/suite";
import { formatCursor, type KeysetQuery, parseCursor } from "./keyset";
import { cursorAt, keysetPage } from "./keyset.server";

const suite = setupTestServices();
const ID = "0f8fad5b-d9cb-469f-a165-70867728950e";

describe("parseCursor", () => {
  it("reads back what formatCursor wrote, to the microsecond", () => {
    const cursor = { at: "2026-01-01T08:00:00.123456Z", id: ID };
    expect(parseCursor(formatCursor(cursor))).toEqual(cursor);
    expect(parseCursor(`2026-01-01T08:00:00Z_${ID.toUpperCase()}`)).toEqual({
      at: "2026-01-01T08:00:00Z",
      id: ID,
    });
  });

  it("refuses anything else, so it never reaches SQL", () => {
    for (const bad of [
      undefined,
      "",
      "x",
      `2026-02-30T08:00:00Z_${ID}`,
      `2026-01-01T24:00:00Z_${ID}`,
      `2026-01-01T08:00:00.1234567Z_${ID}`,
      `2026-01-01 08:00:00Z_${ID}`,
      `2026-01-01T08:00:00+01:00_${ID}`,
      "2026-01-01T08:00:00Z_not-a-uuid",
      `2026-01-01T08:00:00Z_${ID}_${ID}`,
    ]) {
      expect(parseCursor(bad)).toBeNull();
    }
  });
});

describe("keysetPage", () => {
  it("pages through rows stored microseconds apart without skipping or repeating one", async () => {
    const db = suite.services.db;
    // Six messages within one millisecond: a cursor kept as a JavaScript Date would lose them.
    const ids: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const [row] = await db
        .insert(contacts)
        .values({
          name: `Micro ${i}`,
          email: "m@example.ng",
          message: "x",
          createdAt: sql`'2026-03-01T08:00:00.000100Z'::timestamptz + ${i * 100} * interval '1 microsecond'`,
        })
        .returning({ id: contacts.id });
      ids.push(row?.id ?? "");
    }
    const newestFirst = [...ids].reverse();
    const fetch = (window: Parameters<Parameters<typeof keysetPage>[2]>[0]) =>
      db
        .select({ id: contacts.id, cursorAt: cursorAt(contacts.createdAt) })
        .from(contacts)
        .where(window.where)
        .orderBy(...window.orderBy)
        .limit(window.limit);
    const seen: string[] = [];
    let query: KeysetQuery = { kind: "newest" };
    for (;;) {
      const page = await keysetPage(contacts, query, fetch, 2);
      seen.push(...page.rows.map((r) => r.id));
      const older = parseCursor(page.older);
      if (!older) break;
      query = { kind: "older", cursor: older };
    }
    expect(seen).toEqual(newestFirst);

    // And back up: Newer from the last page walks the same pages in reverse, ending on the newest.
    const bottom = parseCursor(
      formatCursor({ at: "2026-03-01T08:00:00.000100Z", id: ids[0] ?? "" }),
    );
    if (!bottom) throw new Error("cursor");
    const up = await keysetPage(contacts, { kind: "newer", cursor: bottom }, fetch, 2);
    expect(up.rows.map((r) => r.id)).toEqual([ids[2], ids[1]]);
    expect(up.newest).toBe(false);
  });
});
