// Rough edges: the admin tabs. From 1024 px they wrap, so no tab is past the edge in any language;
// on a phone the row scrolls sideways and opens with the current tab in view.
import { expect, type Page } from "@playwright/test";
import { LOCALES } from "../../app/i18n/locales";
import { test } from "./fixtures";

/** The admin tab row, in any language: the nav that links to the audit log. */
const TABS = 'nav:has(a[href$="/admin-dashboard/audit"])';

/** The admin tabs that lie (even in part) past the viewport's edges, or take two lines. */
async function tabMisfits(page: Page) {
  const nav = page.locator(TABS);
  return nav.evaluate((el) => {
    const width = document.documentElement.clientWidth;
    const misfits: string[] = [];
    for (const link of el.querySelectorAll<HTMLAnchorElement>("a")) {
      const box = link.getBoundingClientRect();
      const name = (link.textContent ?? "").trim();
      if (box.left < 0 || box.right > width) misfits.push(`"${name}" is past the edge`);
      if (box.height > 48) misfits.push(`"${name}" takes two lines`);
    }
    return misfits;
  });
}

const path = (locale: string, to: string) => (locale === "en" ? to : `/${locale}${to}`);

test("no admin tab is past the edge at 1024, 1280 and 1440 px, in every language", async ({
  newAdminPage,
}) => {
  const page = await newAdminPage();
  for (const locale of LOCALES) {
    for (const width of [1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      // The last tab's page: its tab is the one most likely to be pushed off.
      await page.goto(path(locale, "/admin-dashboard/settings"));
      const where = `${locale} at ${width} px`;
      await expect(page.locator(`${TABS} a[aria-current="page"]`), where).toBeVisible();
      expect(await page.locator(`${TABS} a`).count(), where).toBe(13);
      expect(await tabMisfits(page), where).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), where).toBe(
        await page.evaluate(() => document.documentElement.clientWidth),
      );
    }
  }
});

for (const javaScriptEnabled of [true, false]) {
  test(`on a phone the current tab is in view when the page opens (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({
    newAdminPage,
  }) => {
    const page = await newAdminPage({ javaScriptEnabled, viewport: { width: 360, height: 800 } });
    for (const to of [
      "/admin-dashboard/content",
      "/admin-dashboard/audit",
      "/admin-dashboard/settings",
    ]) {
      await page.goto(to);
      const active = page.locator(`${TABS} a[aria-current="page"]`);
      // (Not quite 1: the row may stop a fraction of a pixel short.)
      await expect(active, to).toBeInViewport({ ratio: 0.98 });
      // Clear of the fade at the row's right edge (its last 15 %).
      const box = await active.boundingBox();
      expect(box?.x ?? -1, to).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 0), to).toBeLessThanOrEqual(360 * 0.85 + 16);
    }
  });
}
