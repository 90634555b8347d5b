import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { researchDatasets, researchPapers } from "~/db/schema";
import { seedDemoContent } from "~/db/seed/demo.server";
import { createTestDatabase } from "../../../tests/support/database";
import type { ResearchQuery } from "./research.filters";
import {
  isLocalMediaPath,
  listPublishedDatasets,
  listPublishedPapers,
  takeResearchDownload,
} from "./research.server";
import { parseResearchQuery } from "./search-params";

const all = (q: Partial<ResearchQuery> = {}): ResearchQuery => ({ q: "", category: "all", ...q });

const paper = (slug: string, extra: Partial<typeof researchPapers.$inferInsert> = {}) => ({
  slug,
  title: `Test paper ${slug}`,
  authors: "Test Author",
  category: "climate",
  abstract: "A test abstract.",
  publishedOn: "2020-01-01",
  fileUrl: "/media/research/cover-crops-maize.pdf",
  fileSizeBytes: 1000,
  ...extra,
});

describe("research", () => {
  let h: DatabaseHandle;

  beforeAll(async () => {
    h = await createTestDatabase();
    await seedDemoContent(h.db, { now: new Date("2026-11-22T10:00:00Z") });
    await h.db.insert(researchPapers).values([
      paper("unpublished-rainfall-paper", {
        title: "Unpublished rainfall cassava paper",
        authors: "Ngozi Uchenna",
        isPublished: false,
      }),
      paper("offsite-file", { fileUrl: "https://files.example.com/paper.pdf" }),
      paper("protocol-relative", { fileUrl: "//files.example.com/paper.pdf" }),
      paper("dot-dot", { fileUrl: "/media/../server.js" }),
      paper("percent-in-title", { title: "Yield gaps of 30% in rice", category: "crop-science" }),
    ]);
    await h.db.insert(researchDatasets).values({
      slug: "unpublished-dataset",
      title: "Unpublished dataset",
      description: "Not yet public.",
      format: "CSV",
      fileUrl: "/media/datasets/soil-ph-samples.csv",
      lastUpdated: "2026-01-01",
      isPublished: false,
    });
  });
  afterAll(async () => {
    await h?.close();
  });

  describe("listPublishedPapers", () => {
    it("lists published papers only, newest first", async () => {
      const papers = await listPublishedPapers(h.db, all());
      expect(papers.map((p) => p.slug)).not.toContain("unpublished-rainfall-paper");
      expect(papers).toHaveLength(10);
      const dates = papers.map((p) => p.publishedOn);
      expect(dates).toEqual([...dates].sort().reverse());
    });

    it("searches title, authors and abstract", async () => {
      const byTitle = await listPublishedPapers(h.db, all({ q: "cassava" }));
      expect(byTitle.map((p) => p.slug)).toEqual(["cassava-planting-density-south-west"]);

      const byAuthor = await listPublishedPapers(h.db, all({ q: "uchenna" }));
      expect(byAuthor.map((p) => p.slug).sort()).toEqual([
        "cover-crops-residue-maize-systems",
        "rainfall-onset-trends-lagos-enugu-kano",
      ]);

      const byAbstract = await listPublishedPapers(h.db, all({ q: "gravimetric" }));
      expect(byAbstract.map((p) => p.slug)).toEqual(["low-cost-soil-moisture-sensing"]);
    });

    it("filters by category, alone and with a search", async () => {
      const crops = await listPublishedPapers(h.db, all({ category: "crop-science" }));
      expect(crops.every((p) => p.category === "crop-science")).toBe(true);
      expect(crops).toHaveLength(3);
      const cropsMaize = await listPublishedPapers(
        h.db,
        all({ category: "crop-science", q: "maize" }),
      );
      expect(cropsMaize.map((p) => p.slug)).toEqual(["early-maize-fall-armyworm-guinea-savanna"]);
      const none = await listPublishedPapers(h.db, all({ category: "climate", q: "cassava" }));
      expect(none).toEqual([]);
    });

    it("matches % literally", async () => {
      const found = await listPublishedPapers(h.db, all({ q: "30%" }));
      expect(found.map((p) => p.slug)).toEqual(["percent-in-title"]);
    });
  });

  it("lists published datasets only", async () => {
    const datasets = await listPublishedDatasets(h.db);
    expect(datasets.map((d) => d.slug)).toEqual([
      "soil-ph-samples-south-west",
      "monthly-rainfall-lagos-kano-enugu",
      "maize-yields-by-state-and-season",
    ]);
  });

  describe("takeResearchDownload", () => {
    const downloadsOf = async (slug: string) =>
      (await h.db.select().from(researchPapers).where(eq(researchPapers.slug, slug)))[0]?.downloads;

    it("counts each download atomically and gives the file", async () => {
      const before = await downloadsOf("cassava-planting-density-south-west");
      const results = await Promise.all(
        Array.from({ length: 8 }, () =>
          takeResearchDownload(h.db, "papers", "cassava-planting-density-south-west", {
            count: true,
          }),
        ),
      );
      expect(
        results.every((r) => r?.fileUrl === "/media/research/cassava-planting-density.pdf"),
      ).toBe(true);
      expect(await downloadsOf("cassava-planting-density-south-west")).toBe((before ?? 0) + 8);
    });

    it("does not count when told not to", async () => {
      const before = await downloadsOf("cover-crops-residue-maize-systems");
      const file = await takeResearchDownload(h.db, "papers", "cover-crops-residue-maize-systems", {
        count: false,
      });
      expect(file?.fileUrl).toBe("/media/research/cover-crops-maize.pdf");
      expect(await downloadsOf("cover-crops-residue-maize-systems")).toBe(before);
    });

    it("counts dataset downloads", async () => {
      const slug = "soil-ph-samples-south-west";
      const count = async () =>
        (await h.db.select().from(researchDatasets).where(eq(researchDatasets.slug, slug)))[0]
          ?.downloads;
      const before = await count();
      const file = await takeResearchDownload(h.db, "datasets", slug, { count: true });
      expect(file?.fileUrl).toBe("/media/datasets/soil-ph-samples.csv");
      expect(await count()).toBe((before ?? 0) + 1);
    });

    it.each([
      ["papers", "unpublished-rainfall-paper"],
      ["papers", "offsite-file"],
      ["papers", "protocol-relative"],
      ["papers", "dot-dot"],
      ["papers", "no-such-paper"],
      ["datasets", "unpublished-dataset"],
      ["datasets", "cassava-planting-density-south-west"],
    ] as const)("refuses %s/%s and counts nothing", async (kind, slug) => {
      const before = await downloadsOf(slug);
      expect(await takeResearchDownload(h.db, kind, slug, { count: true })).toBeNull();
      expect(await downloadsOf(slug)).toBe(before);
    });
  });
});

describe("isLocalMediaPath", () => {
  it.each([
    ["/media/research/paper.pdf", true],
    ["/media/uploads/2026/11/a_b-c.v2.pdf", true],
    ["/media/", false],
    ["/media", false],
    ["/mediafiles/paper.pdf", false],
    ["media/paper.pdf", false],
    ["https://example.com/media/paper.pdf", false],
    ["//example.com/media/paper.pdf", false],
    ["/media/../server.js", false],
    ["/media/./paper.pdf", false],
    ["/media//paper.pdf", false],
    ["/media/paper.pdf?x=1", false],
    ["/media/paper%2e%2e.pdf", false],
    ["/media\\..\\x", false],
  ])("%s → %s", (url, expected) => {
    expect(isLocalMediaPath(url)).toBe(expected);
  });
});

describe("research filters", () => {
  it("reads the category leniently", () => {
    expect(parseResearchQuery(new URLSearchParams("category=soil-health&q=ph"))).toEqual({
      q: "ph",
      category: "soil-health",
    });
    expect(parseResearchQuery(new URLSearchParams("category=astrology")).category).toBe("all");
  });
});
