import type { Page } from "@playwright/test";
import { E2E_URL } from "../support/e2e-env";
import { expect, test } from "./fixtures";
import { testAxeOnPages } from "./support/axe";

// The e2e server starts on an empty embedded database and loads the demo content: the three
// newest featured demo stories, and no statistics (staff enter the academy's own figures).
const FEATURED = ["Amina Yusuf", "Chidi Okonkwo", "Folake Adeyemi"];

/** Holds matching requests until the returned function is called (a slow connection, on cue). */
async function holdRequests(page: Page, url: RegExp): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Follows the Learning area's Progress link (a client navigation) with the page's data held:
 * the navigation stays pending until the returned function is called.
 */
async function openProgressHeld(page: Page): Promise<() => void> {
  const release = await holdRequests(page, /\/dashboard\/progress\.data/);
  await page
    .getByRole("navigation", { name: "Learning area" })
    .first()
    .getByRole("link", { name: "Progress" })
    .click();
  return release;
}

test.describe("home page", () => {
  test("shows the three newest featured stories, and no statistics before staff enter any", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // Figures of zero are not shown, nor made up: the band waits for the academy's own.
    await expect(page.getByRole("region", { name: "Our impact so far" })).toHaveCount(0);
    await expect(page.getByText("Farmers Trained")).toHaveCount(0);
    const stories = page
      .getByRole("region", { name: "Farmers growing with us" })
      .getByRole("figure");
    await expect(stories).toHaveCount(3);
    for (const [index, name] of FEATURED.entries()) {
      await expect(stories.nth(index)).toContainText(name);
    }
    await expect(stories.first().getByText("Rated 5 out of 5")).toBeAttached();
  });

  test("the calls to action lead to consulting, the academy, sign-up and contact", async ({
    page,
  }) => {
    await page.goto("/");
    const links = {
      "Book Consultation": "/consulting",
      "Join Academy": "/academy",
      "Start Learning Today": "/register",
      "Get in Touch": "/contact",
    };
    for (const [name, href] of Object.entries(links)) {
      await expect(page.getByRole("main").getByRole("link", { name, exact: true })).toHaveAttribute(
        "href",
        href,
      );
    }
    await page.getByRole("main").getByRole("link", { name: "Start Learning Today" }).click();
    await expect(page).toHaveURL(`${E2E_URL}/register`);
  });

  test("describes the organisation in JSON-LD that parses", async ({ page }) => {
    await page.goto("/");
    const json = await page.locator('script[type="application/ld+json"]').first().textContent();
    const data = JSON.parse(json ?? "");
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "AFA Academy",
      url: `${E2E_URL}/`,
      logo: `${E2E_URL}/logo.png`,
      address: { addressLocality: "Lagos", addressCountry: "NG" },
    });
    expect(data.contactPoint[0]).toMatchObject({ "@type": "ContactPoint" });
    const logo = await page.request.get("/logo.png");
    expect(logo.headers()["content-type"]).toBe("image/png");
  });

  test("announces a large sharing picture that exists", async ({ page, request }) => {
    await page.goto("/");
    const image = await page.locator('meta[property="og:image"]').getAttribute("content");
    expect(image).toBe(`${E2E_URL}/og-default.png`);
    const response = await request.get("/og-default.png");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
  });
});

test.describe("home page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("arrives with its stories already rendered", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByText("Amina Yusuf")).toBeVisible();
    await expect(page.getByText("Loading success stories...")).toHaveCount(0);
  });
});

test.describe("about page", () => {
  test("shows mission, vision, slogan, brand symbols, achievements, values and services", async ({
    page,
  }) => {
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    for (const heading of ["Our mission", "Our vision", "What our logo stands for", "Our values"]) {
      await expect(page.getByRole("heading", { name: heading, exact: true })).toBeVisible();
    }
    await expect(page.getByText("Learn to produce more.").first()).toBeVisible();
    // No statistics entered: no achievements section (never a row of zeros).
    await expect(page.getByRole("region", { name: "What we have achieved together" })).toHaveCount(
      0,
    );
    await expect(page.getByText("Loading achievements...")).toHaveCount(0);
    const values = page.getByRole("region", { name: "Our values" }).getByRole("listitem");
    await expect(values).toHaveCount(6);
    const services = page.getByRole("region", { name: "How we can help you" });
    for (const [name, href] of [
      ["Academy", "/academy"],
      ["Training", "/training"],
      ["Consulting", "/consulting"],
      ["Research", "/research"],
    ] as const) {
      await expect(services.getByRole("link", { name: new RegExp(`^${name}`) })).toHaveAttribute(
        "href",
        href,
      );
    }
  });

  test("a slow client navigation shows 'Loading achievements...' until the data arrives", async ({
    page,
    signUp,
  }) => {
    // Public pages load no router (docs/decisions/0008): client navigations start from the
    // signed-in area, whose router then serves the public pages too.
    await signUp("about-nav");
    await page.waitForLoadState("networkidle");
    // Only the about route's own data: with a clientLoader it is fetched apart from the root's.
    const release = await holdRequests(page, /\/about\.data\?_routes=routes%2Fpublic%2Fabout$/);
    // Below 1440 px the main links are in the header's menu.
    await page
      .locator("details[data-menu] > summary")
      .filter({ hasText: /^Menu$/ })
      .click();
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "About" })
      .click();
    await expect(page.getByText("Loading achievements...")).toBeVisible();
    await expect(page).toHaveURL(`${E2E_URL}/about`);
    release();
    await expect(page.getByRole("heading", { name: "Our values", exact: true })).toBeVisible();
    await expect(page.getByText("Loading achievements...")).toHaveCount(0);
  });
});

test.describe("public pages", () => {
  test("ship one small enhancement script and no router; signed-in pages hydrate", async ({
    page,
    signUp,
  }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto("/", { waitUntil: "networkidle" });
    // The enhancement script and the chunks it imports (preloaded), nothing else.
    const declared = await page.evaluate(() =>
      [
        ...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>(
          "script[src], link[rel=modulepreload]",
        ),
      ].map((e) => new URL(e instanceof HTMLScriptElement ? e.src : e.href).pathname),
    );
    expect([...new Set(scripts)].sort()).toEqual(declared.sort());
    expect(declared.filter((s) => /\/assets\/enhance-[\w-]+\.js$/.test(s))).toHaveLength(1);
    expect(scripts.some((s) => s.includes("entry.client"))).toBe(false);
    expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);

    await signUp("hydrate");
    await page.waitForLoadState("networkidle");
    expect(scripts.some((s) => s.includes("entry.client"))).toBe(true);
  });
});

test.describe("pending indicator", () => {
  test("a slim bar and a 'Loading…' status show while a client navigation waits", async ({
    page,
    signUp,
  }) => {
    await signUp("pending");
    await page.waitForLoadState("networkidle");
    const status = page.getByRole("status").filter({ hasText: "Loading…" });
    await expect(status).toHaveCount(0);
    const release = await openProgressHeld(page);
    const bar = page.getByTestId("navigation-progress");
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute("aria-hidden", "true");
    await expect(status).toBeAttached();
    release();
    await expect(page).toHaveURL(`${E2E_URL}/dashboard/progress`);
    await expect(bar).toHaveCount(0);
    await expect(status).toHaveCount(0);
  });
});

test.describe("pending indicator with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("the bar stands still", async ({ page, signUp }) => {
    await signUp("pending-still");
    await page.waitForLoadState("networkidle");
    const release = await openProgressHeld(page);
    const segment = page.getByTestId("navigation-progress").locator("div");
    await expect(segment).toHaveCSS("animation-name", "none");
    release();
    await expect(page).toHaveURL(`${E2E_URL}/dashboard/progress`);
  });
});

test.describe("search engines", () => {
  test("/robots.txt is plain text that points to the sitemap", async ({ request }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("text/plain; charset=utf-8");
    const text = await response.text();
    expect(text).toContain("Disallow: /dashboard");
    expect(text).toContain(`Sitemap: ${E2E_URL}/sitemap.xml`);
  });

  test("/sitemap.xml lists public pages and published content", async ({ request }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/xml; charset=utf-8");
    const xml = await response.text();
    expect(xml).toContain(`<loc>${E2E_URL}/about</loc>`);
    expect(xml).toContain(`<loc>${E2E_URL}/academy/cassava-production-for-profit</loc>`);
    expect(xml).toContain(`<loc>${E2E_URL}/journey/fall-armyworm-spot-it-early</loc>`);
    expect(xml).not.toContain("beekeeping-and-honey-processing");
  });
});

testAxeOnPages(
  (width) => `accessibility of the home and about pages at ${width}px`,
  ["/", "/about"],
);
