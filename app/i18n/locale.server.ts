import { createContext } from "react-router";
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, type Locale } from "./locales";

/** The language of this request's page, set by the root middleware from the URL. */
export const localeContext = createContext<Locale>(DEFAULT_LOCALE);

/** The language a visitor chose with the switcher (its cookie), if any. */
export function chosenLocale(request: Request): Locale | null {
  const match = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([\\w-]+)`).exec(
    request.headers.get("Cookie") ?? "",
  );
  const value = match?.[1];
  return isLocale(value) ? value : null;
}

/** Remembers a choice for a year: the Set-Cookie value. */
export function localeCookie(locale: Locale, secure: boolean): string {
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${365 * 24 * 60 * 60}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/**
 * The languages a browser asks for (Accept-Language), best first, among ours: only ever a
 * suggestion (the English home page offers a switch), never a redirect.
 */
export function suggestedLocale(request: Request): Locale | null {
  const header = request.headers.get("Accept-Language");
  if (!header) return null;
  const ranked = header
    .split(",")
    .map((part) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.find((p) => p.trim().startsWith("q="));
      return { tag: tag.toLowerCase(), q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const base = tag.split("-")[0];
    if (base === "en") return null;
    if (isLocale(base)) return base;
  }
  return null;
}
