import type { Page } from "@playwright/test";
import { E2E_URL } from "../support/e2e-env";
import { expect, test } from "./fixtures";
import { testAxeOnPages } from "./support/axe";

// The demo content the server seeds on its first start: journey items, papers and data sets.
const EVENT = "/journey/dry-season-vegetable-field-day-epe";
const VIDEO = "/journey/gravity-drip-kit-in-ten-steps";

/** The number in "1,234 views" / "1,234 downloads". */
function countIn(text: string | null): number {
  const match = text?.match(/([\d,]+)\s+(?:views?|downloads?)/);
  if (!match?.[1]) throw new Error(`no count in ${JSON.stringify(text)}`);
  return Number(match[1].replaceAll(",", ""));
}

const journeyCards = (page: Page) => page.getByRole("main").getByRole("article");

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("journey: filter by Events, search, and the empty result", async ({ page }) => {
    await page.goto("/journey");
    await expect(journeyCards(page).first()).toBeVisible();
    const allCount = await journeyCards(page).count();

    await page
      .getByRole("navigation", { name: "Filter by type" })
      .getByRole("link", { name: "Events" })
      .click();
    await expect(page).toHaveURL(`${E2E_URL}/journey?type=event`);
    await expect(page.getByRole("link", { name: "Events" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const events = journeyCards(page);
    await expect(events).toHaveCount(3);
    expect(allCount).toBeGreaterThan(3);
    for (const card of await events.all())
      await expect(card.getByText("Event", { exact: true })).toBeVisible();
    await expect(events.getByText("Harvest Day at Our Epe")).toHaveCount(0);

    // The search form keeps the type filter.
    await page.getByRole("searchbox", { name: "Search journey content" }).fill("Epe");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/journey\?q=Epe&type=event$/);
    await expect(journeyCards(page)).toHaveCount(1);
    await expect(journeyCards(page).getByRole("heading")).toHaveText(
      "Dry-Season Vegetable Field Day in Epe",
    );

    await page.getByRole("searchbox", { name: "Search journey content" }).fill("zzz no such thing");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByRole("heading", { name: "No content found" })).toBeVisible();
    await expect(journeyCards(page)).toHaveCount(0);
  });

  test("research: search and category filter", async ({ page }) => {
    await page.goto("/research");
    const papers = page.getByRole("region", { name: "Research papers" }).getByRole("article");
    await expect(papers.first()).toBeVisible();
    const total = await papers.count();

    await page.getByRole("searchbox", { name: "Search research papers" }).fill("maize");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(`${E2E_URL}/research?q=maize`);
    await expect(papers).toHaveCount(2);
    expect(total).toBeGreaterThan(2);

    await page
      .getByRole("navigation", { name: "Filter by category" })
      .getByRole("link", { name: "Crop Science" })
      .click();
    await expect(page).toHaveURL(`${E2E_URL}/research?q=maize&category=crop-science`);
    await expect(papers).toHaveCount(1);
    await expect(papers.getByRole("heading")).toContainText("Fall Armyworm");
    await expect(papers.getByText("Crop Science", { exact: true })).toBeVisible();

    await page
      .getByRole("navigation", { name: "Filter by category" })
      .getByRole("link", { name: "Climate" })
      .click();
    await expect(page.getByRole("heading", { name: "No research found" })).toBeVisible();
    await page.getByRole("link", { name: "Show all research" }).click();
    await expect(papers).toHaveCount(total);
  });
});

test("a journey card opens the item page, with its body and a view count that rises", async ({
  page,
}) => {
  await page.goto("/journey");
  await page
    .getByRole("link", { name: "Storing Grain Without Losses: Hermetic Bags Explained" })
    .click();
  await expect(page).toHaveURL(`${E2E_URL}/journey/hermetic-bags-grain-storage`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Storing Grain Without Losses: Hermetic Bags Explained",
  );
  await expect(page.getByText("Hermetic bags solve this with a simple idea.")).toBeVisible();
  await expect(page.getByText("Mrs. Funmilayo Adebayo").first()).toBeVisible();
  // 203 words: the reading time is counted from the text.
  await expect(page.getByText("1 min read").first()).toBeVisible();
  const first = countIn(await page.getByTestId("journey-views").textContent());

  await page.reload();
  const second = countIn(await page.getByTestId("journey-views").textContent());
  expect(second).toBeGreaterThan(first);

  await expect(page.getByRole("heading", { name: "More articles" })).toBeVisible();
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
});

test("an event page shows when, where and who; a video page plays inline", async ({ page }) => {
  await page.goto(EVENT);
  const details = page.getByRole("region", { name: "Event details" });
  await expect(details.getByText("9:00 AM WAT")).toBeVisible();
  await expect(details.getByText("AFA Demonstration Plot, Epe, Lagos State")).toBeVisible();
  await expect(details.getByText("Up to 120 participants")).toBeVisible();
  await expect(details.getByText("Tunde Bakare")).toBeVisible();
  const ld = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
  );
  expect(ld).toMatchObject({
    "@type": "Event",
    location: { "@type": "Place", name: "AFA Demonstration Plot, Epe, Lagos State" },
  });
  expect(ld.performer).toContainEqual({ "@type": "Person", name: "Tunde Bakare" });

  await page.goto(VIDEO);
  const video = page.locator("video");
  await expect(video).toHaveAttribute("preload", "none");
  await expect(video).toHaveAttribute("poster", "/media/video/afa-intro-poster.jpg");
  await expect(video.locator("source")).toHaveAttribute("src", "/media/video/afa-intro.mp4");

  const missing = await page.goto("/journey/rainy-season-planting-checklist");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("link", { name: "Browse Our Journey" })).toBeVisible();
});

test("a paper download serves the PDF and the count shown rises", async ({ page }) => {
  await page.goto("/research");
  const card = page.getByRole("article", { name: /Trends in Rainfall Onset/ });
  // A file nobody has downloaded shows no count ("0 downloads" says nothing good).
  const shown = card.getByText(/downloads?$/);
  const before = (await shown.count()) > 0 ? countIn(await shown.textContent()) : 0;
  const link = card.getByRole("link", { name: /^Download/ });
  await expect(link).toHaveAttribute("download", /\.pdf$/);
  const href = await link.getAttribute("href");
  expect(href).toBe("/research/papers/rainfall-onset-trends-lagos-enugu-kano/download");

  const response = await page.request.get(href ?? "");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  expect((await response.body()).subarray(0, 5).toString()).toBe("%PDF-");

  await page.reload();
  const after = countIn(await card.getByText(/downloads?$/).textContent());
  expect(after).toBeGreaterThan(before);

  const dataset = page.getByRole("article", { name: /Monthly Rainfall/ });
  await expect(dataset.getByText("CSV", { exact: true })).toBeVisible();
  const csv = await page.request.get(
    (await dataset.getByRole("link", { name: /^Download/ }).getAttribute("href")) ?? "",
  );
  expect(csv.status()).toBe(200);
  expect(csv.headers()["content-type"]).toMatch(/^text\/csv/);
});

test("careers: Contact HR writes to the careers address", async ({ page }) => {
  await page.goto("/careers");
  await expect(page.getByRole("heading", { name: "Areas we hire in" })).toBeVisible();
  for (const area of ["Agronomy", "Training", "Extension", "Agribusiness", "Technology"]) {
    await expect(page.getByRole("heading", { name: area, exact: true })).toBeVisible();
  }
  const contact = page.getByRole("link", { name: "Contact HR" }).first();
  const href = (await contact.getAttribute("href")) ?? "";
  expect(href).toMatch(/^mailto:careers@afa-academy\.ng\?subject=/);
  expect(decodeURIComponent(href.split("subject=")[1] ?? "")).toContain("Career enquiry");
  await expect(page.getByText(/coming soon/i)).toHaveCount(0);
});

test("services: four sections, each linking to its page", async ({ page }) => {
  await page.goto("/services");
  const expected = [
    ["Education & Training", "/academy"],
    ["Production", "/contact"],
    ["Research", "/research"],
    ["Innovation", "/journey"],
  ] as const;
  for (const [title, href] of expected) {
    const section = page.getByRole("region", { name: title, exact: true });
    await expect(section.getByRole("listitem").first()).toBeVisible();
    await expect(section.getByRole("link")).toHaveAttribute("href", href);
  }
  await page.getByRole("region", { name: "Research", exact: true }).getByRole("link").click();
  await expect(page).toHaveURL(`${E2E_URL}/research`);
});

test("the legal pages render with their contents and date", async ({ page }) => {
  await page.goto("/privacy-policy");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
  await expect(page.getByText("Last updated: 22 November 2026")).toBeVisible();
  await expect(page.getByText("Nigeria Data Protection Commission").first()).toBeVisible();
  await expect(page.getByRole("main").getByText("info@afa-academy.ng").first()).toBeVisible();
  await page
    .getByRole("navigation", { name: "Contents" })
    .getByRole("link", { name: "Your rights" })
    .click();
  await expect(page).toHaveURL(/#your-rights$/);
  await expect(page.getByRole("heading", { name: "6. Your rights" })).toBeInViewport();

  await page.goto("/terms-of-service");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms of Service");
  await expect(page.getByText("Last updated: 22 November 2026")).toBeVisible();
  await expect(page.getByText(/courts of Lagos State/)).toBeVisible();
  await expect(page.getByText(/Nigerian Naira \(₦\)/)).toBeVisible();
});

const A11Y_PAGES = [
  "/journey",
  "/journey?type=event&q=zzz-nothing",
  EVENT,
  VIDEO,
  "/journey/harvest-day-epe-demonstration-plot",
  "/journey/no-such-item",
  "/research",
  "/research?q=zzz-nothing",
  "/careers",
  "/services",
  "/privacy-policy",
  "/terms-of-service",
];

testAxeOnPages((width) => `content pages are accessible at ${width}px`, A11Y_PAGES);
