import { expect, type Page } from "@playwright/test";
import type { Outbox } from "../fixtures";

export const PASSWORD = "Plantain-Harvest-42";

export async function fillRegistration(
  page: Page,
  values: { name?: string; email: string; phone?: string; password?: string; confirm?: string },
) {
  await page.goto("/register");
  await page.getByLabel("Full name").fill(values.name ?? "Test Farmer");
  await page.getByLabel("Email address").fill(values.email);
  await page.getByLabel("Phone number").fill(values.phone ?? "0803 123 4567");
  await page.getByLabel("Password", { exact: true }).fill(values.password ?? PASSWORD);
  await page.getByLabel("Confirm password").fill(values.confirm ?? values.password ?? PASSWORD);
  await page.getByRole("checkbox", { name: /I agree to the/ }).check();
}

/** Registers through the page and follows the e-mailed link: a verified, active student. */
export async function registerVerifiedUser(
  page: Page,
  outbox: Outbox,
  email: string,
  password = PASSWORD,
) {
  await fillRegistration(page, { email, password });
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/login$/);
  const message = await outbox.waitForMessage({ to: email, subject: /Verify your e-mail/ });
  await page.goto(outbox.linkIn(message, "/verify"));
  await expect(page.getByRole("heading", { name: "Email Verified" })).toBeVisible();
}

export async function logIn(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
}
