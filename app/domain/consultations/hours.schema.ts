import { z } from "zod";
import {
  END_HOURS,
  HOURS_MESSAGES,
  SESSION_MINUTES,
  type SESSION_PLANS,
  START_HOURS,
  WEEK_ORDER,
} from "./hours.constants";

export * from "./hours.constants";

// The consulting-hours page's two forms: the week (a start and end hour per weekday, or none)
// and a day off. Checked by its action; the messages are translated by the page.

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

/** minutesBeginner, minutesIntermediate, minutesAdvanced: one of the listed lengths each. */
const sessionMinutes = z.coerce
  .number({ error: HOURS_MESSAGES.minutes })
  .refine((n) => (SESSION_MINUTES as readonly number[]).includes(n), HOURS_MESSAGES.minutes);

/** minutesBeginner, minutesIntermediate, minutesAdvanced: one of the listed lengths each. */
export const sessionLengthsSchema = z.object({
  minutesBeginner: sessionMinutes,
  minutesIntermediate: sessionMinutes,
  minutesAdvanced: sessionMinutes,
} satisfies Record<`minutes${(typeof SESSION_PLANS)[number]}`, unknown>);

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
