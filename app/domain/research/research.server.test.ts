import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { researchDatasets, researchPapers } from "~/db/schema";
import { seedDemoContent } from "~/db/seed/demo.server";
import { sharedContentVersion } from "~/domain/site/content-cache.server";
import { createTestDatabase } from "../../../tests/support/database";
import { type ResearchQuery, researchHref } from "./research.filters";
import {
  isLocalMediaPath,
  listPublishedDatasets,
  listPublishedPapers,
  takeResearchDownload,
} from "./research.server";
import { parseResearchQuery } from "./search-params";

const all = (q: Partial<ResearchQuery> = {}): ResearchQuery => ({
  q: "",
  category: "all",
  page: 1,
  datasets: 1,
  ...q,
});

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
      const papers = (await listPublishedPapers(h.db, all())).rows;
      expect(papers.map((p) => p.slug)).not.toContain("unpublished-rainfall-paper");
      expect(papers).toHaveLength(10);
      const dates = papers.map((p) => p.publishedOn);
      expect(dates).toEqual([...dates].sort().reverse());
    });

    it("searches title, authors and abstract", async () => {
      const byTitle = (await listPublishedPapers(h.db, all({ q: "cassava" }))).rows;
      expect(byTitle.map((p) => p.slug)).toEqual(["cassava-planting-density-south-west"]);

      const byAuthor = (await listPublishedPapers(h.db, all({ q: "uchenna" }))).rows;
      expect(byAuthor.map((p) => p.slug).sort()).toEqual([
        "cover-crops-residue-maize-systems",
        "rainfall-onset-trends-lagos-enugu-kano",
      ]);

      const byAbstract = (await listPublishedPapers(h.db, all({ q: "gravimetric" }))).rows;
      expect(byAbstract.map((p) => p.slug)).toEqual(["low-cost-soil-moisture-sensing"]);
    });

    it("filters by category, alone and with a search", async () => {
      const crops = (await listPublishedPapers(h.db, all({ category: "crop-science" }))).rows;
      expect(crops.every((p) => p.category === "crop-science")).toBe(true);
      expect(crops).toHaveLength(3);
      const cropsMaize = (
        await listPublishedPapers(h.db, all({ category: "crop-science", q: "maize" }))
      ).rows;
      expect(cropsMaize.map((p) => p.slug)).toEqual(["early-maize-fall-armyworm-guinea-savanna"]);
      const none = (await listPublishedPapers(h.db, all({ category: "climate", q: "cassava" })))
        .rows;
      expect(none).toEqual([]);
    });

    it("matches % literally", async () => {
      const found = (await listPublishedPapers(h.db, all({ q: "30%" }))).rows;
      expect(found.map((p) => p.slug)).toEqual(["percent-in-title"]);
    });

    it("pages through the matches, and shows the last page for a page past the end", async () => {
      const everyPaper = (await listPublishedPapers(h.db, all())).rows.map((p) => p.slug);
      const pages = await Promise.all(
        [1, 2, 3].map((page) => listPublishedPapers(h.db, all({ page }), 4)),
      );
      expect(pages.map((p) => [p.page, p.pageCount, p.total, p.rows.length])).toEqual([
        [1, 3, 10, 4],
        [2, 3, 10, 4],
        [3, 3, 10, 2],
      ]);
      expect(pages.flatMap((p) => p.rows.map((r) => r.slug))).toEqual(everyPaper);
      const past = await listPublishedPapers(h.db, all({ page: 40 }), 4);
      expect(past.page).toBe(3);
      expect(past.rows.map((r) => r.slug)).toEqual(everyPaper.slice(8));
      const crops = await listPublishedPapers(h.db, all({ category: "crop-science", page: 2 }), 2);
      expect([crops.page, crops.pageCount, crops.total, crops.rows.length]).toEqual([2, 2, 3, 1]);
    });
  });

  it("lists published datasets only", async () => {
    const datasets = (await listPublishedDatasets(h.db)).rows;
    expect(datasets.map((d) => d.slug)).toEqual([
      "soil-ph-samples-south-west",
      "monthly-rainfall-lagos-kano-enugu",
      "maize-yields-by-state-and-season",
    ]);
    const second = await listPublishedDatasets(h.db, 2, 2);
    expect([second.page, second.pageCount, second.total]).toEqual([2, 2, 3]);
    expect(second.rows.map((d) => d.slug)).toEqual(["maize-yields-by-state-and-season"]);
    expect((await listPublishedDatasets(h.db, 9, 2)).page).toBe(2);
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

    it("makes this process read the content version anew, so the next page shows the count", async () => {
      const slug = "cassava-planting-density-south-west";
      const before = await sharedContentVersion(h.db);
      await takeResearchDownload(h.db, "papers", slug, { count: true });
      // Within the second a reading is shared for, the raised version is read at once.
      expect(await sharedContentVersion(h.db)).toBeGreaterThan(before);
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
  it("builds /research links that keep the search, category and pages, leaving defaults out", () => {
    expect(researchHref({ q: "", category: "all", page: 1, datasets: 1 })).toBe("/research");
    expect(researchHref({ q: "soil & water", category: "climate", page: 3, datasets: 2 })).toBe(
      "/research?q=soil+%26+water&category=climate&page=3&datasets=2",
    );
  });

  it("reads the category leniently", () => {
    expect(parseResearchQuery(new URLSearchParams("category=soil-health&q=ph"))).toEqual({
      q: "ph",
      category: "soil-health",
      page: 1,
      datasets: 1,
    });
    expect(parseResearchQuery(new URLSearchParams("category=astrology")).category).toBe("all");
    expect(parseResearchQuery(new URLSearchParams("page=3&datasets=2"))).toMatchObject({
      page: 3,
      datasets: 2,
    });
    for (const junk of ["0", "-2", "1.5", "abc", "", "1e9", "99999"]) {
      expect(parseResearchQuery(new URLSearchParams({ page: junk, datasets: junk })), junk).toEqual(
        { q: "", category: "all", page: 1, datasets: 1 },
      );
    }
  });
});
