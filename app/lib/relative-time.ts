import type { Locale } from "~/i18n/locales";
import { formatDate } from "./format";

/**
 * The phrases per language, written here rather than asked of Intl.RelativeTimeFormat: CLDR has
 * no hours for Yoruba or Igbo, and a browser has no data for pcm, ha, yo or ig at all.
 */
const PHRASES: Record<
  Locale,
  {
    now: string;
    hours: (n: number) => string;
    days: (n: number) => string;
    weeks: (n: number) => string;
  }
> = {
  en: {
    now: "Just now",
    hours: (n) => `${n}h ago`,
    days: (n) => `${n}d ago`,
    weeks: (n) => `${n}w ago`,
  },
  pcm: {
    now: "Just now",
    hours: (n) => `${n} hour${n === 1 ? "" : "s"} don pass`,
    days: (n) => `${n} day${n === 1 ? "" : "s"} don pass`,
    weeks: (n) => `${n} week${n === 1 ? "" : "s"} don pass`,
  },
  ha: {
    now: "Yanzu yanzu",
    hours: (n) => `awa ${n} da suka wuce`,
    days: (n) => `kwana ${n} da suka wuce`,
    weeks: (n) => `mako ${n} da suka wuce`,
  },
  yo: {
    now: "Ní báyìí",
    hours: (n) => `wákàtí ${n} sẹ́yìn`,
    days: (n) => `ọjọ́ ${n} sẹ́yìn`,
    weeks: (n) => `ọ̀sẹ̀ ${n} sẹ́yìn`,
  },
  ig: {
    now: "Ugbu a",
    hours: (n) => `awa ${n} gara aga`,
    days: (n) => `ụbọchị ${n} gara aga`,
    weeks: (n) => `izu ${n} gara aga`,
  },
};

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

/**
 * The age of a notification, in words: under 1 hour "Just now", under 24 hours
 * "Nh ago", under 7 days "Nd ago", under 4 weeks "Nw ago", otherwise the date (Lagos).
 * `now` is passed in (the server's clock, sent with the page) so the label rendered on the server
 * and the one hydrated in the browser are the same. A time slightly in the future (clock skew
 * between database and app) counts as just now.
 */
export function relativeTimeLabel(
  value: Date | string,
  now: Date | string,
  locale: Locale = "en",
): string {
  const say = PHRASES[locale];
  const then = typeof value === "string" ? new Date(value) : value;
  const reference = typeof now === "string" ? new Date(now) : now;
  const elapsed = reference.getTime() - then.getTime();
  if (elapsed < HOUR) return say.now;
  if (elapsed < DAY) return say.hours(Math.floor(elapsed / HOUR));
  if (elapsed < WEEK) return say.days(Math.floor(elapsed / DAY));
  if (elapsed < 4 * WEEK) return say.weeks(Math.floor(elapsed / WEEK));
  return formatDate(then, locale);
}
