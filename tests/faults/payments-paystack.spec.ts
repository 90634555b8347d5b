// A course bought end to end through Paystack's protocol: the site runs with
// PAYMENTS_PROVIDER=paystack against the fake Paystack (a local HTTP server with its own hosted
// checkout page and signed webhooks), so the real client, callback and webhook paths are driven
// by a real browser. The e2e server keeps the built-in test gateway (tests/e2e/payments.spec.ts).
import { readFile } from "node:fs/promises";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { registerVerifiedUser, signIn } from "../e2e/support/auth";
import { collectCspViolations } from "../e2e/support/csp";
import {
  expectCheckout,
  expectEnrolledAfterPaying,
  outboxIn,
  PRICED_COURSES,
  type PricedCourse,
  payButton,
  RECEIPT_SUBJECT,
  referenceIn,
  TEST_MODE_NOTICE,
} from "../e2e/support/payments";
import { type AppProcess, startAppProcess } from "../support/app-process";
import { CHROME_ARGS, CHROME_PATH } from "../support/e2e-env";
import { type FakePaystackServer, startFakePaystackServer } from "../support/fake-paystack-server";

// The faults project has no browser settings of its own: the system Chromium, as in e2e.
test.use({ launchOptions: { executablePath: CHROME_PATH, args: CHROME_ARGS } });
// One server for both tests, in order; a failure of the first does not hide the second's result.
test.describe.configure({ mode: "default" });

const SECRET_KEY = "sk_test_fault_paystack_0123456789abcdef";

let fake: FakePaystackServer;
let app: AppProcess;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  fake = await startFakePaystackServer({ secretKey: SECRET_KEY });
  // The embedded database with the demo courses: this test is about the provider, not the database.
  app = await startAppProcess({
    PAYMENTS_PROVIDER: "paystack",
    PAYSTACK_SECRET_KEY: SECRET_KEY,
    PAYSTACK_BASE_URL: fake.baseUrl,
    SEED_DEMO: "true",
    RATE_LIMIT_SCALE: "1000",
  });
  fake.setWebhookUrl(`${app.url}/payments/webhooks/paystack`);
});

test.afterAll(async () => {
  await app?.stop();
  await fake?.close();
});

/** A verified learner, signed in on a page of its own whose relative addresses are this site's. */
async function newLearner(browser: Browser, prefix: string) {
  const context = await browser.newContext({ baseURL: app.url });
  const page = await context.newPage();
  const csp = await collectCspViolations(page);
  const email = `${prefix}-${Date.now().toString(36)}@afa.test`;
  await registerVerifiedUser(page, outboxIn(`${app.dataDir}/outbox`), email);
  await signIn(page, { email }, /\/dashboard$/);
  return { page, email, csp };
}

/** From the course page's 'Enroll Now' to the fake Paystack page; resolves to the reference. */
async function goToPaystack(
  { page, email, csp }: { page: Page; email: string; csp: string[] },
  course: PricedCourse,
) {
  await page.goto(`/academy/${course.slug}`);
  await page
    .getByRole("button", { name: /^Enroll Now/ })
    .first()
    .click();
  await expectCheckout(page, course);
  // A real provider: no test-mode notice, and the learner is told where they will pay.
  await expect(page.getByText(TEST_MODE_NOTICE)).toHaveCount(0);
  await expect(page.getByText(/on Paystack's secure page/)).toBeVisible();
  await payButton(page, course).click();
  // Pay is a form post answered with a redirect to the provider's page: the site's CSP
  // (form-action) must let the browser follow it, or the learner never leaves the checkout.
  await expect(() => {
    expect(csp).toEqual([]);
    expect(page.url()).toMatch(new RegExp(`^${fake.baseUrl}/checkout/AFA-`));
  }).toPass({ timeout: 10_000 });
  await expect(page.getByRole("heading", { name: "Fake Paystack checkout" })).toBeVisible();
  await expect(page.getByTestId("amount")).toHaveText(`NGN ${(course.kobo / 100).toFixed(2)}`);
  await expect(page.getByText(`as ${email}`)).toBeVisible();
  return referenceIn(page.url());
}

test("a learner buys a course through the fake Paystack page and downloads the receipt", async ({
  browser,
}) => {
  const course = PRICED_COURSES.catfish;
  const learner = await newLearner(browser, "paystack-buyer");
  const { page, email } = learner;
  const reference = await goToPaystack(learner, course);

  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expectEnrolledAfterPaying(page, course);
  // The site asked Paystack itself (initialize, then verify on the return or the webhook).
  const paths = fake.fake.calls.map((c) => `${c.method} ${c.path}`);
  expect(paths).toContain("POST /transaction/initialize");
  expect(paths).toContain(`GET /transaction/verify/${reference}`);

  // The receipt e-mail, once, for this payment.
  const outbox = outboxIn(`${app.dataDir}/outbox`);
  const receipt = await outbox.waitForMessage({ to: email, subject: RECEIPT_SUBJECT });
  expect(receipt.text).toContain(course.title);
  expect(receipt.text).not.toContain("test payment");
  const receipts = (await outbox.all()).filter(
    (m) => m.to.includes(email) && RECEIPT_SUBJECT.test(m.subject),
  );
  expect(receipts).toHaveLength(1);
  const receiptNumber = /\d{4}-\d{6}/.exec(receipt.subject)?.[0] ?? "";

  // Settings → Payments: the payment, its receipt number, and the PDF.
  await page.goto("/settings");
  await page.getByRole("link", { name: "View payments and receipts" }).click();
  await expect(page).toHaveURL(/\/settings\/payments$/);
  const card = page
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: course.title, exact: true }) });
  await expect(card).toHaveCount(1);
  await expect(card.getByText("Paid", { exact: true })).toBeVisible();
  await expect(card).toContainText(course.price);
  await expect(card).toContainText(receiptNumber);
  await expect(card).toContainText(reference);
  const downloading = page.waitForEvent("download");
  await card.getByRole("link", { name: /^Download receipt \(PDF\)/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`receipt-${receiptNumber}.pdf`);
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");

  // Enrolled now: the checkout sends the learner back to the course.
  await page.goto(`/academy/${course.slug}/checkout`);
  await expect(page).toHaveURL(new RegExp(`/academy/${course.slug}$`));
  await expect(page.getByText("Already Enrolled", { exact: true })).toBeVisible();
  await page.context().close();
});

test("a failed or cancelled payment on the fake Paystack page comes back to the checkout with Try again", async ({
  browser,
}) => {
  const course = PRICED_COURSES.poultry;
  const learner = await newLearner(browser, "paystack-declined");
  const { page } = learner;
  const first = await goToPaystack(learner, course);

  await page.getByRole("button", { name: "Fail", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/academy/${course.slug}/checkout\\?payment=${first}$`));
  await expect(page.getByText("Your payment did not go through")).toBeVisible();
  await expect(page.getByText("You have not been charged.")).toBeVisible();
  await expectCheckout(page, course);

  // Try again starts a new charge (the failed one is closed) on the provider's page.
  await payButton(page, course, "Try again").click();
  await expect(page).toHaveURL(new RegExp(`^${fake.baseUrl}/checkout/AFA-`));
  const second = referenceIn(page.url());
  expect(second).not.toBe(first);
  await page.getByRole("button", { name: "Cancel", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/academy/${course.slug}/checkout\\?payment=${second}$`));
  await expect(page.getByText("Payment cancelled")).toBeVisible();
  await expect(payButton(page, course, "Try again")).toBeVisible();

  // Nothing was bought.
  await page.goto(`/academy/${course.slug}`);
  await expect(page.getByText(/You are enrolled/)).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Enroll Now/ }).first()).toBeVisible();
  await page.context().close();
});
