import type { MetaDescriptor } from "react-router";
import { pageMeta } from "~/lib/meta";

type Matches = Parameters<typeof pageMeta>[0];
type PageMetaOptions = Parameters<typeof pageMeta>[1];

/** Where a paginated public list is, for its title and its links to the pages beside it. */
export type MetaPaging = {
  page: number;
  pageCount: number;
  /** The URL of another page of the same list (its search and filters kept). */
  hrefFor: (page: number) => string;
  /** "{title} – Page {page}" in the page's language (English without it). */
  pageTitle?: (params: { title: string; page: number }) => string;
};

/**
 * `pageMeta` for one page of a paginated public list: the title says "Page N" after the first
 * (so each page of results is told apart in tabs, history and search results), and
 * `<link rel="prev">` / `<link rel="next">` name the neighbouring pages. `opts.path` is the
 * page's canonical path, chosen by the route (page N keeps its `?page=N`).
 */
export function pagedMeta(
  matches: Matches,
  opts: PageMetaOptions,
  paging: MetaPaging | null,
): MetaDescriptor[] {
  if (!paging) return pageMeta(matches, opts);
  const { page, pageCount, hrefFor } = paging;
  const pageTitle =
    opts.title && paging.pageTitle
      ? paging.pageTitle({ title: opts.title, page })
      : opts.title
        ? `${opts.title} – Page ${page}`
        : `Page ${page}`;
  const title = page > 1 ? pageTitle : opts.title;
  const tags = pageMeta(matches, { ...opts, title });
  const origin = appUrl(matches);
  if (page > 1) tags.push({ tagName: "link", rel: "prev", href: `${origin}${hrefFor(page - 1)}` });
  if (page < pageCount) {
    tags.push({ tagName: "link", rel: "next", href: `${origin}${hrefFor(page + 1)}` });
  }
  return tags;
}

/** The site's address from the root loader's settings, as `pageMeta` makes canonical URLs. */
function appUrl(matches: Matches): string {
  const root = matches.find((m) => m?.id === "root")?.loaderData as
    | { site?: { appUrl?: string } }
    | undefined;
  return root?.site?.appUrl ?? "";
}
