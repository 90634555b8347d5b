import type { Page } from "@playwright/test";
import { FREE_COURSES } from "./learner";

// The site's pages, listed once for the checks that visit every page (languages, screenshots).

/** Every page of the public site and of the sign-in flows (their demo records included). */
export const PUBLIC_PAGES = [
  "/",
  "/about",
  "/academy",
  `/academy/${FREE_COURSES.cassava.slug}`,
  "/training",
  "/consulting",
  "/consultation",
  "/contact",
  "/journey",
  "/journey/dry-season-vegetable-field-day-epe",
  "/research",
  "/careers",
  "/services",
  "/privacy-policy",
  "/terms-of-service",
  "/login",
  "/register",
  "/verify",
  "/password-reset",
];

/** The learner area's pages (a learner enrolled in a course adds its content page). */
export const LEARNER_PAGES = [
  "/dashboard",
  "/dashboard/my-courses",
  "/dashboard/progress",
  "/dashboard/certificates",
  "/dashboard/notifications",
  "/dashboard/downloads",
  "/dashboard/offline",
  "/settings",
  "/settings/payments",
];

/** The content page of the signed-in learner's first course (from My Courses). */
export async function learnerContentPage(page: Page): Promise<string> {
  await page.goto("/dashboard/my-courses");
  // The course's Continue link (not the "Not started" filter, whose name also says "start").
  const href = await page
    .locator('a[href^="/dashboard/courses/"][href$="/content"]')
    .first()
    .getAttribute("href");
  if (!href) throw new Error("My Courses shows no course to continue");
  return href;
}

/** Every tab of the admin area, with a form of each kind (demo records for the pages of one). */
export const ADMIN_PAGES = [
  "/admin-dashboard",
  "/admin-dashboard/users",
  "/admin-dashboard/audit",
  "/admin-dashboard/outbox",
  "/admin-dashboard/courses",
  "/admin-dashboard/courses/new",
  "/admin-dashboard/content",
  "/admin-dashboard/content/new",
  "/admin-dashboard/stories",
  "/admin-dashboard/stories/new",
  "/admin-dashboard/messages",
  "/admin-dashboard/payments",
  "/admin-dashboard/payments/coupons",
  "/admin-dashboard/payments/coupons/new",
  "/admin-dashboard/analytics",
  "/admin-dashboard/consultations",
  "/admin-dashboard/site-settings",
  "/admin-dashboard/settings",
  "/admin-dashboard/consultations/week",
];

/** A demo course's own pages: edit, lessons, learners, quizzes, a quiz and its results. */
export async function adminCoursePages(page: Page): Promise<string[]> {
  await page.goto("/admin-dashboard/courses?q=Poultry");
  const hrefs = await page
    .locator("main a[href^='/admin-dashboard/courses/']")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  const edit = hrefs.find(
    (h) => /^\/admin-dashboard\/courses\/[\w-]+$/.test(h) && !h.endsWith("/new"),
  );
  if (!edit) throw new Error(`No demo course to open among ${hrefs.join(", ")}`);
  await page.goto(`${edit}/quizzes`);
  const quiz = (
    await page
      .locator(`main a[href^='${edit}/quizzes/']`)
      .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""))
  ).find((h) => /\/quizzes\/[\w-]+$/.test(h) && !h.endsWith("/new"));
  return [
    edit,
    `${edit}/lessons`,
    `${edit}/learners`,
    `${edit}/quizzes`,
    ...(quiz ? [quiz, `${quiz}/results`] : []),
  ];
}
