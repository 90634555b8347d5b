/// <reference lib="webworker" />
// The service worker (built on its own to /sw.js by scripts/lib/service-worker-build.ts; decision
// 0016). It is registered from the learner's pages only and handles only what they ask for:
// public pages and their requests go to the network as if it were not there, except that a
// public page opened with no connection shows the offline page instead of the browser's error.
//   - Learner pages: network first (kept for reading offline); offline, the page as last seen or
//     downloaded, else the offline page listing what is available.
//   - Public pages: the network only (never kept: they change for everyone); offline, the
//     offline page, which leads to what the learner downloaded.
//   - Their scripts and styles: from the cache once fetched (names change with each release).
//   - Lesson videos, posters and guides: from the downloads when there, with range requests
//     answered from the cache (206), so a downloaded video plays and seeks offline.
//   - Progress queued offline: sent by Background Sync (progress-queue.ts).
import { clientsClaim } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import { createPartialResponse } from "workbox-range-requests";
import { registerRoute } from "workbox-routing";
import { CacheFirst, NetworkFirst } from "workbox-strategies";
import {
  ASSETS_CACHE,
  isLearnerPage,
  languagePrefixOf,
  OFFLINE_PATH,
  PAGES_CACHE,
  PROGRESS_SYNC_PATH,
  PROGRESS_SYNC_TAG,
  SHELL_CACHE_PREFIX,
  SHELL_PATHS,
  staleCaches,
} from "./names";
import { queuedReports, sendQueuedReports } from "./progress-queue";
import { isKeepablePage, storePage } from "./store-page";

declare const self: ServiceWorkerGlobalScope;
/** The release this worker belongs to (the build's id): a new release is a new worker. */
declare const __AFA_BUILD_ID__: string;

const SHELL_CACHE = `${SHELL_CACHE_PREFIX}${__AFA_BUILD_ID__}`;

// A new release's worker waits until no page uses the old one, then takes over on the next visit
// (no skipWaiting: a download running in a page is never cut off by a worker change). The first
// worker takes over the page that registered it at once.
clientsClaim();

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(staleCaches(names, SHELL_CACHE).map((n) => caches.delete(n)))),
  );
});

/** A learner page says which language it is in: keep that language's offline shell. */
self.addEventListener("message", (event) => {
  const message = event.data as { type?: string; prefix?: string } | null;
  if (message?.type !== "keep-shell") return;
  const prefix = languagePrefixOf(message.prefix ?? "");
  event.waitUntil(keepShell(prefix));
});

async function keepShell(prefix: string) {
  const shell = await caches.open(SHELL_CACHE);
  for (const path of SHELL_PATHS) {
    const url = `${prefix}${path}`;
    if (!(await shell.match(url))) await storePage(shell, url).catch(() => null);
  }
}

self.addEventListener("sync", (event) => {
  const sync = event as ExtendableEvent & { tag: string };
  if (sync.tag !== PROGRESS_SYNC_TAG) return;
  sync.waitUntil(
    sendQueuedReports().then(async () => {
      // Still waiting (offline again, signed out): fail, so the browser tries again later.
      if ((await queuedReports()).length > 0) throw new Error("progress not sent yet");
    }),
  );
});

/** Whether a request comes from one of the learner's pages (its referrer). */
function fromLearnerPage(request: Request): boolean {
  if (!request.referrer) return false;
  const referrer = new URL(request.referrer);
  return referrer.origin === self.location.origin && isLearnerPage(referrer.pathname);
}

const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  // On a very slow connection, the page as last seen rather than a blank wait.
  networkTimeoutSeconds: 10,
  plugins: [
    {
      cacheWillUpdate: async ({ request, response }) =>
        isKeepablePage(response, request.url) ? response : null,
    },
    new ExpirationPlugin({ maxEntries: 60, purgeOnQuotaError: true }),
  ],
});

/**
 * Offline, to the offline page in the page's language, at its own address so its scripts start
 * there (the router matches the address it is at), with the page asked for to try again.
 */
function toOfflinePage(url: URL): Response {
  const from = `${url.pathname}${url.search}`;
  const offlinePage = `${languagePrefixOf(url.pathname)}${OFFLINE_PATH}`;
  return Response.redirect(`${offlinePage}?from=${encodeURIComponent(from)}`, 303);
}

registerRoute(
  ({ request, url }) =>
    request.mode === "navigate" &&
    url.origin === self.location.origin &&
    isLearnerPage(url.pathname) &&
    url.pathname !== PROGRESS_SYNC_PATH,
  async (options) => {
    try {
      return await pages.handle(options);
    } catch {
      const { request, url } = options;
      const kept = await caches.match(request);
      if (kept) return kept;
      const offlinePage = `${languagePrefixOf(url.pathname)}${OFFLINE_PATH}`;
      if (url.pathname === offlinePage) {
        return (
          (await caches.match(offlinePage)) ??
          (await caches.match(OFFLINE_PATH)) ??
          Response.error()
        );
      }
      return toOfflinePage(url);
    }
  },
);

// Any other page of ours (GET only: a form sent offline is left to the browser): the network
// untouched; only when it cannot answer at all, the offline page.
registerRoute(
  ({ request, url }) =>
    request.mode === "navigate" &&
    url.origin === self.location.origin &&
    !isLearnerPage(url.pathname),
  async ({ request, url }) => {
    try {
      return await fetch(request);
    } catch {
      return toOfflinePage(url);
    }
  },
);

const assets = new CacheFirst({
  cacheName: ASSETS_CACHE,
  plugins: [
    new ExpirationPlugin({
      maxEntries: 300,
      maxAgeSeconds: 60 * 60 * 24 * 60,
      purgeOnQuotaError: true,
    }),
  ],
});

registerRoute(
  ({ request, url }) =>
    url.origin === self.location.origin &&
    url.pathname.startsWith("/assets/") &&
    fromLearnerPage(request),
  async (options) => (await caches.match(options.request)) ?? assets.handle(options),
);

// Everything else a learner page loads from us (videos, posters, guides, images): the download
// when there is one, else the network untouched (nothing is kept that was not downloaded).
registerRoute(
  ({ request, url }) =>
    url.origin === self.location.origin &&
    !url.pathname.startsWith("/assets/") &&
    !url.pathname.endsWith(".data") &&
    request.mode !== "navigate" &&
    fromLearnerPage(request),
  async ({ request }) => {
    const kept = await caches.match(request.url, { ignoreVary: true });
    if (!kept) return fetch(request);
    return request.headers.has("range") ? createPartialResponse(request, kept) : kept;
  },
);
