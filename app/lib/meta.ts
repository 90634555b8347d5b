type MatchLike = { id: string; loaderData?: unknown } | undefined;

/** "Page | Site name", with the site name from settings (root loader data). */
export function pageTitle(matches: readonly MatchLike[], page?: string): string {
  const root = matches.find((m) => m?.id === "root")?.loaderData as
    | { site?: { siteName?: string } }
    | undefined;
  const siteName = root?.site?.siteName ?? "AFA Academy";
  return page ? `${page} | ${siteName}` : siteName;
}
