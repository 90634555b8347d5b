import { AsyncLocalStorage } from "node:async_hooks";
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { contentVersion } from "~/db/schema";

// A server-side cache for what public pages show (settings, statistics, stories, the catalogue),
// keyed by the content version that database triggers raise on every staff change: a cached
// value is used only while the version it was read under is still current, on every instance.
//
// How often the version itself is read depends on the request:
// - A reading request (GET, HEAD) shares one reading per process for up to a second
//   (CONTENT_VERSION_MAX_AGE_MS), so a busy public page costs no query at all for it. A write
//   request finishing in this process (`forgetContentVersion`) makes the next reading ask again,
//   so whoever changed something sees it at once; another instance's change shows within a second.
// - A write request reads it once, at its first use (AsyncLocalStorage), so one page sees one
//   state of the content.
// - Outside a request (scripts, the outbox, tests) every call reads it.

type Scope = { versions: Map<Database, Promise<number>>; shared: boolean };
const requestScope = new AsyncLocalStorage<Scope>();

/** How long a reading request may reuse this process's last reading of the content version. */
export const CONTENT_VERSION_MAX_AGE_MS = 1_000;

type SharedReading = { version: Promise<number>; readAt: number; generation: number };
const sharedReadings = new WeakMap<Database, SharedReading>();
/** Raised by every write request that finishes: readings begun before it are not kept. */
let generation = 0;

/**
 * Runs `fn` (an HTTP request) with its own memo of the content version. `shared` (reading
 * requests) lets it reuse the process's reading of the last second instead.
 */
export function runInRequestScope<T>(fn: () => T, options: { shared?: boolean } = {}): T {
  return requestScope.run({ versions: new Map(), shared: options.shared ?? false }, fn);
}

/** A write request of this process finished: the next reading request reads the version anew. */
export function forgetContentVersion(): void {
  generation += 1;
}

async function readVersion(db: Database): Promise<number> {
  const [row] = await db
    .select({ version: contentVersion.version })
    .from(contentVersion)
    .where(eq(contentVersion.id, 1));
  return row?.version ?? 0;
}

/** The version as this process read it within the last second (one reading in flight at most). */
export function sharedContentVersion(db: Database, now = Date.now()): Promise<number> {
  const reading = sharedReadings.get(db);
  if (
    reading &&
    reading.generation === generation &&
    now - reading.readAt < CONTENT_VERSION_MAX_AGE_MS
  ) {
    return reading.version;
  }
  const readGeneration = generation;
  const version = readVersion(db);
  const next = { version, readAt: now, generation: readGeneration };
  sharedReadings.set(db, next);
  // A failed read is not remembered: the next call asks again.
  version.catch(() => {
    if (sharedReadings.get(db) === next) sharedReadings.delete(db);
  });
  return version;
}

/** The current content version: shared by reading requests, once per write request, else read. */
export function currentContentVersion(db: Database): Promise<number> {
  const scope = requestScope.getStore();
  if (!scope) return readVersion(db);
  if (scope.shared) return sharedContentVersion(db);
  let version = scope.versions.get(db);
  if (!version) {
    version = readVersion(db);
    // A failed read is not remembered: the next call asks again.
    version.catch(() => scope.versions.delete(db));
    scope.versions.set(db, version);
  }
  return version;
}

type Entry = { version: number; storedAt: number; value: Promise<unknown> };
const caches = new WeakMap<Database, Map<string, Entry>>();
const MAX_ENTRIES = 500;
/** A bound on any staleness the triggers might miss: a value is read again after this. */
export const CONTENT_CACHE_TTL_MS = 60_000;

/**
 * `load()`'s value for `key`, from the cache while the content has not changed (and for at most a
 * minute). A failed load is not kept.
 */
export async function cachedContent<T>(
  db: Database,
  key: string,
  load: () => Promise<T>,
): Promise<T> {
  const version = await currentContentVersion(db);
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const hit = cache.get(key);
  if (hit && hit.version === version && Date.now() - hit.storedAt < CONTENT_CACHE_TTL_MS) {
    return hit.value as Promise<T>;
  }
  if (cache.size >= MAX_ENTRIES) {
    // Oldest first (a Map keeps insertion order): drop a tenth.
    for (const oldKey of [...cache.keys()].slice(0, MAX_ENTRIES / 10)) cache.delete(oldKey);
  }
  const value = load();
  cache.delete(key);
  cache.set(key, { version, storedAt: Date.now(), value });
  value.catch(() => {
    if (cache.get(key)?.value === value) cache.delete(key);
  });
  return value;
}
