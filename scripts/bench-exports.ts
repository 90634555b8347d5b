// Memory of the users CSV export at scale: fills a throwaway PostgreSQL database with 200,000
// accounts, starts the production build on it, signs in an admin and downloads
// /admin-dashboard/users/export.csv ten times, printing the time, the bytes and the server's
// resident memory (VmRSS) before, during (peak), after each download and after a forced GC. A
// streamed export should leave the server at its idle level. It prints; it does not assert.
// Then, in this process, it runs the streamed export and the former one (every row read, then one
// string) side by side, for comparison.
//   createdb bench_exports   (a database you will drop afterwards: it is filled with accounts)
//   AFA_BUILD_DIR=build npx react-router build
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_exports npm run bench:exports
// Options (environment): AFA_BUILD_DIR (default build), BENCH_USERS (default 200000),
// BENCH_DOWNLOADS (default 10), BENCH_ACCEPT_ENCODING (default gzip, deflate, as a browser asks;
// "identity" leaves the server's compression out of the figures).
import { existsSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { desc, eq } from "drizzle-orm";
import pg from "pg";
import { openPostgres } from "~/db/client.server";
import { user } from "~/db/schema";
import { exportUsersCsv, usersCsv } from "~/domain/admin/users.server";
import { requireBuild, signInWithForm, startBenchServer } from "./lib/bench-server";

const DATABASE_URL = process.env.DATABASE_URL;
const BUILD_DIR = requireBuild(
  process.env.AFA_BUILD_DIR ?? "build",
  "run AFA_BUILD_DIR=build npx react-router build",
);
const USERS = Number(process.env.BENCH_USERS ?? 200_000);
const DOWNLOADS = Number(process.env.BENCH_DOWNLOADS ?? 10);
const PORT = 4521;
const BASE = `http://127.0.0.1:${PORT}`;
const ADMIN = { email: "bench-exports-admin@afa.test", password: "Bench-Harvest-2026" };
const EXPORT = "/admin-dashboard/users/export.csv";
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING ?? "gzip, deflate";

if (!DATABASE_URL) {
  console.error("Set DATABASE_URL to a throwaway PostgreSQL database: it is filled with accounts.");
  process.exit(2);
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Resident memory of a process, from /proc (Linux). */
function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? Number.NaN);
  return kb * 1024;
}

/**
 * After a full collection the server writes its process.memoryUsage() here, so the figures tell
 * JavaScript memory still in use from memory the allocator keeps for reuse.
 */
const MEMORY_FILE = path.join(tmpdir(), `afa-bench-exports-memory-${process.pid}.json`);

/** 200,000 accounts in one statement (the server has migrated the database by now). */
async function fillUsers(): Promise<void> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const started = performance.now();
    const { rowCount } = await client.query(
      `insert into "user" (id, name, email, email_verified, role, status, created_at, updated_at)
       select 'bench-' || g, 'Bench Farmer ' || g, 'bench-' || g || '@afa.test', true,
              (array['user','user','user','instructor','moderator'])[1 + g % 5],
              (array['active','active','active','suspended','inactive'])[1 + g % 5],
              now() - g * interval '7 seconds', now()
       from generate_series(1, $1::int) g
       on conflict (id) do nothing`,
      [USERS],
    );
    await client.query('analyze "user"');
    const n = (await client.query<{ n: string }>('select count(*) as n from "user"')).rows[0]?.n;
    console.log(
      `accounts: ${rowCount} added in ${((performance.now() - started) / 1000).toFixed(1)} s, ${n} in all`,
    );
  } finally {
    await client.end();
  }
}

/** Downloads the export, counting bytes without keeping them, sampling the server's RSS. */
async function download(server: number, cookie: string) {
  let peak = rssOf(server);
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssOf(server));
  }, 20);
  const started = performance.now();
  try {
    const response = await fetch(`${BASE}${EXPORT}`, {
      headers: { Cookie: cookie, "Accept-Encoding": ACCEPT_ENCODING },
    });
    if (!response.ok || !response.body) throw new Error(`export answered ${response.status}`);
    let bytes = 0;
    const reader = response.body.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      bytes += read.value.byteLength;
    }
    return { ms: performance.now() - started, bytes, peak };
  } finally {
    clearInterval(sampler);
  }
}

/** A full collection in the server, then its RSS, with its JavaScript heap and buffers. */
async function gcPause(pid: number): Promise<string> {
  rmSync(MEMORY_FILE, { force: true });
  process.kill(pid, "SIGUSR2");
  await sleep(2000);
  const usage = existsSync(MEMORY_FILE)
    ? (JSON.parse(readFileSync(MEMORY_FILE, "utf8")) as NodeJS.MemoryUsage)
    : null;
  const detail = usage
    ? ` (JS heap used ${mb(usage.heapUsed)} of ${mb(usage.heapTotal)}, external ${mb(usage.external)}, array buffers ${mb(usage.arrayBuffers)})`
    : "";
  return `${mb(rssOf(pid))}${detail}`;
}

async function benchServer(): Promise<void> {
  const server = await startBenchServer({
    buildDir: BUILD_DIR,
    port: PORT,
    databaseUrl: DATABASE_URL as string,
    admin: ADMIN,
    seedDemo: false,
    nodeArgs: [
      // The bench asks for a full collection with SIGUSR2, so "after GC" means garbage is gone.
      "--expose-gc",
      "--import",
      `data:text/javascript,process.on('SIGUSR2',()=>{globalThis.gc();process.getBuiltinModule('fs').writeFileSync(${JSON.stringify(MEMORY_FILE)},JSON.stringify(process.memoryUsage()))})`,
    ],
  });
  try {
    const pid = server.pid;
    await fillUsers();
    const cookie = await signInWithForm(BASE, ADMIN);
    // The first request of a page loads its code; the idle level is measured after it.
    await fetch(`${BASE}/admin-dashboard/users`, { headers: { Cookie: cookie } });
    await fetch(`${BASE}${EXPORT}?q=nobody-matches-this`, { headers: { Cookie: cookie } });
    const idle = await gcPause(pid);
    console.log(
      `\nServer (production build, PostgreSQL): ${EXPORT}, ${DOWNLOADS} downloads, Accept-Encoding: ${ACCEPT_ENCODING}`,
    );
    console.log(`idle RSS after GC: ${idle}`);
    console.log(
      `${"#".padStart(3)} ${"time".padStart(8)} ${"bytes".padStart(12)} ${"peak RSS".padStart(10)} ${"RSS after".padStart(10)}`,
    );
    for (let i = 1; i <= DOWNLOADS; i++) {
      const { ms, bytes, peak } = await download(pid, cookie);
      console.log(
        `${String(i).padStart(3)} ${`${ms.toFixed(0)} ms`.padStart(8)} ${String(bytes).padStart(12)} ${mb(peak).padStart(10)} ${mb(rssOf(pid)).padStart(10)}`,
      );
    }
    console.log(`RSS after GC pause: ${await gcPause(pid)}`);
    console.log(`idle was:           ${idle}`);
  } finally {
    await server.stop();
    rmSync(MEMORY_FILE, { force: true });
  }
}

/**
 * The same export in this process, streamed (exportUsersCsv) and as the site used to build it
 * (every matching row read at once, then usersCsv into one string), with this process's RSS.
 */
async function benchInProcess(): Promise<void> {
  setFlagsFromString("--expose-gc");
  const gc = runInNewContext("gc") as () => void;
  const settle = async () => {
    gc();
    await sleep(500);
    return process.memoryUsage().rss;
  };
  const database = openPostgres(DATABASE_URL as string, 2);
  try {
    const [admin] = await database.db
      .select({ id: user.id, name: user.name, email: user.email, role: user.role })
      .from(user)
      .where(eq(user.email, ADMIN.email));
    if (!admin) throw new Error("the bench admin is missing");
    const filters = { q: "", role: "all", status: "all" } as const;
    const runs: [string, () => Promise<number>][] = [
      [
        "streamed (exportUsersCsv)",
        async () => {
          let bytes = 0;
          const reader = (await exportUsersCsv(database.db, admin, filters)).getReader();
          for (let read = await reader.read(); !read.done; read = await reader.read()) {
            bytes += read.value.byteLength;
          }
          return bytes;
        },
      ],
      [
        "former (all rows, one string)",
        async () => {
          const rows = await database.db
            .select({
              name: user.name,
              email: user.email,
              role: user.role,
              status: user.status,
              createdAt: user.createdAt,
            })
            .from(user)
            .orderBy(desc(user.createdAt), desc(user.id));
          return Buffer.byteLength(usersCsv(rows));
        },
      ],
    ];
    for (const [label, run] of runs) {
      const before = await settle();
      console.log(`\nIn this process: ${label}; RSS before ${mb(before)}`);
      for (let i = 1; i <= DOWNLOADS; i++) {
        let peak = process.memoryUsage().rss;
        const sampler = setInterval(() => {
          peak = Math.max(peak, process.memoryUsage().rss);
        }, 20);
        const started = performance.now();
        const bytes = await run();
        clearInterval(sampler);
        const ms = performance.now() - started;
        console.log(
          `${String(i).padStart(3)} ${`${ms.toFixed(0)} ms`.padStart(8)} ${String(bytes).padStart(12)} peak ${mb(peak).padStart(10)} after ${mb(process.memoryUsage().rss).padStart(10)}`,
        );
      }
      console.log(`RSS after GC pause: ${mb(await settle())} (before ${mb(before)})`);
    }
  } finally {
    await database.close();
  }
}

await benchServer();
await benchInProcess();
process.exit(0);
