import { AsyncLocalStorage } from "node:async_hooks";
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { contentVersion } from "~/db/schema";

// A server-side cache for what public pages show (settings, statistics, stories, the catalogue),
// keyed by the content version that database triggers raise on every staff change: a cached
// value is used only while the version it was read under is still current, on every instance.
// The version itself is read once per request (AsyncLocalStorage), so a page that uses several
// cached values costs one tiny query instead of one query each.

type Scope = { versions: Map<Database, Promise<number>> };
const requestScope = new AsyncLocalStorage<Scope>();

/** Runs `fn` (an HTTP request) with its own memo of the content version. */
export function runInRequestScope<T>(fn: () => T): T {
  return requestScope.run({ versions: new Map() }, fn);
}

async function readVersion(db: Database): Promise<number> {
  const [row] = await db
    .select({ version: contentVersion.version })
    .from(contentVersion)
    .where(eq(contentVersion.id, 1));
  return row?.version ?? 0;
}

/** The current content version: read once per request, and on every call outside one. */
export function currentContentVersion(db: Database): Promise<number> {
  const scope = requestScope.getStore();
  if (!scope) return readVersion(db);
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
