import type { Locale } from "~/i18n/locales";
import { formatDate, SITE_TIME_ZONE } from "~/lib/format";

/**
 * Days of the week, Sunday first, as CLDR writes them before a date in each language (the
 * server's ICU has them; Chromium lacks pcm, ha, yo and ig, so they are written out here and the
 * browser prints what the server did). Hausa puts no comma after the day.
 */
const WEEKDAYS: Record<Locale, readonly string[]> = {
  en: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
  pcm: ["Sọ́ndè", "Mọ́ndè", "Tiúzdè", "Wẹ́nẹ́zdè", "Tọ́zdè", "Fraídè", "Sátọdè"],
  ha: ["Lahadi", "Litinin", "Talata", "Laraba", "Alhamis", "Jummaʼa", "Asabar"],
  yo: ["Ọjọ́ Àìkú", "Ọjọ́ Ajé", "Ọjọ́ Ìsẹ́gun", "Ọjọ́rú", "Ọjọ́bọ", "Ọjọ́ Ẹtì", "Ọjọ́ Àbámẹ́ta"],
  ig: ["Sọndee", "Mọnde", "Tiuzdee", "Wenezdee", "Tọọzdee", "Fraịdee", "Satọdee"],
};

/** Lagos is UTC+1 all year (no daylight saving). */
const LAGOS_OFFSET_MS = 60 * 60 * 1000;

const clock = new Intl.DateTimeFormat("en-US", {
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
  timeZone: SITE_TIME_ZONE,
});

const toDate = (value: Date | string) => (typeof value === "string" ? new Date(value) : value);

/** "Saturday, 12 December 2026" ("Asabar 12 Disamba, 2026"), in Lagos time. */
export function formatEventDay(value: Date | string, locale: Locale = "en"): string {
  const weekday = WEEKDAYS[locale][new Date(toDate(value).getTime() + LAGOS_OFFSET_MS).getUTCDay()];
  return `${weekday}${locale === "ha" ? " " : ", "}${formatDate(value, locale)}`;
}

/** "9:00 AM WAT": event times are always Lagos time, and say so for visitors elsewhere. */
export function formatWatTime(value: Date | string): string {
  return `${clock.format(toDate(value))} WAT`;
}

/** Plain text with blank lines between paragraphs → the paragraphs (never parsed as HTML). */
export function toParagraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
}
