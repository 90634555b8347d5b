import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { courses, journeyContent } from "~/db/schema";
import { seedDemoContent } from "~/db/seed/demo.server";
import { callLoader } from "../../../tests/support/router";
import { createTestServices, type TestServices } from "../../../tests/support/services";
import { loader } from "./sitemap";

let t: TestServices;
beforeEach(async () => {
  t = await createTestServices({ env: { APP_URL: "https://afa.example" } });
});
afterEach(async () => {
  await t.close();
});

async function sitemap() {
  const result = await callLoader(loader, { services: t.services, url: "/sitemap.xml" });
  expect(result.status).toBe(200);
  expect(result.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
  return (await result.response?.text()) ?? "";
}

const locs = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => (m[1] ?? "").replaceAll("&amp;", "&"));

describe("/sitemap.xml", () => {
  it("lists the public pages, published courses and journey items, never drafts", async () => {
    await seedDemoContent(t.services.db);
    const urls = locs(await sitemap());
    expect(urls).toContain("https://afa.example/");
    expect(urls).toContain("https://afa.example/about");
    expect(urls).toContain("https://afa.example/contact");
    expect(urls).toContain("https://afa.example/academy/cassava-production-for-profit");
    expect(urls).toContain("https://afa.example/journey/amina-doubled-her-tomato-harvest");
    expect(urls).not.toContain("https://afa.example/academy/beekeeping-and-honey-processing");
    expect(urls).not.toContain("https://afa.example/journey/rainy-season-planting-checklist");
    expect(urls.some((u) => /dashboard|admin|settings/.test(u))).toBe(false);
    // The login page is noindex: a sitemap that lists it contradicts it.
    expect(urls).toContain("https://afa.example/register");
    expect(urls.some((u) => u.endsWith("/login"))).toBe(false);
  });

  it("escapes an ampersand in a slug and stays well-formed XML", async () => {
    await t.services.db.insert(courses).values({
      slug: "beans-&-maize",
      title: "Beans & maize intercropping",
      description: "Two crops, one field.",
      instructor: "Mrs. Adebayo",
      duration: "2 hours",
      category: "crops",
      isPublished: true,
      updatedAt: new Date("2026-11-20T08:00:00Z"),
    });
    await t.services.db.insert(journeyContent).values({
      slug: "q&a-day",
      type: "event",
      title: "Q&A day",
      description: "Questions.",
      isPublished: true,
    });
    const xml = await sitemap();
    expect(xml).toContain(
      "<loc>https://afa.example/academy/beans-&amp;-maize</loc><lastmod>2026-11-20T08:00:00.000Z</lastmod>",
    );
    expect(xml).toContain("<loc>https://afa.example/journey/q&amp;a-day</loc>");
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });
});
