import { expect, test } from "./fixtures";

// The public pages' one script (app/enhance/enhance.client.ts, decision 0008): what it adds to
// pages that load no React Router.

test.describe("public pages' enhancement script", () => {
  test("the password field gets its show/hide button", async ({ page }) => {
    await page.goto("/login", { waitUntil: "networkidle" });
    const password = page.getByLabel("Password", { exact: true });
    await password.fill("Plantain-Harvest-42");
    await expect(password).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Show password" }).click();
    await expect(password).toHaveAttribute("type", "text");
    const hide = page.getByRole("button", { name: "Hide password" });
    await expect(hide).toHaveAttribute("aria-pressed", "true");
    await hide.click();
    await expect(password).toHaveAttribute("type", "password");
  });

  test("a menu closes on Escape (focus back on its button) and on a tap outside", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/about", { waitUntil: "networkidle" });
    const menu = page.locator("details[data-menu]").filter({ hasText: "Menu" });
    const button = menu.locator("summary");
    await button.click();
    await expect(menu).toHaveAttribute("open", "");
    await page.keyboard.press("Escape");
    await expect(menu).not.toHaveAttribute("open", "");
    await expect(button).toBeFocused();
    await button.click();
    await expect(menu).toHaveAttribute("open", "");
    await page.mouse.click(180, 700);
    await expect(menu).not.toHaveAttribute("open", "");
  });

  test("a toast hides itself after a few seconds", async ({ page, signUp }) => {
    await signUp("toast");
    await page.clock.install();
    // A plain (document) post, as from a public page: the answer is a full load of /login.
    await page
      .locator('form[action="/logout"]')
      .first()
      .evaluate((form) => {
        (form as HTMLFormElement).submit();
      });
    const toast = page.getByText("Logged out successfully");
    await expect(toast).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await page.clock.fastForward(7_000);
    await expect(toast).toBeHidden();
  });

  test("a second tap while a form is sending posts nothing more", async ({ page, uniqueEmail }) => {
    await page.goto("/contact", { waitUntil: "networkidle" });
    await page.getByLabel("Full Name").fill("Bisi Ade");
    await page.getByLabel("Email Address").fill(uniqueEmail("guard"));
    await page.getByLabel("Message", { exact: true }).fill("Do you train on fish smoking?");
    const posts: string[] = [];
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/contact", async (route) => {
      if (route.request().method() === "POST") {
        posts.push(route.request().url());
        await held;
      }
      await route.continue();
    });
    // Taps by coordinates: a locator would wait for the pending page load to finish.
    const box = await page.getByRole("button", { name: "Send Message" }).boundingBox();
    if (!box) throw new Error("no Send Message button");
    const tap = () => page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await tap();
    await expect.poll(() => posts.length).toBe(1);
    await tap();
    // Without the guard the second tap would start a second post by now.
    await page.waitForTimeout(1_000);
    release();
    await expect(page.getByText("Message Sent! 📧")).toBeVisible();
    expect(posts).toHaveLength(1);
  });
});
