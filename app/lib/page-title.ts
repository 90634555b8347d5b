// Apart from meta.ts so that signed-in pages, whose meta is a title only, do not ship the public
// pages' canonical and Open Graph builder (signed-in pages have a JavaScript budget of 150 KB).

export type MatchLike = { id: string; loaderData?: unknown } | undefined;
export type RootSite = { siteName?: string; appUrl?: string };

export function rootSite(matches: readonly MatchLike[]): RootSite {
  const root = matches.find((m) => m?.id === "root")?.loaderData as { site?: RootSite } | undefined;
  return root?.site ?? {};
}

/** "Page | Site name", with the site name from settings (root loader data). */
export function pageTitle(matches: readonly MatchLike[], page?: string): string {
  const siteName = rootSite(matches).siteName ?? "AFA Academy";
  return page ? `${page} | ${siteName}` : siteName;
}
