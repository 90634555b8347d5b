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
 * The visitors' page cache: the finished, compressed bytes of public pages, keyed by path and
 * query (language will join the key once there are several), bounded by bytes with the least
 * recently used page dropped first. Entries are compressed once, off the event loop (brotli at
 * its best quality, gzip level 9), and become visible only when every encoding is ready.
 */
export class PageCache {
  readonly #pages: LRUCache<string, CachedPage>;
  /** Keys whose compression is under way, so a burst of misses compresses a page once. */
  readonly #pending = new Map<string, number>();

  constructor(maxBytes: number) {
    this.#pages = new LRUCache<string, CachedPage>({
      maxSize: Math.max(1, maxBytes),
      sizeCalculation: (page) =>
        page.identity.byteLength + page.br.byteLength + page.gzip.byteLength + 512,
    });
  }

  /** The page kept for `key` if it was rendered under `version`, counting as a use. */
  get(key: string, version: number): CachedPage | undefined {
    const page = this.#pages.get(key);
    return page && page.version === version ? page : undefined;
  }

  /** Whether a page is kept for `key` under any version (no use counted). */
  has(key: string): boolean {
    return this.#pages.has(key);
  }

  get size(): number {
    return this.#pages.size;
  }

  get bytes(): number {
    return this.#pages.calculatedSize;
  }

  /** Keeps a rendered page once it is compressed; resolves when it is stored (or skipped). */
  async store(key: string, page: PageToStore): Promise<void> {
    // A response that says "no-store" is kept by no cache, this one included.
    if (forbidsStoring(page.headers)) return;
    if (this.#pages.get(key)?.version === page.version) return;
    if (this.#pending.get(key) === page.version) return;
    this.#pending.set(key, page.version);
    try {
      const identity = Buffer.from(page.body);
      const [br, gz] = await Promise.all([
        brotli(identity, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: identity.byteLength,
          },
        }),
        gzipAsync(identity, { level: 9 }),
      ]);
      const headers: [string, string][] = [];
      page.headers.forEach((value, name) => {
        if (!NOT_STORED.has(name)) headers.push([name, value]);
      });
      this.#pages.set(key, {
        version: page.version,
        etag: page.etag,
        headers,
        identity,
        br,
        gzip: gz,
      });
    } finally {
      if (this.#pending.get(key) === page.version) this.#pending.delete(key);
    }
  }

  clear(): void {
    this.#pages.clear();
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
