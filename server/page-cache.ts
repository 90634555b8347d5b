import type { RequestHandler } from "express";
import type { Database } from "~/db/client.server";
import { sharedContentVersion } from "~/domain/site/content-cache.server";
import { chooseEncoding, matchesEtag, type PageCache } from "~/lib/page-cache.server";
import { isCacheablePage, PAGE_CACHE_CONTROL } from "~/routes/middleware/page-cache.server";
import type { SecurityHeaders } from "./security-headers";

/**
 * Whether this request may be answered from, and its page kept in, the visitors' page cache:
 * a GET or HEAD of a cacheable public page from someone who sends no cookie at all. A session,
 * a toast waiting to be shown, a form's key: each lives in a cookie, so none of them can meet a
 * shared page; a person with any cookie gets their own rendering (docs/decisions/0011).
 */
export function isPageCacheRequest(method: string, url: string, cookie: string | undefined) {
  if (method !== "GET" && method !== "HEAD") return false;
  if (cookie !== undefined && cookie.trim() !== "") return false;
  const query = url.indexOf("?");
  return isCacheablePage(query === -1 ? url : url.slice(0, query));
}

/** Header telling operators (and the tests) whether the page came from the cache. */
export const PAGE_CACHE_HEADER = "X-Page-Cache";

/**
 * Answers a visitor's request for a public page from the cache when a page rendered under the
 * current content version is kept (this process reads that version at most once a second):
 * no rendering, no session lookup, no query; 304 when the visitor's copy is current. Otherwise
 * marks the request (res.locals.pageCacheKey) so the page, once rendered, is kept.
 */
export function servePageCacheHits(options: {
  cache: PageCache;
  db: Database;
  security: SecurityHeaders;
}): RequestHandler {
  const { cache, db, security } = options;
  return (req, res, next) => {
    const url = req.originalUrl;
    if (!isPageCacheRequest(req.method, url, req.headers.cookie)) return next();
    res.locals.pageCacheKey = url;
    if (!cache.has(url)) {
      res.setHeader(PAGE_CACHE_HEADER, "miss");
      return next();
    }
    sharedContentVersion(db).then(
      (version) => {
        const page = cache.get(url, version);
        if (!page) {
          res.setHeader(PAGE_CACHE_HEADER, "miss");
          return next();
        }
        security.fixed(res);
        res.setHeader(PAGE_CACHE_HEADER, "hit");
        if (matchesEtag(req.headers["if-none-match"], page.etag)) {
          res.setHeader("ETag", page.etag);
          res.setHeader("Cache-Control", PAGE_CACHE_CONTROL);
          res.setHeader("Vary", "Cookie, Accept-Encoding");
          res.statusCode = 304;
          res.end();
          return;
        }
        for (const [name, value] of page.headers) res.setHeader(name, value);
        res.setHeader("Vary", "Cookie, Accept-Encoding");
        const encoding = chooseEncoding(req.headers["accept-encoding"]);
        const body = page[encoding];
        if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
        res.setHeader("Content-Length", body.byteLength);
        res.statusCode = 200;
        res.end(req.method === "HEAD" ? undefined : body);
      },
      // The version could not be read (the database is away): render, and let the page say so.
      () => next(),
    );
  };
}
