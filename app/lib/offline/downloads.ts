import { createStore, del, get, set, type UseStore, values } from "idb-keyval";
import { DOWNLOADS_CACHE } from "./names";
import { storeFile, storePage } from "./store-page";

// "Download for offline": a lesson's page, its video in the learner's chosen size, its poster and
// the course's guides, kept in the Cache API (DOWNLOADS_CACHE), where the service worker answers
// from them offline (range requests included, so the video seeks). What was downloaded is listed
// in IndexedDB for the Downloads page and the offline page.

/** What the course page offers to download for one lesson (the server lists its files). */
export type LessonDownloadPlan = {
  lessonId: string;
  courseId: string;
  courseTitle: string;
  lessonTitle: string;
  /** The lesson's page, as the learner opens it. */
  pageUrl: string;
  /** The video (or audio) copy, its poster, the course's guides: our own files only. */
  files: string[];
  /**
   * What each address will take once kept, as far as known before fetching: the page (estimated
   * from the one on screen) and the files. The same shape as a download's `sizes`, so the promise
   * is counted by the rule that lists the download afterwards (lessonBytes).
   */
  sizes: Record<string, number>;
};

export type SavedDownload = Omit<LessonDownloadPlan, "files" | "sizes"> & {
  /** Every address kept for this lesson (page, its assets, the files), with its bytes. */
  sizes: Record<string, number>;
  /** What the lesson takes on the phone (files it shares with other downloads included). */
  bytes: number;
  savedAt: number;
};

/**
 * What a lesson's own files take (its page, video, poster, guides): the site's scripts and styles,
 * shared by every download, are counted in the total only. The one rule for the Downloads page's
 * figure and the download button's promise (a plan's expected sizes).
 */
export function lessonBytes(download: Pick<SavedDownload, "sizes">): number {
  return Object.entries(download.sizes)
    .filter(([url]) => !url.startsWith("/assets/"))
    .reduce((sum, [, size]) => sum + size, 0);
}

/**
 * One lesson's plan: the files the server listed (video, poster, guides, with their sizes) and
 * its page's bytes, estimated in the browser. The site's scripts and styles the page names are
 * kept with it but not planned (their sizes are unknown until fetched; the Downloads page counts
 * them in its total only).
 */
export function planLesson(
  about: Omit<LessonDownloadPlan, "files" | "sizes">,
  files: Record<string, number>,
  pageBytes: number,
): LessonDownloadPlan {
  return {
    ...about,
    files: Object.keys(files),
    sizes: { [about.pageUrl]: pageBytes, ...files },
  };
}

/** What all the downloads take together, each shared file (a guide, a script) counted once. */
export function totalBytes(downloads: readonly Pick<SavedDownload, "sizes">[]): number {
  const sizes = new Map<string, number>();
  for (const d of downloads)
    for (const [url, size] of Object.entries(d.sizes)) sizes.set(url, size);
  return [...sizes.values()].reduce((sum, size) => sum + size, 0);
}

let store: UseStore | null = null;
function list(): UseStore {
  store ??= createStore("afa-downloads", "lessons");
  return store;
}

/** Whether this browser can keep lessons offline at all. */
export function canDownload(): boolean {
  return typeof caches !== "undefined" && typeof indexedDB !== "undefined";
}

export async function listDownloads(): Promise<SavedDownload[]> {
  return (await values<SavedDownload>(list())).sort((a, b) => b.savedAt - a.savedAt);
}

export async function findDownload(lessonId: string): Promise<SavedDownload | undefined> {
  return get<SavedDownload>(lessonId, list());
}

/** Free space for this site on the phone, in bytes (null: the browser does not say). */
export async function freeSpace(): Promise<number | null> {
  const estimate = await navigator.storage?.estimate?.().catch(() => null);
  if (!estimate?.quota) return null;
  return Math.max(0, estimate.quota - (estimate.usage ?? 0));
}

/**
 * Asks the browser not to clear this site's storage when the phone runs low (Chromium decides
 * from how the site is used; an installed app is granted it).
 */
export async function askPersistentStorage(): Promise<boolean> {
  try {
    if (await navigator.storage?.persisted?.()) return true;
    return (await navigator.storage?.persist?.()) ?? false;
  } catch {
    return false;
  }
}

export class DownloadFailed extends Error {}

/**
 * Downloads one lesson. `onFile` hears each file as it is kept. Throws DownloadFailed when the
 * page or a file could not be fetched (offline, signed out); what was kept so far stays in the
 * cache for the next try and is not listed.
 */
export async function downloadLesson(
  plan: LessonDownloadPlan,
  onFile?: (done: number, total: number) => void,
): Promise<SavedDownload> {
  const cache = await caches.open(DOWNLOADS_CACHE);
  const total = plan.files.length + 1;
  const page = await storePage(cache, plan.pageUrl);
  if (!page) throw new DownloadFailed(plan.pageUrl);
  onFile?.(1, total);
  const sizes: Record<string, number> = { ...page.sizes };
  for (const [index, url] of plan.files.entries()) {
    const size = await storeFile(cache, url);
    if (size === null) throw new DownloadFailed(url);
    sizes[url] = size;
    onFile?.(index + 2, total);
  }
  const { files: _files, sizes: _expected, ...about } = plan;
  const bytes = Object.values(sizes).reduce((sum, size) => sum + size, 0);
  const saved: SavedDownload = { ...about, sizes, bytes, savedAt: Date.now() };
  await set(plan.lessonId, saved, list());
  return saved;
}

/** Deletes a lesson's download: its files, except those another download still needs. */
export async function deleteDownload(lessonId: string): Promise<void> {
  const gone = await findDownload(lessonId);
  if (!gone) return;
  await del(lessonId, list());
  const stillNeeded = new Set((await listDownloads()).flatMap((d) => Object.keys(d.sizes)));
  const cache = await caches.open(DOWNLOADS_CACHE);
  for (const url of Object.keys(gone.sizes)) {
    if (!stillNeeded.has(url)) await cache.delete(url);
  }
}
