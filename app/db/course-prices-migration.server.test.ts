// Migration 0033 (course prices from naira in numeric(12,2) to integer kobo, decision 0010) run on
// both databases against courses in the shape it found them: every price becomes exactly its kobo,
// and the old column goes.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { type SQL, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type Database, MIGRATIONS_FOLDER } from "~/db/client.server";
import { setupTestServices } from "../../tests/support/suite";

const suite = setupTestServices();

async function rowsOf<T = Record<string, unknown>>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The statements of a committed migration, as drizzle's migrator splits them. */
async function migration(name: string): Promise<string[]> {
  const text = await readFile(path.join(MIGRATIONS_FOLDER, `${name}.sql`), "utf8");
  return text
    .split("--> statement-breakpoint")
    .map((s) => s.trim())
    .filter(Boolean);
}

describe("migration 0033: course prices in kobo", () => {
  it("converts every naira price to exactly its kobo and drops the naira column", async () => {
    const db = suite.services.db;
    // The courses table as migration 0032 left it: the price in naira, numeric(12,2).
    for (const statement of [
      "alter table courses drop constraint courses_price_kobo_check",
      "alter table courses drop column price_kobo",
      "alter table courses add column price numeric(12, 2) default 0 not null",
      "alter table courses add constraint courses_price_check check (courses.price >= 0)",
    ]) {
      await db.execute(sql.raw(statement));
    }
    const prices = ["12500.5", "0", "9999.99", "0.01", "1.15", "10000000"];
    for (const [i, price] of prices.entries()) {
      await db.execute(sql`
        insert into courses (slug, title, description, instructor, duration, category, price)
        values (${`old-price-${i}`}, ${`Old price ${i}`}, 'd', 'Dr. Okafor', '2 weeks', 'crops',
                ${price}::numeric)`);
    }

    for (const statement of await migration("0033_course-prices-in-kobo")) {
      await db.execute(sql.raw(statement));
    }

    const rows = await rowsOf<{ slug: string; price_kobo: number }>(
      db,
      sql`select slug, price_kobo from courses where slug like 'old-price-%' order by slug`,
    );
    expect(rows.map((r) => Number(r.price_kobo))).toEqual([
      1_250_050, 0, 999_999, 1, 115, 1_000_000_000,
    ]);
    const columns = await rowsOf<{ column_name: string; data_type: string }>(
      db,
      sql`select column_name, data_type from information_schema.columns
          where table_name = 'courses' and column_name like 'price%'`,
    );
    expect(columns).toEqual([{ column_name: "price_kobo", data_type: "integer" }]);
    // The new check holds: no negative price.
    await expect(db.execute(sql`update courses set price_kobo = -1`)).rejects.toThrow();
  });
});
