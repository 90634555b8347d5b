import type { MetaDescriptor } from "react-router";
import { DEFAULT_LOCALE, type Locale, localizePath, OG_LOCALE } from "~/i18n/locales";
import { type MatchLike, pageTitle, rootSite } from "./page-title";

function rootLocale(matches: readonly MatchLike[]): Locale {
  const root = matches.find((m) => m?.id === "root")?.loaderData as { locale?: Locale } | undefined;
  return root?.locale ?? DEFAULT_LOCALE;
}

/** The site-wide sharing picture (public/og-default.png), for pages without their own. */
export const DEFAULT_OG_IMAGE = {
  path: "/og-default.png",
  width: 1200,
  height: 630,
  alt: "A green sprout rising from a ploughed field under the harvest sun, with the slogan Learn to produce more.",
} as const;

/**
 * Title, description, canonical URL and Open Graph tags of a public page. `path` is the page's own
 * path; `image` a site path (made absolute) or absolute URL; without one the default picture is
 * used, so every shared link shows a large preview.
 */
export function pageMeta(
  matches: readonly MatchLike[],
  opts: {
    title?: string;
    description: string;
    path: string;
    image?: string;
    type?: "website" | "article";
    noindex?: boolean;
  },
): MetaDescriptor[] {
  const site = rootSite(matches);
  const origin = site.appUrl ?? "";
  const title = pageTitle(matches, opts.title);
  const locale = rootLocale(matches);
  const url = `${origin}${localizePath(opts.path, locale)}`;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: opts.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: site.siteName ?? "AFA Academy" },
    { property: "og:title", content: title },
    { property: "og:description", content: opts.description },
    { property: "og:type", content: opts.type ?? "website" },
    { property: "og:url", content: url },
    { property: "og:locale", content: OG_LOCALE[locale] },
    { name: "twitter:card", content: "summary_large_image" },
  ];
  const image = opts.image ?? DEFAULT_OG_IMAGE.path;
  tags.push({
    property: "og:image",
    content: image.startsWith("http") ? image : `${origin}${image}`,
  });
  if (!opts.image) {
    tags.push(
      { property: "og:image:width", content: String(DEFAULT_OG_IMAGE.width) },
      { property: "og:image:height", content: String(DEFAULT_OG_IMAGE.height) },
      { property: "og:image:alt", content: DEFAULT_OG_IMAGE.alt },
    );
  }
  if (opts.noindex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}
