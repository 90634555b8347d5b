import { CloseIcon, GlobeIcon } from "~/components/ui/icons";
import { LANGUAGE_PATH } from "~/i18n/language-path";
import { HTML_LANG, type Locale } from "~/i18n/locales";
import type { LanguageSuggestions } from "~/i18n/suggestions.server";

/**
 * On the English home page: "This site is also in Hausa", in Hausa, for a browser that asks for
 * one of our languages. Hidden in the HTML (the page is the same for every visitor, so it can be
 * cached); the public page's script shows the one that fits (enhance.client.ts; the home page
 * never hydrates). Choosing is the switcher's form post.
 */
export function LanguageSuggestion({ suggestions }: { suggestions: LanguageSuggestions }) {
  return (
    <aside data-language-suggestion="" hidden className="border-b border-brand-200 bg-brand-50">
      <div className="container-page flex items-center gap-3 py-2 text-sm">
        <GlobeIcon className="size-5 shrink-0 text-brand-700" />
        {Object.entries(suggestions).map(([locale, words]) => (
          <form
            key={locale}
            data-suggest={locale}
            hidden
            method="post"
            action={LANGUAGE_PATH}
            lang={HTML_LANG[locale as Locale]}
            className="flex flex-1 flex-wrap items-center gap-x-3 gap-y-1"
          >
            <input type="hidden" name="next" value="/" />
            <span className="text-ink">{words.suggestion}</span>
            <button
              type="submit"
              name="locale"
              value={locale}
              className="min-h-11 rounded-sm font-semibold text-brand-800 underline underline-offset-4 focus-visible:focus-ring"
            >
              {words.switchTo}
            </button>
            <button
              type="button"
              data-suggest-dismiss=""
              className="ml-auto flex min-h-11 items-center gap-1 rounded-sm px-2 text-ink-muted hover:text-ink focus-visible:focus-ring"
            >
              <CloseIcon className="size-4" />
              {words.dismiss}
            </button>
          </form>
        ))}
      </div>
    </aside>
  );
}
