import { redirect } from "react-router";
import { z } from "zod";
import { userContext } from "~/domain/auth/session.server";
import { saveLocale } from "~/domain/i18n/preferences.server";
import { localeCookie } from "~/i18n/locale.server";
import { DEFAULT_LOCALE, LOCALES, localizePath, splitLocalePath } from "~/i18n/locales";
import { readForm } from "~/routes/form-body.server";
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
  const { locale, next } = languageSchema.parse(Object.fromEntries(form));
  const signedIn = context.get(userContext);
  if (signedIn) await saveLocale(services.db, signedIn.id, locale);
  const bare = splitLocalePath(next).path;
  return redirect(localizePath(bare, locale), {
    headers: {
      "Set-Cookie": localeCookie(locale, services.env.APP_URL.startsWith("https://")),
    },
  });
}

export function loader() {
  return redirect("/");
}
