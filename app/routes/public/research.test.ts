import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { researchDatasets, researchPapers } from "~/db/schema";
import { setupDemoServices } from "../../../tests/support/demo-content";
import { renderPage } from "../../../tests/support/render";
import { callLoader, routeContext } from "../../../tests/support/router";
import Research, { loader as researchLoader, meta as researchMeta } from "./research";
import { loader as downloadLoader } from "./research-download";

const BROWSER =
  "Mozilla/5.0 (Linux; Android 12; itel A70) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36";
const PAPER = "rainfall-onset-trends-lagos-enugu-kano";

const t = setupDemoServices();

beforeAll(async () => {
  await t.services.db.insert(researchPapers).values([
    {
      slug: "draft-paper",
      title: "A draft on climate",
      authors: "Staff",
      category: "climate",
      abstract: "Draft.",
      publishedOn: "2026-01-01",
      fileUrl: "/media/research/rainfall-onset-trends.pdf",
      isPublished: false,
    },
    {
      slug: "external-paper",
      title: "Hosted elsewhere",
      authors: "Staff",
      category: "climate",
      abstract: "Elsewhere.",
      publishedOn: "2026-01-01",
      fileUrl: "https://example.com/paper.pdf",
    },
  ]);
});

const paperDownloads = async (slug: string) =>
  (await t.services.db.select().from(researchPapers).where(eq(researchPapers.slug, slug)))[0]
    ?.downloads;

function download(
  kind: string,
  slug: string,
  headers: Record<string, string> = { "User-Agent": BROWSER },
) {
  return callLoader(downloadLoader, {
    services: t.services,
    url: `/research/${kind}/${slug}/download`,
    params: { kind, slug },
    headers,
  });
}

describe("/research loader", () => {
  it("searches published papers and filters by category", async () => {
    const all = await callLoader(researchLoader, { services: t.services, url: "/research" });
    expect(all.data?.papers.map((p) => p.slug)).not.toContain("draft-paper");
    expect(all.data?.datasets).toHaveLength(3);
    expect(all.data).toMatchObject({ paperCount: 7, paperPages: 1, datasetCount: 3 });

    const soil = await callLoader(researchLoader, {
      services: t.services,
      url: "/research?category=soil-health",
    });
    expect(soil.data?.papers.map((p) => p.slug)).toEqual(["soil-acidity-phosphorus-south-west"]);

    const search = await callLoader(researchLoader, {
      services: t.services,
      url: "/research?q=nwosu&category=crop-science",
    });
    expect(search.data?.papers.map((p) => p.slug)).toEqual([
      "early-maize-fall-armyworm-guinea-savanna",
    ]);

    const nothing = await callLoader(researchLoader, {
      services: t.services,
      url: "/research?q=blockchain&category=nonsense",
    });
    expect(nothing.data?.query.category).toBe("all");
    expect(nothing.data?.papers).toEqual([]);
  });
});

/** Text as React writes it into HTML. */
const escaped = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");

describe("/research list", () => {
  it("shows each paper's opening lines; the whole abstract waits in a closed <details>", async () => {
    const page = await callLoader(researchLoader, { services: t.services, url: "/research" });
    const papers = page.data?.papers ?? [];
    const long = papers.filter((p) => p.abstract.length > 300);
    expect(long.length).toBeGreaterThan(3);
    const html = renderPage(
      { id: "routes/public/research", path: "/research", Component: Research },
      page.data,
      {},
    );
    const details = html.match(/<details[^>]*>[\s\S]*?<\/details>/g) ?? [];
    expect(details).toHaveLength(long.length);
    const outside = details.reduce((rest, d) => rest.replace(d, ""), html);
    for (const paper of long) {
      const inside = details.find((d) => d.includes(escaped(paper.abstract)));
      expect(inside, paper.slug).toBeDefined();
      // Closed until asked, and named by the paper it opens.
      expect(inside).not.toMatch(/<details[^>]*\sopen/);
      expect(inside).toContain("Read the whole abstract");
      expect(inside).toContain(escaped(paper.title));
      // Outside it: the opening (about two phone lines), never the whole text.
      expect(outside).not.toContain(escaped(paper.abstract));
      expect(outside).toContain(escaped(paper.abstract.slice(0, 120)));
    }
  });
});

describe("/research pages", () => {
  const APP_URL = "https://afa.example";
  const load = (url: string) => callLoader(researchLoader, { services: t.services, url });
  async function metaOf(url: string) {
    const result = await load(url);
    const tags = researchMeta({
      matches: [{ id: "root", loaderData: { site: { siteName: "AFA Academy", appUrl: APP_URL } } }],
      loaderData: result.data,
    } as unknown as Parameters<typeof researchMeta>[0]) as Record<string, string>[];
    const link = (rel: string) =>
      tags.find((tag) => tag.tagName === "link" && tag.rel === rel)?.href;
    return {
      title: tags.find((tag) => "title" in tag)?.title,
      canonical: link("canonical"),
      prev: link("prev"),
      next: link("next"),
    };
  }

  it("pages the papers twelve at a time and the data sets six at a time", async () => {
    await t.services.db.insert(researchPapers).values(
      Array.from({ length: 10 }, (_, i) => ({
        slug: `paged-paper-${i}`,
        title: `Paged paper ${i}`,
        authors: "Staff",
        category: "climate" as const,
        abstract: "Paging.",
        publishedOn: `2027-01-${String(10 + i).padStart(2, "0")}`,
        fileUrl: "/media/research/rainfall-onset-trends.pdf",
      })),
    );
    await t.services.db.insert(researchDatasets).values(
      Array.from({ length: 5 }, (_, i) => ({
        slug: `paged-dataset-${i}`,
        title: `Paged dataset ${i}`,
        description: "Paging.",
        format: "CSV",
        fileUrl: "/media/datasets/soil-ph-samples.csv",
        lastUpdated: `2027-02-0${i + 1}`,
      })),
    );
    const first = await load("/research");
    expect(first.data).toMatchObject({
      paperCount: 17,
      paperPages: 2,
      datasetCount: 8,
      datasetPages: 2,
      query: { page: 1, datasets: 1 },
    });
    expect(first.data?.papers).toHaveLength(12);
    expect(first.data?.datasets).toHaveLength(6);

    const second = await load("/research?page=2&datasets=2");
    expect(second.data?.papers).toHaveLength(5);
    expect(second.data?.datasets).toHaveLength(2);
    const papers = [...(first.data?.papers ?? []), ...(second.data?.papers ?? [])];
    expect(new Set(papers.map((p) => p.slug)).size).toBe(17);

    // The category and search are kept; a page past the end is the last; junk is the first.
    const climate = await load("/research?category=climate&q=paged&page=5&datasets=x");
    expect(climate.data?.query).toEqual({ q: "paged", category: "climate", page: 1, datasets: 1 });
    expect(climate.data?.papers).toHaveLength(10);
    const past = await load("/research?page=99&datasets=99");
    expect(past.status).toBe(200);
    expect(past.data?.query).toMatchObject({ page: 2, datasets: 2 });
    expect(past.data?.papers).toHaveLength(5);

    expect(await metaOf("/research")).toEqual({
      title: "Research | AFA Academy",
      canonical: `${APP_URL}/research`,
      prev: undefined,
      next: `${APP_URL}/research?page=2`,
    });
    expect(await metaOf("/research?category=climate&page=2")).toMatchObject({
      title: "Research | AFA Academy",
      canonical: `${APP_URL}/research?category=climate`,
      next: undefined,
    });
    expect(await metaOf("/research?page=2&datasets=2")).toEqual({
      title: "Research – Page 2 | AFA Academy",
      canonical: `${APP_URL}/research?page=2&datasets=2`,
      prev: `${APP_URL}/research?datasets=2`,
      next: undefined,
    });
    expect(await metaOf("/research?q=paged&page=2")).toMatchObject({
      canonical: `${APP_URL}/research`,
      prev: undefined,
    });
  });
});

describe("/research/:kind/:slug/download loader", () => {
  it("counts the download and redirects (302) to the file", async () => {
    const before = (await paperDownloads(PAPER)) ?? 0;
    const result = await download("papers", PAPER);
    expect(result.status).toBe(302);
    expect(result.location).toBe("/media/research/rainfall-onset-trends.pdf");
    expect(result.headers.get("Cache-Control")).toBe("no-store");
    expect(await paperDownloads(PAPER)).toBe(before + 1);
  });

  it("serves datasets too", async () => {
    const slug = "monthly-rainfall-lagos-kano-enugu";
    const count = async () =>
      (
        await t.services.db.select().from(researchDatasets).where(eq(researchDatasets.slug, slug))
      )[0]?.downloads;
    const before = (await count()) ?? 0;
    const result = await download("datasets", slug);
    expect(result.location).toBe("/media/datasets/monthly-rainfall-lagos-kano-enugu.csv");
    expect(await count()).toBe(before + 1);
  });

  it("redirects without counting for HEAD and for bots", async () => {
    const before = await paperDownloads(PAPER);
    const head = new Request(
      new URL(`/research/papers/${PAPER}/download`, t.services.env.APP_URL),
      {
        method: "HEAD",
        headers: { "User-Agent": BROWSER },
      },
    );
    const response = (await downloadLoader({
      request: head,
      url: new URL(head.url),
      pattern: "/research/:kind/:slug/download",
      params: { kind: "papers", slug: PAPER },
      context: routeContext(t.services),
    } as unknown as Parameters<typeof downloadLoader>[0])) as Response;
    expect(response.status).toBe(302);
    const bot = await download("papers", PAPER, { "User-Agent": "Googlebot/2.1" });
    expect(bot.status).toBe(302);
    expect(await paperDownloads(PAPER)).toBe(before);
  });

  it("answers 404 for unknown kinds, drafts, unknown slugs and files not under /media/", async () => {
    for (const [kind, slug] of [
      ["courses", PAPER],
      ["papers", "draft-paper"],
      ["papers", "external-paper"],
      ["papers", "no-such-paper"],
      ["datasets", PAPER],
    ] as const) {
      const result = await download(kind, slug);
      expect(result.status, `${kind}/${slug}`).toBe(404);
      expect(result.location).toBeNull();
    }
    expect(await paperDownloads("draft-paper")).toBe(0);
    expect(await paperDownloads("external-paper")).toBe(0);
  });
});
