import type { Compiled } from "~/i18n/define";
import type en from "~/i18n/messages/catalog/en";

/** The catalogue's messages as `useT(catalog)` or `translate(locale, catalog)` gives them. */
export type CatalogMessages = Compiled<typeof en>;

/** A course category's name in the page's language (its slug when it is not one of ours). */
export function categoryName(t: Pick<CatalogMessages, "categories">, slug: string): string {
  return (t.categories as Record<string, string>)[slug] ?? slug;
}

/** A course level (Beginner, Intermediate, Advanced) in the page's language. */
export function levelName(t: Pick<CatalogMessages, "levels">, level: string): string {
  return (t.levels as Record<string, string>)[level] ?? level;
}
