import { type AppProcess, startAppProcess } from "../support/app-process";
import { expect, test } from "./fixtures";
import { signIn } from "./support/auth";

test("the statistics form saves the figures with its toast", async ({ page, adminCredentials }) => {
  await signIn(page, adminCredentials, /\/admin-dashboard$/);
  await page
    .getByRole("navigation", { name: "Admin sections" })
    .getByRole("link", { name: "Site settings", exact: true })
    .click();
  await expect(page).toHaveURL(/\/admin-dashboard\/site-settings$/);
  await expect(page.getByRole("heading", { level: 1, name: "Site settings" })).toBeVisible();
  await expect(page.getByLabel("Site name")).toHaveValue(/.+/);

  // Other tests read the home page figures: keep them as they are, only resubmit them.
  const farmers = await page.getByLabel("Farmers trained").inputValue();
  await page.getByLabel("Farmers trained").fill(farmers || "0");
  await page.getByRole("button", { name: "Save statistics" }).click();
  await expect(page.getByText("Stats updated successfully!")).toBeVisible();
  await expect(page.getByLabel("Farmers trained")).toHaveValue(farmers || "0");
});

// Maintenance mode changes what every visitor sees, so it is tried on a server of its own (same
// build, empty data folder): the shared e2e server, used by parallel tests, never goes down.
test.describe("maintenance mode", () => {
  let app: AppProcess | null = null;
  let base = "";

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    app = await startAppProcess({
      ADMIN_EMAIL: "admin@afa.test",
      ADMIN_PASSWORD: "Harvest-Admin-2026",
    });
    base = app.url;
  });

  test.afterAll(async () => {
    await app?.stop();
  });

  test("visitors get the maintenance page; staff still sign in and use the site", async ({
    browser,
  }) => {
    const admin = await browser.newPage({ baseURL: base });
    await signIn(
      admin,
      { email: "admin@afa.test", password: "Harvest-Admin-2026" },
      /\/admin-dashboard$/,
    );
    await admin.goto("/admin-dashboard/site-settings");
    await admin.getByRole("checkbox", { name: /^Maintenance mode/ }).check();
    await admin.getByRole("button", { name: "Save settings" }).click();
    await expect(admin.getByText("Settings saved")).toBeVisible();
    await expect(admin.getByRole("checkbox", { name: /^Maintenance mode/ })).toBeChecked();

    const visitor = await browser.newPage({ baseURL: base });
    const home = await visitor.goto("/academy");
    expect(home?.status()).toBe(503);
    expect(home?.headers()["retry-after"]).toBe("3600");
    await expect(visitor.getByRole("heading", { name: "We'll be back soon" })).toBeVisible();
    // Sign-in stays open.
    const login = await visitor.goto("/login");
    expect(login?.status()).toBe(200);

    // Staff see the real site.
    const adminHome = await admin.goto("/academy");
    expect(adminHome?.status()).toBe(200);

    // And turn it off again.
    await admin.goto("/admin-dashboard/site-settings");
    await admin.getByRole("checkbox", { name: /^Maintenance mode/ }).uncheck();
    await admin.getByRole("button", { name: "Save settings" }).click();
    await expect(admin.getByText("Settings saved")).toBeVisible();
    expect((await visitor.goto("/academy"))?.status()).toBe(200);
  });
});
