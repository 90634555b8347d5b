import { expect, type Page } from "@playwright/test";
import type { Outbox } from "../fixtures";
import { logIn, registerVerifiedUser } from "./auth";

export const NOTIFICATIONS = "/dashboard/notifications";

/** The two free demo courses (seeded by the server). */
export const FREE_COURSES = {
  cassava: { slug: "cassava-production-for-profit", title: "Cassava Production for Profit" },
  records: { slug: "farm-records-on-your-phone", title: "Farm Records on Your Phone" },
} as const;

/** A new verified student, signed in (works with or without JavaScript). */
export async function signedInLearner(page: Page, outbox: Outbox, email: string) {
  await registerVerifiedUser(page, outbox, email);
  await page.goto("/login");
  await logIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Enrols from the course page and waits for the spec's success toast. */
export async function enrolIn(page: Page, slug: string) {
  await page.goto(`/academy/${slug}`);
  await page
    .getByRole("button", { name: /^Enroll Free/ })
    .first()
    .click();
  await expect(page.getByText("Enrollment successful!")).toBeVisible();
}

/** The list item of the notification whose title contains `title`. */
export function notificationItem(page: Page, title: string | RegExp) {
  return page
    .getByRole("region", { name: "All notifications" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: title }) });
}
