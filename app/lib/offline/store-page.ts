import { OFFLINE_COPY_HEADER } from "./names";

// Keeping a page for offline reading: its HTML and every file it loads from /assets/ (scripts,
// styles, fonts, images). Used by the worker (the offline page and the learner's home pages) and
// by the download button (a lesson's page), so both store a page the same way.

/** The /assets/… files an HTML page names (script, modulepreload, stylesheet, image, font). */
export function assetUrlsIn(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/["'(](\/assets\/[^"'()\s?#]+)/g)) {
    if (match[1]) found.add(match[1]);
  }
  return [...found];
}

/** Whether a fetched page may be kept: a full 200 that did not land on another page (sign-in). */
export function isKeepablePage(response: Response, requested: string): boolean {
  if (!response.ok || response.status !== 200) return false;
  if (!(response.headers.get("Content-Type") ?? "").includes("text/html")) return false;
  // A page's or worker's own address is the base for a path like "/dashboard".
  const base = (globalThis as { location?: Location }).location?.href ?? "http://localhost/";
  const landed = new URL(response.url || requested, base).pathname;
  return !response.redirected || !/\/login(?:\/|$)/.test(landed);
}

/**
 * Fetches `url` and keeps it in `cache` with the files it loads: the page under the address asked
 * for and the one it landed on. Returns the addresses kept with their bytes, or null when the
 * page could not be kept (offline, signed out, an error page). A file already in any cache is not
 * fetched again.
 */
export async function storePage(
  cache: Cache,
  url: string,
): Promise<{ sizes: Record<string, number> } | null> {
  const response = await fetch(url, {
    credentials: "same-origin",
    cache: "no-cache",
    headers: { [OFFLINE_COPY_HEADER]: "1" },
  });
  if (!isKeepablePage(response, url)) return null;
  const html = await response.clone().text();
  const htmlBytes = new TextEncoder().encode(html).byteLength;
  const sizes: Record<string, number> = { [url]: htmlBytes };
  if (response.redirected && response.url) {
    const landed = new URL(response.url);
    const address = `${landed.pathname}${landed.search}`;
    sizes[address] = 0;
    await cache.put(address, response.clone());
  }
  await cache.put(url, response);
  for (const asset of assetUrlsIn(html)) {
    const size = await storeFile(cache, asset);
    if (size !== null) sizes[asset] = size;
  }
  return { sizes };
}

/**
 * Keeps one file in `cache` (a video, a poster, a guide, an asset), fetched whole. Returns its size
 * in bytes, or null when it could not be fetched.
 */
export async function storeFile(cache: Cache, url: string): Promise<number | null> {
  const existing = await caches.match(url);
  if (existing) {
    if (!(await cache.match(url))) await cache.put(url, existing.clone());
    return sizeOf(existing);
  }
  const response = await fetch(url, { credentials: "same-origin" });
  if (!response.ok || response.status !== 200) return null;
  const size = sizeOf(response);
  await cache.put(url, response);
  return (
    size ??
    (await cache
      .match(url)
      .then((r) => r?.blob())
      .then((b) => b?.size ?? 0))
  );
}

function sizeOf(response: Response): number | null {
  const length = Number(response.headers.get("Content-Length"));
  return Number.isFinite(length) && length > 0 ? length : null;
}
