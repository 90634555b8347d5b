import { expect, test } from "./fixtures";
import { PASSWORD, signIn } from "./support/auth";

test.describe("account security in settings", () => {
  // Each test signs up, signs in twice and follows an e-mail: more than the default 30 s on a busy CI.
  test.slow();
  test("a learner sees where they are signed in and signs another device out", async ({
    page,
    browser,
    signUp,
  }) => {
    const email = await signUp("devices");

    // A second device (its own browser context) signs in too.
    const phone = await browser.newContext({
      userAgent:
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1",
    });
    const phonePage = await phone.newPage();
    await signIn(phonePage, { email }, /\/dashboard$/);

    await page.goto("/settings");
    const devices = page.getByRole("region", { name: "Where you're signed in" });
    await expect(devices.getByText("This device")).toBeVisible();
    const iphone = devices.getByRole("listitem").filter({ hasText: "Safari on iOS" });
    await expect(iphone).toBeVisible();
    await devices.getByRole("button", { name: "Sign out Safari on iOS" }).click();
    await expect(page.getByText("Device signed out").first()).toBeVisible();
    // The form posts to /settings/sessions, which sends the browser back to the settings page.
    await expect(page).toHaveURL(/\/settings$/);
    await expect(iphone).toHaveCount(0);
    await expect(devices.getByText("You are signed in on this device only.")).toBeVisible();

    await phonePage.goto("/dashboard");
    await expect(phonePage).toHaveURL(/\/login/);
    await phone.close();
  });

  test("a learner changes their e-mail address with the password and the new inbox's link", async ({
    page,
    outbox,
    uniqueEmail,
    signUp,
  }) => {
    await signUp("old-address");
    const newEmail = uniqueEmail("new-address");
    await page.goto("/settings");
    const section = page.getByRole("region", { name: "Change e-mail address" });
    await section.getByLabel("New e-mail address").fill(newEmail);
    await section.getByLabel("Current password").fill("not-my-password");
    await section.getByRole("button", { name: "Send verification link" }).click();
    await expect(section.getByText("Your current password is incorrect.")).toBeVisible();
    await expect(section.getByLabel("New e-mail address")).toHaveValue(newEmail);

    await section.getByLabel("Current password").fill(PASSWORD);
    await section.getByRole("button", { name: "Send verification link" }).click();
    await expect(page.getByText("Check your new inbox").first()).toBeVisible();

    const message = await outbox.waitForMessage({ to: newEmail, subject: /Verify your e-mail/ });
    // Opened while signed in, the link confirms the address and goes on to the dashboard.
    await page.goto(outbox.linkIn(message, "/verify"));
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto("/settings");
    await expect(page.getByText(`You log in with ${newEmail}.`)).toBeVisible();

    await page.context().clearCookies();
    await signIn(page, { email: newEmail }, /\/dashboard$/);
  });
});
