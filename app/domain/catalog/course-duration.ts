// A course's length as a number and a unit ("3 weeks" is 3, "weeks"), so each page writes it in
// its own language; staff type it as before ("2 hours", "3 weeks") and the server reads it.

import { DURATION_UNITS, type DurationUnit } from "~/db/schema/enums";

export { DURATION_UNITS, type DurationUnit };

export type CourseDuration = { amount: number; unit: DurationUnit };

/** The longest course length taken, in any unit (999 hours, days, weeks or months). */
export const DURATION_AMOUNT_MAX = 999;

const UNIT_WORDS: Record<string, DurationUnit> = {
  h: "hours",
  hr: "hours",
  hrs: "hours",
  hour: "hours",
  hours: "hours",
  d: "days",
  day: "days",
  days: "days",
  w: "weeks",
  wk: "weeks",
  wks: "weeks",
  week: "weeks",
  weeks: "weeks",
  mo: "months",
  month: "months",
  months: "months",
};

/** "3 weeks", "2 hrs", "10 days", "1 month" as a duration; null for anything else. */
export function parseCourseDuration(text: string): CourseDuration | null {
  const match = /^(\d{1,3})\s*([a-z]+)\.?$/i.exec(text.trim());
  if (!match) return null;
  const amount = Number(match[1]);
  const unit = UNIT_WORDS[(match[2] ?? "").toLowerCase()];
  if (!unit || amount < 1 || amount > DURATION_AMOUNT_MAX) return null;
  return { amount, unit };
}

/** The English words of a duration ("1 week", "3 weeks"): what the `duration` column keeps. */
export function englishDuration({ amount, unit }: CourseDuration): string {
  return `${amount} ${amount === 1 ? unit.slice(0, -1) : unit}`;
}

/** A stored pair as a duration, or null when the course has none (its text is shown as it is). */
export function courseDurationOf(row: {
  durationAmount: number | null;
  durationUnit: string | null;
}): CourseDuration | null {
  const unit = DURATION_UNITS.find((u) => u === row.durationUnit);
  return row.durationAmount !== null && unit ? { amount: row.durationAmount, unit } : null;
}
