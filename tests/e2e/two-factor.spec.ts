import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { E2E_OUTBOX } from "../support/e2e-env";
import { totpCode } from "../support/totp";
import { expect, test } from "./fixtures";
import { PASSWORD, signIn } from "./support/auth";

const section = (page: Page) => page.getByRole("region", { name: "Two-step sign-in", exact: true });
const appPart = (page: Page) => section(page).getByRole("region", { name: "Authenticator app" });
const statusPart = (page: Page) =>
  section(page).getByRole("region", { name: "Your two-step sign-in" });

/** A code the server will accept and that this test has not used yet (the server takes each once). */
async function freshCode(secret: string, used: Set<string>) {
  for (const steps of [1, 0, -1]) {
    const code = await totpCode(secret, steps);
    if (!used.has(code)) {
      used.add(code);
      return code;
    }
  }
  throw new Error("no unused code in the window");
}

async function startSignIn(page: Page, email: string) {
  await page.context().clearCookies();
  await signIn(page, { email }, /\/login\/two-factor$/);
}

test.describe("two-step sign-in", () => {
  test("a learner sets up an authenticator app, then signs in with a code and a backup code", async ({
    page,
    signUp,
  }) => {
    // Enrolment, five sign-ins and an accessibility scan: more than 30 s on a busy machine.
    test.slow();
    const email = await signUp("totp");
    // The settings page says it is off and leads to its own page.
    await page.goto("/settings");
    await expect(section(page).getByText("Status:")).toContainText("off");
    await section(page).getByRole("link", { name: "Set up two-step sign-in" }).click();
    await expect(page).toHaveURL(/\/settings\/two-factor$/);

    // Enrol: name the app, confirm with the password, scan (here: read) the key.
    await appPart(page).getByLabel("Name for this app (optional)").fill("Tecno Spark");
    await appPart(page).getByLabel("Current password").fill(PASSWORD);
    await appPart(page).getByRole("button", { name: "Set up two-step sign-in" }).click();
    const qr = section(page).getByRole("img", { name: /QR code to add AFA Academy/ });
    await expect(qr).toHaveAttribute("src", /^data:image\/svg\+xml;base64,/);
    const secret = ((await section(page).getByTestId("totp-secret").textContent()) ?? "").replace(
      /\s+/g,
      "",
    );
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);

    // A wrong code keeps the QR code on screen and says why.
    await section(page).getByLabel("Code from the app").fill("000000");
    await section(page).getByRole("button", { name: "Confirm and turn on" }).click();
    await expect(section(page).getByText(/That code is not right/)).toBeVisible();
    await expect(qr).toBeVisible();

    const used = new Set<string>();
    const first = await totpCode(secret);
    used.add(first);
    await section(page).getByLabel("Code from the app").fill(first);
    await section(page).getByRole("button", { name: "Confirm and turn on" }).click();
    const codes = section(page).getByRole("list", { name: "Backup codes" }).getByRole("listitem");
    await expect(codes).toHaveCount(10);
    const backupCode = ((await codes.first().textContent()) ?? "").trim();
    await expect(section(page).getByText("Tecno Spark")).toBeVisible();
    await expect(section(page).getByText("10 of 10")).toBeVisible();

    // The password alone no longer opens the account.
    await startSignIn(page, email);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login/);
    await startSignIn(page, email);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations).toEqual([]);
    const nextCode = await freshCode(secret, used);
    await page.getByLabel("Authentication code").fill(nextCode);
    await page.getByRole("button", { name: "Verify and log in" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // The same code cannot be used again.
    await startSignIn(page, email);
    await page.getByLabel("Authentication code").fill(nextCode);
    await page.getByRole("button", { name: "Verify and log in" }).click();
    await expect(page.getByText(/This code has already been used/)).toBeVisible();
    await expect(page).toHaveURL(/\/login\/two-factor/);

    // A backup code works once.
    await startSignIn(page, email);
    await page.getByRole("link", { name: "Use a backup code" }).click();
    await page.getByLabel("Backup code").fill(backupCode);
    await page.getByRole("button", { name: "Verify and log in" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await startSignIn(page, email);
    await page.getByRole("link", { name: "Use a backup code" }).click();
    await page.getByLabel("Backup code").fill(backupCode);
    await page.getByRole("button", { name: "Verify and log in" }).click();
    await expect(page.getByText(/That backup code is not right/)).toBeVisible();

    // Turning it off needs the password; then the password alone is enough again.
    await page.getByRole("link", { name: "Use your authenticator app" }).click();
    await page.getByLabel("Authentication code").fill(await freshCode(secret, used));
    await page.getByRole("button", { name: "Verify and log in" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto("/settings/two-factor");
    await expect(section(page).getByText("9 of 10")).toBeVisible();
    await statusPart(page).getByLabel("Current password").fill("not-my-password");
    await statusPart(page).getByRole("button", { name: "Turn off two-step sign-in" }).click();
    await expect(statusPart(page).getByText("Your current password is incorrect.")).toBeVisible();
    await statusPart(page).getByLabel("Current password").fill(PASSWORD);
    await statusPart(page).getByRole("button", { name: "Turn off two-step sign-in" }).click();
    await expect(page.getByText("Two-step sign-in is off").first()).toBeVisible();
    await expect(page).toHaveURL(/\/settings\/two-factor$/);
    await page.context().clearCookies();
    await signIn(page, { email }, /\/dashboard$/);
  });
});

/** The newest text message to `to` in the server's outbox (development SMS gateway). */
async function waitForText(to: string, since: number): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const files = (await readdir(E2E_OUTBOX).catch(() => [] as string[]))
      .filter((name) => name.endsWith(".sms") && Number.parseInt(name, 10) >= since)
      .sort();
    for (const name of files.reverse()) {
      const text = await readFile(path.join(E2E_OUTBOX, name), "utf8");
      if (text.startsWith(`To: ${to}\n`)) return text;
    }
    if (Date.now() > deadline) throw new Error(`No text message to ${to} in ${E2E_OUTBOX}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const sixDigits = (text: string) => text.match(/\b(\d{6})\b/)?.[1] ?? "";

test.describe("two-step sign-in by text message", () => {
  test("a learner confirms their phone, then signs in with a texted code", async ({
    page,
    signUp,
  }) => {
    test.slow();
    // A number of this test's own, so parallel tests never read each other's texts.
    const local = `080${String(Date.now()).slice(-8)}`;
    const international = `+234${local.slice(1)}`;
    const email = await signUp("sms");
    await page.goto("/settings/two-factor");
    const phonePart = section(page).getByRole("region", { name: "Text messages" });
    let since = Date.now();
    await phonePart.getByLabel("Mobile number").fill(local);
    await phonePart.getByLabel("Current password").fill(PASSWORD);
    await phonePart.getByRole("button", { name: "Text me a code" }).click();
    await expect(
      section(page).getByText(/We texted a 6-digit code to \+234 ••• ••• /),
    ).toBeVisible();
    const confirmCode = sixDigits(await waitForText(international, since));
    await phonePart.getByLabel("Code from the text message").fill(confirmCode);
    await phonePart.getByRole("button", { name: "Confirm number and turn on" }).click();
    await expect(page.getByText("Two-step sign-in is on").first()).toBeVisible();
    await expect(statusPart(page).getByText(`+234 ••• ••• ${local.slice(-4)}`)).toBeVisible();

    await startSignIn(page, email);
    await expect(page.getByText(`Your phone: +234 ••• ••• ${local.slice(-4)}`)).toBeVisible();
    since = Date.now();
    await page.getByRole("button", { name: "Text me a code" }).click();
    await expect(page.getByText("We texted a code to")).toBeVisible();
    const signInCode = sixDigits(await waitForText(international, since));
    await page.getByLabel("Code from the text message").fill(signInCode);
    await page.getByRole("button", { name: "Verify and log in" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
