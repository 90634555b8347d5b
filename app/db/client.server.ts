import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { createOutageTracker, type OutageTracker } from "./outage.server";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The one database type the app codes against, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/**
 * The `tx` a transaction (or savepoint) callback receives, on either driver. A Tx is a Database
 * too, so a function that works inside or outside a transaction takes `db: Database` and is
 * handed either; one that only makes sense inside the caller's transaction (its writes must commit
 * or roll back with the caller's) takes `tx: Tx`. Never cast one to the other.
 */
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export type DatabaseHandle = {
  db: Database;
  driver: "pglite" | "pg";
  /** Runs the committed drizzle-kit migrations (under an advisory lock on PostgreSQL). */
  migrate: () => Promise<void>;
  /** Answers true when a trivial query succeeds. */
  ping: () => Promise<boolean>;
  /** Whether the database was found unreachable, and whether it is back (outage.server.ts). */
  outage: OutageTracker;
  close: () => Promise<void>;
};

/**
 * The extensions the migrations create. PostgreSQL ships them; PGlite must load each one's bundle
 * when it starts, so every PGlite (the app's, the tests') is created with these.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

export const MIGRATIONS_FOLDER = path.resolve(process.cwd(), "drizzle");
// Any constant works; it only has to be the same for every instance of this app.
const MIGRATION_LOCK_KEY = 4_711_2026;

/** Adds what every handle has on top of its driver: the outage tracker over its ping. */
function withOutageTracker(handle: Omit<DatabaseHandle, "outage">): DatabaseHandle {
  return { ...handle, outage: createOutageTracker(handle.ping) };
}

/** A ping: true when the trivial query succeeds, false on any failure. */
async function answers(query: () => Promise<unknown>): Promise<boolean> {
  try {
    await query();
    return true;
  } catch {
    return false;
  }
}

export function openPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client, schema, casing: "snake_case" }) as unknown as Database;
  return withOutageTracker({
    db,
    driver: "pglite",
    migrate: async () => {
      await migratePglite(drizzlePglite({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
    },
    ping: () => answers(() => client.query("select 1")),
    close: async () => {
      if (!client.closed) await client.close();
    },
  });
}

export function openPostgres(connectionString: string, max = 10): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max, connectionTimeoutMillis: 5_000 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on("error", () => {});
  const db = drizzlePg({ client: pool, schema, casing: "snake_case" }) as unknown as Database;
  return withOutageTracker({
    db,
    driver: "pg",
    migrate: async () => {
      const client = await pool.connect();
      try {
        // Several instances may start together: one migrates, the others wait and then find
        // nothing left to do.
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
    ping: () => answers(() => pool.query("select 1")),
    close: () => pool.end(),
  });
}

/** PostgreSQL when DATABASE_URL is set, otherwise PGlite stored in DATA_DIR/db. */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<DatabaseHandle> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  const dir = path.resolve(opts.dataDir, "db");
  mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir, { extensions: PGLITE_EXTENSIONS });
  return openPglite(client);
}
