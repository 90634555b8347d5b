import type { AddressInfo, Server } from "node:net";
import { brotliDecompressSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { updateSiteSettings } from "~/domain/settings/settings.server";
import { currentContentVersion } from "~/domain/site/content-cache.server";
import { PageCache } from "~/lib/page-cache.server";
import { pageEtag } from "~/routes/middleware/page-cache.server";
import { setupTestServices } from "../tests/support/suite";
import { isPageCacheRequest, PAGE_CACHE_HEADER, servePageCacheHits } from "./page-cache";
import { createSecurityHeaders } from "./security-headers";

const suite = setupTestServices();
let server: Server;
let base: string;
const cache = new PageCache(1 << 20);
/** What reached the renderer: each request the cache did not answer. */
const rendered: { url: string; key: string | undefined }[] = [];

beforeAll(async () => {
  const { services } = suite;
  const app = express();
  const security = createSecurityHeaders(services.env, { dev: false });
  app.use(servePageCacheHits({ cache, db: services.db, security }));
  // Stands in for React Router: renders, and keeps the page when the server marked the request.
  app.use(async (req, res) => {
    const key = res.locals.pageCacheKey as string | undefined;
    rendered.push({ url: req.originalUrl, key });
    const version = await currentContentVersion(services.db);
    const cookie = req.headers.cookie ?? "nobody";
    const body = `<!DOCTYPE html><p>${req.originalUrl} for ${cookie} at ${version}</p>`;
    const headers = new Headers({ "Content-Type": "text/html; charset=utf-8" });
    headers.set("ETag", pageEtag(version));
    if (key)
      await cache.store(key, {
        version,
        etag: pageEtag(version),
        headers,
        body: Buffer.from(body),
      });
    res.type("html").set("ETag", pageEtag(version)).send(body);
  });
  server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server?.close(resolve)));

async function get(path: string, headers: Record<string, string> = {}, method = "GET") {
  const before = rendered.length;
  const response = await fetch(`${base}${path}`, { method, headers });
  const body = method === "HEAD" ? "" : await response.text();
  return { response, body, rendered: rendered.length > before };
}

describe("the visitors' page cache", () => {
  it("answers a visitor's second request for a public page without rendering it", async () => {
    const first = await get("/academy?page=2");
    expect(first.rendered).toBe(true);
    expect(first.response.headers.get(PAGE_CACHE_HEADER)).toBe("miss");
    const second = await get("/academy?page=2");
    expect(second.rendered).toBe(false);
    expect(second.response.headers.get(PAGE_CACHE_HEADER)).toBe("hit");
    expect(second.body).toBe(first.body);
    expect(second.response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(second.response.headers.get("Vary")).toBe("Cookie, Accept-Encoding");
    // The same security headers as any page, with no nonce: the page runs no script of its own.
    expect(second.response.headers.get("Content-Security-Policy")).toContain("script-src 'self';");
    expect(second.response.headers.get("X-Frame-Options")).toBe("DENY");
    // Another query is another page.
    expect((await get("/academy?page=3")).rendered).toBe(true);
  });

  it("answers an address with parameters the page does not read as the page itself, and renders it so", async () => {
    const first = await get("/consulting?utm_source=whatsapp");
    expect(first.rendered).toBe(true);
    // Rendered as the address the page reads, so what is kept is the very page any variant gets.
    expect(rendered.at(-1)).toEqual({ url: "/consulting", key: "/consulting" });
    const before = cache.size;
    for (let i = 0; i < 50; i++) {
      const variant = await get(`/consulting?fbclid=${i}&utm_medium=sms`);
      expect(variant.rendered).toBe(false);
      expect(variant.response.headers.get(PAGE_CACHE_HEADER)).toBe("hit");
      expect(variant.body).toBe(first.body);
    }
    expect((await get("/consulting")).rendered).toBe(false);
    // No new entry for any of them.
    expect(cache.size).toBe(before);
    // A parameter the page reads is a page of its own.
    expect((await get("/research?page=2&junk=1")).rendered).toBe(true);
    expect(rendered.at(-1)?.key).toBe("/research?page=2");
    expect((await get("/research?junk=2&page=2")).rendered).toBe(false);
  });

  it("never answers, nor keeps, the request of anyone who sends a cookie", async () => {
    await get("/about");
    expect((await get("/about")).rendered).toBe(false);
    for (const cookie of [
      "better-auth.session_token=abc.def",
      "afa_toast=eyJ0aXRsZSI6IkhpIn0",
      "anything=else",
    ]) {
      const own = await get("/about", { Cookie: cookie });
      expect(own.rendered, cookie).toBe(true);
      expect(own.body).toContain(`for ${cookie}`);
      expect(own.response.headers.get(PAGE_CACHE_HEADER)).toBeNull();
      expect(rendered.at(-1)?.key, "not marked for keeping").toBeUndefined();
    }
    // The visitors' copy was never replaced by what a signed-in person was shown.
    const visitor = await get("/about");
    expect(visitor.rendered).toBe(false);
    expect(visitor.body).toContain("for nobody");
  });

  it("renders afresh once the content changes", async () => {
    await get("/training");
    expect((await get("/training")).rendered).toBe(false);
    await updateSiteSettings(suite.services.db, { slogan: "Grow more, waste less." }, null);
    // This process reads the version at most once a second (no write request of its own here).
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const after = await get("/training");
    expect(after.rendered).toBe(true);
    expect((await get("/training")).rendered).toBe(false);
  });

  it("answers 304 to a visitor whose copy is current, and HEAD without a body", async () => {
    const first = await get("/careers");
    const etag = first.response.headers.get("ETag") ?? "";
    await get("/careers");
    const revalidated = await get("/careers", { "If-None-Match": etag });
    expect(revalidated.response.status).toBe(304);
    expect(revalidated.rendered).toBe(false);
    expect(revalidated.response.headers.get("ETag")).toBe(etag);
    const head = await get("/careers", {}, "HEAD");
    expect(head.response.status).toBe(200);
    expect(head.rendered).toBe(false);
    expect(Number(head.response.headers.get("Content-Length"))).toBeGreaterThan(0);
  });

  it("sends brotli, gzip or plain bytes as the browser accepts", async () => {
    await get("/services");
    const plain = await get("/services", { "Accept-Encoding": "identity" });
    expect(plain.response.headers.get("Content-Encoding")).toBeNull();
    const raw = await new Promise<Buffer>((resolve, reject) => {
      import("node:http").then(({ get: httpGet }) =>
        httpGet(`${base}/services`, { headers: { "Accept-Encoding": "br" } }, (res) => {
          expect(res.headers["content-encoding"]).toBe("br");
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () => resolve(Buffer.concat(chunks)));
        }).on("error", reject),
      );
    });
    expect(brotliDecompressSync(raw).toString()).toBe(plain.body);
  });

  it("leaves pages with a form key, signed-in areas and writes to the renderer", () => {
    expect(isPageCacheRequest("GET", "/academy?page=2", undefined)).toBe(true);
    expect(isPageCacheRequest("GET", "/ha/academy?page=2", undefined)).toBe(true);
    expect(isPageCacheRequest("GET", "/yo", undefined)).toBe(true);
    // A visitor who chose a language carries its cookie. An English address is sent on to that
    // language (rendered: a redirect); a page already in a language is everyone's.
    expect(isPageCacheRequest("GET", "/academy", "afa_lang=ha")).toBe(false);
    expect(isPageCacheRequest("GET", "/?page=2", "afa_lang=yo")).toBe(false);
    expect(isPageCacheRequest("GET", "/ha/academy", "afa_lang=ha")).toBe(true);
    expect(isPageCacheRequest("GET", "/ig", "afa_lang=ha")).toBe(true);
    expect(isPageCacheRequest("GET", "/academy", "afa_lang=en")).toBe(true);
    expect(isPageCacheRequest("GET", "/academy", "afa_lang=xx; ")).toBe(true);
    // Any other cookie with it is a person's.
    expect(isPageCacheRequest("GET", "/ha/academy", "afa_lang=ha; afa_toast=x")).toBe(false);
    expect(isPageCacheRequest("GET", "/ha", "better-auth.session_token=x; afa_lang=ha")).toBe(
      false,
    );
    expect(isPageCacheRequest("GET", "/ha", "afa_lang_x=ha")).toBe(false);
    expect(isPageCacheRequest("HEAD", "/", "")).toBe(true);
    expect(isPageCacheRequest("POST", "/academy", undefined)).toBe(false);
    expect(isPageCacheRequest("GET", "/contact", undefined)).toBe(false);
    expect(isPageCacheRequest("GET", "/consultation", undefined)).toBe(false);
    expect(isPageCacheRequest("GET", "/dashboard", undefined)).toBe(false);
    expect(isPageCacheRequest("GET", "/admin-dashboard", undefined)).toBe(false);
    expect(isPageCacheRequest("GET", "/academy.data", undefined)).toBe(false);
    expect(isPageCacheRequest("GET", "/", "better-auth.session_token=x")).toBe(false);
  });
});
