// Issue 15, rough edges: the header keeps every label on one line from 1024 px up, and the
// account's name is shown whole.
import { expect, type Page, test } from "@playwright/test";
import { E2E_ADMIN } from "../support/e2e-env";
import { logIn } from "./support/auth";

async function expectOneLineLabels(page: Page, width: number) {
  const links = page.getByRole("navigation", { name: "Main" }).getByRole("link");
  const count = await links.count();
  expect(count).toBe(8);
  for (let i = 0; i < count; i++) {
    const link = links.nth(i);
    const label = await link.innerText();
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
    await page.goto("/login");
    await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page).toHaveURL(/\/admin-dashboard/);
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
