// Counting what a piece of code asks the database (never imported by the app).
import { vi } from "vitest";
import type { Database } from "~/db/client.server";

/**
 * Counts the statements drizzle prepares while `run` runs, inside transactions too, on either
 * driver: a transaction's session is another instance of the database's session class, so the
 * spy sits on that class. (On PostgreSQL `begin` and `commit` count as well; PGlite sends them
 * itself.)
 */
export async function countStatements(db: Database, run: () => Promise<unknown>): Promise<number> {
  const session = (db as unknown as { session: object }).session;
  const sessionClass = Object.getPrototypeOf(session) as {
    prepareQuery: (...args: never[]) => unknown;
  };
  const spy = vi.spyOn(sessionClass, "prepareQuery");
  try {
    await run();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}
