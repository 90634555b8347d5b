import { expect, type Page } from "@playwright/test";

/** Free demo courses (price 0), enrolled with the "Enroll Free" button. */
export const FREE_COURSES = {
  cassava: { slug: "cassava-production-for-profit", title: "Cassava Production for Profit" },
  climate: {
    slug: "climate-smart-farming",
    title: "Climate-Smart and Regenerative Farming",
  },
  records: { slug: "farm-records-on-your-phone", title: "Farm Records on Your Phone" },
} as const;

/**
 * Enrols through the course page's "Enroll Free" form and waits for the success toast (works with
 * or without JavaScript).
 */
export async function enrolFree(page: Page, course: { slug: string; title: string }) {
  await page.goto(`/academy/${course.slug}`);
  await page
    .getByRole("button", { name: /^Enroll Free/ })
    .first()
    .click();
  await expect(page.getByText("Enrollment successful!")).toBeVisible();
}

/** A course's card (on the catalogue or My Courses): the article headed by its exact title. */
export function courseCard(page: Page, title: string) {
  return page
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: title, exact: true }) });
}

/**
 * On a priced course's checkout page, pays through the built-in test gateway (the e2e server's
 * default): Pay here, then Pay on the gateway's page, back with 'Enrollment successful!'.
 */
export async function payWithTestGateway(page: Page) {
  await expect(page).toHaveURL(/\/academy\/[\w-]+\/checkout/);
  await page.getByRole("button", { name: /^Pay ₦/ }).click();
  await expect(page).toHaveURL(/\/payments\/test-checkout\//);
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page.getByText("Enrollment successful!")).toBeVisible();
}
