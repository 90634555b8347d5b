import { data, type MiddlewareFunction, redirect } from "react-router";
import { chosenLocale, localeContext } from "~/i18n/locale.server";
import { DEFAULT_LOCALE, isLocale, localizePath, splitLocalePath } from "~/i18n/locales";
import { safeRedirectTo } from "~/lib/safe-path";

/**
 * The language of every page comes from its URL (English unprefixed, /pcm, /ha, /yo, /ig).
 * - An unknown first segment in the language's place is a page that does not exist (404, from the
 *   not-found page when the rest of the path names no route either); /en/…
 *   is the English page's old name (301 to the unprefixed address).
 * - A visitor who chose a language with the switcher and opens an English address is taken to
 *   it in their language (Accept-Language alone never redirects).
 * - Every redirect the app answers with keeps the page's language.
 * - Every address built here passes `safeRedirectTo`: stripping "/en" from "/en//evil.example",
 *   or leaving "//evil.example" as it is, would otherwise send the browser to another site.
 */
export const localeMiddleware: MiddlewareFunction<Response> = async (
  { request, params, context },
  next,
) => {
  const lang = params.lang;
  const url = new URL(request.url);
  if (lang !== undefined) {
    if (lang === DEFAULT_LOCALE) {
      const english = safeRedirectTo(`${splitEnglish(url.pathname)}${url.search}`);
      // "/en//host" names no page of ours: not found, like any other unknown address.
      if (!english) throw data(null, { status: 404, statusText: "Not Found" });
      throw redirect(english, 301);
    }
    // "/no-such/page" reached the catch-all not-found route (its splat is the whole rest of the
    // path), and "/no-such" the home page (its ":lang?" is the whole path): both answer the 404
    // themselves, in the site's frame with its menu, footer and language switcher, which a 404
    // thrown here (before the root loader runs) could not show.
    const rest = url.pathname.split("/").slice(2).join("/");
    const reachedNotFoundPage = rest !== "" && params["*"] === rest;
    const reachedHomePage = rest === "" && params["*"] === undefined;
    if (!isLocale(lang) && !reachedNotFoundPage && !reachedHomePage) {
      throw data(null, { status: 404, statusText: "Not Found" });
    }
  }
  const locale = lang !== undefined && isLocale(lang) ? lang : DEFAULT_LOCALE;
  if (locale === DEFAULT_LOCALE && request.method === "GET" && !url.pathname.endsWith(".data")) {
    const chosen = chosenLocale(request);
    const inChosen =
      chosen && chosen !== DEFAULT_LOCALE
        ? safeRedirectTo(`${localizePath(url.pathname, chosen)}${url.search}`)
        : null;
    if (inChosen) throw redirect(inChosen);
  }
  context.set(localeContext, locale);
  const response = await next();
  if (locale === DEFAULT_LOCALE) return response;
  const location = response.headers.get("Location");
  if (response.status < 300 || response.status >= 400 || !location?.startsWith("/")) {
    return response;
  }
  const localized = safeRedirectTo(localizePath(location, locale));
  if (!localized || localized === location || splitLocalePath(location).locale !== DEFAULT_LOCALE) {
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
