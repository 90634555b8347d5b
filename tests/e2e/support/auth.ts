import { type Browser, type BrowserContextOptions, expect, type Page } from "@playwright/test";
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
  { name, password = PASSWORD }: { name?: string; password?: string } = {},
) {
  await fillRegistration(page, { name, email, password });
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

/** Opens /login, signs in with `credentials` and waits to arrive at `home`. */
export async function signIn(
  page: Page,
  { email, password = PASSWORD }: { email: string; password?: string },
  home: RegExp,
) {
  await page.goto("/login");
  await logIn(page, email, password);
  await expect(page).toHaveURL(home);
}

/**
 * A page in a browser context of its own (with `contextOptions`), signed in with `credentials`
 * and arrived at `home`: the admin dashboard unless told otherwise.
 */
export async function signedInPage(
  browser: Browser,
  credentials: { email: string; password: string },
  {
    home = /\/admin-dashboard$/,
    ...contextOptions
  }: { home?: RegExp } & BrowserContextOptions = {},
) {
  const context = await browser.newContext(contextOptions);
  const page = await context.newPage();
  await signIn(page, credentials, home);
  return page;
}
