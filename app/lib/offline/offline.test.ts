import { afterEach, describe, expect, it, vi } from "vitest";
import {
  ASSETS_CACHE,
  DOWNLOADS_CACHE,
  isLearnerPage,
  languagePrefixOf,
  PAGES_CACHE,
  staleCaches,
} from "./names";
import { coalesceReport, type StoredReport, waitingLessonCount } from "./progress-queue";
import { assetUrlsIn, isKeepablePage } from "./store-page";

describe("which pages the worker handles", () => {
  it("is the learner area in every language, nothing public", () => {
    for (const path of [
      "/dashboard",
      "/dashboard/my-courses",
      "/ha/dashboard",
      "/pcm/dashboard/x",
    ]) {
      expect(isLearnerPage(path), path).toBe(true);
    }
    for (const path of ["/", "/academy", "/ha", "/dashboards", "/settings", "/fr/dashboard"]) {
      expect(isLearnerPage(path), path).toBe(false);
    }
    expect(languagePrefixOf("/yo/dashboard/offline")).toBe("/yo");
    expect(languagePrefixOf("/dashboard")).toBe("");
    expect(languagePrefixOf("/yoruba/dashboard")).toBe("");
  });
});

describe("keeping a page", () => {
  it("finds every file the page loads from /assets/, once each", () => {
    const html = `<link rel="stylesheet" href="/assets/root-A1.css"><link rel="modulepreload" href="/assets/chunk-B2.js"/>
      <script type="module">import "/assets/entry.client-C3.js";</script><img src="/assets/logo.svg?v=1">
      <style>@font-face{src:url(/assets/noto-D4.woff2)}</style><a href="/academy">x</a><link href="/assets/chunk-B2.js">`;
    expect(assetUrlsIn(html)).toEqual([
      "/assets/root-A1.css",
      "/assets/chunk-B2.js",
      "/assets/entry.client-C3.js",
      "/assets/logo.svg",
      "/assets/noto-D4.woff2",
    ]);
  });

  it("keeps a whole HTML page only, never a sign-in page it was sent to", () => {
    const page = (status: number, type = "text/html; charset=utf-8") =>
      new Response("<p>x</p>", { status, headers: { "Content-Type": type } });
    expect(isKeepablePage(page(200), "https://afa.test/dashboard")).toBe(true);
    expect(isKeepablePage(page(500), "https://afa.test/dashboard")).toBe(false);
    expect(isKeepablePage(page(200, "application/json"), "https://afa.test/dashboard")).toBe(false);
    const landedOnLogin = page(200);
    Object.defineProperty(landedOnLogin, "redirected", { value: true });
    Object.defineProperty(landedOnLogin, "url", { value: "https://afa.test/login?redirectTo=x" });
    expect(isKeepablePage(landedOnLogin, "https://afa.test/dashboard")).toBe(false);
  });
});

describe("a new release's worker taking over", () => {
  it("deletes the old releases' caches, never the downloads or another site's caches", () => {
    const names = [
      DOWNLOADS_CACHE,
      PAGES_CACHE,
      ASSETS_CACHE,
      "afa-shell-old1",
      "afa-shell-new2",
      "afa-pages-v0",
      "workbox-precache-v2",
    ];
    expect(staleCaches(names, "afa-shell-new2")).toEqual(["afa-shell-old1", "afa-pages-v0"]);
  });
});

describe("progress queued offline", () => {
  const course = "00000000-0000-4000-8000-000000000001";
  const lesson = "00000000-0000-4000-8000-000000000002";
  const other = "00000000-0000-4000-8000-000000000003";
  const step = (percent: number, lessonId = lesson) => ({
    courseId: course,
    lessonId,
    percent,
    position: percent / 10,
    watched: 1,
  });

  /** Queues reports the way queueReport does, one after the other. */
  function queueAll(reports: ReturnType<typeof step>[], start: StoredReport[] = []) {
    const waiting = new Map(start.map((r) => [r.id, r]));
    reports.forEach((report, i) => {
      const kept = coalesceReport([...waiting.values()], report, { id: `id-${i}`, at: i });
      waiting.set(kept.id, kept);
    });
    return [...waiting.values()];
  }

  it("keeps one report per lesson: the highest percent, the latest position, every second", () => {
    // A 12-second lesson reports each 10% step: ten reports, one update.
    const tenSteps = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100].map((p) => step(p));
    const waiting = queueAll([...tenSteps, step(30, other)]);
    expect(waiting).toHaveLength(2);
    expect(waiting[0]).toMatchObject({ id: "id-0", percent: 100, position: 10, watched: 10 });
    expect(waitingLessonCount(waiting)).toBe(2);
  });

  it("never merges into a report being sent, which the server may have applied already", () => {
    const sent: StoredReport = { ...step(40), id: "in-flight", at: 0, sending: 1 };
    const waiting = queueAll([step(50), step(60)], [sent]);
    expect(waiting).toHaveLength(2);
    expect(waiting.find((r) => r.id === "in-flight")).toEqual(sent);
    expect(waiting.find((r) => r.id !== "in-flight")).toMatchObject({ percent: 60, watched: 2 });
    // Two reports still waiting, for one lesson: the pages say one.
    expect(waitingLessonCount(waiting)).toBe(1);
  });

  it("starts a new report rather than pass the per-report seconds cap", () => {
    const long = { ...step(50), watched: 12 * 60 * 60 };
    const waiting = queueAll([long, step(60)]);
    expect(waiting).toHaveLength(2);
  });
});

// The download list lives in IndexedDB, which Node has not: a Map stands in for it.
vi.mock("idb-keyval", () => {
  const rows = new Map<string, unknown>();
  return {
    createStore: () => ({}),
    get: async (key: string) => rows.get(key),
    set: async (key: string, value: unknown) => void rows.set(key, value),
    del: async (key: string) => void rows.delete(key),
    values: async () => [...rows.values()],
  };
});

/** The Cache API, in memory: one Map per cache name. */
function fakeCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, store);
    return {
      match: async (url: string) => store.get(url)?.clone(),
      put: async (url: string, response: Response) => void store.set(url, response),
      delete: async (url: string) => store.delete(url),
    } as unknown as Cache;
  };
  const match = async (url: string) => {
    for (const store of stores.values()) if (store.has(url)) return store.get(url)?.clone();
    return undefined;
  };
  return { open, match } as unknown as CacheStorage;
}

describe("the size a download promises", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("is what the Downloads page lists for the lesson: its page, video, poster and guides", async () => {
    // A fresh copy of the module, so it takes the IndexedDB stand-in above even when another test
    // file in this worker (tests share loaded modules) loaded it with the real idb-keyval first.
    vi.resetModules();
    const { downloadLesson, lessonBytes, planLesson, totalBytes } = await import("./downloads");
    const pageUrl = "/dashboard/courses/c1/content?lesson=l1";
    const html = `<html><head><script type="module" src="/assets/entry-A1.js"></script><link rel="stylesheet" href="/assets/root-B2.css"></head><body><h1>Ọ̀rọ̀ àgbẹ̀</h1>${"<p>lesson</p>".repeat(400)}</body></html>`;
    // What the server serves: the page, the site's files it names, the lesson's files.
    const served: Record<string, { body: string; type: string }> = {
      [pageUrl]: { body: html, type: "text/html; charset=utf-8" },
      "/assets/entry-A1.js": { body: "x".repeat(5_000), type: "text/javascript" },
      "/assets/root-B2.css": { body: "y".repeat(3_000), type: "text/css" },
      "/uploads/lesson-renditions/v.mp4": { body: "v".repeat(40_000), type: "video/mp4" },
      "/uploads/lesson-renditions/p.jpg": { body: "p".repeat(7_000), type: "image/jpeg" },
      "/media/guides/g.pdf": { body: "g".repeat(2_000), type: "application/pdf" },
    };
    vi.stubGlobal("caches", fakeCaches());
    vi.stubGlobal("fetch", async (url: string) => {
      const file = served[url];
      if (!file) return new Response("", { status: 404 });
      const bytes = new TextEncoder().encode(file.body);
      // Compressed text comes without a length (its size is read from the kept copy).
      const headers = new Headers({ "Content-Type": file.type });
      if (!file.type.startsWith("text/")) headers.set("Content-Length", `${bytes.length}`);
      return new Response(bytes, { headers });
    });
    const size = (url: string) => new TextEncoder().encode(served[url]?.body).byteLength;
    // As findCourseOfflineFiles lists them: the copy, its poster, the course's guide.
    const files = Object.fromEntries(
      [
        "/uploads/lesson-renditions/v.mp4",
        "/uploads/lesson-renditions/p.jpg",
        "/media/guides/g.pdf",
      ].map((url) => [url, size(url)]),
    );
    // As the browser measures the page on screen.
    const plan = planLesson(
      { lessonId: "l1", courseId: "c1", courseTitle: "C", lessonTitle: "L", pageUrl },
      files,
      size(pageUrl),
    );

    const saved = await downloadLesson(plan);

    expect(lessonBytes(plan)).toBe(lessonBytes(saved));
    expect(lessonBytes(saved)).toBe(size(pageUrl) + 40_000 + 7_000 + 2_000);
    // The total grows by the lesson and the site's own files, kept once with the first download.
    expect(totalBytes([saved]) - totalBytes([plan])).toBe(5_000 + 3_000);
  });
});
