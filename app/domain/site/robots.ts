/**
 * Paths crawlers should leave alone: the signed-in and admin areas, the API, action endpoints that
 * count or change something, and the query-string variants of the sign-in pages (redirectTo,
 * tokens) that would only duplicate the plain pages.
 */
export const ROBOTS_DISALLOW = [
  "/dashboard",
  "/settings",
  "/admin",
  "/admin-dashboard",
  "/api/",
  "/logout",
  "/login?",
  "/register?",
  "/verify?",
  "/password-reset?",
  "/academy/*/enrol",
  "/research/*/download",
] as const;

/** /robots.txt: everything public may be crawled; the sitemap lives at `origin`/sitemap.xml. */
export function renderRobots(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
