import { redirect } from "react-router";
import { z } from "zod";
import { saveLocale } from "~/domain/i18n/preferences.server";
import { localeCookie } from "~/i18n/locale.server";
import { DEFAULT_LOCALE, LOCALES, localizePath, splitLocalePath } from "~/i18n/locales";
import { safeRedirectTo } from "~/lib/safe-path";
import { readForm } from "~/routes/form-body.server";
import { userContext } from "~/routes/middleware/user-context.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/language";

/** A site path to come back to: one slash, never another site ("//evil.example"). */
const sitePath = z
  .string()
  .max(2000)
  .regex(/^\/(?![/\\])/)
  .catch("/");

export const languageSchema = z.object({
  locale: z.enum(LOCALES).catch(DEFAULT_LOCALE),
  next: sitePath,
});

/**
 * The language switcher's choice: remembered in a cookie (and on a signed-in person's profile),
 * then the same page in that language.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const form = await readForm(request);
  // A line break in `next` is someone trying to add a header to the redirect: refused as a bad
  // request (before, the header's own check threw and it was a 500).
  const rawNext = form.get("next");
  if (typeof rawNext === "string" && /[\r\n]/.test(rawNext)) {
    return new Response("Bad request.", {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const { locale, next } = languageSchema.parse(Object.fromEntries(form));
  const signedIn = context.get(userContext);
  if (signedIn) await saveLocale(services.db, signedIn.id, locale);
  // Without its language, "/ha//evil.example" is "//evil.example": the result is checked too.
  const bare = splitLocalePath(next).path;
  const target = safeRedirectTo(localizePath(bare, locale)) ?? localizePath("/", locale);
  return redirect(target, {
    headers: {
      "Set-Cookie": localeCookie(locale, services.env.APP_URL.startsWith("https://")),
    },
  });
}

export function loader() {
  return redirect("/");
}
