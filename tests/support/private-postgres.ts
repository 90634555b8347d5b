// A PostgreSQL server of the test's own, for the fault tests: initdb into a temporary folder, its
// own port on 127.0.0.1, stopped and started at will. The machine's shared server is never touched.
import { execFile } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { chown, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { freePort } from "./ports";

const run = promisify(execFile);

/** Where this machine keeps the PostgreSQL server programs, or null when it has none. */
export function findPostgresBin(): string | null {
  const fromEnv = process.env.PG_BIN;
  if (fromEnv && existsSync(path.join(fromEnv, "initdb"))) return fromEnv;
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], "bin") : null;
}

export type PrivatePostgres = {
  url: string;
  port: number;
  start: () => Promise<void>;
  /** A fast shutdown: open connections are cut, as when a database server goes away. */
  stop: () => Promise<void>;
  destroy: () => Promise<void>;
};

// PostgreSQL refuses to run as root; CI runs as root, so the programs run as the postgres user.
const asRoot = process.getuid?.() === 0;
const POSTGRES_UID = 101;

async function pg(bin: string, program: string, args: string[]) {
  const command = path.join(bin, program);
  if (!asRoot) return run(command, args);
  return run("runuser", ["-u", "postgres", "--", command, ...args]);
}

async function postgresUid(): Promise<number> {
  const { stdout } = await run("id", ["-u", "postgres"]).catch(() => ({
    stdout: String(POSTGRES_UID),
  }));
  return Number(stdout.trim());
}

/** A fresh, running server; null (with the reason) when this machine cannot run one. */
export async function startPrivatePostgres(): Promise<PrivatePostgres | string> {
  const bin = findPostgresBin();
  if (!bin) return "no PostgreSQL server programs (initdb) on this machine";
  const dir = await mkdtemp(path.join(tmpdir(), "afa-pg-"));
  if (asRoot) {
    const uid = await postgresUid();
    await chown(dir, uid, uid);
  }
  const data = path.join(dir, "data");
  const port = await freePort();
  await pg(bin, "initdb", ["-D", data, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--no-sync"]);
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    "-c listen_addresses=127.0.0.1",
    "-c fsync=off",
    "-c max_connections=60",
  ].join(" ");
  const start = async () => {
    await pg(bin, "pg_ctl", [
      "-D",
      data,
      "-o",
      options,
      "-l",
      path.join(dir, "log"),
      "-w",
      "start",
    ]);
  };
  const stop = async () => {
    await pg(bin, "pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop,
    destroy: async () => {
      await stop().catch(() => {});
      await rm(dir, { recursive: true, force: true });
    },
  };
}
