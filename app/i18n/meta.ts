import { type Compiled, compileMessages, type MessageTree, type Namespace } from "./define";
import { DEFAULT_LOCALE, type Locale } from "./locales";
import { collectMessages } from "./react";

type MatchLike = { id: string; loaderData?: unknown } | undefined;

/** The page's language, for a route's `meta` (from the root loader's data). */
export function metaLocale(matches: readonly MatchLike[]): Locale {
  const root = matches.find((m) => m?.id === "root")?.loaderData as { locale?: Locale } | undefined;
  return root?.locale ?? DEFAULT_LOCALE;
}

/**
 * A namespace's messages for a route's `meta` (titles, descriptions), from what the matched
 * routes' loaders sent; null when the page's data did not arrive (an error page).
 */
export function metaT<T extends MessageTree>(
  matches: readonly MatchLike[],
  ns: Namespace<T>,
): Compiled<T> | null {
  const messages = collectMessages(matches.filter((m): m is NonNullable<MatchLike> => !!m));
  const tree = messages[ns];
  return tree ? compileMessages(tree as T, metaLocale(matches)) : null;
}
