// What the service worker (service-worker.ts) and the learner's pages agree on: the caches, the
// addresses and the sync tag. No imports: the worker's bundle and the pages both read it.

/** Lessons the learner downloaded, with their pages' files: kept across releases, until deleted. */
export const DOWNLOADS_CACHE = "afa-downloads-v1";
/** Learner pages as last seen online (network first), for reading them offline. */
export const PAGES_CACHE = "afa-pages-v1";
/** Scripts, styles and images those pages load (their names change with each release). */
export const ASSETS_CACHE = "afa-assets-v1";
/** The offline page and the learner's home pages, cached once per release and language. */
export const SHELL_CACHE_PREFIX = "afa-shell-";

/** The caches this code knows; the worker deletes any other "afa-" cache when it takes over. */
export const KNOWN_CACHES = [DOWNLOADS_CACHE, PAGES_CACHE, ASSETS_CACHE] as const;

/** The learner's pages kept for offline in every release, in the learner's language. */
export const SHELL_PATHS = [
  "/dashboard/offline",
  "/dashboard",
  "/dashboard/my-courses",
  "/dashboard/downloads",
] as const;
export const OFFLINE_PATH = "/dashboard/offline";

/** Where queued progress goes, and the Background Sync tag that sends it. */
export const PROGRESS_SYNC_PATH = "/dashboard/progress-sync";
export const PROGRESS_SYNC_TAG = "afa-progress";

/**
 * The caches a release's worker deletes when it takes over: every "afa-" cache but the known ones
 * and its own shell. The downloads keep their name across releases, so they are never among them.
 */
export function staleCaches(names: readonly string[], shellCache: string): string[] {
  const keep = new Set<string>([...KNOWN_CACHES, shellCache]);
  return names.filter((name) => name.startsWith("afa-") && !keep.has(name));
}

/**
 * Sent with every page kept for offline (store-page.ts): the server then leaves a waiting toast
 * for the page the person sees, instead of spending it on a copy fetched in the background.
 */
export const OFFLINE_COPY_HEADER = "X-AFA-Offline-Copy";

/** The worker's address; its scope is the whole site, but it handles learner pages only. */
export const SERVICE_WORKER_PATH = "/sw.js";

/** "/ha/dashboard/x" → "/ha"; "/dashboard" → "". The language prefixes of the site. */
export function languagePrefixOf(pathname: string): string {
  const match = /^\/(pcm|ha|yo|ig)(?=\/|$)/.exec(pathname);
  return match ? `/${match[1]}` : "";
}

/** Pages the worker keeps offline: the learner area (dashboard), in any language. */
export function isLearnerPage(pathname: string): boolean {
  return /^(?:\/(?:pcm|ha|yo|ig))?\/dashboard(?:\/|$)/.test(pathname);
}
