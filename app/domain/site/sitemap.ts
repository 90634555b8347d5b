import { LOCALES, localizePath } from "~/i18n/locales";

export type SitemapEntry = {
  /** The page's path on this site, starting with "/". */
  path: string;
  lastModified?: Date;
};

/** Every public page that is not built from a database record, except those marked noindex (/login). */
export const STATIC_SITEMAP_PATHS = [
  "/",
  "/about",
  "/academy",
  "/training",
  "/consulting",
  "/consultation",
  "/research",
  "/journey",
  "/contact",
  "/careers",
  "/services",
  "/privacy-policy",
  "/terms-of-service",
  "/register",
] as const;

const XML_ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ENTITIES[c] ?? c);
}

/**
 * A slug as one path segment: spaces and non-ASCII percent-encoded (RFC 3986), and the characters
 * that would end the segment too; "&" stays, as it is legal in a path (escaped later for XML).
 */
export function pathSegment(slug: string): string {
  return encodeURI(slug).replace(/[/?#]/g, (c) => encodeURIComponent(c));
}

/**
 * The sitemaps.org XML document for `entries` on the site at `origin` (no trailing slash): each
 * page in each of the five languages, every one listing all its alternates and the English page
 * as x-default (Google's hreflang-in-sitemap form), so the alternates are reciprocal.
 */
export function renderSitemap(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.flatMap((entry) => {
    const lastmod = entry.lastModified
      ? `<lastmod>${entry.lastModified.toISOString()}</lastmod>`
      : "";
    const alternates = [
      ...LOCALES.map(
        (locale) =>
          `<xhtml:link rel="alternate" hreflang="${locale}" href="${escapeXml(`${origin}${localizePath(entry.path, locale)}`)}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(`${origin}${entry.path}`)}"/>`,
    ].join("");
    return LOCALES.map(
      (locale) =>
        `  <url><loc>${escapeXml(`${origin}${localizePath(entry.path, locale)}`)}</loc>${lastmod}${alternates}</url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}
