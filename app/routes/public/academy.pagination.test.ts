// The catalogue twelve courses to a page: boundaries, filters kept in the links, junk ?page=,
// the page's canonical and neighbour links, the banner's count of the whole catalogue, and the
// same number of queries for every page. A file of its own: it adds courses the other academy
// tests do not expect.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { courseResources, courses } from "~/db/schema";
import { setupDemoServices } from "../../../tests/support/demo-content";
import { countingServices } from "../../../tests/support/query-count";
import { renderPage } from "../../../tests/support/render";
import { callLoader } from "../../../tests/support/router";
import { createTestUser } from "../../../tests/support/users";
import Academy, { loader, meta } from "./academy";

const suite = setupDemoServices();
const APP_URL = "https://afa.example";
const ROOT = { site: { siteName: "AFA Academy", appUrl: APP_URL } };

/** 10 demo courses + 17 "Pagination course" ones (crops) = 27: pages of 12, 12 and 3. */
const ADDED = 17;

beforeAll(async () => {
  const rows = Array.from({ length: ADDED }, (_, i) => {
    const id = randomUUID();
    return {
      id,
      slug: `pagination-course-${String(i).padStart(2, "0")}`,
      title: `Pagination course ${String(i).padStart(2, "0")}`,
      description: "A course for the pagination test.",
      instructor: "Dr. Funmi Adeyemi",
      duration: "1 hour",
      category: "crops",
      isPublished: true,
      // Newest first: course 16 leads page 1, course 00 is the last of the added ones.
      createdAt: new Date(Date.UTC(2030, 0, 1, 0, i)),
    };
  });
  await suite.services.db.insert(courses).values(rows);
  await suite.services.db.insert(courseResources).values(
    rows.map((row) => ({
      courseId: row.id,
      title: `Guide to ${row.title}`,
      url: "/media/guides/cassava-production-guide.pdf",
    })),
  );
});

const load = (url: string, user?: Awaited<ReturnType<typeof createTestUser>>) =>
  callLoader(loader, { services: suite.services, url, user });

type Data = Awaited<ReturnType<typeof loader>>;

function metaOf(data: Data | undefined) {
  const args = {
    matches: [{ id: "root", loaderData: ROOT }],
    loaderData: data,
  } as unknown as Parameters<typeof meta>[0];
  const tags = meta(args) as Record<string, string>[];
  const link = (rel: string) => tags.find((t) => t.tagName === "link" && t.rel === rel)?.href;
  return {
    title: tags.find((t) => "title" in t)?.title,
    canonical: link("canonical"),
    prev: link("prev"),
    next: link("next"),
  };
}

const render = (data: Data | undefined) =>
  renderPage({ id: "routes/public/academy", path: "/academy", Component: Academy }, data, ROOT);

/** The hrefs of the page's Previous / Next links (React escapes & as &amp;). */
function pageLinks(html: string) {
  const nav = html.match(/<nav aria-label="Course pages".*?<\/nav>/s)?.[0] ?? "";
  const href = (rel: string) =>
    nav
      .match(new RegExp(`<a [^>]*rel="${rel}"[^>]*>`))?.[0]
      .match(/href="([^"]*)"/)?.[1]
      ?.replaceAll("&amp;", "&");
  const text = nav
    .replaceAll("<!-- -->", "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");
  return { prev: href("prev"), next: href("next"), text };
}

describe("GET /academy, twelve courses to a page", () => {
  it("splits the catalogue into pages of 12, newest first, each course on exactly one page", async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => load(`/academy?page=${page}`)));
    expect(pages.map((p) => [p.data?.query.page, p.data?.courses.length])).toEqual([
      [1, 12],
      [2, 12],
      [3, 3],
    ]);
    for (const page of pages) expect(page.data).toMatchObject({ total: 27, pageCount: 3 });
    expect(pages[0]?.data?.courses[0]?.slug).toBe("pagination-course-16");
    const slugs = pages.flatMap((p) => p.data?.courses.map((c) => c.slug) ?? []);
    expect(new Set(slugs).size).toBe(27);
  });

  it("lists only the guides of the courses on the page", async () => {
    const first = await load("/academy");
    const onPage = new Set(first.data?.courses.map((c) => c.id));
    expect(first.data?.guides.length).toBeGreaterThan(0);
    expect(first.data?.guides.every((g) => onPage.has(g.course.id))).toBe(true);
    expect(first.data?.guides).toHaveLength(12);
  });

  it("links Previous and Next, keeping the search and the category", async () => {
    const first = pageLinks(render((await load("/academy")).data));
    expect(first.prev).toBeUndefined();
    expect(first.next).toBe("/academy?page=2");
    expect(first.text).toContain("Page 1 of 3");

    const middle = pageLinks(render((await load("/academy?page=2")).data));
    expect(middle).toMatchObject({ prev: "/academy", next: "/academy?page=3" });

    const last = pageLinks(render((await load("/academy?page=3")).data));
    expect(last.prev).toBe("/academy?page=2");
    expect(last.next).toBeUndefined();

    // The search and the filter stay in the links.
    const searched = await load("/academy?q=pagination&category=crops&page=2");
    expect(searched.data).toMatchObject({ total: 17, pageCount: 2 });
    expect(searched.data?.courses).toHaveLength(5);
    const links = pageLinks(render(searched.data));
    expect(links.prev).toBe("/academy?q=pagination&category=crops");
    expect(links.next).toBeUndefined();
    expect(links.text).toContain("Page 2 of 2");
    expect(render(searched.data)).toContain("17 courses");
  });

  it("has no page links when everything fits on one page", async () => {
    const one = await load("/academy?category=livestock");
    expect(one.data?.pageCount).toBe(1);
    expect(render(one.data)).not.toContain('aria-label="Course pages"');
    expect(metaOf(one.data)).toMatchObject({ prev: undefined, next: undefined });
  });

  it("answers a page past the end with the last page, and junk with the first", async () => {
    const past = await load("/academy?page=99");
    expect(past.status).toBe(200);
    expect(past.data?.query.page).toBe(3);
    expect(past.data?.courses).toHaveLength(3);
    expect(pageLinks(render(past.data)).next).toBeUndefined();

    const pastSearch = await load("/academy?q=pagination&page=9");
    expect(pastSearch.data?.query).toEqual({
      q: "pagination",
      category: "all",
      language: "all",
      page: 2,
    });

    const nothing = await load("/academy?q=zzqx-nothing&page=4");
    expect(nothing.status).toBe(200);
    expect(nothing.data).toMatchObject({ total: 0, pageCount: 1, courses: [], guides: [] });
    expect(nothing.data?.query.page).toBe(1);
    expect(render(nothing.data)).not.toContain('aria-label="Course pages"');

    for (const junk of ["0", "-3", "2.5", "two", "", "1e9", "99999", "%00", "2&page=3"]) {
      const result = await load(`/academy?page=${junk}`);
      expect(result.status, junk).toBe(200);
      expect(result.data?.query.page, junk).toBe(junk === "2&page=3" ? 2 : 1);
    }
  });

  it("counts the whole catalogue in the learner's banner, whatever the page or search", async () => {
    const learner = await createTestUser(suite.services);
    for (const url of ["/academy", "/academy?page=3", "/academy?q=pagination&category=crops"]) {
      const result = await load(url, learner);
      expect(result.data?.welcome, url).toMatchObject({ completed: 0, total: 27, enrolled: 0 });
    }
  });

  it("names each page in its title, canonical URL and prev/next links", async () => {
    expect(metaOf((await load("/academy")).data)).toEqual({
      title: "Academy | AFA Academy",
      canonical: `${APP_URL}/academy`,
      prev: undefined,
      next: `${APP_URL}/academy?page=2`,
    });
    expect(metaOf((await load("/academy?page=2")).data)).toEqual({
      title: "Academy – Page 2 | AFA Academy",
      canonical: `${APP_URL}/academy?page=2`,
      prev: `${APP_URL}/academy`,
      next: `${APP_URL}/academy?page=3`,
    });
    // A page past the end is the last page, and says so.
    expect(metaOf((await load("/academy?page=50")).data)).toMatchObject({
      title: "Academy – Page 3 | AFA Academy",
      canonical: `${APP_URL}/academy?page=3`,
      next: undefined,
    });
    // A category's pages are their own; a search points to the list it searched.
    expect(metaOf((await load("/academy?category=crops&page=2")).data)).toMatchObject({
      canonical: `${APP_URL}/academy?category=crops&page=2`,
      prev: `${APP_URL}/academy?category=crops`,
    });
    expect(metaOf((await load("/academy?q=pagination&page=2")).data)).toMatchObject({
      title: "Academy – Page 2 | AFA Academy",
      canonical: `${APP_URL}/academy`,
      prev: `${APP_URL}/academy?q=pagination`,
      next: undefined,
    });
    // Without data (an error page) the plain page's tags.
    expect(metaOf(undefined)).toMatchObject({ canonical: `${APP_URL}/academy`, next: undefined });
  });

  it("runs the same number of queries for every page, listed or searched", async () => {
    const countFor = async (url: string) => {
      // A fresh counter each time: its own (empty) content cache, as on a cold server.
      const counting = countingServices(suite.services);
      const result = await callLoader(loader, { services: counting.services, url });
      expect(result.status, url).toBe(200);
      return counting.queries();
    };
    const first = await countFor("/academy");
    expect(first).toBeGreaterThan(0);
    expect(await countFor("/academy?page=2")).toBe(first);
    expect(await countFor("/academy?page=3")).toBe(first);
    // A category also counts its own courses (the banner counts them all): one more, on every page.
    const crops = await countFor("/academy?category=crops");
    expect(await countFor("/academy?category=crops&page=2")).toBe(crops);
    const searched = await countFor("/academy?q=pagination");
    expect(await countFor("/academy?q=pagination&page=2")).toBe(searched);
  });
});
