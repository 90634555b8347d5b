import { TZDate } from "@date-fns/tz";
import { CONSULTATION_TIMES } from "~/db/schema/enums";
import { SITE_TIME_ZONE } from "~/lib/format";
import { todayInLagos } from "~/lib/lagos-date";

// Which hourly slots of a day a consultation can still be booked in, and with whom. Pure: the
// clock, the consultants' hours, days off and bookings are passed in, so tests set them all.

export type SlotTime = (typeof CONSULTATION_TIMES)[number];

/** A weekday's working hours as whole hours in Lagos time: slots start at `from` … `to - 1`. */
export type WorkingHours = { from: number; to: number };

/** Days as JavaScript counts them: 0 is Sunday. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export type ConsultantCalendar = {
  id: string;
  /** A weekday missing here is not worked. */
  weeklyHours: Partial<Record<Weekday, WorkingHours>>;
  /** Dates (YYYY-MM-DD, Lagos) not worked. */
  daysOff: ReadonlySet<string>;
  /** Slots already held by a pending or confirmed booking, as slotKey(date, time). */
  booked: ReadonlySet<string>;
};

/** The booking rules: when a slot may be booked, relative to now. */
export type BookingWindow = {
  now: Date;
  /** A slot must start at least this many hours after now. */
  noticeHours: number;
  /** And on a date at most this many days after today (Lagos). */
  horizonDays: number;
};

/** Monday to Friday, every slot of the form (9:00 AM to 5:00 PM): hours not yet set. */
export const DEFAULT_WEEKLY_HOURS: Readonly<Partial<Record<Weekday, WorkingHours>>> = {
  1: { from: 9, to: 18 },
  2: { from: 9, to: 18 },
  3: { from: 9, to: 18 },
  4: { from: 9, to: 18 },
  5: { from: 9, to: 18 },
};

/** "2026-12-01" + "14:00" → one key per consultant's hour. */
export function slotKey(date: string, time: string): string {
  return `${date}T${time}`;
}

/** The moment a slot starts: its date and hour in Lagos. */
export function slotStart(date: string, time: string): Date {
  const [year, month, day] = date.split("-").map(Number);
  const hour = Number(time.slice(0, 2));
  return new Date(
    new TZDate(year ?? 0, (month ?? 1) - 1, day ?? 1, hour, 0, 0, SITE_TIME_ZONE).getTime(),
  );
}

/** The weekday of a Lagos date. */
export function weekdayOf(date: string): Weekday {
  return slotStart(date, "12:00").getUTCDay() as Weekday;
}

/** The last date a booking may be made for, counted from today in Lagos. */
export function lastBookableDate(window: BookingWindow): string {
  const today = slotStart(todayInLagos(window.now), "12:00");
  return todayInLagos(new Date(today.getTime() + window.horizonDays * 24 * 60 * 60 * 1000));
}

/**
 * The free slots of `date`: each hour of the spec's list (9:00 AM to 5:00 PM) that starts after
 * the notice, on a date within the horizon, inside a consultant's hours, not on their day off and
 * not already booked, with the consultants free then (in the order given: the first takes the
 * booking when the learner chose "Any consultant").
 */
export function freeSlots(
  date: string,
  consultants: readonly ConsultantCalendar[],
  window: BookingWindow,
): { time: SlotTime; consultantIds: string[] }[] {
  if (date < todayInLagos(window.now) || date > lastBookableDate(window)) return [];
  const earliest = window.now.getTime() + window.noticeHours * 60 * 60 * 1000;
  const weekday = weekdayOf(date);
  const out: { time: SlotTime; consultantIds: string[] }[] = [];
  for (const time of CONSULTATION_TIMES) {
    if (slotStart(date, time).getTime() < earliest) continue;
    const hour = Number(time.slice(0, 2));
    const free = consultants.filter((c) => {
      const hours = c.weeklyHours[weekday];
      return (
        hours !== undefined &&
        hour >= hours.from &&
        hour < hours.to &&
        !c.daysOff.has(date) &&
        !c.booked.has(slotKey(date, time))
      );
    });
    if (free.length > 0) out.push({ time, consultantIds: free.map((c) => c.id) });
  }
  return out;
}

/**
 * The next free slots from `date` on (at most `limit`), for the message that follows a slot taken
 * meanwhile.
 */
export function nextFreeSlots(
  date: string,
  consultants: readonly ConsultantCalendar[],
  window: BookingWindow,
  limit = 3,
): { date: string; time: SlotTime }[] {
  const out: { date: string; time: SlotTime }[] = [];
  const last = lastBookableDate(window);
  let day = date < todayInLagos(window.now) ? todayInLagos(window.now) : date;
  while (day <= last && out.length < limit) {
    for (const slot of freeSlots(day, consultants, window)) {
      if (out.length < limit) out.push({ date: day, time: slot.time });
    }
    day = todayInLagos(new Date(slotStart(day, "12:00").getTime() + 24 * 60 * 60 * 1000));
  }
  return out;
}
