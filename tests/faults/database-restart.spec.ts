// Nothing lost: the database goes away while visitors keep sending contact messages and
// consultation bookings, then comes back. The site answers 503 meanwhile, recovers by itself, and
// every submission it acknowledged is stored exactly once, with its e-mails queued.
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { type AppProcess, startAppProcess } from "../support/app-process";
import { type PrivatePostgres, startPrivatePostgres } from "../support/private-postgres";

test.describe.configure({ mode: "serial" });

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
    AUTH_SECRET: "fault-test-secret-0123456789abcdefghijklmnop",
    RATE_LIMIT_SCALE: "1000",
  });
});

test.afterAll(async () => {
  await app?.stop();
  await database?.destroy();
});

type Kind = "contact" | "consultation";

/** One visitor's form, as a browser without JavaScript posts it. */
function formFor(kind: Kind, key: string, n: number): URLSearchParams {
  const common = {
    name: `Visitor ${n}`,
    email: `visitor${n}@example.ng`,
    message: `Submission number ${n}: we grow cassava and maize near Ogun.`,
    formKey: key,
    website: "",
  };
  return new URLSearchParams(
    kind === "contact" ? { ...common, subject: "general" } : { ...common, plan: "Beginner" },
  );
}

/** Posts the form; true when the site acknowledged it (the redirect to its success toast). */
async function submit(base: string, kind: Kind, key: string, n: number): Promise<number> {
  const response = await fetch(`${base}/${kind}`, {
    method: "POST",
    body: formFor(kind, key, n),
    redirect: "manual",
    signal: AbortSignal.timeout(15_000),
  }).catch(() => null);
  return response?.status ?? 0;
}

test("every acknowledged submission is stored exactly once across a database restart", async () => {
  test.setTimeout(180_000);
  if (!app || !database) return;
  const base = app.url;
  const pending = Array.from({ length: 30 }, (_, n) => ({
    n,
    kind: (n % 2 === 0 ? "contact" : "consultation") as Kind,
    key: randomUUID(),
  }));
  const acknowledged = new Set<string>();
  const statuses: number[] = [];

  // A bounded stream: the first third goes in while the database works.
  for (const s of pending.slice(0, 10)) {
    const status = await submit(base, s.kind, s.key, s.n);
    statuses.push(status);
    if (status === 302) acknowledged.add(s.key);
  }
  expect(acknowledged.size).toBe(10);

  await database.stop();
  // While it is down: pages, forms and /healthz answer 503, never an acknowledgement.
  for (const s of pending.slice(10, 20)) {
    const status = await submit(base, s.kind, s.key, s.n);
    statuses.push(status);
    if (status === 302) acknowledged.add(s.key);
  }
  expect(statuses.slice(10)).toContain(503);
  expect((await fetch(`${base}/healthz`)).status).toBe(503);
  const page = await fetch(`${base}/academy`);
  expect(page.status).toBe(503);
  expect(page.headers.get("retry-after")).toBe("30");
  const html = await page.text();
  expect(html).toContain("We&#x27;ll be right back");
  expect(html).toMatch(/href="\/academy"[^>]*>Try again</);

  await database.start();
  // Visitors retry what was not acknowledged (the same form, so the same key) until it is.
  const deadline = Date.now() + 90_000;
  for (;;) {
    const left = pending.filter((s) => !acknowledged.has(s.key));
    if (left.length === 0) break;
    expect(Date.now(), `still unacknowledged: ${left.length}`).toBeLessThan(deadline);
    for (const s of left) {
      if ((await submit(base, s.kind, s.key, s.n)) === 302) acknowledged.add(s.key);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  // A double submission after the restart is still one record.
  const first = pending[0];
  if (first) expect(await submit(base, first.kind, first.key, first.n)).toBe(302);
  expect((await fetch(`${base}/healthz`)).status).toBe(200);

  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    // Each visitor's form is told apart by its address (the stored key is bound to the fields).
    const rows = await client.query<{ email: string; n: string }>(
      `select email, count(*) as n from contacts group by 1
       union all
       select email, count(*) from consultations group by 1`,
    );
    const stored = new Map(rows.rows.map((r) => [r.email, Number(r.n)]));
    expect(stored.size).toBe(pending.length);
    for (const s of pending) expect(stored.get(`visitor${s.n}@example.ng`), s.key).toBe(1);
    // Each stored submission queued its two e-mails (visitor and staff), once.
    const outbox = await client.query<{ n: string }>("select count(*) as n from outbox_messages");
    expect(Number(outbox.rows[0]?.n)).toBe(pending.length * 2);
  } finally {
    await client.end();
  }
});
