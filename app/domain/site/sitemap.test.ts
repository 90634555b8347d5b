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
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    );
    expect(xml).toContain("<url><loc>https://afa.example/</loc><xhtml:link");
    expect(xml).toContain(
      "<url><loc>https://afa.example/academy/beans%20&amp;%20maize</loc><lastmod>2026-11-20T00:00:00.000Z</lastmod><xhtml:link",
    );
    // Well-formed: no bare ampersand or angle bracket inside any element.
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    expect(xml.trimEnd().endsWith("</urlset>")).toBe(true);
  });

  it("lists each page in the five languages, each with every alternate and x-default", () => {
    const xml = renderSitemap("https://afa.example", [{ path: "/academy" }]);
    const urls = xml.match(/<url>.*?<\/url>/g) ?? [];
    expect(urls.map((u) => /<loc>(.*?)<\/loc>/.exec(u)?.[1])).toEqual([
      "https://afa.example/academy",
      "https://afa.example/pcm/academy",
      "https://afa.example/ha/academy",
      "https://afa.example/yo/academy",
      "https://afa.example/ig/academy",
    ]);
    for (const url of urls) {
      // Reciprocal: every language's entry names all five and the English page as x-default.
      for (const [lang, href] of [
        ["en", "/academy"],
        ["pcm", "/pcm/academy"],
        ["ha", "/ha/academy"],
        ["yo", "/yo/academy"],
        ["ig", "/ig/academy"],
        ["x-default", "/academy"],
      ]) {
        expect(url).toContain(
          `<xhtml:link rel="alternate" hreflang="${lang}" href="https://afa.example${href}"/>`,
        );
      }
    }
    expect(renderSitemap("https://afa.example", [{ path: "/" }])).toContain(
      "<loc>https://afa.example/ha</loc>",
    );
  });

  it("escapes the five XML specials and keeps slugs inside their segment", () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe("a&amp;b&lt;c&gt;d&quot;e&apos;f");
    expect(pathSegment("a/b?c#d")).toBe("a%2Fb%3Fc%23d");
    expect(pathSegment("ọ̀gbìn")).toBe(encodeURIComponent("ọ̀gbìn"));
  });
});
