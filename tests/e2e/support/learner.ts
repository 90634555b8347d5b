import { expect, type Page } from "@playwright/test";
import type { Outbox } from "../fixtures";
import { logIn, registerVerifiedUser } from "./auth";

/** Free demo courses (price 0), enrolled with the "Enroll Free" button. */
export const FREE_COURSES = {
  cassava: { slug: "cassava-production-for-profit", title: "Cassava Production for Profit" },
  climate: {
    slug: "climate-smart-farming",
    title: "Climate-Smart and Regenerative Farming",
  },
  records: { slug: "farm-records-on-your-phone", title: "Farm Records on Your Phone" },
} as const;

/** A new verified student, signed in and on /dashboard. */
export async function signUpAndLogIn(page: Page, outbox: Outbox, email: string) {
  await registerVerifiedUser(page, outbox, email);
  await page.goto("/login");
  await logIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Enrols through the course page's "Enroll Free" form (works with or without JavaScript). */
export async function enrolFree(page: Page, course: { slug: string; title: string }) {
  await page.goto(`/academy/${course.slug}`);
  await page
    .getByRole("button", { name: /^Enroll Free/ })
    .first()
    .click();
  await expect(page.getByText("Enrollment successful!")).toBeVisible();
}
