/**
 * A title → "a-readable-slug": ASCII (accents dropped), "&" as "and", at most 80 characters;
 * `fallback` when nothing is left (a title of only punctuation).
 */
export function toSlug(title: string, fallback: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/g, "");
  return slug || fallback;
}
