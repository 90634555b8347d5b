// Money never lost to an outage: Paystack's webhook arrives while the database is down. The site
// answers 503, so Paystack keeps the event and sends it again; once the database is back, the
// retry (and any duplicate after it) is answered 200 and the course is given exactly once: one
// enrolment, one receipt number, one receipt e-mail. The learner's own return meanwhile gets the
// outage page, and reloading it later lands on the course.
import { expect, test } from "@playwright/test";
import pg from "pg";
import { signPaystackBody } from "~/domain/payments/gateways/paystack.server";
import { registerVerifiedUser, signIn } from "../e2e/support/auth";
import {
  expectEnrolledAfterPaying,
  outboxIn,
  PRICED_COURSES,
  RECEIPT_SUBJECT,
  referenceIn,
} from "../e2e/support/payments";
import { type AppProcess, startAppProcess } from "../support/app-process";
import { CHROME_ARGS, CHROME_PATH } from "../support/e2e-env";
import { type FakePaystackServer, startFakePaystackServer } from "../support/fake-paystack-server";
import { type PrivatePostgres, startPrivatePostgres } from "../support/private-postgres";

test.use({ launchOptions: { executablePath: CHROME_PATH, args: CHROME_ARGS } });
test.describe.configure({ mode: "serial" });

const SECRET_KEY = "sk_test_fault_outage_0123456789abcdef";
const course = PRICED_COURSES.catfish;

let database: PrivatePostgres | null = null;
let fake: FakePaystackServer | null = null;
let app: AppProcess | null = null;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const started = await startPrivatePostgres();
  if (typeof started === "string") {
    test.skip(true, `skipped: ${started}`);
    return;
  }
  database = started;
  fake = await startFakePaystackServer({ secretKey: SECRET_KEY });
  app = await startAppProcess({
    DATABASE_URL: started.url,
    AUTH_SECRET: "fault-test-secret-0123456789abcdefghijklmnop",
    PAYMENTS_PROVIDER: "paystack",
    PAYSTACK_SECRET_KEY: SECRET_KEY,
    PAYSTACK_BASE_URL: fake.baseUrl,
    SEED_DEMO: "true",
    RATE_LIMIT_SCALE: "1000",
    OUTBOX_RETRY_SECONDS: "1",
  });
  fake.setWebhookUrl(`${app.url}/payments/webhooks/paystack`);
});

test.afterAll(async () => {
  await app?.stop();
  await fake?.close();
  await database?.destroy();
});

/** Posts a webhook body exactly as Paystack would (signed with the secret key). */
function postWebhook(rawBody: string) {
  return fetch(`${app?.url}/payments/webhooks/paystack`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "x-paystack-signature": signPaystackBody(rawBody, SECRET_KEY),
    },
    body: rawBody,
    signal: AbortSignal.timeout(15_000),
  });
}

test("a webhook arriving while the database is down is answered 503 and fulfilled once when Paystack retries", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  if (!app || !database || !fake) return;
  const context = await browser.newContext({ baseURL: app.url });
  const page = await context.newPage();
  const email = `outage-buyer-${Date.now().toString(36)}@afa.test`;
  const outbox = outboxIn(`${app.dataDir}/outbox`);
  await registerVerifiedUser(page, outbox, email);
  await signIn(page, { email }, /\/dashboard$/);

  // Pay on the checkout, as the form posts it (the browser test of this step is in
  // payments-paystack.spec.ts): the answer sends the learner to Paystack's page.
  const pay = await page.request.post(`/academy/${course.slug}/checkout`, {
    form: { intent: "pay", couponCode: "" },
    maxRedirects: 0,
  });
  expect(pay.status(), app.output()).toBe(302);
  const checkoutUrl = pay.headers().location ?? "";
  expect(checkoutUrl.startsWith(`${fake.baseUrl}/checkout/`)).toBe(true);
  const reference = referenceIn(checkoutUrl);

  await database.stop();
  // The learner pays on Paystack's page; Paystack's webhook goes out at once and finds the
  // database down.
  const paid = await fetch(`${checkoutUrl}/pay`, { method: "POST", redirect: "manual" });
  expect(paid.status).toBe(303);
  const callback = paid.headers.get("location") ?? "";
  expect(callback).toContain(`/payments/callback/paystack?`);
  const rawBody = fake.fake.webhookBody(reference) ?? "";
  expect(rawBody).toContain('"event":"charge.success"');

  const refused = await postWebhook(rawBody);
  expect(refused.status).toBe(503);
  expect(refused.headers.get("retry-after")).toBe("30");
  await expect(fake.fake.resendWebhook(reference)).rejects.toThrow("HTTP 503");
  // The learner, sent back to us meanwhile, is asked to come back later: nothing was decided.
  const back = await page.goto(callback);
  expect(back?.status()).toBe(503);
  expect(back?.headers()["retry-after"]).toBe("30");
  await expect(page.getByRole("heading", { name: "We'll be right back" })).toBeVisible();

  await database.start();
  await expect
    .poll(async () => (await fetch(`${app?.url}/healthz`)).status, { timeout: 30_000 })
    .toBe(200);
  // Paystack retries until it is answered 2xx (the fake's resend throws on anything else); the
  // site may still answer 503 for the couple of seconds it takes to notice the database is back.
  const provider = fake.fake;
  await expect(() => provider.resendWebhook(reference)).toPass({
    timeout: 30_000,
    intervals: [1_000],
  });
  // A duplicate of the same event afterwards changes nothing.
  expect((await postWebhook(rawBody)).status).toBe(200);

  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const payments = await client.query<{
      id: string;
      user_id: string;
      course_id: string;
      status: string;
      receipt_number: string | null;
      needs_refund: boolean;
    }>(
      "select id, user_id, course_id, status, receipt_number, needs_refund from payments where reference = $1",
      [reference],
    );
    expect(payments.rows).toHaveLength(1);
    const payment = payments.rows[0];
    expect(payment?.status).toBe("paid");
    expect(payment?.needs_refund).toBe(false);
    expect(payment?.receipt_number).toMatch(/^\d{4}-000001$/);
    // One enrolment, bought by this payment; one receipt number used in the whole database.
    const enrolments = await client.query<{ payment_id: string }>(
      "select payment_id from course_enrollments where user_id = $1 and course_id = $2",
      [payment?.user_id, payment?.course_id],
    );
    expect(enrolments.rows).toEqual([{ payment_id: payment?.id }]);
    const numbered = await client.query<{ n: string }>(
      "select count(*) as n from payments where receipt_number is not null",
    );
    expect(Number(numbered.rows[0]?.n)).toBe(1);
    const counters = await client.query<{ last: number }>("select last from receipt_counters");
    expect(counters.rows).toEqual([{ last: 1 }]);
    const queued = await client.query<{ n: string }>(
      "select count(*) as n from outbox_messages where recipient = $1 and summary like 'Your receipt %'",
      [email],
    );
    expect(Number(queued.rows[0]?.n)).toBe(1);
  } finally {
    await client.end();
  }

  // The receipt e-mail is sent, once.
  await outbox.waitForMessage({ to: email, subject: RECEIPT_SUBJECT, timeout: 20_000 });
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const receipts = (await outbox.all()).filter(
    (m) => m.to.includes(email) && RECEIPT_SUBJECT.test(m.subject),
  );
  expect(receipts).toHaveLength(1);

  // The learner tries the return address again and lands on the course, enrolled.
  await page.goto(callback);
  await expectEnrolledAfterPaying(page, course);
  await context.close();
});
