// The visitors' page cache on the running site: a signed-out visitor's second request for a
// public page is answered from memory, and nothing a signed-in person is shown ever is.

import { expect, test } from "./fixtures";
import { collectCspViolations } from "./support/csp";
import { enrolFree, FREE_COURSES } from "./support/learner";

const CACHE_HEADER = "x-page-cache";

test("a visitor's page comes from the cache, a signed-in learner's never, and a change shows at once", async ({
  page,
  playwright,
  baseURL,
  signUp,
}) => {
  const visitor = await playwright.request.newContext({ baseURL });
  const coursePath = `/academy/${FREE_COURSES.records.slug}`;
  // A page is kept once it is compressed, and other tests' enrolments renew it: ask until a hit.
  const fromCache = async () => {
    await expect
      .poll(async () => (await visitor.get(coursePath)).headers()[CACHE_HEADER])
      .toBe("hit");
    return visitor.get(coursePath);
  };
  // "New course" while nobody is enrolled: no students yet.
  const students = async (response: { text(): Promise<string> }) => {
    const html = await response.text();
    const count = /(\d[\d,]*) students?\b/.exec(html)?.[1]?.replace(/,/g, "");
    return count !== undefined ? Number(count) : html.includes("New course") ? 0 : Number.NaN;
  };
  const cached = await fromCache();
  expect(cached.status()).toBe(200);
  expect(cached.headers()["cache-control"]).toBe("private, max-age=60, stale-while-revalidate=600");
  expect(cached.headers()["content-security-policy"]).toContain("script-src 'self';");

  const email = await signUp("page-cache");
  const own = await page.request.get(coursePath);
  expect(own.status()).toBe(200);
  expect(own.headers()[CACHE_HEADER]).toBeUndefined();
  expect(own.headers()["cache-control"]).toBe("private, no-store");
  expect(own.headers()["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[^']+'/);
  expect(await own.text()).toContain(email);

  // The visitors' copy is still the visitors' own.
  const afterLearner = await fromCache();
  expect(await afterLearner.text()).not.toContain(email);
  const before = await students(afterLearner);
  expect(before).toBeGreaterThanOrEqual(0);

  // Enrolling counts one more learner on the course page: the very next visitor sees it.
  await enrolFree(page, FREE_COURSES.records);
  const changed = await visitor.get(coursePath);
  expect(await students(changed)).toBeGreaterThan(before);
  expect(await changed.text()).not.toContain(email);
  await visitor.dispose();
});

test("a page from the cache runs its enhancement script under the policy, with no violation", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  const violations = await collectCspViolations(page);
  await expect
    .poll(async () => (await page.request.get("/about")).headers()[CACHE_HEADER])
    .toBe("hit");
  const response = await page.goto("/about", { waitUntil: "networkidle" });
  expect(response?.headers()[CACHE_HEADER], "served from the cache").toBeDefined();
  // The enhancement script ran: the menu closes on Escape, which plain HTML does not do.
  const menu = page.locator("details[data-menu]").filter({ hasText: "Menu" });
  await menu.locator("summary").click();
  await expect(menu).toHaveAttribute("open", "");
  await page.keyboard.press("Escape");
  await expect(menu).not.toHaveAttribute("open", "");
  expect(violations).toEqual([]);
  await context.close();
});

test("once a signed-out visitor has seen a message, their pages come from the cache again", async ({
  page,
  signUp,
}) => {
  await signUp("page-cache-toast");
  await page.goto("/settings");
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText("Logged out successfully")).toBeVisible();
  // The message's cookie is gone with it: the browser sends nothing that marks it as a person.
  const cookies = await page.context().cookies();
  expect(cookies.map((cookie) => cookie.name)).not.toContain("afa_toast");
  await expect
    .poll(async () => (await page.request.get("/about")).headers()[CACHE_HEADER])
    .toBe("hit");
});

test("a visitor who chose a language gets pages in it from the cache, and English addresses sent on", async ({
  page,
  baseURL,
}) => {
  await page.goto("/academy");
  await page.getByRole("contentinfo").getByRole("button", { name: "Hausa" }).click();
  await expect(page).toHaveURL(/\/ha\/academy$/);
  const cookies = await page.context().cookies();
  expect(cookies.map((cookie) => `${cookie.name}=${cookie.value}`)).toEqual(["afa_lang=ha"]);
  await expect
    .poll(async () => (await page.request.get("/ha/academy")).headers()[CACHE_HEADER])
    .toBe("hit");
  const english = await page.request.get(`${baseURL}/academy`, { maxRedirects: 0 });
  expect(english.status()).toBe(302);
  expect(english.headers().location).toBe("/ha/academy");
});
