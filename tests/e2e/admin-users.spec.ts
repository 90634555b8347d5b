import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { logIn, PASSWORD, signIn } from "./support/auth";
import { axeViolations } from "./support/axe";

const USERS = "/admin-dashboard/users";

async function searchUsers(page: Page, text: string) {
  await page.goto(USERS);
  await page.getByLabel("Search by name or e-mail").fill(text);
  await page
    .getByRole("search", { name: "Search users" })
    .getByRole("button", { name: "Search" })
    .click();
  await expect(page).toHaveURL(
    new RegExp(`q=${encodeURIComponent(text).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`),
  );
}

/** The table row (desktop layout) of the account with this e-mail address. */
function rowOf(page: Page, email: string) {
  return page.getByRole("row").filter({ hasText: email });
}

test.describe("admin: users", () => {
  test("searches, changes role and status (the suspended user is signed out), exports CSV, deletes through the dialog, and the audit log shows it all", async ({
    page,
    adminCredentials,
    newAdminPage,
    signUp,
  }) => {
    // One long story (register, edit twice, export, delete, audit): triple the time budget.
    test.slow();
    // A student, signed in on their own device.
    const name = `Ngozi Managed ${Date.now().toString(36)}`;
    const email = await signUp("managed", { name });

    const admin = await newAdminPage();

    // Search finds exactly them; the row shows name, e-mail, role, status and join date.
    await searchUsers(admin, email);
    await expect(admin.getByText("1 account matches your search.")).toBeVisible();
    const row = rowOf(admin, email);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(name);
    await expect(row).toContainText("User");
    await expect(row).toContainText("Active");
    await row.getByRole("link", { name: `Edit ${name}` }).click();

    // Edit: the e-mail is shown read-only; role → Instructor.
    await expect(admin.getByRole("heading", { level: 1, name: "Edit user" })).toBeVisible();
    await expect(admin.getByLabel("Email address")).toHaveValue(email);
    await expect(admin.getByLabel("Email address")).not.toBeEditable();
    await admin.getByRole("combobox", { name: "Role" }).selectOption("instructor");
    await admin.getByRole("button", { name: "Save changes" }).click();
    await expect(admin.getByText("User updated successfully")).toBeVisible();
    await expect(admin.getByRole("combobox", { name: "Role" })).toHaveValue("instructor");

    // Status → Suspended: their next request finds them signed out.
    await admin.getByRole("combobox", { name: "Status" }).selectOption("suspended");
    await admin.getByRole("button", { name: "Save changes" }).click();
    await expect(admin.getByText("User updated successfully")).toBeVisible();
    await expect(admin.getByRole("combobox", { name: "Status" })).toHaveValue("suspended");

    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard$/);
    await logIn(page, email, PASSWORD);
    await expect(
      page.getByText("Your account has been suspended. Please contact support."),
    ).toBeVisible();

    // The filters narrow the list; the export follows them.
    await admin.goto(`${USERS}?q=${encodeURIComponent(email)}&role=instructor&status=suspended`);
    await expect(rowOf(admin, email)).toHaveCount(1);
    await expect(admin.getByRole("combobox", { name: "Role" })).toHaveValue("instructor");
    const downloadPromise = admin.waitForEvent("download");
    await admin.getByRole("link", { name: "Export CSV" }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/^users_export_\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString("utf8").split("\r\n");
    expect(lines[0]).toBe("Name,Email,Role,Status,Join Date");
    expect(lines[1]).toMatch(
      new RegExp(
        `^${name},${email.replaceAll(".", "\\.")},Instructor,Suspended,\\d{4}-\\d{2}-\\d{2}$`,
      ),
    );
    expect(lines).toHaveLength(3);

    // Delete through the "Are you absolutely sure?" dialog.
    await searchUsers(admin, email);
    await rowOf(admin, email)
      .getByRole("button", { name: `Delete ${name}` })
      .click();
    const dialog = admin.getByRole("dialog", { name: "Are you absolutely sure?" });
    await expect(dialog).toContainText(email);
    await dialog.getByRole("button", { name: "Delete user" }).click();
    await expect(admin.getByText("User deleted successfully")).toBeVisible();
    await searchUsers(admin, email);
    await expect(admin.getByRole("heading", { name: "No matching users" })).toBeVisible();

    // The audit log tells who did what to whom.
    await admin.goto("/admin-dashboard/audit");
    await expect(admin.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
    const entries = admin.getByRole("row").filter({ hasText: email });
    await expect(entries.filter({ hasText: "Deleted user" })).toHaveCount(1);
    await expect(entries.filter({ hasText: "Changed role" })).toContainText("User → Instructor");
    await expect(entries.filter({ hasText: "Changed status" })).toContainText("Active → Suspended");
    await expect(entries.first()).toContainText(adminCredentials.email);
    // Newest first: the deletion leads.
    await expect(entries.first()).toContainText("Deleted user");
    await admin.context().close();
  });

  test("the signed-in admin's own row has no delete button, and role and status are locked on their edit page", async ({
    page,
    adminCredentials,
  }) => {
    await signIn(page, adminCredentials, /\/admin-dashboard$/);
    await searchUsers(page, adminCredentials.email);
    const own = rowOf(page, adminCredentials.email);
    await expect(own).toContainText("You");
    await expect(own.getByRole("link", { name: /^Edit / })).toBeVisible();
    await expect(own.getByRole("button", { name: /Delete/ })).toHaveCount(0);
    await expect(own.getByRole("link", { name: /Delete/ })).toHaveCount(0);
    await own.getByRole("link", { name: /^Edit / }).click();
    await expect(page.getByText("You cannot change your own role or status")).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Role" })).toHaveCount(0);
  });
});

test.describe("admin: users without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("deletes through the confirmation page", async ({ newAdminPage, registerStudent }) => {
    const name = `Bayo NoScript ${Date.now().toString(36)}`;
    // Registration needs no script either.
    const email = await registerStudent("nojs-delete", { name });

    const admin = await newAdminPage({ javaScriptEnabled: false });
    await searchUsers(admin, email);
    await rowOf(admin, email)
      .getByRole("link", { name: `Delete ${name}` })
      .click();
    await expect(
      admin.getByRole("heading", { level: 1, name: "Are you absolutely sure?" }),
    ).toBeVisible();
    await expect(admin.getByText(email)).toBeVisible();
    await admin.getByRole("button", { name: "Delete user" }).click();
    await expect(admin).toHaveURL(/\/admin-dashboard\/users$/);
    await expect(admin.getByText("User deleted successfully")).toBeVisible();
    await searchUsers(admin, email);
    await expect(admin.getByRole("heading", { name: "No matching users" })).toBeVisible();
    await admin.context().close();
  });
});

for (const width of [360, 1280]) {
  test.describe(`admin: users accessibility at ${width}px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("axe finds nothing on the list, an edit page, the dialog, the delete page and the audit log", async ({
      newAdminPage,
      registerStudent,
    }) => {
      // Registration plus five axe runs on a shared machine: more than the default 30 s budget.
      test.slow();
      const name = `Axe Checked ${width}`;
      const email = await registerStudent("axe", { name });

      const admin = await newAdminPage({
        viewport: { width, height: 800 },
      });
      const violations: string[] = [];
      const axe = async () => {
        violations.push(...(await axeViolations(admin, admin.url())));
      };

      await searchUsers(admin, email);
      await axe();
      await admin.getByRole("link", { name: `Edit ${name}` }).click();
      await expect(admin.getByRole("heading", { level: 1, name: "Edit user" })).toBeVisible();
      await axe();
      await admin.getByRole("button", { name: `Delete ${name}` }).click();
      await expect(admin.getByRole("dialog", { name: "Are you absolutely sure?" })).toBeVisible();
      await axe();
      await admin.getByRole("button", { name: "Cancel" }).click();
      await admin.goto(`${new URL(admin.url()).pathname}/delete`);
      await expect(
        admin.getByRole("heading", { level: 1, name: "Are you absolutely sure?" }),
      ).toBeVisible();
      await axe();
      await admin.goto("/admin-dashboard/audit");
      await expect(admin.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
      await axe();
      expect(violations).toEqual([]);
      await admin.context().close();
    });
  });
}
