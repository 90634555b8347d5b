import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures";

/** The rules every page is held to: WCAG 2.2 A and AA, and axe's best practices. */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * Axe's findings on the page as it is now, one line each with the elements concerned (an empty
 * list when it finds nothing). `where` starts each line, for checks that visit several pages.
 */
export async function axeViolations(page: Page, where?: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const prefix = where === undefined ? "" : `${where} `;
  return results.violations.map(
    (v) => `${prefix}${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(", ")})`,
  );
}

export async function expectNoAxeViolations(page: Page, where?: string) {
  expect(await axeViolations(page, where)).toEqual([]);
}

/** One test a page, "axe finds nothing on <path>", at a phone's width and at a desktop's. */
export function testAxeOnPages(title: (width: number) => string, paths: readonly string[]) {
  for (const width of [360, 1280]) {
    test.describe(title(width), () => {
      test.use({ viewport: { width, height: 800 } });
      for (const path of paths) {
        test(`axe finds nothing on ${path}`, async ({ page }) => {
          await page.goto(path);
          await expectNoAxeViolations(page);
        });
      }
    });
  }
}
