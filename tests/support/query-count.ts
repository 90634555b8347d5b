import type { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type pg from "pg";
import type { Database } from "~/db/client.server";
import * as schema from "~/db/schema";
import type { Services } from "~/services.server";

/**
 * The same database through a second drizzle instance that records every statement it sends, on
 * whichever driver the test project runs: for tests that a page's query count does not grow.
 */
export function countingServices(services: Services) {
  let statements: string[] = [];
  const logger = { logQuery: (query: string) => void statements.push(query) };
  const client = (services.db as unknown as { $client: unknown }).$client;
  const db =
    services.database.driver === "pglite"
      ? drizzlePglite({ client: client as PGlite, schema, casing: "snake_case", logger })
      : drizzlePg({ client: client as pg.Pool, schema, casing: "snake_case", logger });
  return {
    services: { ...services, db: db as unknown as Database },
    queries: () => statements.length,
    statements: () => statements,
    reset: () => {
      statements = [];
    },
  };
}
