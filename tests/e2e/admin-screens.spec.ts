import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { test } from "./fixtures";
import { inLanguage } from "./support/i18n";
import { enrolFree, FREE_COURSES } from "./support/learner";
import {
  ADMIN_PAGES,
  adminCoursePages,
  LEARNER_PAGES,
  learnerContentPage,
  PUBLIC_PAGES,
} from "./support/pages";

// Screenshots of every page for people to look at, not a check: skipped unless SCREENSHOTS
// names the languages. For example, Hausa and Yoruba at 360 px (the default width):
//   SCREENSHOTS=ha,yo npx playwright test admin-screens --no-deps
//   SCREENSHOTS=en,ha SCREENSHOT_WIDTHS=360,1280 npx playwright test admin-screens --no-deps
// Files: .tmp/screens/<language>-<width>/<area>-<page>.png (full page, up to 4,000 px tall).
const LOCALES = (process.env.SCREENSHOTS ?? "").split(",").filter(Boolean);
const WIDTHS = (process.env.SCREENSHOT_WIDTHS ?? "360").split(",").map(Number);
const OUT = path.resolve(".tmp/screens");

test.skip(LOCALES.length === 0, "Set SCREENSHOTS=ha,yo (languages) to take the screenshots.");
test.describe.configure({ timeout: 1_800_000 });

function fileName(area: string, pagePath: string) {
  const slug = pagePath.replace(/^\//, "").replace(/[^\w-]+/g, "_") || "home";
  return `${area}-${slug}.png`;
}

async function shoot(page: Page, area: string, pages: readonly string[]) {
  for (const locale of LOCALES) {
    for (const width of WIDTHS) {
      const dir = path.join(OUT, `${locale}-${width}`);
      mkdirSync(dir, { recursive: true });
      await page.setViewportSize({ width, height: 800 });
      for (const pagePath of pages) {
        await page.goto(inLanguage(pagePath, locale));
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        await page.screenshot({
          path: path.join(dir, fileName(area, pagePath)),
          clip: { x: 0, y: 0, width, height: Math.min(height, 4000) },
          fullPage: true,
        });
      }
    }
  }
}

test("public and account pages", async ({ page }) => {
  await shoot(page, "public", [...PUBLIC_PAGES, "/no-such-page"]);
});

test("the learner area", async ({ page, signUp }) => {
  await signUp("screens");
  await enrolFree(page, FREE_COURSES.cassava);
  await shoot(page, "learner", [...LEARNER_PAGES, await learnerContentPage(page)]);
});

test("learning offline: a lesson downloaded, the Downloads and offline pages listing it", async ({
  page,
  signUp,
}) => {
  await signUp("screens-offline");
  await enrolFree(page, FREE_COURSES.records);
  const lesson = await learnerContentPage(page);
  await page.goto(lesson);
  await page.getByRole("button", { name: /^Download for offline/ }).click();
  await page.getByText("Available offline").waitFor({ timeout: 60_000 });
  await shoot(page, "offline", [lesson, "/dashboard/downloads", "/dashboard/offline"]);
});

test("the admin area", async ({ newAdminPage }) => {
  const page = await newAdminPage();
  await shoot(page, "admin", [...ADMIN_PAGES, ...(await adminCoursePages(page))]);
});
