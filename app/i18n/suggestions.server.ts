import { translate } from "./catalog.server";
import { DEFAULT_LOCALE, LOCALE_NAMES, LOCALES, type Locale } from "./locales";
import { common } from "./messages/common";

export type LanguageSuggestions = Partial<
  Record<Locale, { suggestion: string; switchTo: string; dismiss: string }>
>;

/**
 * The English home page offers the other languages, each in its own words; the page's script
 * shows the one the browser asks for (the page stays the same for every visitor: cacheable).
 */
export function languageSuggestions(): LanguageSuggestions {
  const suggestions: LanguageSuggestions = {};
  for (const other of LOCALES) {
    if (other === DEFAULT_LOCALE) continue;
    const words = translate(other, common).language;
    suggestions[other] = {
      suggestion: words.suggestion({ language: LOCALE_NAMES[other] }),
      switchTo: words.switchTo({ language: LOCALE_NAMES[other] }),
      dismiss: words.dismiss,
    };
  }
  return suggestions;
}
