import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./support/axe";
import { englishLeaks, inLanguage, OTHER_LOCALES } from "./support/i18n";

const HTML_LANG: Record<string, string> = { pcm: "pcm", ha: "ha-NG", yo: "yo-NG", ig: "ig-NG" };

/** Every tab of the admin area, with a form of each kind (demo records for the pages of one). */
const ADMIN_PAGES = [
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
];

/** A demo course's own pages: edit, lessons, learners, quizzes, a quiz and its results. */
async function coursePages(page: Page): Promise<string[]> {
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

/** The tabs in groups of a few pages: each group is a test of its own, with its own time. */
const GROUPS = [0, 6, 12].map((from) => ADMIN_PAGES.slice(from, from + 6));

async function checkAdminPage(page: Page, path: string, locale: string) {
  const response = await page.goto(inLanguage(path, locale));
  expect(response?.status(), path).toBeLessThan(500);
  await expect(page.locator("html")).toHaveAttribute("lang", HTML_LANG[locale] ?? locale);
  // Reported, not yet enforced, in the admin area: the English words still on its pages are
  // listed as the test's annotations (the public and account pages fail on any).
  const found = await englishLeaks(page, locale);
  if (found.length > 0) {
    test.info().annotations.push({
      type: "english-words",
      description: `${locale} ${path}: ${found.join(" | ")}`,
    });
  }
  await expectNoAxeViolations(page, `${locale} ${path}`);
}

for (const locale of OTHER_LOCALES) {
  test.describe(`the admin area in ${locale}: renders in it, axe finds nothing, English words reported`, () => {
    test.describe.configure({ timeout: 300_000 });
    for (const [index, group] of GROUPS.entries()) {
      test(`tabs ${index + 1}: ${group.join(", ")}`, async ({ newAdminPage }) => {
        const page = await newAdminPage();
        for (const path of group) await checkAdminPage(page, path, locale);
      });
    }
    test("a demo course's pages", async ({ newAdminPage }) => {
      const page = await newAdminPage();
      for (const path of await coursePages(page)) await checkAdminPage(page, path, locale);
    });
  });
}
