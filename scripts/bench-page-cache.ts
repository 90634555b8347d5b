// What the visitors' page cache costs the server for addresses it has not seen (issue 34 item 8),
// on the embedded database with the demo content: a hit, a public page with a made-up query
// (`?utm_source=…`), a search nobody made before (`?q=…`, a parameter the page reads), and whether
// the real pages are still kept after BENCH_FLOOD (1,000) made-up queries and as many `?page=`.
//   AFA_BUILD_DIR=build npx react-router build && npx tsx scripts/bench-page-cache.ts
// The CPU is the whole server process's (every thread, so zlib's compression off the event loop
// counts), read from /proc/<pid>/task/*/schedstat (Linux) around BENCH_SAMPLES sequential
// requests, after the server has gone quiet. It prints; it does not assert.
// Options (environment): AFA_BUILD_DIR (default build), BENCH_SAMPLES (default 200), BENCH_FLOOD.
import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { requireBuild, startBenchServer } from "./lib/bench-server";

const BUILD_DIR = requireBuild(
  process.env.AFA_BUILD_DIR ?? "build",
  "run AFA_BUILD_DIR=build npx react-router build",
);
const SAMPLES = Math.max(10, Number(process.env.BENCH_SAMPLES ?? 200));
/** How many made-up addresses, and pages of ?page=, are sent before the real pages are checked. */
const FLOOD = Math.max(1, Number(process.env.BENCH_FLOOD ?? 1000));
const PORT = 4524;
const ADMIN = { email: "bench-cache-admin@afa.test", password: "Bench-Harvest-2026" };
const REAL_PAGES = [
  "/",
  "/about",
  "/academy",
  "/training",
  "/consulting",
  "/services",
  "/careers",
  "/journey",
  "/research",
  "/privacy-policy",
  "/terms-of-service",
];

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Nanoseconds every thread of the process has spent on a CPU (threads that ended are lost). */
function processNs(pid: number): number {
  let total = 0;
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    try {
      total += Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, "utf8").split(" ")[0]);
    } catch {
      // A thread that ended meanwhile.
    }
  }
  return total;
}

/** Waits until the server spends under 2 ms of CPU in 100 ms (its background work is done). */
async function quiet(pid: number): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const before = processNs(pid);
    await sleep(100);
    if (processNs(pid) - before < 2e6) return;
  }
}

async function get(base: string, path: string): Promise<string> {
  const response = await fetch(`${base}${path}`, { headers: { "Accept-Encoding": "br, gzip" } });
  await response.arrayBuffer();
  return response.headers.get("x-page-cache") ?? "-";
}

/** CPU per request (ms) over SAMPLES requests of `path(i)`, background work included. */
async function cpuPerRequest(pid: number, base: string, path: (i: number) => string) {
  await quiet(pid);
  const before = processNs(pid);
  const started = performance.now();
  for (let i = 0; i < SAMPLES; i++) await get(base, path(i));
  const wall = performance.now() - started;
  await quiet(pid);
  // The 100 ms quiet window that ended the wait is in the figure too: take out what idling costs.
  return { cpu: (processNs(pid) - before) / 1e6 / SAMPLES, wall: wall / SAMPLES };
}

async function realPagesStillKept(base: string): Promise<string> {
  let kept = 0;
  for (const page of REAL_PAGES) if ((await get(base, page)) === "hit") kept += 1;
  return `${kept} of ${REAL_PAGES.length}`;
}

async function main() {
  const server = await startBenchServer({
    buildDir: BUILD_DIR,
    port: PORT,
    databaseUrl: "",
    admin: ADMIN,
    seedDemo: true,
  });
  try {
    const { base, pid } = server;
    for (const page of REAL_PAGES) {
      await get(base, page);
      await get(base, page);
      await get(base, page);
    }
    await quiet(pid);
    console.log(`build ${BUILD_DIR}, ${SAMPLES} requests each, CPU of the whole server process`);
    const rows: [string, { cpu: number; wall: number }][] = [
      ["hit: /academy", await cpuPerRequest(pid, base, () => "/academy")],
      [
        "made-up query: /academy?utm_source=<new>",
        await cpuPerRequest(pid, base, () => `/academy?utm_source=${randomUUID()}`),
      ],
      [
        "new search: /academy?q=<new>",
        await cpuPerRequest(pid, base, () => `/academy?q=${randomUUID().slice(0, 8)}`),
      ],
    ];
    for (const [label, row] of rows) {
      console.log(
        `${label.padEnd(44)} ${row.cpu.toFixed(2).padStart(7)} ms CPU  ${row.wall.toFixed(2).padStart(7)} ms wall`,
      );
    }
    for (let i = 0; i < FLOOD; i++) await get(base, `${REAL_PAGES[i % 4]}?x=${randomUUID()}`);
    await quiet(pid);
    console.log(
      `real pages still kept after ${FLOOD} made-up queries: ${await realPagesStillKept(base)}`,
    );
    for (let i = 2; i < FLOOD + 2; i++) await get(base, `/academy?page=${i}`);
    await quiet(pid);
    console.log(
      `real pages still kept after ${FLOOD} pages of ?page=: ${await realPagesStillKept(base)}`,
    );
  } finally {
    await server.stop();
  }
}

await main();
