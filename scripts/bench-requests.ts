// What the most expensive signed-in requests cost the server's main thread, one at a time, on the
// embedded database and on PostgreSQL: a full progress-sync batch (and the same batch again), an
// online progress report, the heaviest learner pages and downloads (account data, a certificate
// PDF: the run first waits the 55 s a short course takes to watch, then reports it watched), and
// the admin's pages and exports. Last, a learner's sync budget running out. docs/operations.md (Limits and timeouts) promises that every request is bounded; this shows by how much. On PGlite
// the database runs on the main thread too, so its work is in the figure; on PostgreSQL the
// database's own CPU is in another process and is not.
//   AFA_BUILD_DIR=build npx react-router build && npm run bench:requests
// Each request is sent BENCH_SAMPLES times in a row (default 8, after one unmeasured warm-up);
// the time the server's main thread spent on the CPU meanwhile is read from
// /proc/<pid>/task/<pid>/schedstat (nanoseconds, Linux). It prints; it does not assert.
// Options (environment): AFA_BUILD_DIR (default build), BENCH_SAMPLES, BENCH_PG_URL (a PostgreSQL
// server to create a throwaway database on; default postgres://postgres@127.0.0.1:5432/postgres,
// skipped when unreachable).
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import {
  requireBuild,
  signInWithForm,
  startBenchServer,
  withThrowawayDatabase,
} from "./lib/bench-server";

const BUILD_DIR = requireBuild(
  process.env.AFA_BUILD_DIR ?? "build",
  "run AFA_BUILD_DIR=build npx react-router build",
);
const SAMPLES = Math.max(1, Number(process.env.BENCH_SAMPLES ?? 8));
const PG_URL = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const PORT = 4522;
const BASE = `http://127.0.0.1:${PORT}`;
const ADMIN = { email: "bench-requests-admin@afa.test", password: "Bench-Harvest-2026" };
/** The most reports one progress-sync request takes (MAX_SYNC_REPORTS). */
const FULL_BATCH = 100;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Nanoseconds the process's main thread (its thread id is its pid) has spent on a CPU. */
function mainThreadNs(pid: number): number {
  const [onCpu = "0"] = readFileSync(`/proc/${pid}/task/${pid}/schedstat`, "utf8").split(" ");
  return Number(onCpu);
}

type Probe = {
  label: string;
  /** Sends the request; `sample` counts from 0 (the warm-up is -1). Answers its status. */
  send: (sample: number) => Promise<number>;
  samples?: number;
};

type Row = { label: string; statuses: string; cpu: number[]; wall: number[] };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

async function measure(pid: number, probe: Probe): Promise<Row> {
  await probe.send(-1);
  const row: Row = { label: probe.label, statuses: "", cpu: [], wall: [] };
  const statuses = new Set<number>();
  for (let i = 0; i < (probe.samples ?? SAMPLES); i += 1) {
    // A short pause first: what the last request left (a streamed body's end, a log line) is done.
    await sleep(30);
    const cpu = mainThreadNs(pid);
    const started = performance.now();
    statuses.add(await probe.send(i));
    row.wall.push(performance.now() - started);
    row.cpu.push((mainThreadNs(pid) - cpu) / 1e6);
  }
  row.statuses = [...statuses].join(",");
  return row;
}

/**
 * A GET with the session cookie; the body is read to its end (a page, a CSV, a PDF). Answers the
 * status, or the page's text when `text` is set.
 */
function get(cookie: string, path: string, text = false) {
  return async () => {
    const response = await fetch(`${BASE}${path}`, {
      redirect: "manual",
      headers: { Cookie: cookie, ...(text ? {} : { "Accept-Encoding": "gzip, br" }) },
    });
    const body = await response.text();
    return text ? body : response.status;
  };
}

function post(cookie: string, path: string, body: string, type: string) {
  return fetch(`${BASE}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { Cookie: cookie, Origin: BASE, "Content-Type": type, Accept: "application/json" },
    body,
  });
}

const uuids = (text: string, pattern: RegExp) => [
  ...new Set([...text.matchAll(pattern)].map((m) => m[1] ?? "")),
];

/** A demo course of four 12-second lessons and no final assessment: the quickest certificate. */
const QUICK_COURSE = { slug: "farm-records-on-your-phone", title: "Farm Records on Your Phone" };

/**
 * Enrols the admin in every free course of the catalogue's first page and the quick one; answers
 * their lessons, and which course is the quick one.
 */
async function enrolEverywhere(cookie: string) {
  const academy = await (await fetch(`${BASE}/academy`)).text();
  const slugs = [
    ...new Set([
      ...(academy.match(/\/academy\/[a-z0-9-]+(?=\/enrol")/g) ?? []),
      `/academy/${QUICK_COURSE.slug}`,
    ]),
  ];
  for (const slug of slugs) {
    await post(cookie, `${slug}/enrol`, "", "application/x-www-form-urlencoded");
  }
  const mine = await (
    await fetch(`${BASE}/dashboard/my-courses`, { headers: { Cookie: cookie } })
  ).text();
  const courseIds = uuids(mine, /\/dashboard\/courses\/([0-9a-f-]{36})\/content/g);
  const lessons: { courseId: string; lessonId: string }[] = [];
  let quickCourseId = "";
  for (const courseId of courseIds) {
    const page = await (
      await fetch(`${BASE}/dashboard/courses/${courseId}/content`, { headers: { Cookie: cookie } })
    ).text();
    if (page.includes(`>${QUICK_COURSE.title}</h1>`)) quickCourseId = courseId;
    for (const lessonId of uuids(page, /[?&]lesson=([0-9a-f-]{36})/g))
      lessons.push({ courseId, lessonId });
  }
  return { courseIds, lessons, quickCourseId };
}

async function benchDatabase(label: string, databaseUrl: string): Promise<Row[]> {
  const server = await startBenchServer({
    buildDir: BUILD_DIR,
    port: PORT,
    databaseUrl,
    admin: ADMIN,
    seedDemo: true,
  });
  try {
    const pid = server.pid;
    const cookie = await signInWithForm(BASE, ADMIN);
    const { courseIds, lessons, quickCourseId } = await enrolEverywhere(cookie);
    if (lessons.length === 0) throw new Error("no lessons to report progress on");
    const firstCourse = courseIds[0] ?? "";
    const firstLesson = lessons[0]?.lessonId ?? "";

    /** A hundred reports over every lesson, 10% steps rising batch by batch, 5 s watched each. */
    const batch = (sample: number) =>
      Array.from({ length: FULL_BATCH }, (_, i) => {
        const lesson = lessons[i % lessons.length] ?? { courseId: "", lessonId: "" };
        const step = Math.min(100, 10 * (1 + Math.floor(i / lessons.length) + Math.max(0, sample)));
        return { id: randomUUID(), ...lesson, percent: step, position: 5, watched: 5 };
      });
    let lastBatch = batch(0);
    const sync = (reports: unknown[]) =>
      post(
        cookie,
        "/dashboard/progress-sync",
        JSON.stringify({ reports }),
        "application/json",
      ).then(async (r) => {
        await r.arrayBuffer();
        return r.status;
      });

    // Real time for the quick course's four lessons to have been watched (the server credits no
    // more), which also lets the background workers (outbox, video copies) settle. Then they are
    // reported watched, so a certificate exists for its PDF to be measured.
    console.log(`\n${label}: waiting 55 s, the time to watch ${QUICK_COURSE.title}…`);
    await sleep(55_000);
    await sync(
      lessons
        .filter((l) => l.courseId === quickCourseId)
        .map((l) => ({ id: randomUUID(), ...l, percent: 100, position: 12, watched: 12 })),
    );
    await sleep(2000);
    const idleFrom = mainThreadNs(pid);
    await sleep(1000);
    const idlePerSecond = (mainThreadNs(pid) - idleFrom) / 1e6;

    const probes: Probe[] = [
      {
        label: `POST /dashboard/progress-sync (${FULL_BATCH} new reports)`,
        send: (sample) => {
          lastBatch = batch(sample);
          return sync(lastBatch);
        },
      },
      {
        label: `POST /dashboard/progress-sync (the same ${FULL_BATCH} again)`,
        send: () => sync(lastBatch),
      },
      {
        label: "POST /dashboard/courses/:id/content.data (one report)",
        send: async (sample) => {
          const body = new URLSearchParams({
            intent: "progress",
            lessonId: firstLesson,
            percent: String(Math.min(90, 10 * (sample + 2))),
            position: "5",
            watched: "5",
          });
          const r = await post(
            cookie,
            // As the player's fetcher posts it: the action's data, no page.
            `/dashboard/courses/${firstCourse}/content.data`,
            body.toString(),
            "application/x-www-form-urlencoded",
          );
          await r.arrayBuffer();
          return r.status;
        },
      },
      ...[
        "/dashboard",
        "/dashboard/progress",
        "/dashboard/my-courses",
        "/dashboard/courses/:id/content",
        "/dashboard/certificates",
        "/dashboard/notifications",
        "/settings/account-data",
        "/admin-dashboard",
        "/admin-dashboard/users",
        "/admin-dashboard/analytics",
        "/admin-dashboard/payments",
        "/admin-dashboard/audit",
        "/admin-dashboard/outbox",
        "/admin-dashboard/users/export.csv",
        "/admin-dashboard/payments/export.csv",
      ].map((path) => ({
        label: `GET ${path}`,
        send: get(cookie, path.replace(":id", firstCourse)) as () => Promise<number>,
      })),
    ];
    // After the syncs above, which may have completed a course: its certificate's PDF.
    let code: string | null | undefined;
    probes.push({
      label: "GET /dashboard/certificates/:code/pdf",
      send: async () => {
        if (code === undefined) {
          const list = await get(cookie, "/dashboard/certificates", true)();
          code = /\/dashboard\/certificates\/(AFA-[0-9A-Z-]+)\/pdf/.exec(String(list))?.[1] ?? null;
        }
        return code ? Number(await get(cookie, `/dashboard/certificates/${code}/pdf`)()) : 0;
      },
    });
    // Last: whatever a learner's budget of sync requests leaves, answered until it is spent.
    probes.push({
      label: "POST /dashboard/progress-sync (until the budget answers)",
      send: (sample) => sync(batch(sample + SAMPLES + 1)),
      samples: 12,
    });

    const rows: Row[] = [];
    for (const probe of probes) rows.push(await measure(pid, probe));
    console.log(
      `\n${label}: ${lessons.length} lessons in ${courseIds.length} courses; ${SAMPLES} requests each, one at a time`,
    );
    console.log(`main thread while idle: ${idlePerSecond.toFixed(1)} ms per second`);
    console.log(
      `${"request".padEnd(62)} ${"status".padStart(7)} ${"main ms p50".padStart(11)} ${"max".padStart(7)} ${"wall ms p50".padStart(11)}`,
    );
    for (const row of rows) {
      console.log(
        `${row.label.padEnd(62)} ${row.statuses.padStart(7)} ${median(row.cpu).toFixed(1).padStart(11)} ${Math.max(
          ...row.cpu,
        )
          .toFixed(1)
          .padStart(7)} ${median(row.wall).toFixed(1).padStart(11)}`,
      );
    }
    const worst = rows.reduce((a, b) => (median(b.cpu) > median(a.cpu) ? b : a));
    console.log(`worst request: ${worst.label}, ${median(worst.cpu).toFixed(1)} ms of main thread`);
    if (!code) console.log("(no certificate was earned, so status 0: no PDF was asked for)");
    return rows;
  } finally {
    await server.stop();
  }
}

await benchDatabase("Embedded database (PGlite)", "");
const ran = await withThrowawayDatabase(PG_URL, (url) =>
  benchDatabase("PostgreSQL, one web process", url),
);
if (ran === null)
  console.log(`\nPostgreSQL: skipped (nothing answers at ${PG_URL}; set BENCH_PG_URL)`);
