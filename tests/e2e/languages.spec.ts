import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./support/axe";
import {
  axeLanguageFor,
  checkPageInLanguage,
  englishLeaks,
  inLanguage,
  OTHER_LOCALES,
} from "./support/i18n";
import { enrolFree, FREE_COURSES } from "./support/learner";
import { LEARNER_PAGES, learnerContentPage, PUBLIC_PAGES } from "./support/pages";

for (const locale of OTHER_LOCALES) {
  test.describe(`public pages in ${locale}`, () => {
    for (const path of PUBLIC_PAGES) {
      const axe = axeLanguageFor(path) === locale ? ", axe finds nothing" : "";
      test(`${path}: rendered in ${locale}, no English interface words${axe}`, async ({ page }) => {
        await checkPageInLanguage(page, path, locale);
      });
    }
    test(`a page that does not exist answers 404 in ${locale}`, async ({ page }) => {
      const response = await page.goto(inLanguage("/no-such-page", locale));
      expect(response?.status()).toBe(404);
      expect(await englishLeaks(page, locale)).toEqual([]);
      await expectNoAxeViolations(page);
    });
  });
}

test("the learner's pages in every language: rendered in it, no English interface words, axe finds nothing (each page in one)", async ({
  page,
  signUp,
}) => {
  // 32 pages, each checked by axe: minutes on two shared cores.
  test.setTimeout(600_000);
  await signUp("languages");
  await enrolFree(page, FREE_COURSES.cassava);
  const pages = [...LEARNER_PAGES, await learnerContentPage(page)];
  for (const locale of OTHER_LOCALES) {
    for (const path of pages) await checkPageInLanguage(page, path, locale);
  }
});

test.describe("the language switcher", () => {
  test("keeps the page, remembers the choice, and English comes back", async ({ page }) => {
    // A filter the catalogue reads is kept (the cached page knows only the query its page reads).
    await page.goto("/academy?category=crops");
    await page
      .getByRole("banner")
      .locator("summary")
      .filter({ hasText: "Choose a language" })
      .click();
    await page.getByRole("banner").getByRole("button", { name: "Hausa" }).click();
    await expect(page).toHaveURL(/\/ha\/academy\?category=crops$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "ha-NG");
    // The choice is remembered: an English address now opens in Hausa.
    await page.goto("/about");
    await expect(page).toHaveURL(/\/ha\/about$/);
    // From the footer, back to English: kept too.
    await page.getByRole("contentinfo").getByRole("button", { name: "English" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-NG");
    await page.goto("/academy");
    await expect(page).toHaveURL(/\/academy$/);
  });

  test("works without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/yo/contact");
    await page.getByRole("contentinfo").getByRole("button", { name: "Asụsụ Igbo" }).click();
    await expect(page).toHaveURL(/\/ig\/contact$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "ig-NG");
    await context.close();
  });

  test("a signed-in learner's pages keep the language in every link", async ({ page, signUp }) => {
    await signUp("switcher");
    await page.goto("/yo/dashboard");
    await page.getByRole("contentinfo").getByRole("button", { name: "Èdè Yorùbá" }).click();
    await expect(page).toHaveURL(/\/yo\/dashboard$/);
    // Every site link on the page stays in Yoruba.
    const hrefs = await page
      .locator("main a[href^='/'], header a[href^='/']")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
    const pages = hrefs.filter((h) => !/^\/(uploads|api|assets)\//.test(h));
    expect(pages.length).toBeGreaterThan(0);
    for (const href of pages) expect(href, href).toMatch(/^\/yo(\/|$|\?)/);
  });
});

test("hreflang alternates are reciprocal, with x-default, and canonical names the page", async ({
  page,
  request,
}) => {
  await page.goto("/ha/academy");
  const alternates = await page
    .locator("head link[rel=alternate][hreflang]")
    .evaluateAll((links) =>
      links.map((l) => [l.getAttribute("hreflang"), l.getAttribute("href")] as const),
    );
  expect(alternates.map(([lang]) => lang).sort()).toEqual(
    ["en", "ha", "ig", "pcm", "x-default", "yo"].sort(),
  );
  await expect(page.locator("head link[rel=canonical]")).toHaveAttribute("href", /\/ha\/academy$/);
  for (const [, href] of alternates) {
    const html = await (await request.get(href ?? "")).text();
    for (const [lang, other] of alternates) {
      expect(html, `${href} names ${lang}`).toContain(`hrefLang="${lang}" href="${other}"`);
    }
  }
});

test.describe("the English home page suggests a language the browser asks for", () => {
  test.use({ locale: "ha-NG" });

  test("in that language, never redirecting, until dismissed", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/$/);
    const banner = page.locator("[data-language-suggestion]");
    await expect(banner).toBeVisible();
    await expect(banner).toContainText("Akwai wannan shafin a Hausa.");
    await banner.getByRole("button", { name: "A’a, na gode" }).click();
    await expect(banner).toBeHidden();
    await page.reload();
    await expect(page.locator("[data-language-suggestion]")).toBeHidden();
  });
});

test("an English browser is offered nothing", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("[data-language-suggestion]")).toBeHidden();
});
