import type { RequestHandler } from "express";
import type { Database } from "~/db/client.server";
import { sharedContentVersion } from "~/domain/site/content-cache.server";
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, splitLocalePath } from "~/i18n/locales";
import { chooseEncoding, matchesEtag, type PageCache } from "~/lib/page-cache.server";
import {
  isCacheablePage,
  PAGE_CACHE_CONTROL,
  pageCacheKey,
} from "~/routes/middleware/page-cache.server";
import type { SecurityHeaders } from "./security-headers";

/**
 * Whether this request may be answered from, and its page kept in, the visitors' page cache:
 * a GET or HEAD of a cacheable public page from someone who sends no cookie but their language
 * choice. A session, a toast waiting to be shown, a form's key: each lives in a cookie, so none
 * of them can meet a shared page; a person with any other cookie gets their own rendering
 * (docs/decisions/0011).
 */
export function isPageCacheRequest(method: string, url: string, cookie: string | undefined) {
  if (method !== "GET" && method !== "HEAD") return false;
  const query = url.indexOf("?");
  const pathname = query === -1 ? url : url.slice(0, query);
  if (cookie !== undefined && cookie.trim() !== "" && !isOnlyLanguageChoice(cookie, pathname)) {
    return false;
  }
  return isCacheablePage(pathname);
}

const LANGUAGE_CHOICE = new RegExp(`^${LOCALE_COOKIE}=([\\w-]*)$`);

/**
 * The language a visitor chose (its cookie) is the one cookie that says nothing about a person:
 * it only sends an English address to the chosen language (a redirect, never kept). So a page
 * already in some other language, or any page when the choice is English, is the same for them
 * as for everyone, and comes from the cache: those who read Hausa, Yoruba, Igbo or Pidgin would
 * otherwise never get a cached page once they had picked their language.
 */
function isOnlyLanguageChoice(cookie: string, pathname: string): boolean {
  let chosen: string | undefined;
  for (const part of cookie.split(";")) {
    const pair = part.trim();
    if (pair === "") continue;
    const match = LANGUAGE_CHOICE.exec(pair);
    if (!match) return false;
    chosen = match[1];
  }
  if (splitLocalePath(pathname).locale !== DEFAULT_LOCALE) return true;
  return !isLocale(chosen) || chosen === DEFAULT_LOCALE;
}

/** Header telling operators (and the tests) whether the page came from the cache. */
export const PAGE_CACHE_HEADER = "X-Page-Cache";

/**
 * Answers a visitor's request for a public page from the cache when a page rendered under the
 * current content version is kept (this process reads that version at most once a second):
 * no rendering, no session lookup, no query; 304 when the visitor's copy is current. Otherwise
 * marks the request (res.locals.pageCacheKey) so the page, once rendered, is kept. The key is
 * the path and only the query parameters the page reads (pageCacheKey).
 */
export function servePageCacheHits(options: {
  cache: PageCache;
  db: Database;
  security: SecurityHeaders;
}): RequestHandler {
  const { cache, db, security } = options;
  return (req, res, next) => {
    if (!isPageCacheRequest(req.method, req.originalUrl, req.headers.cookie)) return next();
    // Kept, and rendered, as the page reads its address: parameters it does not read are dropped
    // here, so the page kept is the very page any variant of its address would have rendered.
    const url = pageCacheKey(req.originalUrl) ?? req.originalUrl;
    if (url !== req.originalUrl) {
      req.url = url;
      req.originalUrl = url;
    }
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
