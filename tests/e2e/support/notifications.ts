import type { Page } from "@playwright/test";

export const NOTIFICATIONS = "/dashboard/notifications";

/** The list item of the notification whose title contains `title`. */
export function notificationItem(page: Page, title: string | RegExp) {
  return page
    .getByRole("region", { name: "All notifications" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: title }) });
}
