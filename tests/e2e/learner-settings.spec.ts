import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import type { Browser, Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { expect, test } from "./fixtures";
import { logIn, PASSWORD } from "./support/auth";
import { collectCspViolations } from "./support/csp";
import { enrolFree, FREE_COURSES } from "./support/learner";

const SETTINGS = "/settings";
const NEW_PASSWORD = "Yam-Barn-Sunrise-77";

/** A real picture made here, so the test does not depend on a fixture file. */
async function photo(format: "png" | "jpeg"): Promise<Buffer> {
  const image = sharp({
    create: { width: 400, height: 300, channels: 3, background: { r: 34, g: 139, b: 34 } },
  });
  return format === "png" ? image.png().toBuffer() : image.jpeg().toBuffer();
}

const section = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

/** Chooses `file` in the Profile photo form and sends it. */
async function uploadPhoto(
  form: Locator,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  await form.getByLabel("Choose a photo").setInputFiles(file);
  await form.getByRole("button", { name: "Upload photo" }).click();
}
const passwordForm = (page: Page) => section(page, "Change password");

async function changePassword(
  page: Page,
  values: { current: string; next: string; confirm: string },
) {
  const form = passwordForm(page);
  await form.getByLabel("Current password").fill(values.current);
  await form.getByLabel("New password", { exact: true }).fill(values.next);
  await form.getByLabel("Confirm new password").fill(values.confirm);
  await form.getByRole("button", { name: "Update password" }).click();
}

async function deleteAccount(page: Page, password: string) {
  const form = section(page, "Delete My Account");
  await form.getByLabel("Your password").fill(password);
  await form.getByRole("checkbox", { name: "I understand this cannot be undone" }).check();
  await form.getByRole("button", { name: "Delete My Account" }).click();
}

/** A fresh page of its own browser context, signed in as `email`, with JavaScript off. */
async function signedInWithoutJs(browser: Browser, email: string, password = PASSWORD) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/login");
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  return { context, page };
}

test.describe("settings", () => {
  // Each test signs up a learner of its own (register, verify, log in) before it starts.
  test.describe.configure({ timeout: 90_000 });

  test("profile and photo: saved, shown in the header, checked by content", async ({
    page,
    signUp,
  }) => {
    const email = await signUp("settings-profile");
    await page.goto(SETTINGS);
    await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();

    // Role and e-mail: a learner is a Student.
    const account = section(page, "Your account");
    await expect(account.getByText(email)).toBeVisible();
    await expect(account.getByText("Student", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute(
      "href",
      "/dashboard",
    );

    const axe = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
      .analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

    // Profile: name and phone.
    const profile = section(page, "Profile");
    await profile.getByLabel("Full name").fill("Adaeze Okafor");
    await profile.getByLabel("Phone number (optional)").fill("+234 805 555 0199");
    await profile.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Profile updated")).toBeVisible();
    await expect(page.getByText("Your profile was updated successfully")).toBeVisible();
    // The account menu's button (its open panel repeats the name, hidden while closed).
    await expect(page.getByRole("banner").getByText("Adaeze Okafor").first()).toBeVisible();
    await expect(account.getByText("Adaeze Okafor")).toBeVisible();
    await page.reload();
    await expect(section(page, "Profile").getByLabel("Full name")).toHaveValue("Adaeze Okafor");
    // Stored without the spaces, as registration stores it.
    await expect(section(page, "Profile").getByLabel("Phone number (optional)")).toHaveValue(
      "+2348055550199",
    );

    // A bad name is refused beside the field, keeping the rest of what was typed.
    await section(page, "Profile").getByLabel("Full name").fill("");
    await section(page, "Profile").getByLabel("Phone number (optional)").fill("0809 000 1111");
    await section(page, "Profile").getByRole("button", { name: "Save changes" }).click();
    await expect(section(page, "Profile").getByLabel("Full name")).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expect(section(page, "Profile").getByLabel("Phone number (optional)")).toHaveValue(
      "0809 000 1111",
    );
    await page.reload();
    await expect(section(page, "Profile").getByLabel("Full name")).toHaveValue("Adaeze Okafor");

    // Photo: no upload yet, so the header draws the initials.
    const headerPhoto = page.getByRole("banner").locator('img[src^="/uploads/"]');
    await expect(headerPhoto).toHaveCount(0);
    const photoForm = section(page, "Profile photo");
    await uploadPhoto(photoForm, {
      name: "farm.png",
      mimeType: "image/png",
      buffer: await photo("png"),
    });
    await expect(page.getByText("Profile updated")).toBeVisible();
    const shown = account.locator('img[src^="/uploads/avatars/"]');
    await expect(shown).toBeVisible();
    await expect(headerPhoto).toHaveCount(1);
    const src = await shown.getAttribute("src");
    expect(src).toMatch(/^\/uploads\/avatars\/[0-9a-f-]{36}\.webp$/);
    expect(await headerPhoto.getAttribute("src")).toBe(src);
    const served = await page.request.get(src as string);
    expect(served.status()).toBe(200);
    expect(served.headers()["content-type"]).toBe("image/webp");
    const stored = await sharp(await served.body()).metadata();
    expect(stored).toMatchObject({ format: "webp", width: 256, height: 256 });
    // The photo really loaded in the page (a broken image has no natural size).
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256);

    // A text file named .png is refused by its content, beside the field; the photo stays.
    await uploadPhoto(photoForm, {
      name: "notes.png",
      mimeType: "image/png",
      buffer: Buffer.from("Planting calendar: maize in April, cassava in May.\n"),
    });
    await expect(photoForm.getByText("Please choose a JPEG, PNG or WebP picture.")).toBeVisible();
    await expect(photoForm.getByLabel("Choose a photo")).toHaveAttribute("aria-invalid", "true");
    await expect(account.locator(`img[src="${src}"]`)).toBeVisible();

    // A JPEG replaces it under a new address; the old file is gone.
    await uploadPhoto(photoForm, {
      name: "IMG_2044.JPG",
      mimeType: "image/jpeg",
      buffer: await photo("jpeg"),
    });
    await expect(page.getByText("Profile updated")).toBeVisible();
    await expect(account.locator(`img[src="${src}"]`)).toHaveCount(0);
    await expect(account.locator('img[src^="/uploads/avatars/"]')).toBeVisible();
    expect((await page.request.get(src as string)).status()).toBe(404);

    // Remove photo: back to the generated initials.
    await section(page, "Profile photo").getByRole("button", { name: "Remove photo" }).click();
    await expect(page.getByText("Profile updated")).toBeVisible();
    await expect(account.locator('img[src^="/uploads/"]')).toHaveCount(0);
    await expect(headerPhoto).toHaveCount(0);
  });

  test("password: mismatch messages, change, then only the new password signs in", async ({
    page,
    signUp,
  }) => {
    const email = await signUp("settings-password");
    await page.goto(SETTINGS);

    // Wrong current password: refused by the server, the reason beside the field.
    await changePassword(page, {
      current: "Not-My-Password-1",
      next: NEW_PASSWORD,
      confirm: NEW_PASSWORD,
    });
    const form = passwordForm(page);
    await expect(form.getByRole("alert").getByText("Password mismatch")).toBeVisible();
    await expect(form.getByText("Your current password is incorrect.").first()).toBeVisible();
    await expect(form.getByLabel("Current password")).toHaveAttribute("aria-invalid", "true");

    // New passwords that differ: stopped before anything is sent.
    await changePassword(page, { current: PASSWORD, next: NEW_PASSWORD, confirm: "Yam-Barn-77" });
    await expect(form.getByText("New passwords do not match")).toBeVisible();
    await expect(form.getByLabel("Confirm new password")).toHaveAttribute("aria-invalid", "true");

    await changePassword(page, { current: PASSWORD, next: NEW_PASSWORD, confirm: NEW_PASSWORD });
    await expect(page.getByText("Password updated")).toBeVisible();
    await expect(page.getByText("Your password was updated successfully")).toBeVisible();
    await expect(passwordForm(page).getByLabel("Current password")).toHaveValue("");

    // Sign Out on the settings page.
    await section(page, "Your account").getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText("Logged out successfully")).toBeVisible();
    await page.goto(SETTINGS);
    await expect(page).toHaveURL(/\/login(\?.*)?$/);

    await logIn(page, email, PASSWORD);
    await expect(page.getByText("Invalid credentials")).toBeVisible();
    await logIn(page, email, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/(dashboard|settings)$/);
    await page.goto(SETTINGS);
    await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  });

  test("once the page is ready, a field is checked in the browser with the action's schema", async ({
    page,
    signUp,
  }) => {
    await signUp("settings-lazy");
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    // zod's first parse in the browser must not try eval(), which our CSP forbids.
    const violations = await collectCspViolations(page);
    // networkidle: the schema arrives just after the page comes alive (useLazyForm).
    await page.goto(SETTINGS, { waitUntil: "networkidle" });
    const form = passwordForm(page);
    await form.getByLabel("New password", { exact: true }).fill("ab");
    await form.getByLabel("Confirm new password").focus();
    await expect(form.getByLabel("New password", { exact: true })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expect(form.getByText("Password should be at least 8 characters.")).toBeVisible();
    expect(posts).toEqual([]);
    expect(violations).toEqual([]);
  });

  test("Download My Data, then Delete My Account with the password", async ({ page, signUp }) => {
    const email = await signUp("settings-delete");
    await enrolFree(page, FREE_COURSES.cassava);
    await page.goto(SETTINGS);

    const downloading = page.waitForEvent("download");
    await section(page, "Your data").getByRole("link", { name: "Download My Data" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("account-data.json");
    const data = JSON.parse(await readFile(await download.path(), "utf8"));
    expect(data.profile.email).toBe(email);
    expect(data.profile.fullName).toBe("Test Farmer");
    expect(data.enrolments).toEqual([
      expect.objectContaining({ courseTitle: FREE_COURSES.cassava.title, progress: 0 }),
    ]);
    expect(data.notifications.length).toBeGreaterThan(0);
    expect(data.sessions.length).toBeGreaterThan(0);
    // Session metadata only: no tokens, no password hash anywhere in the file.
    const text = JSON.stringify(data);
    expect(text).not.toMatch(/"token"|"password"|"accessToken"|"refreshToken"/i);

    // A wrong password is refused beside the field; nothing is deleted.
    await deleteAccount(page, "Not-My-Password-1");
    const danger = section(page, "Delete My Account");
    await expect(danger.getByText("That password is not correct.")).toBeVisible();
    await expect(danger.getByLabel("Your password")).toHaveAttribute("aria-invalid", "true");
    await page.goto(SETTINGS);
    await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();

    await deleteAccount(page, PASSWORD);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText("Account deleted")).toBeVisible();
    await page.goto(SETTINGS);
    await expect(page).toHaveURL(/\/login(\?.*)?$/);
    await logIn(page, email, PASSWORD);
    await expect(page.getByText("Invalid credentials")).toBeVisible();
  });

  test("every form works without JavaScript and keeps what was typed", async ({
    browser,
    signUp,
  }) => {
    const email = await signUp("settings-nojs");
    const { context, page: noJs } = await signedInWithoutJs(browser, email);
    try {
      await noJs.goto(SETTINGS);
      const profile = section(noJs, "Profile");
      // Bypass the browser's own required checks to reach the server's.
      await profile.locator("form").evaluate((form) => form.setAttribute("novalidate", ""));
      await profile.getByLabel("Full name").fill("");
      await profile.getByLabel("Phone number (optional)").fill("0706 222 3333");
      await profile.getByRole("button", { name: "Save changes" }).click();
      await expect(section(noJs, "Profile").getByLabel("Full name")).toHaveAttribute(
        "aria-invalid",
        "true",
      );
      await expect(section(noJs, "Profile").getByLabel("Phone number (optional)")).toHaveValue(
        "0706 222 3333",
      );
      await section(noJs, "Profile").getByLabel("Full name").fill("Chinedu Eze");
      await section(noJs, "Profile").getByRole("button", { name: "Save changes" }).click();
      await expect(noJs.getByText("Profile updated")).toBeVisible();
      await expect(section(noJs, "Profile").getByLabel("Full name")).toHaveValue("Chinedu Eze");
      await expect(section(noJs, "Profile").getByLabel("Phone number (optional)")).toHaveValue(
        "07062223333",
      );

      // The photo form posts multipart without JavaScript, and is checked by content.
      const photoForm = section(noJs, "Profile photo");
      await uploadPhoto(photoForm, {
        name: "photo.png",
        mimeType: "image/png",
        buffer: Buffer.from("not a picture at all"),
      });
      await expect(
        section(noJs, "Profile photo").getByText("Please choose a JPEG, PNG or WebP picture."),
      ).toBeVisible();
      await uploadPhoto(section(noJs, "Profile photo"), {
        name: "me.jpg",
        mimeType: "image/jpeg",
        buffer: await photo("jpeg"),
      });
      await expect(noJs.getByText("Profile updated")).toBeVisible();
      await expect(
        section(noJs, "Your account").locator('img[src^="/uploads/avatars/"]'),
      ).toBeVisible();

      // Differing new passwords reach the server, which answers 'Password mismatch' beside the form.
      await changePassword(noJs, {
        current: PASSWORD,
        next: NEW_PASSWORD,
        confirm: "Something-Else-9",
      });
      const alert = passwordForm(noJs).getByRole("alert").first();
      await expect(alert).toContainText("Password mismatch");
      await expect(alert).toContainText("New passwords do not match");
      await expect(passwordForm(noJs).getByLabel("Confirm new password")).toHaveAttribute(
        "aria-invalid",
        "true",
      );

      await changePassword(noJs, { current: PASSWORD, next: NEW_PASSWORD, confirm: NEW_PASSWORD });
      await expect(noJs.getByText("Password updated")).toBeVisible();

      // Deleting needs the tick: the server says so beside the box.
      const danger = section(noJs, "Delete My Account");
      await danger.locator("form").evaluate((form) => form.setAttribute("novalidate", ""));
      await danger.getByLabel("Your password").fill(NEW_PASSWORD);
      await danger.getByRole("button", { name: "Delete My Account" }).click();
      await expect(
        section(noJs, "Delete My Account").getByText("Please tick the box to confirm."),
      ).toBeVisible();
      await deleteAccount(noJs, NEW_PASSWORD);
      await expect(noJs).toHaveURL(/\/$/);
      await expect(noJs.getByText("Account deleted")).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test("an admin has the same page under /admin-dashboard/settings", async ({
    page,
    adminCredentials,
  }) => {
    await page.goto("/login");
    await logIn(page, adminCredentials.email, adminCredentials.password);
    await expect(page).toHaveURL(/\/admin-dashboard$/);
    await page.goto("/admin-dashboard/settings");
    // Named apart from the site's settings in the admin area.
    await expect(page.getByRole("heading", { level: 1, name: "Account settings" })).toBeVisible();
    await expect(
      page
        .getByRole("navigation", { name: "Admin sections" })
        .getByRole("link", { name: "Account settings" }),
    ).toHaveAttribute("aria-current", "page");
    const account = section(page, "Your account");
    await expect(account.getByText(adminCredentials.email)).toBeVisible();
    await expect(account.getByText("Admin", { exact: true })).toBeVisible();
    // The only active admin cannot delete their account.
    const danger = section(page, "Delete My Account");
    await expect(danger.getByText("You are the only active admin")).toBeVisible();
    await expect(danger.getByRole("button", { name: "Delete My Account" })).toHaveCount(0);
    // Their data export works from here too.
    const downloading = page.waitForEvent("download");
    await section(page, "Your data").getByRole("link", { name: "Download My Data" }).click();
    const data = JSON.parse(await readFile(await (await downloading).path(), "utf8"));
    expect(data.profile).toMatchObject({ email: adminCredentials.email, role: "admin" });
    await page.getByRole("link", { name: "Back to Dashboard" }).click();
    await expect(page).toHaveURL(/\/admin-dashboard$/);
  });
});
