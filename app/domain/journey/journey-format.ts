import { SITE_TIME_ZONE } from "~/lib/format";

const weekdayDate = new Intl.DateTimeFormat("en-NG", {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: SITE_TIME_ZONE,
});

const clock = new Intl.DateTimeFormat("en-US", {
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
  timeZone: SITE_TIME_ZONE,
});

const toDate = (value: Date | string) => (typeof value === "string" ? new Date(value) : value);

/** "Saturday, 12 December 2026", in Lagos time. */
export function formatEventDay(value: Date | string): string {
  return weekdayDate.format(toDate(value));
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
