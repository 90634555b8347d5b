import { E2E_URL } from "../support/e2e-env";
import { expect, test } from "./fixtures";
import { collectCspViolations } from "./support/csp";

test.describe("the site as a whole", () => {
  for (const path of ["/no-such-page/at-all", "/no-such-page"]) {
    test(`an unknown path (${path}) answers 404 inside the site, with a Go Home link to /`, async ({
      page,
    }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      // Still our site: its header menu, footer and language switcher lead on from a wrong address.
      await expect(page.getByRole("banner").getByText("Menu", { exact: true })).toBeAttached();
      const footer = page.getByRole("contentinfo");
      await expect(footer.getByRole("link", { name: "Contact" })).toBeVisible();
      await expect(footer.getByLabel("Choose a language")).toBeAttached();
      await expect(page).toHaveTitle(/not found/i);
      await expect(page.locator("head title")).toHaveCount(1);
      await page.getByRole("link", { name: "Go Home" }).click();
      await expect(page).toHaveURL(`${E2E_URL}/`);
    });
  }

  test("the footer leads to the academy's own address, and offers no Login once signed in", async ({
    page,
    signUp,
  }) => {
    await page.goto("/about");
    const footer = page.getByRole("contentinfo");
    const map = footer.getByRole("link", { name: /View on map/ });
    const query = new URL((await map.getAttribute("href")) ?? "").searchParams.get("query");
    const address = (await footer.locator("address p").first().textContent()) ?? "";
    expect(query).not.toBe("Lagos, Nigeria");
    expect(address).toContain(query ?? "-");
    await expect(footer.getByRole("link", { name: "Login" })).toBeVisible();

    await signUp("footer-links");
    await page.goto("/about");
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Login" })).toHaveCount(0);
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Register" })).toHaveCount(
      0,
    );
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

  test("a visitor's home page runs no inline script, and a rendered form page's scripts carry its nonce", async ({
    request,
  }) => {
    // The home page is shared by every visitor (the page cache): no nonce, so nothing inline may
    // run; its one script is a file of ours, and JSON-LD is data, never run.
    const home = await request.get("/");
    expect(home.status()).toBe(200);
    const homeCsp = home.headers()["content-security-policy"] ?? "";
    expect(homeCsp).toMatch(/script-src 'self';/);
    const homeScripts = (await home.text()).match(/<script\b[^>]*>/g) ?? [];
    expect(homeScripts.length).toBeGreaterThan(0);
    for (const tag of homeScripts) {
      expect(tag, tag).toMatch(/\bsrc="\/assets\/[^"]+"|type="application\/ld\+json"/);
    }

    // /login is rendered for each visit: a fresh nonce, on every script.
    const response = await request.get("/login");
    expect(response.status()).toBe(200);
    const csp = response.headers()["content-security-policy"] ?? "";
    const nonce = csp.match(/script-src[^;]*'nonce-([^']+)'/)?.[1];
    expect(nonce, `no script nonce in: ${csp}`).toBeTruthy();
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);

    const scripts = (await response.text()).match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);

    const again = await request.get("/login");
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
