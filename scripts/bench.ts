// Throughput and latency of the production build on this machine, on the embedded database and on
// PostgreSQL: /, /academy, a course page and a signed-in /dashboard, each compared with /healthz
// (one database ping through the same server) so the figures mean something on any machine.
//   npm run build && npm run bench
// Options (environment): AFA_BUILD_DIR (default build), BENCH_SECONDS (default 10),
// BENCH_CONNECTIONS (default 10), BENCH_PG_URL (a PostgreSQL server to create a throwaway database
// on; default postgres://postgres@127.0.0.1:5432/postgres, skipped when unreachable).
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";

const BUILD_DIR = path.resolve(process.env.AFA_BUILD_DIR ?? "build");
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PG_URL = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const PORT = 4520;
const BASE = `http://127.0.0.1:${PORT}`;
const ADMIN = { email: "bench-admin@afa.test", password: "Bench-Harvest-2026" };
const COURSE = "/academy/catfish-farming-for-beginners";

if (!existsSync(path.join(BUILD_DIR, "server", "index.js"))) {
  console.error(`No production build in ${BUILD_DIR}: run npm run build first.`);
  process.exit(2);
}

async function waitForServer(child: ChildProcess): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${BASE}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("server did not start within 60 s");
}

function startServer(databaseUrl: string, dataDir: string): ChildProcess {
  return spawn(process.execPath, ["server.js"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      AFA_BUILD_DIR: BUILD_DIR,
      PORT: String(PORT),
      HOST: "127.0.0.1",
      APP_URL: BASE,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SEED_DEMO: "true",
      SMTP_URL: "",
      LOG_LEVEL: "warn",
      // A throwaway secret: production requires one with PostgreSQL, and the run's sessions die with it.
      AUTH_SECRET: randomBytes(32).toString("hex"),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
  });
}

/** Signs in through the login form and enrols in a few courses, so /dashboard has data to show. */
async function signIn(): Promise<string> {
  const response = await fetch(`${BASE}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: BASE, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(ADMIN),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  if (!cookie.includes("session_token")) throw new Error(`sign-in failed (${response.status})`);
  const academy = await (await fetch(`${BASE}/academy`)).text();
  const slugs = [...new Set(academy.match(/\/academy\/[a-z0-9-]+(?=\/enrol")/g) ?? [])].slice(0, 3);
  for (const slug of slugs) {
    await fetch(`${BASE}${slug}/enrol`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: BASE, Cookie: cookie },
    });
  }
  return cookie;
}

type Figures = { path: string; rps: number; p50: number; p99: number; errors: number };

async function measure(pathname: string, headers: Record<string, string> = {}): Promise<Figures> {
  const result = await autocannon({
    url: `${BASE}${pathname}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { "Accept-Encoding": "gzip, br", ...headers },
  });
  return {
    path: pathname,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

async function benchDatabase(label: string, databaseUrl: string): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "afa-bench-"));
  const server = startServer(databaseUrl, dataDir);
  try {
    await waitForServer(server);
    const cookie = await signIn();
    // One short warm-up per page: the first requests compile templates and fill caches.
    const pages: [string, Record<string, string>][] = [
      ["/healthz", {}],
      ["/", {}],
      ["/academy", {}],
      [COURSE, {}],
      ["/dashboard", { Cookie: cookie }],
    ];
    for (const [p, h] of pages) await fetch(`${BASE}${p}`, { headers: h });
    const rows: Figures[] = [];
    for (const [p, h] of pages) rows.push(await measure(p, h));
    const baseline = rows[0]?.rps ?? 1;
    console.log(`\n${label} — ${CONNECTIONS} connections, ${SECONDS} s per route`);
    console.log(
      `${"route".padEnd(44)} ${"req/s".padStart(8)} ${"p50 ms".padStart(7)} ${"p99 ms".padStart(7)} ${"vs /healthz".padStart(11)} errors`,
    );
    for (const row of rows) {
      console.log(
        `${row.path.padEnd(44)} ${row.rps.toFixed(0).padStart(8)} ${String(row.p50).padStart(7)} ${String(row.p99).padStart(7)} ${(row.rps / baseline).toFixed(2).padStart(11)} ${row.errors}`,
      );
    }
  } finally {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function withPostgres(run: (url: string) => Promise<void>): Promise<void> {
  const admin = new pg.Client({ connectionString: PG_URL });
  try {
    await admin.connect();
  } catch {
    console.log(`\nPostgreSQL: skipped (nothing answers at ${PG_URL}; set BENCH_PG_URL)`);
    return;
  }
  const name = `afa_bench_${randomBytes(4).toString("hex")}`;
  await admin.query(`create database "${name}"`);
  try {
    const url = new URL(PG_URL);
    url.pathname = `/${name}`;
    await run(url.toString());
  } finally {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

await benchDatabase("Embedded database (PGlite)", "");
await withPostgres((url) => benchDatabase("PostgreSQL", url));
