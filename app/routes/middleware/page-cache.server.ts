import type { MiddlewareFunction } from "react-router";
import { pageCacheContext } from "~/context";
import { parseAcademyQuery } from "~/domain/catalog/search-params";
import { parseJourneyQuery } from "~/domain/journey/search-params";
import { parseResearchQuery } from "~/domain/research/search-params";
import { currentContentVersion } from "~/domain/site/content-cache.server";
import { localeContext } from "~/i18n/locale.server";
import { DEFAULT_LOCALE, type Locale, splitLocalePath } from "~/i18n/locales";
import { forbidsStoring, matchesEtag } from "~/lib/page-cache.server";
import { userContext } from "~/routes/middleware/user-context.server";
import { sendsToastCookie } from "~/routes/toast-cookie.server";
import { servicesContext } from "~/services.server";

/**
 * Public pages a visitor may keep for a while: the same for every signed-out visitor, no form
 * key rendered into them (the contact and booking forms carry one per visit, so they are never
 * reused), no view counted on each load (journey items count theirs). `query` is what the page
 * reads from its query string, as its own parser reads it (defaults left out): the cache keys on
 * the path and that alone, so `?utm_source=…`, a typo or a made-up parameter is the same page,
 * never an entry (and a render and a compression) of its own (issue 34 item 8).
 */
const CACHEABLE_PAGES: { path: RegExp; query?: (params: URLSearchParams) => URLSearchParams }[] = [
  { path: /^\/$/ },
  { path: /^\/about$/ },
  { path: /^\/academy$/, query: readBy(parseAcademyQuery) },
  { path: /^\/academy\/[\w-]+$/ },
  { path: /^\/training$/ },
  { path: /^\/consulting$/ },
  { path: /^\/services$/ },
  { path: /^\/careers$/ },
  { path: /^\/journey$/, query: readBy(parseJourneyQuery) },
  { path: /^\/research$/, query: readBy(parseResearchQuery) },
  { path: /^\/privacy-policy$/ },
  { path: /^\/terms-of-service$/ },
];

/**
 * The query a page's parser makes of a URL's parameters, as parameters again: only what it reads,
 * in its own order, without the values that are its defaults (so `?page=1`, `?page=abc` and no
 * page at all are one entry).
 */
function readBy(parse: (params: URLSearchParams) => Record<string, unknown>) {
  const defaults = parse(new URLSearchParams());
  return (params: URLSearchParams) => {
    const read = new URLSearchParams();
    for (const [name, value] of Object.entries(parse(params))) {
      if (value !== defaults[name] && value !== undefined) read.set(name, String(value));
    }
    return read;
  };
}

/** How long a phone may show its copy without asking, and then while it asks in the background. */
export const PAGE_CACHE_CONTROL = "private, max-age=60, stale-while-revalidate=600";

/** Set at build time (vite.config.ts), so a new release never answers 304 for an old page. */
declare const __AFA_BUILD_ID__: string | undefined;
const BUILD_ID = typeof __AFA_BUILD_ID__ === "string" ? __AFA_BUILD_ID__ : "dev";

/** In every language: /ha/academy is as cacheable as /academy (and cached apart from it). */
export function isCacheablePage(pathname: string): boolean {
  const { path } = splitLocalePath(pathname);
  return CACHEABLE_PAGES.some((page) => page.path.test(path));
}

/**
 * The address a cacheable page is kept under, and rendered as, for a request's `url` (path and
 * query): its path with only the parameters the page reads (see CACHEABLE_PAGES); null when the
 * path is not a cacheable page.
 */
export function pageCacheKey(url: string): string | null {
  const mark = url.indexOf("?");
  const pathname = mark === -1 ? url : url.slice(0, mark);
  const { path } = splitLocalePath(pathname);
  const page = CACHEABLE_PAGES.find((candidate) => candidate.path.test(path));
  if (!page) return null;
  if (mark === -1 || !page.query) return pathname;
  const search = page.query(new URLSearchParams(url.slice(mark + 1))).toString();
  return search ? `${pathname}?${search}` : pathname;
}

/** The validator of every cacheable page: the release, the content version and the language. */
export function pageEtag(version: number, locale: Locale = DEFAULT_LOCALE): string {
  return `W/"${BUILD_ID}-${version}-${locale}"`;
}

/**
 * Signed-out visitors' public pages carry an ETag made of the release and the content version
 * (raised by the database whenever staff change what those pages show) and may be kept for a
 * minute, then revalidated in the background. A phone that already holds the current page gets
 * 304 without a byte of HTML or a single page query. "private": each page carries its own CSP
 * nonce, which no shared cache should hand to other visitors.
 */
export const pageCacheMiddleware: MiddlewareFunction<Response> = async (
  { request, context },
  next,
) => {
  if (context.get(userContext)) return withNoStore(await next());
  const { pathname } = new URL(request.url);
  const eligible =
    (request.method === "GET" || request.method === "HEAD") &&
    !context.get(userContext) &&
    !sendsToastCookie(request) &&
    isCacheablePage(pathname);
  if (!eligible) return next();
  const version = await currentContentVersion(context.get(servicesContext).db);
  const etag = pageEtag(version, context.get(localeContext));
  const cacheHeaders = { ETag: etag, "Cache-Control": PAGE_CACHE_CONTROL, Vary: "Cookie" };
  if (matchesEtag(request.headers.get("If-None-Match"), etag)) {
    return new Response(null, { status: 304, headers: cacheHeaders });
  }
  const response = await next();
  if (response.status !== 200 || response.headers.has("Set-Cookie")) return response;
  // A page that asked to be kept nowhere (a one-time form key, say) is neither relabelled as
  // cacheable nor handed to the visitors' cache, whatever list its address is on.
  if (forbidsStoring(response.headers)) return response;
  const headers = new Headers(response.headers);
  headers.set("ETag", etag);
  headers.set("Cache-Control", PAGE_CACHE_CONTROL);
  headers.append("Vary", "Cookie");
  // The server marked this request as one whose page every signed-out visitor may be given
  // (no cookie but a language choice): keep a copy of the finished page while it streams.
  const slot = context.get(pageCacheContext);
  let body = response.body;
  if (slot && body && request.method === "GET") {
    const [toVisitor, toCache] = body.tee();
    body = toVisitor;
    void new Response(toCache)
      .arrayBuffer()
      .then((bytes) => slot.store({ version, etag, headers, body: new Uint8Array(bytes) }))
      .catch(() => {
        // A page that failed to finish (the visitor left, a stream error) is simply not kept.
      });
  }
  return new Response(body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
};

/**
 * What a signed-in person is shown (their pages, progress, settings, and the public pages with
 * their name on them), as a document or as a `.data` navigation, is never written to any cache:
 * not a proxy's, not the browser's disk, where the next person on a shared phone or at a
 * cybercafé could open it from history (ASVS 14.3.2). A response that already chose its own
 * caching (a file download, a private lesson video) keeps it.
 */
function withNoStore(response: Response): Response {
  if (response.headers.has("Cache-Control")) return response;
  const headers = new Headers(response.headers);
  headers.set("Cache-Control", "private, no-store");
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
