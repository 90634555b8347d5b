import { z } from "zod";

// The consulting-hours page's two forms: the week (a start and end hour per weekday, or none)
// and a day off. Checked by its action; the messages are translated by the page.

/** Weekdays in the order the page lists them: Monday first, Sunday last. */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;
/** Start hours offered (the form's slots start 9:00 AM to 5:00 PM) and end hours. */
export const START_HOURS = [9, 10, 11, 12, 13, 14, 15, 16, 17] as const;
export const END_HOURS = [10, 11, 12, 13, 14, 15, 16, 17, 18] as const;

export const HOURS_MESSAGES = {
  range: "The day must end after it starts.",
  hour: "Please choose one of the listed hours.",
  day: "Please enter a date from today on.",
} as const;

const hour = (allowed: readonly number[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (!value) return null;
      const n = Number(value);
      if (!allowed.includes(n)) {
        ctx.addIssue({ code: "custom", message: HOURS_MESSAGES.hour });
        return z.NEVER;
      }
      return n;
    });

/** from1/to1 (Monday) … from0/to0 (Sunday): both empty for a day not worked. */
export const weeklyHoursSchema = z
  .object(
    Object.fromEntries(
      WEEK_ORDER.flatMap((day) => [
        [`from${day}`, hour(START_HOURS)],
        [`to${day}`, hour(END_HOURS)],
      ]),
    ) as Record<string, ReturnType<typeof hour>>,
  )
  .superRefine((values, ctx) => {
    for (const day of WEEK_ORDER) {
      const from = values[`from${day}`] ?? null;
      const to = values[`to${day}`] ?? null;
      if ((from === null) !== (to === null) || (from !== null && to !== null && from >= to)) {
        ctx.addIssue({ code: "custom", path: [`to${day}`], message: HOURS_MESSAGES.range });
      }
    }
  });

export const dayOffSchema = z.object({
  day: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: HOURS_MESSAGES.day }),
});

/** The week as stored: one row per worked weekday. */
export function weekFrom(values: Record<string, number | null>) {
  return WEEK_ORDER.flatMap((weekday) => {
    const fromHour = values[`from${weekday}`];
    const toHour = values[`to${weekday}`];
    return fromHour != null && toHour != null ? [{ weekday, fromHour, toHour }] : [];
  });
}
