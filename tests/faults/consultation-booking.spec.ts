// Real consultation slots end to end, on a server of its own (the shared e2e server has no
// consultants, so the other specs keep the plain booking form): an admin takes consultations,
// a visitor books a free hour without JavaScript, moves it from the link in their e-mail, then
// cancels it from the next e-mail's link; the team is told each time and old links stop working.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { signIn } from "../e2e/support/auth";
import { expectNoAxeViolations } from "../e2e/support/axe";
import { lagosDate } from "../e2e/support/dates";
import { inLanguage } from "../e2e/support/i18n";
import { outboxIn } from "../e2e/support/payments";
import { type AppProcess, startAppProcess } from "../support/app-process";
import { CHROME_ARGS, CHROME_PATH } from "../support/e2e-env";

test.use({ launchOptions: { executablePath: CHROME_PATH, args: CHROME_ARGS } });

const ADMIN = { email: "consultant-admin@afa.test", password: "Cassava-Mill-2048" };
const TEAM_INBOX = "info@afa-academy.ng";

let app: AppProcess;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  app = await startAppProcess({
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    RATE_LIMIT_SCALE: "1000",
  });
});

test.afterAll(async () => {
  if (process.env.DEBUG_APP) console.log(app?.output());
  await app?.stop();
});

// Screenshots for people to look at, not a check: SCREENSHOTS=en,ha takes each page of the flow
// at 360 and 1280 px into .tmp/screens/booking/ (opening a page changes nothing).
const SCREEN_LOCALES = (process.env.SCREENSHOTS ?? "").split(",").filter(Boolean);

async function snap(browser: Browser, address: string, name: string, signedIn?: Page) {
  if (SCREEN_LOCALES.length === 0) return;
  const dir = path.resolve(".tmp/screens/booking");
  mkdirSync(dir, { recursive: true });
  const context = signedIn ? signedIn.context() : await browser.newContext({ baseURL: app.url });
  const page = await context.newPage();
  for (const locale of SCREEN_LOCALES) {
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      const url = new URL(address, app.url);
      await page.goto(inLanguage(url.pathname, locale) + url.search);
      await page.screenshot({
        path: path.join(dir, `${name}-${locale}-${width}.png`),
        fullPage: true,
      });
    }
  }
  await page.close();
  if (!signedIn) await context.close();
}

/** A weekday at least `days` ahead (the default consulting hours are Monday to Friday). */
function weekdayFrom(days: number): string {
  for (let d = days; ; d++) {
    const date = lagosDate(d);
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) return date;
  }
}

async function becomeConsultant(page: Page) {
  await signIn(page, ADMIN, /\/admin-dashboard$/);
  await page.goto(`/admin-dashboard/users?q=${encodeURIComponent(ADMIN.email)}`);
  await page
    .getByRole("link", { name: /^Edit / })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit user" })).toBeVisible();
  await page.getByLabel("Takes consultations").check();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("User updated successfully")).toBeVisible();
}

test("book a free hour without JavaScript, move it from the e-mailed link, then cancel it", async ({
  browser,
}) => {
  test.slow();
  const outbox = outboxIn(`${app.dataDir}/outbox`);
  const staff = await (await browser.newContext({ baseURL: app.url })).newPage();
  await becomeConsultant(staff);

  const visitorContext = await browser.newContext({ baseURL: app.url, javaScriptEnabled: false });
  const visitor = await visitorContext.newPage();
  const email = `booker-${Date.now().toString(36)}@afa.test`;
  const day = weekdayFrom(3);
  const nextDay = weekdayFrom(4) === day ? weekdayFrom(5) : weekdayFrom(4);

  // The form: the consultant (Any by default), the date, then that day's free hours.
  await visitor.goto("/consultation");
  await visitor.getByLabel("Full Name").fill("Hauwa Bello");
  await visitor.getByLabel("Email Address").fill(email);
  await visitor.getByLabel("Consultation Plan").selectOption("Beginner");
  await expect(visitor.getByLabel("Consultant (optional)")).toHaveValue("");
  await visitor.getByLabel("Preferred Date (optional)").fill(day);
  await visitor.getByLabel("Message", { exact: true }).fill("Our maize leaves are turning yellow.");
  await visitor.getByRole("button", { name: "Show free times" }).click();
  // What was typed is kept, and the hours are that day's free ones.
  await expect(visitor.getByLabel("Full Name")).toHaveValue("Hauwa Bello");
  await expect(visitor.getByText(/^Free times on /)).toBeVisible();
  await snap(browser, "/consultation", "form");
  await visitor.getByLabel("Preferred Time (optional)").selectOption("10:00");
  await visitor.getByRole("button", { name: "Submit Request" }).click();
  await expect(visitor.getByText("Consultation request submitted successfully!")).toBeVisible();

  // The hour is now taken: the form no longer offers it that day.
  await visitor.goto("/consultation");
  await visitor.getByLabel("Preferred Date (optional)").fill(day);
  await visitor.getByRole("button", { name: "Show free times" }).click();
  const times = visitor.getByLabel("Preferred Time (optional)");
  await expect(times.locator("option", { hasText: "11:00 AM" })).toHaveCount(1);
  await expect(times.locator("option", { hasText: "10:00 AM" })).toHaveCount(0);

  // The e-mail's reschedule link: opening it changes nothing; a date, its free hours, then Move.
  const received = await outbox.waitForMessage({ to: email, subject: /We received/ });
  const firstReschedule = outbox.linkIn(received, "/consultation/");
  expect(firstReschedule).toContain("/reschedule?token=");
  await visitor.goto(firstReschedule);
  await expect(
    visitor.getByRole("heading", { level: 1, name: "Choose another time" }),
  ).toBeVisible();
  await expect(visitor.getByText("10:00 AM (Lagos time)")).toBeVisible();
  await snap(browser, `${firstReschedule}&date=${day}`, "reschedule");
  // axe runs in the page: it needs JavaScript, so it looks at the same page in a page that has it.
  await staff.goto(firstReschedule);
  await expectNoAxeViolations(staff, "reschedule");
  await visitor.getByLabel("New date").fill(nextDay);
  await visitor.getByRole("button", { name: "Show free times" }).click();
  await visitor.getByRole("radio", { name: "2:00 PM", exact: true }).check();
  await visitor.getByRole("button", { name: "Move my consultation" }).click();
  await expect(
    visitor.getByRole("heading", { level: 1, name: "Your consultation has moved" }),
  ).toBeVisible();
  await expect(visitor.getByText("2:00 PM (Lagos time)").first()).toBeVisible();
  await outbox.waitForMessage({ to: TEAM_INBOX, subject: /moved by the requester/ });
  // Staff see it at its new hour in the week view.
  await staff.goto(`/admin-dashboard/consultations/week?week=${nextDay}`);
  await expect(staff.getByText("Hauwa Bello")).toBeVisible();
  await snap(browser, `/admin-dashboard/consultations/week?week=${nextDay}`, "week", staff);
  await snap(browser, "/admin-dashboard/site-settings", "site-settings", staff);

  // The first e-mail's link was replaced by the move.
  await visitor.goto(firstReschedule);
  await expect(
    visitor.getByRole("heading", { level: 1, name: "This link was replaced" }),
  ).toBeVisible();

  // The move's e-mail carries new links: cancel asks first, and only the POST cancels.
  const moved = await outbox.waitForMessage({ to: email, subject: /has moved/ });
  const cancelLink = [...moved.text.matchAll(/https?:\/\/\S+\/cancel\?token=\S+/g)][0]?.[0];
  expect(cancelLink).toBeTruthy();
  await visitor.goto(cancelLink ?? "");
  await expect(
    visitor.getByRole("heading", { level: 1, name: "Cancel your consultation?" }),
  ).toBeVisible();
  await snap(browser, cancelLink ?? "", "cancel");
  await staff.goto(cancelLink ?? "");
  await expectNoAxeViolations(staff, "cancel");
  await visitor.goto(cancelLink ?? "");
  await visitor.getByRole("button", { name: "Yes, cancel my consultation" }).click();
  await expect(
    visitor.getByRole("heading", { level: 1, name: "Your consultation is cancelled" }),
  ).toBeVisible();
  await outbox.waitForMessage({ to: TEAM_INBOX, subject: /cancelled by the requester/ });
  await outbox.waitForMessage({ to: email, subject: /cancelled/ });

  // The link again: nothing left to cancel.
  await visitor.goto(cancelLink ?? "");
  await expect(
    visitor.getByRole("heading", { level: 1, name: "This booking can no longer be changed" }),
  ).toBeVisible();
  await snap(browser, cancelLink ?? "", "closed");

  // Staff see it in the week view as cancelled (not listed) and the hour is free again.
  await staff.goto(`/admin-dashboard/consultations/week?week=${nextDay}`);
  await expect(staff.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(staff.getByText("Hauwa Bello")).toHaveCount(0);
});
