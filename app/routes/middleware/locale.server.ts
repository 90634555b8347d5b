import { data, type MiddlewareFunction, redirect } from "react-router";
import { chosenLocale, localeContext } from "~/i18n/locale.server";
import { DEFAULT_LOCALE, isLocale, localizePath, splitLocalePath } from "~/i18n/locales";

/**
 * The language of every page comes from its URL (English unprefixed, /pcm, /ha, /yo, /ig).
 * - An unknown first segment in the language's place is a page that does not exist (404); /en/…
 *   is the English page's old name (301 to the unprefixed address).
 * - A visitor who chose a language with the switcher and opens an English address is taken to
 *   it in their language (Accept-Language alone never redirects).
 * - Every redirect the app answers with keeps the page's language.
 */
export const localeMiddleware: MiddlewareFunction<Response> = async (
  { request, params, context },
  next,
) => {
  const lang = params.lang;
  const url = new URL(request.url);
  if (lang !== undefined) {
    if (lang === DEFAULT_LOCALE) {
      throw redirect(`${splitEnglish(url.pathname)}${url.search}`, 301);
    }
    if (!isLocale(lang)) throw data(null, { status: 404, statusText: "Not Found" });
  }
  const locale = lang !== undefined && isLocale(lang) ? lang : DEFAULT_LOCALE;
  if (locale === DEFAULT_LOCALE && request.method === "GET" && !url.pathname.endsWith(".data")) {
    const chosen = chosenLocale(request);
    if (chosen && chosen !== DEFAULT_LOCALE) {
      throw redirect(`${localizePath(url.pathname, chosen)}${url.search}`);
    }
  }
  context.set(localeContext, locale);
  const response = await next();
  if (locale === DEFAULT_LOCALE) return response;
  const location = response.headers.get("Location");
  if (response.status < 300 || response.status >= 400 || !location?.startsWith("/")) {
    return response;
  }
  const localized = localizePath(location, locale);
  if (localized === location || splitLocalePath(location).locale !== DEFAULT_LOCALE) {
    return response;
  }
  const headers = new Headers(response.headers);
  headers.set("Location", localized);
  return new Response(response.body, { status: response.status, headers });
};

function splitEnglish(pathname: string): string {
  const rest = pathname.replace(/^\/en(?=\/|$)/, "");
  return rest === "" ? "/" : rest;
}
