import { randomBytes } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { chooseEncoding, matchesEtag, PageCache, UPGRADE_AFTER_HITS } from "./page-cache.server";

const html = (text: string) => new TextEncoder().encode(`<!DOCTYPE html><p>${text}</p>`);

function page(version: number, body: Uint8Array, headers: Record<string, string> = {}) {
  return {
    version,
    etag: `W/"test-${version}"`,
    headers: new Headers({ "Content-Type": "text/html; charset=utf-8", ...headers }),
    body,
  };
}

describe("PageCache", () => {
  it("keeps a page in every encoding, each the same bytes once decoded", async () => {
    const cache = new PageCache(1 << 20);
    const body = html("maize ".repeat(400));
    await cache.store("/academy", page(7, body));
    const kept = cache.get("/academy", 7);
    expect(kept?.identity.equals(Buffer.from(body))).toBe(true);
    expect(brotliDecompressSync(kept?.br ?? Buffer.alloc(0)).equals(Buffer.from(body))).toBe(true);
    expect(gunzipSync(kept?.gzip ?? Buffer.alloc(0)).equals(Buffer.from(body))).toBe(true);
    expect(kept?.br.byteLength).toBeLessThan(body.byteLength / 10);
  });

  it("answers only for the content version the page was rendered under", async () => {
    const cache = new PageCache(1 << 20);
    await cache.store("/", page(3, html("old")));
    expect(cache.get("/", 3)).toBeDefined();
    expect(cache.get("/", 4)).toBeUndefined();
    await cache.store("/", page(4, html("new")));
    expect(cache.get("/", 4)?.identity.toString()).toContain("new");
    expect(cache.get("/", 3)).toBeUndefined();
  });

  it("never keeps cookies or transfer headers, and keeps the page's own", async () => {
    const cache = new PageCache(1 << 20);
    await cache.store(
      "/about",
      page(1, html("about"), {
        "Set-Cookie": "afa_toast=x",
        "Content-Length": "99",
        "Content-Encoding": "br",
        "Cache-Control": "private, max-age=60",
      }),
    );
    const names = cache.get("/about", 1)?.headers.map(([name]) => name);
    expect(names).toEqual(expect.arrayContaining(["content-type", "cache-control"]));
    expect(names).not.toContain("set-cookie");
    expect(names).not.toContain("content-length");
    expect(names).not.toContain("content-encoding");
  });

  it("stays within its size, dropping the page used least recently", async () => {
    // Random text hardly compresses: each page takes about 3 × 20 KB.
    const noisy = () => html(randomBytes(15_000).toString("base64"));
    const cache = new PageCache(200_000);
    await cache.store("/a", page(1, noisy()));
    await cache.store("/b", page(1, noisy()));
    expect(cache.get("/a", 1)).toBeDefined(); // /a is now the most recently used
    await cache.store("/c", page(1, noisy()));
    await cache.store("/d", page(1, noisy()));
    expect(cache.bytes).toBeLessThanOrEqual(200_000);
    expect(cache.has("/b")).toBe(false);
    expect(cache.has("/d")).toBe(true);
  });
});

describe("PageCache under addresses nobody asked for before (issue 34 item 8)", () => {
  it("keeps a new page with cheap compression, and redoes it at its best once it is read again", async () => {
    const cache = new PageCache(1 << 20);
    // Text like a real page's (not random bytes, which neither setting can shrink): the best
    // setting then always gives a smaller copy than the quick one.
    const lesson = (n: number) =>
      `<li><h3>Lesson ${n}: cassava stems</h3><p>Plant ${n % 7} cm cuttings at 1 m by 1 m, weed at week ${n % 9}.</p></li>`;
    const body = html(Array.from({ length: 400 }, (_, n) => lesson(n)).join(""));
    await cache.store("/academy", page(1, body));
    const quick = cache.get("/academy", 1);
    expect(quick?.compression).toBe("quick");
    const quickBr = quick?.br.byteLength ?? 0;
    for (let hit = 1; hit < UPGRADE_AFTER_HITS; hit++) cache.get("/academy", 1);
    await cache.settled();
    const best = cache.get("/academy", 1);
    expect(best?.compression).toBe("best");
    expect(best?.br.byteLength).toBeLessThan(quickBr);
    expect(brotliDecompressSync(best?.br ?? Buffer.alloc(0)).equals(Buffer.from(body))).toBe(true);
    expect(gunzipSync(best?.gzip ?? Buffer.alloc(0)).equals(Buffer.from(body))).toBe(true);
    // A page replaced meanwhile (a new content version) is not overwritten by the old one's copy.
    await cache.store("/about", page(1, html("old ".repeat(500))));
    for (let hit = 0; hit < UPGRADE_AFTER_HITS; hit++) cache.get("/about", 1);
    await cache.store("/about", page(2, html("new ".repeat(500))));
    await cache.settled();
    expect(cache.get("/about", 2)?.identity.toString()).toContain("new");
  });

  it("never lets pages with a query push out the pages reached by their path", async () => {
    const noisy = () => html(randomBytes(15_000).toString("base64"));
    const cache = new PageCache(400_000);
    await cache.store("/", page(1, noisy()));
    await cache.store("/about", page(1, noisy()));
    for (let n = 2; n < 40; n++) await cache.store(`/academy?page=${n}`, page(1, noisy()));
    expect(cache.has("/")).toBe(true);
    expect(cache.has("/about")).toBe(true);
    expect(cache.has("/academy?page=39")).toBe(true);
    expect(cache.has("/academy?page=2")).toBe(false);
    expect(cache.bytes).toBeLessThanOrEqual(400_000);
  });
});

describe("chooseEncoding", () => {
  it("prefers brotli, then gzip, and honours a refusal", () => {
    expect(chooseEncoding("gzip, deflate, br")).toBe("br");
    expect(chooseEncoding("gzip, deflate")).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip")).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip;q=0")).toBe("identity");
    expect(chooseEncoding("identity")).toBe("identity");
    expect(chooseEncoding(undefined)).toBe("identity");
    expect(chooseEncoding("*")).toBe("br");
  });
});

describe("matchesEtag", () => {
  it("matches one of a list, or any", () => {
    expect(matchesEtag('W/"a-1", W/"b-2"', 'W/"b-2"')).toBe(true);
    expect(matchesEtag("*", 'W/"b-2"')).toBe(true);
    expect(matchesEtag('W/"b-1"', 'W/"b-2"')).toBe(false);
    expect(matchesEtag(undefined, 'W/"b-2"')).toBe(false);
  });
});
