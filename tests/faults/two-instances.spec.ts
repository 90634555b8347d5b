// Several instances: two server processes on one PostgreSQL, started together, with
// uploads in an S3-compatible store (s3rver) and one mail server. Migrations run once, a session
// made on one works on the other, rate limits are shared, each e-mail is sent once, and an upload
// made through one is served by the other.
import { randomUUID } from "node:crypto";
import { readdirSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import { expect, test } from "@playwright/test";
import pg from "pg";
import S3rver from "s3rver";
import sharp from "sharp";
import { type AppProcess, startAppProcess } from "../support/app-process";
import { type PrivatePostgres, startPrivatePostgres } from "../support/private-postgres";
import { createSmtpSink, type SmtpSink } from "../support/smtp-sink";

test.describe.configure({ mode: "serial" });

let database: PrivatePostgres | null = null;
let s3: S3rver | null = null;
let s3Dir = "";
let smtp: SmtpSink;
let a: AppProcess;
let b: AppProcess;

const BUCKET = "afa-uploads";

test.beforeAll(async () => {
  test.setTimeout(150_000);
  const started = await startPrivatePostgres();
  if (typeof started === "string") {
    test.skip(true, `skipped: ${started}`);
    return;
  }
  database = started;
  s3Dir = await mkdtemp(path.join(tmpdir(), "afa-s3rver-"));
  s3 = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory: s3Dir });
  const { port } = await s3.run();
  const endpoint = `http://127.0.0.1:${port}`;
  await new S3Client({
    region: "us-east-1",
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
  }).send(new CreateBucketCommand({ Bucket: BUCKET }));
  smtp = await createSmtpSink();
  await smtp.start();

  const shared = {
    DATABASE_URL: started.url,
    AUTH_SECRET: "two-instances-secret-0123456789abcdefghijkl",
    SMTP_URL: smtp.url,
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
    S3_FORCE_PATH_STYLE: "true",
    // Each test step below speaks for its own client address.
    TRUST_PROXY: "true",
  };
  // Started together on an empty database: both try to migrate at once.
  [a, b] = await Promise.all([startAppProcess(shared), startAppProcess(shared)]);
});

test.afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await smtp?.stop();
  await s3?.close();
  if (s3Dir) await rm(s3Dir, { recursive: true, force: true });
  await database?.destroy();
});

async function query<T extends pg.QueryResultRow>(sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: database?.url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

/** A form post from client `ip`, as a browser without JavaScript sends it. */
function post(
  base: string,
  pathname: string,
  form: Record<string, string>,
  ip: string,
  cookie = "",
) {
  return fetch(`${base}${pathname}`, {
    method: "POST",
    redirect: "manual",
    headers: { "X-Forwarded-For": ip, Origin: base, ...(cookie ? { Cookie: cookie } : {}) },
    body: new URLSearchParams(form),
  });
}

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

test("the migrations ran once although both instances started together", async () => {
  if (!database) return;
  const files = readdirSync("drizzle").filter((f) => f.endsWith(".sql"));
  const rows = await query<{ n: string }>("select count(*) as n from drizzle.__drizzle_migrations");
  expect(Number(rows[0]?.n)).toBe(files.length);
});

test("an account made on one instance signs in there and is signed in on the other", async () => {
  test.setTimeout(90_000);
  if (!database) return;
  const email = `two-${randomUUID().slice(0, 8)}@example.ng`;
  const password = "Cassava-Harvest-2027";
  const registered = await post(
    a.url,
    "/register",
    {
      fullName: "Kemi Balogun",
      email,
      phone: "08031234567",
      password,
      confirmPassword: password,
      terms: "on",
    },
    "203.0.113.10",
  );
  expect(registered.status, a.output()).toBe(302);
  // One verification e-mail, although both instances' workers watch the queue.
  await expect.poll(() => smtp.received.filter((m) => m.to.includes(email)).length).toBe(1);
  const link = /https?:\/\/\S+\/verify\?token=\S+/.exec(
    smtp.received.find((m) => m.to.includes(email))?.text ?? "",
  )?.[0];
  expect(link).toBeTruthy();
  // Opened on the other instance.
  const verified = await fetch(
    new URL(new URL(link ?? "").pathname + new URL(link ?? "").search, b.url),
  );
  expect(verified.status).toBe(200);

  const signedIn = await post(a.url, "/login", { email, password }, "203.0.113.11");
  expect(signedIn.status).toBe(302);
  const cookie = cookieOf(signedIn);
  const dashboard = await fetch(`${b.url}/dashboard`, { headers: { Cookie: cookie } });
  expect(dashboard.status).toBe(200);
  expect(await dashboard.text()).toContain("Kemi");

  // A photo uploaded through A is stored in the object store and served by B.
  const photo = await sharp({
    create: { width: 64, height: 64, channels: 3, background: { r: 30, g: 120, b: 60 } },
  })
    .png()
    .toBuffer();
  const upload = new FormData();
  upload.set("intent", "avatar");
  upload.set("avatar", new File([photo], "me.png", { type: "image/png" }));
  const uploaded = await fetch(`${a.url}/settings`, {
    method: "POST",
    redirect: "manual",
    headers: { Cookie: cookie, Origin: a.url, "X-Forwarded-For": "203.0.113.11" },
    body: upload,
  });
  expect(uploaded.status, a.output()).toBe(302);
  const rows = await query<{ image: string | null }>(
    `select image from "user" where email = '${email}'`,
  );
  const image = rows[0]?.image ?? "";
  expect(image).toMatch(/^\/uploads\//);
  const served = await fetch(`${b.url}${image}`);
  expect(served.status).toBe(200);
  expect(served.headers.get("content-type")).toMatch(/^image\//);
  expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(0);
});

test("rate limits are counted once for both instances", async () => {
  if (!database) return;
  const ip = "198.51.100.77";
  // Sign-in: 20 tries per quarter hour per client address, wherever they land. Each try names
  // another account, so only the address's budget is spent (an account has its own, smaller one).
  const statuses: number[] = [];
  for (let i = 0; i < 21; i++) {
    const server = i % 2 === 0 ? a : b;
    const response = await post(
      server.url,
      "/login",
      { email: `nobody-${i}@example.ng`, password: `wrong-${i}` },
      ip,
    );
    statuses.push(response.status);
  }
  expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
  expect(statuses[20]).toBe(429);
  // The other instance refuses that client too, with the page saying why and keeping the e-mail.
  const refused = await post(a.url, "/login", { email: "kept@example.ng", password: "y" }, ip);
  expect(refused.status).toBe(429);
  expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
  const page = await refused.text();
  expect(page).toContain("Too many attempts from your connection");
  expect(page).toContain('value="kept@example.ng"');
  // And another client is unaffected.
  expect(
    (await post(b.url, "/login", { email: "x@example.ng", password: "y" }, "198.51.100.78")).status,
  ).toBe(401);
});

test("each e-mail is sent once, whichever instance's worker picks it up", async () => {
  test.setTimeout(60_000);
  if (!database) return;
  const before = smtp.received.length;
  for (let n = 0; n < 6; n++) {
    const server = n % 2 === 0 ? a : b;
    const response = await post(
      server.url,
      "/contact",
      {
        name: `Instance visitor ${n}`,
        email: `instance${n}@example.ng`,
        subject: "general",
        message: `Hello from visitor ${n} of two instances.`,
        formKey: randomUUID(),
        website: "",
      },
      `192.0.2.${n + 1}`,
    );
    expect(response.status).toBe(302);
  }
  await expect.poll(() => smtp.received.length - before, { timeout: 30_000 }).toBe(12);
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const sent = smtp.received.slice(before);
  expect(sent).toHaveLength(12);
  expect(new Set(sent.map((m) => m.messageId)).size).toBe(12);
  const rows = await query<{ status: string; n: string }>(
    "select status, count(*) as n from outbox_messages group by status",
  );
  expect(rows.map((r) => [r.status, Number(r.n)])).toEqual([["sent", 13]]);
});
