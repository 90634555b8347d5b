// Rough edges: the header keeps every label on one line from 1024 px up, and the
// account's name is shown whole.
import { expect, type Page, test } from "@playwright/test";
import { E2E_ADMIN } from "../support/e2e-env";
import { logIn, signIn } from "./support/auth";

async function expectOneLineLabels(page: Page, width: number) {
  const links = page.getByRole("navigation", { name: "Main" }).getByRole("link");
  const count = await links.count();
  expect(count).toBe(8);
  for (let i = 0; i < count; i++) {
    const link = links.nth(i);
    const label = (await link.textContent()) ?? "";
    // The label's text boxes: one line has them all at one height.
    const lines = await link.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
      return tops.size;
    });
    expect(lines, `"${label}" at ${width} px`).toBe(1);
  }
}

for (const width of [1280, 1440]) {
  test(`at ${width} px the main links and the account's name each fit on one line`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, E2E_ADMIN, /\/admin-dashboard/);
    await page.goto("/");
    await expectOneLineLabels(page, width);
    const name = page.locator("header summary span.truncate");
    await expect(name).toBeVisible();
    const cut = await name.evaluate((el) => el.scrollWidth > el.clientWidth);
    expect(cut, "the account's name is cut").toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
  });
}

test("at 1024 px the main links sit in the menu, each on one line, and nothing overflows", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto("/");
  await page.locator("header details[data-menu] > summary").last().click();
  await expectOneLineLabels(page, 1024);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1024);
});

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
