/**
 * The five languages of the interface. English is the source of every message and keeps the
 * unprefixed URLs; the others live under their own first path segment (/pcm/…, /ha/…, /yo/…,
 * /ig/…). Safe for the browser: no messages here, only what a link or a switcher needs.
 */
export const LOCALES = ["en", "pcm", "ha", "yo", "ig"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** Each language named in itself, as the switcher shows it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: "English",
  pcm: "Naijá",
  ha: "Hausa",
  yo: "Èdè Yorùbá",
  ig: "Asụsụ Igbo",
};

/** The `lang` of a page in each language (Nigeria's variant where CLDR has one). */
export const HTML_LANG: Record<Locale, string> = {
  en: "en-NG",
  pcm: "pcm",
  ha: "ha-NG",
  yo: "yo-NG",
  ig: "ig-NG",
};

/** Open Graph's locale names. */
export const OG_LOCALE: Record<Locale, string> = {
  en: "en_NG",
  pcm: "pcm_NG",
  ha: "ha_NG",
  yo: "yo_NG",
  ig: "ig_NG",
};

/** The cookie that remembers a visitor's explicit choice (the switcher sets it). */
export const LOCALE_COOKIE = "afa_lang";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** Paths that are not pages: they answer the same in every language and are never prefixed. */
const UNLOCALIZED =
  /^\/(?:api|language|uploads|assets|payments\/webhooks|messaging\/webhooks|\.well-known|sitemap\.xml|robots\.txt|healthz|favicon|fonts|images)(?:[/?#.]|$)/;

const PREFIXED = /^\/(pcm|ha|yo|ig)(?=[/?#]|$)/;

/** The language a path is in, and the path without its language segment. */
export function splitLocalePath(path: string): { locale: Locale; path: string } {
  const match = PREFIXED.exec(path);
  if (!match) return { locale: DEFAULT_LOCALE, path };
  const rest = path.slice(match[0].length);
  return {
    locale: match[1] as Locale,
    path: rest === "" || /^[?#]/.test(rest) ? `/${rest}` : rest,
  };
}

/**
 * A site path in a language: "/academy" → "/ha/academy", "/" → "/ha". English, external URLs,
 * fragments and non-page paths are returned as they are; a path already in a language is moved
 * to this one.
 */
export function localizePath(path: string, locale: Locale): string {
  if (!path.startsWith("/") || path.startsWith("//")) return path;
  if (UNLOCALIZED.test(path)) return path;
  const bare = splitLocalePath(path).path;
  if (locale === DEFAULT_LOCALE) return bare;
  if (bare === "/") return `/${locale}`;
  if (/^\/[?#]/.test(bare)) return `/${locale}${bare.slice(1)}`;
  return `/${locale}${bare}`;
}
