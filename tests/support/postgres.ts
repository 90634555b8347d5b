import { randomBytes } from "node:crypto";
import pg from "pg";
import { openPostgres } from "~/db/client.server";

// Every database a run creates is named afa_tpl_<run> or afa_t_<run>_..., so a run cleans up only
// its own databases even when several runs share one server. .ci/run sets AFA_TEST_RUN_ID.
const TEMPLATE_PREFIX = "afa_tpl_";
const DATABASE_PREFIX = "afa_t_";

export function postgresRunId(): string {
  const given = process.env.AFA_TEST_RUN_ID?.toLowerCase().replace(/[^a-z0-9]/g, "");
  return given || `${process.pid}${randomBytes(3).toString("hex")}`;
}

/** The same server and credentials as `url`, another database. */
export function databaseUrl(url: string, database: string): string {
  const next = new URL(url);
  next.pathname = `/${database}`;
  return next.toString();
}

async function withAdmin<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export async function createPostgresTemplate(url: string, runId: string): Promise<string> {
  const template = `${TEMPLATE_PREFIX}${runId}`;
  await withAdmin(url, (c) => c.query(`create database "${template}"`));
  const handle = openPostgres(databaseUrl(url, template), 1);
  try {
    await handle.migrate();
  } finally {
    await handle.close();
  }
  // No session may sit in a template while it is copied; refusing connections guarantees it.
  await withAdmin(url, (c) => c.query(`alter database "${template}" with allow_connections false`));
  return template;
}

export async function createDatabaseFromTemplate(
  url: string,
  template: string,
  runId: string,
): Promise<string> {
  const name = `${DATABASE_PREFIX}${runId}_${randomBytes(5).toString("hex")}`;
  await withAdmin(url, (c) => c.query(`create database "${name}" template "${template}"`));
  return name;
}

export async function dropDatabase(url: string, name: string): Promise<void> {
  await withAdmin(url, (c) => c.query(`drop database if exists "${name}" with (force)`));
}

/** Drops the run's template and any test database a crashed or careless test left behind. */
export async function dropPostgresRun(url: string, runId: string): Promise<void> {
  await withAdmin(url, async (c) => {
    const { rows } = await c.query<{ datname: string }>(
      "select datname from pg_database where datname = $1 or datname like $2",
      [`${TEMPLATE_PREFIX}${runId}`, `${DATABASE_PREFIX}${runId}\\_%`],
    );
    for (const { datname } of rows) {
      await c.query(`drop database if exists "${datname}" with (force)`);
    }
  });
}
