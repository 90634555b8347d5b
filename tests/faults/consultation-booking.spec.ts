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
import { checkPageInLanguage, inLanguage, OTHER_LOCALES } from "../e2e/support/i18n";
import { outboxIn } from "../e2e/support/payments";
import { type AppProcess, startAppProcess } from "../support/app-process";
import { CHROME_ARGS, CHROME_PATH } from "../support/e2e-env";
import { type FakeTermiiServer, startFakeTermiiServer } from "../support/fake-termii-server";
import { type FakeWhatsAppServer, startFakeWhatsAppServer } from "../support/fake-whatsapp-server";

test.use({ launchOptions: { executablePath: CHROME_PATH, args: CHROME_ARGS } });

const ADMIN = { email: "consultant-admin@afa.test", password: "Cassava-Mill-2048" };
const TEAM_INBOX = "info@afa-academy.ng";

const WA = {
  accessToken: "EAAG-fault-token",
  phoneNumberId: "100200300400",
  appSecret: "fault-app-secret",
};

let app: AppProcess;
let whatsapp: FakeWhatsAppServer;
let termii: FakeTermiiServer;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  // The real WhatsApp and Termii clients, pointed at fakes that speak their protocols.
  whatsapp = await startFakeWhatsAppServer(WA);
  termii = await startFakeTermiiServer({ apiKey: "TL-fault-key" });
  app = await startAppProcess({
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    RATE_LIMIT_SCALE: "1000",
    WHATSAPP_ACCESS_TOKEN: WA.accessToken,
    WHATSAPP_PHONE_NUMBER_ID: WA.phoneNumberId,
    WHATSAPP_APP_SECRET: WA.appSecret,
    WHATSAPP_VERIFY_TOKEN: "fault-verify-token",
    WHATSAPP_API_URL: whatsapp.apiUrl,
    SMS_PROVIDER: "termii",
    TERMII_API_KEY: "TL-fault-key",
    TERMII_SENDER_ID: "AFAAcademy",
    TERMII_BASE_URL: termii.baseUrl,
  });
});

test.afterAll(async () => {
  if (process.env.DEBUG_APP) console.log(app?.output());
  await app?.stop();
  await whatsapp?.close();
  await termii?.close();
});

/** Waits until `check` holds (the outbox worker sends within a couple of seconds). */
async function eventually<T>(check: () => T | undefined, what: string): Promise<T> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

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

/** The page as it is now (a form's answer to a POST), at each width, in its own language. */
async function snapPage(page: Page, name: string) {
  if (SCREEN_LOCALES.length === 0) return;
  const dir = path.resolve(".tmp/screens/booking");
  mkdirSync(dir, { recursive: true });
  const size = page.viewportSize();
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}

/**
 * The confirmation page only shows in the browser that booked (its receipt cookie), so it is
 * taken in that page, in each language of SCREEN_LOCALES (the cookie covers every language).
 */
async function snapBooked(page: Page, name: string) {
  if (SCREEN_LOCALES.length === 0) return;
  const dir = path.resolve(".tmp/screens/booking");
  mkdirSync(dir, { recursive: true });
  const size = page.viewportSize();
  for (const locale of SCREEN_LOCALES) {
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(inLanguage("/consultation/booked", locale));
      await page.screenshot({
        path: path.join(dir, `${name}-${locale}-${width}.png`),
        fullPage: true,
      });
    }
  }
  if (size) await page.setViewportSize(size);
  await page.goto("/consultation/booked");
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
  // The account made at start-up is still called "Site Administrator", a role rather than a
  // person, and visitors choose a consultant by name: it needs a person's name first.
  await page.getByLabel("Full name").fill("Funmilayo Adebayo");
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

  // Someone else has the form open at 10:00 on that day while the visitor books it (issue 35).
  const racerContext = await browser.newContext({ baseURL: app.url, javaScriptEnabled: false });
  const racer = await racerContext.newPage();
  await racer.goto("/consultation");
  // The notice a booking must give, not "today or later"; Show free times right under the date.
  await expect(racer.getByText("At least 12 hours from now, Lagos time.")).toBeVisible();
  await racer.getByLabel("Preferred Date (optional)").fill(day);
  await racer.getByRole("button", { name: "Show free times" }).click();
  // Chromium writes the field as its own locale does (mm/dd/yyyy): the page says it in words.
  const dayInWords = new Date(`${day}T12:00:00Z`).toLocaleDateString("en-GB", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  await expect(
    racer.getByText(`You chose ${dayInWords.replace(/^(\w+) /, "$1, ")}.`),
  ).toBeVisible();
  await racer.getByLabel("Preferred Time (optional)").selectOption("10:00");

  // The form: the consultant (Any by default), the date, then that day's free hours.
  await visitor.goto("/consultation");
  await visitor.getByLabel("Full name").fill("Hauwa Bello");
  await visitor.getByLabel("Email Address").fill(email);
  await visitor.getByLabel("Consultation Plan").selectOption("Beginner");
  await expect(visitor.getByLabel("Consultant (optional)")).toHaveValue("");
  await visitor.getByLabel("Preferred Date (optional)").fill(day);
  await visitor.getByLabel("Message", { exact: true }).fill("Our maize leaves are turning yellow.");
  await visitor.getByRole("button", { name: "Show free times" }).click();
  // What was typed is kept, and the hours are that day's free ones.
  await expect(visitor.getByLabel("Full name")).toHaveValue("Hauwa Bello");
  await expect(visitor.getByText(/^Free times on /)).toBeVisible();
  await snap(browser, "/consultation", "form");
  await visitor.getByLabel("Preferred Time (optional)").selectOption("10:00");
  await visitor.getByRole("button", { name: "Submit Request" }).click();
  // Without JavaScript too: the confirmation, with the hour, the consultant and the links.
  await expect(
    visitor.getByRole("heading", { level: 1, name: "We have your booking request" }),
  ).toBeVisible();
  await expect(visitor.getByText(/ at 10:00 AM \(Lagos time\)$/)).toBeVisible();
  await expect(visitor.getByText("Funmilayo Adebayo")).toBeVisible();
  await expect(visitor.getByRole("link", { name: "Choose another time" })).toBeVisible();
  await snapBooked(visitor, "booked");

  // The racer's 10:00 was just taken: the day's other hours stay in the list, and the next free
  // ones are offered as choices; ticking one books it.
  await racer.getByLabel("Full name").fill("Musa Danjuma");
  await racer.getByLabel("Email Address").fill(`racer-${Date.now().toString(36)}@example.ng`);
  await racer.getByLabel("Consultation Plan").selectOption("Beginner");
  await racer.getByLabel("Message", { exact: true }).fill("Our catfish are not eating well.");
  await racer.getByRole("button", { name: "Submit Request" }).click();
  await expect(racer.getByText(/^That time is no longer free\. Choose one of/)).toBeVisible();
  await expect(
    racer.getByLabel("Preferred Time (optional)").locator("option", { hasText: "11:00 AM" }),
  ).toHaveCount(1);
  const chips = racer.getByRole("group", { name: "The next free times" });
  await expect(chips.getByRole("radio")).toHaveCount(3);
  await snapPage(racer, "taken");
  await chips.getByRole("radio", { name: /9:00 AM/ }).check();
  await racer.getByRole("button", { name: "Submit Request" }).click();
  await expect(racer.getByText(/ at 9:00 AM \(Lagos time\)$/)).toBeVisible();
  await racerContext.close();

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
  // Both pages in every other language: their lang, no English words, axe in one of them.
  const firstCancel = /https?:\/\/\S+\/cancel\?token=\S+/.exec(received.text)?.[0] ?? "";
  for (const locale of OTHER_LOCALES) {
    for (const link of [`${firstReschedule}&date=${day}`, firstCancel]) {
      const url = new URL(link);
      await checkPageInLanguage(staff, url.pathname + url.search, locale);
    }
  }
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

test("WhatsApp updates: the number confirmed from the texted link, the confirmation sent on WhatsApp, its delivery shown to staff", async ({
  browser,
}) => {
  test.slow();
  const staff = await (await browser.newContext({ baseURL: app.url })).newPage();
  // Each test stands alone: the admin takes consultations (again, when the first test ran).
  await becomeConsultant(staff);
  const visitor = await (
    await browser.newContext({ baseURL: app.url, javaScriptEnabled: false })
  ).newPage();
  const email = `whatsapp-${Date.now().toString(36)}@afa.test`;
  const day = weekdayFrom(6);

  // Meta's webhook handshake answers with the challenge.
  const handshake = await fetch(
    `${app.url}/messaging/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=fault-verify-token&hub.challenge=4242`,
  );
  expect(await handshake.text()).toBe("4242");

  await visitor.goto("/consultation");
  await visitor.getByLabel("Full name").fill("Garba Musa");
  await visitor.getByLabel("Email Address").fill(email);
  await visitor.getByLabel("Phone Number (optional)").fill("0803 555 0199");
  await visitor.getByLabel("Consultation Plan").selectOption("Intermediate");
  await visitor.getByLabel("Preferred Date (optional)").fill(day);
  await visitor.getByLabel("Message", { exact: true }).fill("Irrigation for our tomato farm.");
  await visitor.getByRole("checkbox", { name: "WhatsApp" }).check();
  await visitor.getByRole("button", { name: "Show free times" }).click();
  await expect(visitor.getByRole("checkbox", { name: "WhatsApp" })).toBeChecked();
  await visitor.getByLabel("Preferred Time (optional)").selectOption("11:00");
  await visitor.getByRole("button", { name: "Submit Request" }).click();
  await expect(
    visitor.getByRole("heading", { level: 1, name: "We have your booking request" }),
  ).toBeVisible();
  await expect(visitor.getByText(/also texted 08035550199 a link/)).toBeVisible();

  // Termii carries the link that confirms the number; nothing went to WhatsApp before it.
  const text = await eventually(
    () => termii.requests.find((r) => r.to === "2348035550199"),
    "the confirmation text",
  );
  expect(whatsapp.requests).toHaveLength(0);
  const link = /https?:\/\/\S+\/confirm-phone\?token=\S+/.exec(text.sms)?.[0] ?? "";
  await visitor.goto(link);
  await expect(
    visitor.getByRole("heading", { level: 1, name: "Confirm your phone number" }),
  ).toBeVisible();
  await snap(browser, link, "confirm-phone");
  const phonePage = new URL(link);
  for (const locale of OTHER_LOCALES) {
    await checkPageInLanguage(staff, phonePage.pathname + phonePage.search, locale);
  }
  await visitor.getByRole("button", { name: "Yes, send updates to this number" }).click();
  await expect(
    visitor.getByRole("heading", { level: 1, name: "Your number is confirmed" }),
  ).toBeVisible();

  // Staff confirm: the news goes on WhatsApp (the template, with the booking's links).
  await staff.goto("/admin-dashboard/consultations?status=pending");
  const card = staff.getByRole("article", { name: "Garba Musa" });
  await card.getByRole("button", { name: /^Confirm/ }).click();
  await expect(staff.getByText("Status updated")).toBeVisible();
  const sent = await eventually(
    () => whatsapp.requests.find((r) => r.body.template.name === "booking_confirmed"),
    "the WhatsApp confirmation",
  );
  expect(sent.body.to).toBe("2348035550199");
  expect(sent.body.template.components[0]?.parameters.map((p) => p.text)).toContain("Garba Musa");

  // WhatsApp reports it delivered, signed; a forged report is refused.
  const webhook = `${app.url}/messaging/webhooks/whatsapp`;
  expect(await whatsapp.postRaw(webhook, "{}", `sha256=${"0".repeat(64)}`)).toBe(401);
  expect(await whatsapp.postStatus(webhook, sent.id, "delivered", "2348035550199")).toBe(200);
  await staff.goto("/admin-dashboard/consultations?status=confirmed");
  await expect(
    staff.getByRole("article", { name: "Garba Musa" }).getByText("WhatsApp · delivered"),
  ).toBeVisible();
  await snap(browser, "/admin-dashboard/consultations?status=confirmed", "admin-messages", staff);
});
