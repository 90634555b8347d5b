import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { LRUCache } from "lru-cache";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** One finished public page as a signed-out visitor gets it, in each encoding we send. */
export type CachedPage = {
  /** The content version it was rendered under: a hit needs the current one. */
  version: number;
  etag: string;
  /** The page's own headers (type, validators, caching, Vary); never Set-Cookie. */
  headers: [string, string][];
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  /** "quick" when first kept (cheap to make), "best" once a page that is read again was redone. */
  compression: "quick" | "best";
  /** Hits since it was kept: the one that reaches UPGRADE_AFTER_HITS starts the better copy. */
  hits: number;
};

export type PageEncoding = "br" | "gzip" | "identity";

/** What the rendered page gave to be kept: its bytes and headers, before compression. */
export type PageToStore = {
  version: number;
  etag: string;
  headers: Headers;
  body: Uint8Array;
};

/** Headers a stored page must never carry to another visitor, or that the sender sets itself. */
const NOT_STORED = new Set([
  "set-cookie",
  "content-length",
  "content-encoding",
  "transfer-encoding",
]);

/**
 * How a page is compressed when first kept. Measured on the demo's 107 KB /academy (2026-12-03,
 * this 2-core machine under load): brotli 4 takes 1.4 ms for 11.1 KB, brotli 11 227 ms for
 * 9.1 KB; gzip takes a few ms at either level. So a page read once, or a made-up address, never
 * pays for the best compression; a page read again gets it in the background.
 */
const QUICK = { brotli: 4, gzip: 6 } as const;
/** The best, made off the request path once a page has shown it is read again. */
const BEST = { brotli: constants.BROTLI_MAX_QUALITY, gzip: 9 } as const;
/** Hits after which a kept page is compressed again at its best (a few bytes fewer per send). */
export const UPGRADE_AFTER_HITS = 2;
/**
 * Share of the budget for pages kept with a query (`/academy?page=3`, a search): those are as
 * many as visitors care to type, so they may fill only this much and never push out a page
 * reached by its bare path (each page in each language), which are few.
 */
const QUERY_SHARE = 0.25;

async function compress(identity: Buffer, level: { brotli: number; gzip: number }) {
  return Promise.all([
    brotli(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: level.brotli,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.byteLength,
      },
    }),
    gzipAsync(identity, { level: level.gzip }),
  ]);
}

function pagesBoundedBy(maxBytes: number) {
  return new LRUCache<string, CachedPage>({
    maxSize: Math.max(1, Math.floor(maxBytes)),
    sizeCalculation: (page) =>
      page.identity.byteLength + page.br.byteLength + page.gzip.byteLength + 512,
  });
}

/**
 * The visitors' page cache: the finished, compressed bytes of public pages, keyed by path and
 * the query parameters the page reads (pageCacheKey; language is in the path), bounded by bytes
 * with the least recently used page dropped first. Pages with a query have their own quarter of
 * the budget. Entries are compressed off the event loop, cheaply first (QUICK), and visible only
 * when every encoding is ready; a page read again is redone at the best quality (BEST) in the
 * background and swapped in.
 */
export class PageCache {
  /** Pages reached by their bare path. */
  readonly #pages: LRUCache<string, CachedPage>;
  /** Pages with a query string, in their own share of the budget. */
  readonly #queried: LRUCache<string, CachedPage>;
  /** Keys whose compression is under way, so a burst of misses compresses a page once. */
  readonly #pending = new Map<string, number>();
  /** Better copies being made, so tests (and a shutdown) can wait for them. */
  readonly #upgrades = new Set<Promise<void>>();

  constructor(maxBytes: number) {
    this.#pages = pagesBoundedBy(maxBytes * (1 - QUERY_SHARE));
    this.#queried = pagesBoundedBy(maxBytes * QUERY_SHARE);
  }

  #lru(key: string): LRUCache<string, CachedPage> {
    return key.includes("?") ? this.#queried : this.#pages;
  }

  /** The page kept for `key` if it was rendered under `version`, counting as a use. */
  get(key: string, version: number): CachedPage | undefined {
    const page = this.#lru(key).get(key);
    if (!page || page.version !== version) return undefined;
    page.hits += 1;
    if (page.compression === "quick" && page.hits === UPGRADE_AFTER_HITS) this.#upgrade(key, page);
    return page;
  }

  /** Whether a page is kept for `key` under any version (no use counted). */
  has(key: string): boolean {
    return this.#lru(key).has(key);
  }

  get size(): number {
    return this.#pages.size + this.#queried.size;
  }

  get bytes(): number {
    return this.#pages.calculatedSize + this.#queried.calculatedSize;
  }

  /** Keeps a rendered page once it is compressed; resolves when it is stored (or skipped). */
  async store(key: string, page: PageToStore): Promise<void> {
    // A response that says "no-store" is kept by no cache, this one included.
    if (forbidsStoring(page.headers)) return;
    const lru = this.#lru(key);
    if (lru.get(key)?.version === page.version) return;
    if (this.#pending.get(key) === page.version) return;
    this.#pending.set(key, page.version);
    try {
      const identity = Buffer.from(page.body);
      const [br, gz] = await compress(identity, QUICK);
      const headers: [string, string][] = [];
      page.headers.forEach((value, name) => {
        if (!NOT_STORED.has(name)) headers.push([name, value]);
      });
      lru.set(key, {
        version: page.version,
        etag: page.etag,
        headers,
        identity,
        br,
        gzip: gz,
        compression: "quick",
        hits: 0,
      });
    } finally {
      if (this.#pending.get(key) === page.version) this.#pending.delete(key);
    }
  }

  /** Redoes a kept page at the best quality, off the request, unless it changed meanwhile. */
  #upgrade(key: string, page: CachedPage): void {
    const lru = this.#lru(key);
    const done = compress(page.identity, BEST)
      .then(([br, gz]) => {
        if (lru.peek(key) !== page) return;
        lru.set(key, { ...page, br, gzip: gz, compression: "best" });
      })
      .catch(() => {
        // The quick copy stays: it is as correct, only a few bytes longer.
      })
      .finally(() => this.#upgrades.delete(done));
    this.#upgrades.add(done);
  }

  /** Resolves once the better copies under way are in (for tests and benchmarks). */
  async settled(): Promise<void> {
    while (this.#upgrades.size > 0) await Promise.all([...this.#upgrades]);
  }

  clear(): void {
    this.#pages.clear();
    this.#queried.clear();
  }
}

/** The encoding to send for an Accept-Encoding header: brotli, then gzip, else none. */
export function chooseEncoding(acceptEncoding: string | undefined): PageEncoding {
  if (!acceptEncoding) return "identity";
  let br = false;
  let gz = false;
  for (const part of acceptEncoding.split(",")) {
    const [rawName, ...params] = part.trim().split(";");
    const name = rawName?.trim().toLowerCase();
    // "q=0" refuses an encoding outright.
    const refused = params.some((p) => /^\s*q\s*=\s*0(?:\.0*)?\s*$/i.test(p));
    if (refused) continue;
    if (name === "br") br = true;
    else if (name === "gzip" || name === "x-gzip") gz = true;
    else if (name === "*") {
      br = true;
      gz = true;
    }
  }
  return br ? "br" : gz ? "gzip" : "identity";
}

/** Whether a response's Cache-Control says no cache may keep it ("no-store"). */
export function forbidsStoring(headers: Headers): boolean {
  return /(?:^|,)\s*no-store\s*(?:,|$)/i.test(headers.get("Cache-Control") ?? "");
}

/** Whether an If-None-Match header names this ETag (weak comparison, as for GET). */
export function matchesEtag(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => tag.trim() === etag || tag.trim() === "*");
}
