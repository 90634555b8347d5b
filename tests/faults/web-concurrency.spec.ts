// WEB_CONCURRENCY on PostgreSQL: one process prepares the database, then runs that many web
// processes on the same port; a web process that dies is replaced, and SIGTERM stops them all.
import { readdirSync, readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { type AppProcess, startAppProcess } from "../support/app-process";
import { type PrivatePostgres, startPrivatePostgres } from "../support/private-postgres";

let database: PrivatePostgres | null = null;
let app: AppProcess | null = null;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const started = await startPrivatePostgres();
  if (typeof started === "string") {
    test.skip(true, `skipped: ${started}`);
    return;
  }
  database = started;
  app = await startAppProcess({
    DATABASE_URL: started.url,
    AUTH_SECRET: "web-concurrency-secret-0123456789abcdefghij",
    SEED_DEMO: "true",
    WEB_CONCURRENCY: "2",
  });
});

test.afterAll(async () => {
  await app?.stop();
  await database?.destroy();
});

/** The live child processes of `pid` (read from /proc, as `pgrep -P` would). */
function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // Fields after the command's closing parenthesis: state, then the parent's pid.
      const [state, parent] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(parent) === pid && state !== "Z") children.push(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  return children;
}

test("two web processes serve the site, a dead one is replaced, SIGTERM stops them all", async () => {
  test.setTimeout(90_000);
  if (!app) return;
  const primary = app.pid;
  await expect.poll(() => childrenOf(primary).length, { timeout: 30_000 }).toBe(2);
  const first = childrenOf(primary);

  const answers = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      fetch(`${app?.url}${i % 2 ? "/academy" : "/"}`).then((r) => r.status),
    ),
  );
  expect(answers.every((status) => status === 200)).toBe(true);

  // One web process is killed outright: the site keeps answering and a new one takes its place.
  process.kill(first[0] ?? 0, "SIGKILL");
  // (A connection the dead process held is reset; the client's next one reaches the other.)
  const status = () =>
    fetch(`${app?.url}/healthz`)
      .then((r) => r.status)
      .catch(() => 0);
  await expect.poll(status, { timeout: 10_000 }).toBe(200);
  await expect
    .poll(
      () => {
        const now = childrenOf(primary);
        return now.length === 2 && !now.includes(first[0] ?? 0);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  expect((await fetch(`${app.url}/academy`)).status).toBe(200);

  const workers = childrenOf(primary);
  await app.stop();
  app = null;
  for (const pid of [primary, ...workers]) {
    expect(() => process.kill(pid, 0), `process ${pid} has exited`).toThrow();
  }
});
