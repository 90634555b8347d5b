import { describe, expect, it } from "vitest";
import { escapeXml, pathSegment, renderSitemap } from "./sitemap";

describe("renderSitemap", () => {
  it("writes a sitemaps.org urlset with escaped locations and ISO lastmod", () => {
    const xml = renderSitemap("https://afa.example", [
      { path: "/" },
      {
        path: `/academy/${pathSegment("beans & maize")}`,
        lastModified: new Date(Date.UTC(2026, 10, 20)),
      },
    ]);
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(xml).toContain("<url><loc>https://afa.example/</loc></url>");
    expect(xml).toContain(
      "<url><loc>https://afa.example/academy/beans%20&amp;%20maize</loc><lastmod>2026-11-20T00:00:00.000Z</lastmod></url>",
    );
    // Well-formed: no bare ampersand or angle bracket inside any element.
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    expect(xml.trimEnd().endsWith("</urlset>")).toBe(true);
  });

  it("escapes the five XML specials and keeps slugs inside their segment", () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe("a&amp;b&lt;c&gt;d&quot;e&apos;f");
    expect(pathSegment("a/b?c#d")).toBe("a%2Fb%3Fc%23d");
    expect(pathSegment("ọ̀gbìn")).toBe(encodeURIComponent("ọ̀gbìn"));
  });
});
