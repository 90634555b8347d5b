import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "../client.server";

/** True before the first migration ran: the database has never been used by this app. */
export async function isDatabaseEmpty(database: DatabaseHandle): Promise<boolean> {
  const result = await database.db.execute<{ exists: boolean }>(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as "exists"`,
  );
  const rows = (result as unknown as { rows: { exists: boolean }[] }).rows;
  return rows[0]?.exists !== true;
}
