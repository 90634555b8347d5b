import { E2E_URL } from "../support/e2e-env";
import { expect, test } from "./fixtures";
import { collectCspViolations } from "./support/csp";

test.describe("the site as a whole", () => {
  test("an unknown path answers 404 with a Go Home link to /", async ({ page }) => {
    const response = await page.goto("/no-such-page/at-all");
    expect(response?.status()).toBe(404);
    await page.getByRole("link", { name: "Go Home" }).click();
    await expect(page).toHaveURL(`${E2E_URL}/`);
  });

  test("public pages offer the corner contact button, opening without JavaScript", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/academy");
    const quickContact = page.getByRole("complementary", { name: "Quick contact" });
    await quickContact.locator("summary").click();
    await expect(quickContact.getByText("How can we help?")).toBeVisible();
    await context.close();
  });

  test("/healthz reports a working database", async ({ request }) => {
    const response = await request.get("/healthz");
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({
      ok: true,
      database: true,
      eventLoopLagMs: expect.any(Number),
    });
  });

  test("every script on the home page carries the CSP nonce of its response", async ({
    request,
  }) => {
    const response = await request.get("/");
    expect(response.status()).toBe(200);
    const csp = response.headers()["content-security-policy"] ?? "";
    const nonce = csp.match(/script-src[^;]*'nonce-([^']+)'/)?.[1];
    expect(nonce, `no script nonce in: ${csp}`).toBeTruthy();
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);

    const scripts = (await response.text()).match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);

    const again = await request.get("/");
    expect(again.headers()["content-security-policy"]).not.toContain(`'nonce-${nonce}'`);
  });

  test("the home page loads nothing from anywhere but this server", async ({ page }) => {
    const elsewhere: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.protocol === "data:" || url.protocol === "blob:") return;
      if (url.host !== new URL(E2E_URL).host) elsewhere.push(request.url());
    });
    await page.goto("/", { waitUntil: "networkidle" });
    await expect(page.locator("main")).toBeVisible();
    expect(elsewhere).toEqual([]);
  });

  for (const path of ["/", "/academy", "/contact"]) {
    test(`${path} makes no CSP violations`, async ({ page }) => {
      const violations = await collectCspViolations(page);
      await page.goto(path, { waitUntil: "networkidle" });
      expect(violations).toEqual([]);
    });
  }
});
