import { type DatabaseHandle, openDatabase } from "~/db/client.server";
import { type Env, EnvError, parseEnv } from "~/env.server";
import { DataDirLockedError, lockDataDir } from "../../server/data-dir-lock";

/** A failure the user can fix; printed without a stack trace. */
export class ScriptError extends Error {}

/**
 * Runs a maintenance task against the configured database and exits: PostgreSQL when DATABASE_URL
 * is set, otherwise the embedded database in DATA_DIR, which is locked first because a second
 * process writing to it while the server runs would silently lose data.
 */
export async function runWithDatabase(
  task: (ctx: { env: Env; database: DatabaseHandle }) => Promise<void>,
): Promise<never> {
  let release = () => {};
  let database: DatabaseHandle | undefined;
  let code = 0;
  try {
    const env = parseEnv();
    if (!env.DATABASE_URL) release = lockDataDir(env.DATA_DIR);
    database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
    await task({ env, database });
  } catch (error) {
    code = 1;
    if (
      error instanceof ScriptError ||
      error instanceof EnvError ||
      error instanceof DataDirLockedError
    ) {
      console.error(error.message);
    } else {
      console.error(error);
    }
  } finally {
    await database?.close().catch(() => {});
    release();
  }
  // Exit explicitly: pools, mail transports or timers must not keep a finished script alive.
  process.exit(code);
}

/** Where the data lives, for messages: never prints a password from DATABASE_URL. */
export function describeDatabase(env: Env): string {
  if (!env.DATABASE_URL) return `embedded database in ${env.DATA_DIR}`;
  const url = new URL(env.DATABASE_URL);
  return `PostgreSQL database "${url.pathname.slice(1)}" on ${url.hostname}:${url.port || 5432}`;
}
