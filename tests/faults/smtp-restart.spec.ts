// Nothing lost: the mail server goes away and comes back. Every e-mail the site queued
// meanwhile arrives once it is back, and none arrives twice.
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { type AppProcess, startAppProcess } from "../support/app-process";
import { createSmtpSink, type SmtpSink } from "../support/smtp-sink";

test.describe.configure({ mode: "serial" });

let smtp: SmtpSink;
let app: AppProcess;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  smtp = await createSmtpSink();
  await smtp.start();
  // The embedded database: this test is about the mail server, not the database.
  app = await startAppProcess({
    SMTP_URL: smtp.url,
    OUTBOX_RETRY_SECONDS: "1",
    RATE_LIMIT_SCALE: "1000",
  });
});

test.afterAll(async () => {
  await app?.stop();
  await smtp?.stop();
});

async function sendContactMessage(n: number) {
  const response = await fetch(`${app.url}/contact`, {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams({
      name: `Farmer ${n}`,
      email: `farmer${n}@example.ng`,
      subject: "academy",
      message: `Message ${n}: when does the next poultry course start?`,
      formKey: randomUUID(),
      website: "",
    }),
  });
  expect(response.status, app.output()).toBe(302);
}

const farmersReached = () =>
  smtp.received.filter((m) => /farmer\d+@example\.ng/.test(m.to)).map((m) => m.to);

test("every e-mail queued while the mail server was down arrives once it is back", async () => {
  test.setTimeout(120_000);
  await sendContactMessage(1);
  await sendContactMessage(2);
  await expect.poll(() => smtp.received.length, { timeout: 20_000 }).toBe(4);

  await smtp.stop();
  for (const n of [3, 4, 5]) await sendContactMessage(n);
  // The worker tries, fails and backs off; nothing can arrive.
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  expect(smtp.received).toHaveLength(4);

  await smtp.start();
  await expect.poll(() => smtp.received.length, { timeout: 60_000 }).toBe(10);
  // Give a duplicate every chance to show up.
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  expect(smtp.received).toHaveLength(10);
  expect(new Set(smtp.received.map((m) => m.messageId)).size).toBe(10);
  expect(farmersReached().sort()).toEqual(
    [1, 2, 3, 4, 5].map((n) => `farmer${n}@example.ng`).sort(),
  );
  // The other five are the notes to staff, each carrying its message (the auto-replies never do).
  for (const n of [1, 2, 3, 4, 5]) {
    const carrying = smtp.received.filter((m) => m.text.includes(`Message ${n}:`));
    expect(carrying.map((m) => m.to)).toEqual(["info@afa-academy.ng"]);
  }
});
