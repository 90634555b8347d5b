import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { journeyContent } from "~/db/schema";
import { setupDemoServices } from "../../../tests/support/demo-content";
import { countingServices } from "../../../tests/support/query-count";
import { callLoader, routeContext } from "../../../tests/support/router";
import { loader as listLoader, meta as listMeta } from "./journey";
import { loader as itemLoader } from "./journey-item";

const BROWSER =
  "Mozilla/5.0 (Linux; Android 13; TECNO KI5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const SLUG = "harvest-day-epe-demonstration-plot";

const t = setupDemoServices();

async function viewsOf(slug: string) {
  const [row] = await t.services.db
    .select({ views: journeyContent.views })
    .from(journeyContent)
    .where(eq(journeyContent.slug, slug));
  return row?.views;
}

/** The item loader as the server would call it for `init` (HEAD, data requests…). */
async function callItem(path: string, slug: string, init: RequestInit = {}) {
  const request = new Request(new URL(path, t.services.env.APP_URL), init);
  const url = new URL(request.url);
  url.pathname = url.pathname.replace(/\.data$/, "");
  try {
    await itemLoader({
      request,
      url,
      pattern: "/journey/:slug",
      params: { slug },
      context: routeContext(t.services),
    } as unknown as Parameters<typeof itemLoader>[0]);
  } catch (error) {
    if (
      !(error instanceof Response) &&
      (error as { type?: string })?.type !== "DataWithResponseInit"
    )
      throw error;
  }
}

describe("/journey loader", () => {
  it("lists published content, filtered by ?type= and searched by ?q=", async () => {
    const all = await callLoader(listLoader, { services: t.services, url: "/journey" });
    expect(all.status).toBe(200);
    expect(all.data?.items.map((i) => i.slug)).not.toContain("rainy-season-planting-checklist");
    // Fifteen published items, twelve to a page.
    expect(all.data?.items.length).toBe(12);
    expect(all.data).toMatchObject({ total: 15, pageCount: 2, failed: false });
    const second = await callLoader(listLoader, { services: t.services, url: "/journey?page=2" });
    expect(second.data?.items.length).toBe(3);
    expect(second.data?.query.page).toBe(2);
    const seen = [...(all.data?.items ?? []), ...(second.data?.items ?? [])].map((i) => i.slug);
    expect(new Set(seen).size).toBe(15);

    const events = await callLoader(listLoader, {
      services: t.services,
      url: "/journey?type=event",
    });
    expect(events.data?.query.type).toBe("event");
    expect(events.data?.items.map((i) => i.type)).toEqual(["event", "event", "event"]);

    const search = await callLoader(listLoader, {
      services: t.services,
      url: "/journey?type=story&q=catfish",
    });
    expect(search.data?.items.map((i) => i.slug)).toEqual(["chidi-catfish-business-owerri"]);
  });

  it("shrugs off unknown filters and silly input", async () => {
    const odd = await callLoader(listLoader, {
      services: t.services,
      url: `/journey?type=<script>&page=zz&q=${"%25_".repeat(300)}`,
    });
    expect(odd.status).toBe(200);
    expect(odd.data?.query.type).toBe("all");
    expect(odd.data?.query.page).toBe(1);
    expect(odd.data?.items).toEqual([]);
    expect(odd.data?.pageCount).toBe(1);
  });

  it("runs the same queries for the first page and the last", async () => {
    const counting = countingServices(t.services);
    const countFor = async (url: string) => {
      counting.reset();
      expect((await callLoader(listLoader, { services: counting.services, url })).status).toBe(200);
      return counting.queries();
    };
    const first = await countFor("/journey");
    expect(first).toBe(2);
    expect(await countFor("/journey?page=2")).toBe(first);
    expect(await countFor("/journey?q=farm&type=story")).toBe(first);
  });

  it("shows the last page for a page past the end, keeping the filter", async () => {
    const past = await callLoader(listLoader, {
      services: t.services,
      url: "/journey?type=event&page=7",
    });
    expect(past.status).toBe(200);
    expect(past.data?.query).toEqual({ q: "", type: "event", page: 1 });
    expect(past.data?.items).toHaveLength(3);
    for (const junk of ["0", "-1", "2.5", "x", "1e99", "%00"]) {
      const result = await callLoader(listLoader, {
        services: t.services,
        url: `/journey?page=${junk}`,
      });
      expect(result.status, junk).toBe(200);
      expect(result.data?.query.page, junk).toBe(1);
      expect(result.data?.items, junk).toHaveLength(12);
    }
  });
});

describe("/journey meta", () => {
  const APP_URL = "https://afa.example";
  async function metaOf(url: string) {
    const result = await callLoader(listLoader, { services: t.services, url });
    const tags = listMeta({
      matches: [{ id: "root", loaderData: { site: { siteName: "AFA Academy", appUrl: APP_URL } } }],
      loaderData: result.data,
    } as unknown as Parameters<typeof listMeta>[0]) as Record<string, string>[];
    const link = (rel: string) =>
      tags.find((tag) => tag.tagName === "link" && tag.rel === rel)?.href;
    return {
      title: tags.find((tag) => "title" in tag)?.title,
      canonical: link("canonical"),
      prev: link("prev"),
      next: link("next"),
    };
  }

  it("names each page in its title, canonical URL and prev/next links", async () => {
    expect(await metaOf("/journey")).toEqual({
      title: "Our Journey | AFA Academy",
      canonical: `${APP_URL}/journey`,
      prev: undefined,
      next: `${APP_URL}/journey?page=2`,
    });
    expect(await metaOf("/journey?page=2")).toEqual({
      title: "Our Journey – Page 2 | AFA Academy",
      canonical: `${APP_URL}/journey?page=2`,
      prev: `${APP_URL}/journey`,
      next: undefined,
    });
    expect(await metaOf("/journey?page=9")).toMatchObject({
      canonical: `${APP_URL}/journey?page=2`,
      next: undefined,
    });
    expect(await metaOf("/journey?type=event")).toMatchObject({
      canonical: `${APP_URL}/journey?type=event`,
      prev: undefined,
      next: undefined,
    });
    // A search points to the list it searched; its own pages keep the words.
    expect(await metaOf("/journey?q=a")).toMatchObject({
      canonical: `${APP_URL}/journey`,
      next: `${APP_URL}/journey?q=a&page=2`,
    });
  });
});

describe("/journey/:slug loader", () => {
  it("shows a published item and counts the view of a browser's GET", async () => {
    const before = (await viewsOf(SLUG)) ?? 0;
    const result = await callLoader(itemLoader, {
      services: t.services,
      url: `/journey/${SLUG}`,
      params: { slug: SLUG },
      headers: { "User-Agent": BROWSER },
    });
    expect(result.status).toBe(200);
    expect(result.data?.item.title).toBe("Harvest Day at Our Epe Demonstration Plot");
    expect(result.data?.item.paragraphs).toHaveLength(2);
    expect(result.data?.item.views).toBe(before + 1);
    expect(await viewsOf(SLUG)).toBe(before + 1);
    expect(result.data?.related.every((r) => r.type === "image")).toBe(true);
  });

  it("does not count HEAD, crawlers, prefetches or client data requests", async () => {
    const before = await viewsOf(SLUG);
    await callItem(`/journey/${SLUG}`, SLUG, {
      method: "HEAD",
      headers: { "User-Agent": BROWSER },
    });
    await callItem(`/journey/${SLUG}`, SLUG, {
      headers: {
        "User-Agent": "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
      },
    });
    await callItem(`/journey/${SLUG}`, SLUG);
    await callItem(`/journey/${SLUG}`, SLUG, {
      headers: { "User-Agent": BROWSER, "Sec-Purpose": "prefetch" },
    });
    await callItem(`/journey/${SLUG}.data`, SLUG, { headers: { "User-Agent": BROWSER } });
    expect(await viewsOf(SLUG)).toBe(before);
  });

  it("answers 404 for drafts and unknown items, counting nothing", async () => {
    const draftViews = await viewsOf("rainy-season-planting-checklist");
    for (const slug of ["rainy-season-planting-checklist", "no-such-story", "UPPER", "a/../b"]) {
      const result = await callLoader(itemLoader, {
        services: t.services,
        url: `/journey/${encodeURIComponent(slug)}`,
        params: { slug },
        headers: { "User-Agent": BROWSER },
      });
      expect(result.status, slug).toBe(404);
      expect(result.thrown).toBe(true);
    }
    expect(await viewsOf("rainy-season-planting-checklist")).toBe(draftViews);
  });

  it("says whether an event is still to come", async () => {
    const upcoming = await callLoader(itemLoader, {
      services: t.services,
      url: "/journey/dry-season-vegetable-field-day-epe",
      params: { slug: "dry-season-vegetable-field-day-epe" },
    });
    expect(upcoming.data?.isUpcoming).toBe(true);
    expect(upcoming.data?.item.location).toBe("AFA Demonstration Plot, Epe, Lagos State");
    const past = await callLoader(itemLoader, {
      services: t.services,
      url: "/journey/soil-health-workshop-ibadan",
      params: { slug: "soil-health-workshop-ibadan" },
    });
    expect(past.data?.isUpcoming).toBe(false);
  });
});
