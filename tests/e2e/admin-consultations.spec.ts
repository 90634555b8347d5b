import { readFile } from "node:fs/promises";
import { expect, test } from "./fixtures";
import { signIn } from "./support/auth";
import { expectNoAxeViolations } from "./support/axe";
import { lagosDate } from "./support/dates";

/** The text/calendar part of a raw .eml file, decoded (nodemailer may base64 it). */
function calendarPart(raw: string): string {
  const normalized = raw.replace(/\r\n/g, "\n");
  const start = normalized.search(/Content-Type: text\/calendar/i);
  expect(start, "a text/calendar part").toBeGreaterThan(-1);
  const part = normalized.slice(start);
  const headerEnd = part.indexOf("\n\n");
  const headers = part.slice(0, headerEnd);
  const body = part.slice(headerEnd + 2).split(/\n--/)[0] ?? "";
  if (/Content-Transfer-Encoding: base64/i.test(headers)) {
    return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  }
  return body
    .replace(/=\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)));
}

test("an admin confirms a booking (e-mail with .ics), completes it, and cancel is no longer offered", async ({
  browser,
  page,
  outbox,
  uniqueEmail,
  adminCredentials,
}) => {
  const email = uniqueEmail("consult");
  const name = `Kemi Ogun ${email.slice(8, 16)}`;
  const date = lagosDate(10);

  // A visitor books through the public form.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto("/consultation?plan=Beginner");
  await visitorPage.getByLabel("Full Name").fill(name);
  await visitorPage.getByLabel("Email Address").fill(email);
  await visitorPage.getByLabel("Preferred Date (optional)").fill(date);
  await visitorPage.getByLabel("Preferred Time (optional)").selectOption("10:00");
  await visitorPage
    .getByLabel("Message", { exact: true })
    .fill("We are starting a fish pond and need a plan.");
  await visitorPage.getByRole("button", { name: "Submit Request" }).click();
  await expect(
    visitorPage.getByRole("heading", { level: 1, name: "We have your booking request" }),
  ).toBeVisible();
  await visitor.close();

  // The admin finds it among the pending ones.
  await signIn(page, adminCredentials, /\/admin-dashboard$/);
  await page
    .getByRole("navigation", { name: "Admin sections" })
    .getByRole("link", { name: "Consultations" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Consultations" })).toBeVisible();
  await page.getByRole("link", { name: /^Pending/ }).click();
  await expect(page).toHaveURL(/status=pending/);
  const card = page.getByRole("article", { name });
  await expect(card).toContainText(email);
  await expect(card).toContainText("Beginner");
  await expect(card).toContainText("10:00 AM");
  await expect(card.getByRole("button", { name: /^Cancel consultation/ })).toBeVisible();

  const since = Date.now();
  await card.getByRole("button", { name: /^Confirm/ }).click();
  await expect(page.getByText("Status updated")).toBeVisible();
  // Confirmed ones leave the pending list.
  await expect(page.getByRole("article", { name })).toHaveCount(0);

  const message = await outbox.waitForMessage({ to: email, subject: /confirmed/, since });
  expect(message.text).toContain("10:00 AM (Lagos time)");
  const raw = await readFile(message.file, "utf8");
  expect(raw).toMatch(/filename="?consultation\.ics"?/);
  const ics = calendarPart(raw);
  expect(ics).toContain("BEGIN:VCALENDAR");
  expect(ics).toContain("METHOD:REQUEST");
  expect(ics).toContain("SEQUENCE:1");
  // 10:00 in Lagos is 09:00 UTC.
  expect(ics).toContain(`DTSTART:${date.replaceAll("-", "")}T090000Z`);
  expect(ics).toMatch(/UID:consultation-[0-9a-f-]{36}@/);

  // Completing it: only Delete is left afterwards.
  await page.goto("/admin-dashboard/consultations?status=confirmed");
  const confirmed = page.getByRole("article", { name });
  await expect(confirmed).toContainText("Confirmed");
  await expect(confirmed.getByRole("button", { name: /^Cancel consultation/ })).toHaveCount(0);
  await confirmed.getByRole("button", { name: /^Mark completed/ }).click();
  await expect(page.getByText("Status updated")).toBeVisible();

  await page.goto("/admin-dashboard/consultations?status=completed");
  const completed = page.getByRole("article", { name });
  await expect(completed).toContainText("Completed");
  await expect(completed).toContainText("No further status change.");
  await expect(completed.getByRole("button", { name: /^Cancel consultation/ })).toHaveCount(0);
  await expect(completed.getByRole("button", { name: /^Confirm/ })).toHaveCount(0);

  // Delete, through the confirmation step.
  await completed.getByText("Delete", { exact: true }).click();
  await completed.getByRole("button", { name: "Yes, delete" }).click();
  await expect(page.getByText("Consultation deleted")).toBeVisible();
  await expect(page.getByRole("article", { name })).toHaveCount(0);
});

for (const width of [360, 1280]) {
  test.describe(`accessibility of the overview, analytics, consultations and settings tabs at ${width}px`, () => {
    test.use({ viewport: { width, height: 800 } });
    test("axe finds nothing", async ({ page, adminCredentials }) => {
      await signIn(page, adminCredentials, /\/admin-dashboard$/);
      for (const path of [
        "/admin-dashboard",
        "/admin-dashboard/analytics",
        "/admin-dashboard/consultations",
        "/admin-dashboard/site-settings",
      ]) {
        await page.goto(path);
        await expectNoAxeViolations(page, path);
      }
    });
  });
}
