// Rough edges: the header fits every language at every common width. Each of its links and buttons
// keeps its label on one line and lies inside the screen, for a visitor and for the signed-in admin
// (whose account button is the widest thing in the bar); the account's name is shown whole.
import { expect, type Page, test } from "@playwright/test";
import { LOCALES } from "../../app/i18n/locales";
import { E2E_ADMIN } from "../support/e2e-env";
import { logIn, signIn } from "./support/auth";

/** What does not fit in the header as it is drawn now: one line per label, inside the viewport. */
async function headerMisfits(page: Page) {
  return page.locator("header").evaluate((header) => {
    const width = document.documentElement.clientWidth;
    const misfits: string[] = [];
    for (const el of header.querySelectorAll<HTMLElement>("a, summary, button")) {
      if (!el.checkVisibility()) continue;
      const box = el.getBoundingClientRect();
      const name = (el.textContent ?? "").trim().slice(0, 40);
      if (box.left < 0 || box.right > width) misfits.push(`"${name}" is past the edge`);
      // Each visible text of the label (not the words for screen readers) on one line: its
      // boxes all at one height.
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!node.textContent?.trim() || !parent?.checkVisibility()) continue;
        if (parent.closest(".sr-only")) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
        if (tops.size > 1) misfits.push(`"${node.textContent.trim()}" takes ${tops.size} lines`);
      }
    }
    return misfits;
  });
}

async function expectHeaderFits(page: Page, locale: string, width: number, signedIn: boolean) {
  await page.setViewportSize({ width, height: 800 });
  await page.goto(locale === "en" ? "/" : `/${locale}/`);
  const where = `${locale} at ${width} px`;
  const banner = page.getByRole("banner");
  expect(await headerMisfits(page), where).toEqual([]);
  // Every control is there: the language, the quick contact (in the corner from 1440 px), the
  // account or the visitor's two buttons.
  const language = page
    .locator("header details")
    .filter({ has: page.locator('button[name="locale"]') });
  await expect(language.locator("summary"), where).toBeInViewport({ ratio: 1 });
  const quick = page
    .getByRole("complementary", { name: /./ })
    .locator("summary")
    .locator("visible=true");
  await expect(quick, where).toHaveCount(1);
  await expect(quick, where).toBeInViewport({ ratio: 1 });
  if (signedIn) {
    const name = page.locator("header summary span.truncate");
    await expect(name, where).toBeInViewport({ ratio: 1 });
    expect(await name.evaluate((el) => el.scrollWidth > el.clientWidth), `${where}: name cut`).toBe(
      false,
    );
  } else {
    await expect(banner.locator('a[href$="/register"]').locator("visible=true"), where).toHaveCount(
      1,
    );
  }
  if (width < 1440) {
    // The main links are in the menu: open, each on one line too.
    await page.locator("header details[data-menu] > summary").last().click();
    const links = page.locator("header nav").locator("visible=true").getByRole("link");
    await expect(links, where).toHaveCount(8);
    expect(await headerMisfits(page), `${where}, menu open`).toEqual([]);
  } else {
    await expect(page.locator("header nav").locator("visible=true").getByRole("link")).toHaveCount(
      8,
    );
  }
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    where,
  ).toBeLessThanOrEqual(width);
}

for (const locale of LOCALES) {
  test(`the header fits in ${locale} at 1024, 1280 and 1440 px: a visitor's`, async ({ page }) => {
    for (const width of [1024, 1280, 1440]) await expectHeaderFits(page, locale, width, false);
  });

  test(`the header fits in ${locale} at 1024, 1280 and 1440 px: the signed-in admin's`, async ({
    page,
  }) => {
    await signIn(page, E2E_ADMIN, /\/admin-dashboard/);
    for (const width of [1024, 1280, 1440]) await expectHeaderFits(page, locale, width, true);
  });
}

test("the quick contact button never covers a video's controls or the text: in the header below 1440 px, in the margin from 1440 px", async ({
  page,
}) => {
  const quickContact = page.getByRole("complementary", { name: "Quick contact" });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/academy/catfish-farming-for-beginners");
  await expect(quickContact).toHaveCount(1);
  const header = await page.locator("header").first().boundingBox();
  const button = await quickContact.locator("summary").boundingBox();
  expect(button && header).toBeTruthy();
  // Inside the header bar: nothing of the page can be under it.
  expect(button?.y ?? 0).toBeGreaterThanOrEqual(header?.y ?? 0);
  expect((button?.y ?? 0) + (button?.height ?? 0)).toBeLessThanOrEqual(
    (header?.y ?? 0) + (header?.height ?? 0),
  );
  await quickContact.locator("summary").click();
  await expect(quickContact.getByText("How can we help?")).toBeVisible();

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/");
  await expect(quickContact).toHaveCount(1);
  const corner = await quickContact.locator("summary").boundingBox();
  const content = await page.locator("main .container-page").first().boundingBox();
  // In the page's right margin, clear of the content column.
  expect(corner?.x ?? 0).toBeGreaterThanOrEqual((content?.x ?? 0) + (content?.width ?? 0));
});

test("a toast sits at the foot of the screen, clear of the page's title and what was acted on", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/login");
  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  const toast = page.locator("[data-toast]").first();
  await expect(toast).toBeVisible();
  const box = await toast.boundingBox();
  const title = await page.getByRole("heading", { level: 1 }).first().boundingBox();
  expect(box && title).toBeTruthy();
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(740);
  expect(box?.y ?? 0).toBeGreaterThan((title?.y ?? 0) + (title?.height ?? 0));
});
