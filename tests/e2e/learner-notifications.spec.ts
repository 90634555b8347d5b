import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./support/axe";
import { enrolFree, FREE_COURSES } from "./support/learner";
import { NOTIFICATIONS, notificationItem } from "./support/notifications";

const { cassava, records } = FREE_COURSES;
const enrolled = (title: string) => `You're enrolled in ${title}`;

test.describe("notifications", () => {
  // Each test signs up a learner of its own (register, verify, log in) before it starts.
  test.describe.configure({ timeout: 60_000 });

  test("an enrolment notifies the learner; mark read, open and delete it", async ({
    page,
    context,
    signUp,
  }) => {
    await signUp("notify");

    await page.goto(NOTIFICATIONS);
    await expect(page.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "No notifications yet" })).toBeVisible();

    await enrolFree(page, cassava);
    await page.goto(NOTIFICATIONS);
    const item = notificationItem(page, enrolled(cassava.title));
    await expect(item).toHaveCount(1);
    await expect(item.getByText("Unread", { exact: true })).toBeVisible();
    await expect(item.getByText("Just now")).toBeVisible();
    await expect(item.getByText(/Start with the first lesson/)).toBeVisible();
    await expect(page.getByText("You have 1 unread notification.")).toBeVisible();

    await item.getByRole("button", { name: "Mark as read" }).click();
    await expect(item.getByText("Unread", { exact: true })).toHaveCount(0);
    await expect(item.getByRole("button", { name: "Mark as read" })).toHaveCount(0);
    await expect(page.getByText("You're all caught up.")).toBeVisible();

    // Opening it goes to the course's lessons.
    await item.getByRole("button", { name: enrolled(cassava.title) }).click();
    await expect(page).toHaveURL(/\/dashboard\/courses\/[0-9a-f-]{36}\/content(\?.*)?$/);

    await page.goto(NOTIFICATIONS);
    // A second tab still showing it, to delete it again once it is gone.
    const stale = await context.newPage();
    await stale.goto(NOTIFICATIONS);
    await notificationItem(page, enrolled(cassava.title))
      .getByRole("button", { name: "Delete" })
      .click();
    await expect(page.getByText("Notification deleted")).toBeVisible();
    await expect(page.getByRole("heading", { name: "No notifications yet" })).toBeVisible();
    await page.reload();
    await expect(notificationItem(page, enrolled(cassava.title))).toHaveCount(0);

    await notificationItem(stale, enrolled(cassava.title))
      .getByRole("button", { name: "Delete" })
      .click();
    const error = stale.getByRole("alert").filter({ hasText: "Notification not found" });
    await expect(error).toBeVisible();
    await expect(error).toContainText("It may have been deleted already.");
    await expect(notificationItem(stale, enrolled(cassava.title))).toHaveCount(0);
    await error.getByRole("button", { name: "Dismiss message" }).click();
    await expect(error).toHaveCount(0);
  });

  test("opening an unread notification marks it read", async ({ page, signUp }) => {
    await signUp("notify-open");
    await enrolFree(page, records);
    await page.goto(NOTIFICATIONS);
    await notificationItem(page, enrolled(records.title))
      .getByRole("button", { name: enrolled(records.title) })
      .click();
    await expect(page).toHaveURL(/\/dashboard\/courses\/[0-9a-f-]{36}\/content(\?.*)?$/);
    await page.goto(NOTIFICATIONS);
    await expect(
      notificationItem(page, enrolled(records.title)).getByText("Unread", { exact: true }),
    ).toHaveCount(0);
  });

  test("mark all as read, and Course Updates off means no enrolment notification", async ({
    page,
    signUp,
  }) => {
    await signUp("notify-prefs");
    await enrolFree(page, cassava);
    await page.goto(NOTIFICATIONS);
    await expect(page.getByText("You have 1 unread notification.")).toBeVisible();

    await page.getByRole("button", { name: "Mark all as read" }).click();
    await expect(page.getByText("All caught up", { exact: true })).toBeVisible();
    await expect(page.getByText("You're all caught up.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Mark all as read" })).toHaveCount(0);
    await expect(page.getByText("Unread", { exact: true })).toHaveCount(0);

    // The four boxes, all on by default.
    for (const label of [
      "Course Updates",
      "Progress Alerts",
      "Certificate Ready",
      "System Notifications",
    ]) {
      await expect(page.getByRole("checkbox", { name: label })).toBeChecked();
    }
    await page.getByRole("checkbox", { name: "Course Updates" }).uncheck();
    await page.getByRole("button", { name: "Save preferences" }).click();
    await expect(page.getByText("Preferences saved")).toBeVisible();
    await page.reload();
    await expect(page.getByRole("checkbox", { name: "Course Updates" })).not.toBeChecked();
    await expect(page.getByRole("checkbox", { name: "System Notifications" })).toBeChecked();

    await enrolFree(page, records);
    await page.goto(NOTIFICATIONS);
    await expect(notificationItem(page, enrolled(records.title))).toHaveCount(0);
    await expect(
      page.getByRole("region", { name: "All notifications" }).getByRole("listitem"),
    ).toHaveCount(1);
    await expect(page.getByText("You're all caught up.")).toBeVisible();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("every action works as a plain form", async ({ page, signUp }) => {
      await signUp("notify-nojs");
      await enrolFree(page, cassava);
      await enrolFree(page, records);

      await page.goto(NOTIFICATIONS);
      await expect(page.getByText("You have 2 unread notifications.")).toBeVisible();
      // Newest first.
      const items = page.getByRole("region", { name: "All notifications" }).getByRole("listitem");
      await expect(items.nth(0)).toContainText(enrolled(records.title));
      await expect(items.nth(1)).toContainText(enrolled(cassava.title));

      await notificationItem(page, enrolled(records.title))
        .getByRole("button", { name: "Mark as read" })
        .click();
      await expect(page).toHaveURL(new RegExp(`${NOTIFICATIONS}$`));
      await expect(page.getByText("You have 1 unread notification.")).toBeVisible();

      await page.getByRole("button", { name: "Mark all as read" }).click();
      await expect(page.getByText("You're all caught up.")).toBeVisible();

      await notificationItem(page, enrolled(cassava.title))
        .getByRole("button", { name: "Delete" })
        .click();
      await expect(page.getByText("Notification deleted")).toBeVisible();
      await expect(items).toHaveCount(1);

      await page.getByRole("checkbox", { name: "Certificate Ready" }).uncheck();
      await page.getByRole("button", { name: "Save preferences" }).click();
      await expect(page.getByText("Preferences saved")).toBeVisible();
      await expect(page.getByRole("checkbox", { name: "Certificate Ready" })).not.toBeChecked();
      await expect(page.getByRole("checkbox", { name: "Course Updates" })).toBeChecked();

      await notificationItem(page, enrolled(records.title))
        .getByRole("button", { name: enrolled(records.title) })
        .click();
      await expect(page).toHaveURL(/\/dashboard\/courses\/[0-9a-f-]{36}\/content(\?.*)?$/);
    });
  });

  for (const width of [360, 1280]) {
    test(`axe finds nothing at ${width}px, empty and with notifications`, async ({
      page,
      signUp,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await signUp(`notify-axe-${width}`);
      await page.goto(NOTIFICATIONS);
      await expect(page.getByRole("heading", { name: "No notifications yet" })).toBeVisible();
      await expectNoAxeViolations(page);

      await enrolFree(page, cassava);
      await enrolFree(page, records);
      await page.goto(NOTIFICATIONS);
      await notificationItem(page, enrolled(cassava.title))
        .getByRole("button", { name: "Mark as read" })
        .click();
      await expect(page.getByText("You have 1 unread notification.")).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
