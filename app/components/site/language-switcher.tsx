import { useLocation } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { GlobeIcon } from "~/components/ui/icons";
import { LANGUAGE_PATH } from "~/i18n/language-path";
import { HTML_LANG, LOCALE_NAMES, LOCALES, splitLocalePath } from "~/i18n/locales";
import { common } from "~/i18n/messages/common";
import { useLocale, useT } from "~/i18n/react";
import { useDetailsDismiss } from "./use-details-dismiss";

/**
 * The five languages, each named in itself. A choice is a form post (no JavaScript needed): the
 * server remembers it (a cookie, and the profile of a signed-in person) and answers with this
 * same page in the chosen language.
 */
export function LanguageSwitcher({ placement }: { placement: "header" | "footer" }) {
  const t = useT(common);
  const locale = useLocale();
  const location = useLocation();
  const next = `${splitLocalePath(location.pathname).path}${location.search}`;
  const ref = useDetailsDismiss();
  const choices = (
    <form
      method="post"
      action={LANGUAGE_PATH}
      className={placement === "footer" ? "min-w-0 flex-1" : undefined}
    >
      <input type="hidden" name="next" value={next} />
      <ul className={placement === "header" ? "grid gap-1" : "flex flex-wrap gap-x-4"}>
        {LOCALES.map((l) => (
          <li key={l}>
            <button
              type="submit"
              name="locale"
              value={l}
              lang={HTML_LANG[l]}
              aria-current={l === locale ? "true" : undefined}
              className={
                placement === "header"
                  ? cn(
                      "flex min-h-11 w-full items-center rounded-md px-3 text-left text-sm font-semibold focus-visible:focus-ring",
                      l === locale
                        ? "bg-brand-50 text-brand-800"
                        : "text-ink hover:bg-surface-sunken",
                    )
                  : cn(
                      "min-h-11 rounded-sm underline-offset-4 focus-visible:focus-ring",
                      l === locale
                        ? "font-semibold text-white"
                        : "text-brand-100 hover:text-white hover:underline",
                    )
              }
            >
              {LOCALE_NAMES[l]}
            </button>
          </li>
        ))}
      </ul>
    </form>
  );
  if (placement === "footer") {
    return (
      // The globe stays beside the first row; the names wrap beside it, not under it.
      <nav aria-label={t.language.choose} className="flex items-start gap-x-3 text-sm">
        <GlobeIcon className="mt-3.5 size-4 shrink-0 text-accent-300" />
        {choices}
      </nav>
    );
  }
  return (
    <details ref={ref} data-menu="" className="group relative">
      <summary
        className={cn(
          buttonClasses({ variant: "outline", size: "sm" }),
          "h-10 min-w-10 gap-1.5 px-2 group-open:border-brand-600 group-open:bg-brand-50 sm:px-3",
        )}
      >
        <GlobeIcon className="size-5" />
        <span className="sr-only">{t.language.choose}: </span>
        {/* The name beside the globe where the header has room: not beside the main links. */}
        <span className="hidden text-sm md:inline min-[90rem]:hidden" lang={HTML_LANG[locale]}>
          {LOCALE_NAMES[locale]}
        </span>
      </summary>
      <div className="absolute right-0 mt-2 w-56 animate-fade-in rounded-lg border border-border bg-surface p-2 shadow-lg">
        <p className="px-3 pt-1 pb-2 text-xs font-bold tracking-wider text-ink-muted uppercase">
          {t.language.label}
        </p>
        {choices}
      </div>
    </details>
  );
}
