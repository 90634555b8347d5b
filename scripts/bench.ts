// Throughput and latency of the production build on this machine, on the embedded database and on
// PostgreSQL (one web process, then one per core): /, /academy and a course page as a visitor
// without cookies gets them (from the visitors' page cache), and a signed-in /dashboard (rendered),
// each compared with /healthz (through the same server) so the figures mean something on any
// machine. The load generator runs on the same machine and takes its share of the cores.
//   npm run build && npm run bench
// Options (environment): AFA_BUILD_DIR (default build), BENCH_SECONDS (default 10),
// BENCH_CONNECTIONS (default 50), BENCH_PG_URL (a PostgreSQL server to create a throwaway database
// on; default postgres://postgres@127.0.0.1:5432/postgres, skipped when unreachable).
import autocannon from "autocannon";
import {
  requireBuild,
  signInWithForm,
  startBenchServer,
  withThrowawayDatabase,
} from "./lib/bench-server";

const BUILD_DIR = requireBuild(process.env.AFA_BUILD_DIR ?? "build");
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PG_URL = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const PORT = 4520;
const BASE = `http://127.0.0.1:${PORT}`;
const ADMIN = { email: "bench-admin@afa.test", password: "Bench-Harvest-2026" };
const COURSE = "/academy/catfish-farming-for-beginners";

/** Signs in through the login form and enrols in a few courses, so /dashboard has data to show. */
async function signIn(): Promise<string> {
  const cookie = await signInWithForm(BASE, ADMIN);
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

async function benchDatabase(
  label: string,
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<void> {
  const server = await startBenchServer({
    buildDir: BUILD_DIR,
    port: PORT,
    databaseUrl,
    admin: ADMIN,
    seedDemo: true,
    env,
  });
  try {
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
    await server.stop();
  }
}

await benchDatabase("Embedded database (PGlite)", "");
const ran = await withThrowawayDatabase(PG_URL, async (url) => {
  await benchDatabase("PostgreSQL, one web process", url);
  await benchDatabase("PostgreSQL, WEB_CONCURRENCY=auto (one web process per core)", url, {
    WEB_CONCURRENCY: "auto",
  });
});
if (ran === null)
  console.log(`\nPostgreSQL: skipped (nothing answers at ${PG_URL}; set BENCH_PG_URL)`);
