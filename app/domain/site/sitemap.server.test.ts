import { describe, expect, it } from "vitest";
import { courses, journeyContent } from "~/db/schema";
import { seedDemoContent } from "~/db/seed/demo.server";
import { setupFreshServices } from "../../../tests/support/suite";
import { STATIC_SITEMAP_PATHS } from "./sitemap";
import { getSitemapEntries } from "./sitemap.server";

const suite = setupFreshServices();

describe("getSitemapEntries", () => {
  it("lists the static pages, then every published course and journey item with its last change", async () => {
    const changed = new Date("2026-11-20T08:30:00Z");
    await suite.services.db.insert(courses).values([
      {
        slug: "yam-minisett",
        title: "Yam minisett technique",
        description: "Seed yam from minisetts.",
        instructor: "Dr. Bello",
        duration: "3 hours",
        category: "crops",
        isPublished: true,
        updatedAt: changed,
      },
      {
        slug: "draft-course",
        title: "Not ready",
        description: "Draft.",
        instructor: "Dr. Bello",
        duration: "1 hour",
        category: "crops",
        isPublished: false,
      },
    ]);
    await suite.services.db.insert(journeyContent).values([
      {
        slug: "field-day",
        type: "event",
        title: "Field day",
        description: "A field day.",
        isPublished: true,
        updatedAt: changed,
      },
      {
        slug: "draft-story",
        type: "story",
        title: "Draft",
        description: "Draft.",
        isPublished: false,
      },
    ]);

    const entries = await getSitemapEntries(suite.services.db);
    expect(entries.slice(0, STATIC_SITEMAP_PATHS.length)).toEqual(
      STATIC_SITEMAP_PATHS.map((path) => ({ path })),
    );
    expect(entries.slice(STATIC_SITEMAP_PATHS.length)).toEqual([
      { path: "/academy/yam-minisett", lastModified: changed },
      { path: "/journey/field-day", lastModified: changed },
    ]);
  });

  it("covers the demo catalogue without its drafts", async () => {
    await seedDemoContent(suite.services.db);
    const paths = (await getSitemapEntries(suite.services.db)).map((e) => e.path);
    expect(paths).toContain("/academy/cassava-production-for-profit");
    expect(paths).toContain("/journey/fall-armyworm-spot-it-early");
    expect(paths).not.toContain("/academy/beekeeping-and-honey-processing");
    expect(paths).not.toContain("/journey/rainy-season-planting-checklist");
  });
});
