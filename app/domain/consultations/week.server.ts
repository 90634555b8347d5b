import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { and, asc, eq, gte, inArray, lt } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { consultantHours, consultations, user } from "~/db/schema";
import { SITE_TIME_ZONE } from "~/lib/format";
import { todayInLagos } from "~/lib/lagos-date";
import { listConsultants } from "./booking.server";
import { DEFAULT_WEEKLY_HOURS, slotStart } from "./slots";
import type { ConsultationStatus } from "./transitions";

// The admin week view: every consultant's booked hours from Monday to Sunday (Lagos dates).
// Bookings made before consultants existed hold no hour (startsAt is null) and are not shown here;
// the Consultations list still has them.

/** The statuses a week shows: a cancelled booking no longer holds its hour. */
export const WEEK_STATUSES = [
  "pending",
  "confirmed",
  "completed",
] as const satisfies readonly ConsultationStatus[];

/**
 * At most this many bookings in one week (9 slots × 7 days × many consultants, and completed ones
 * beside them): past it the page says it shows only the first ones, rather than growing unbounded.
 */
export const WEEK_BOOKING_LIMIT = 1000;

/** Dates the week view accepts: any in these years (a booking can only be near today anyway). */
const FIRST_YEAR = 2000;
const LAST_YEAR = 2999;

const DAY_MS = 86_400_000;

/** "2026-12-01" → its UTC midnight, the calendar arithmetic below counts whole days from it. */
function utcDay(date: string): number {
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  return Date.UTC(year, month - 1, day);
}

function isoOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** A calendar date (YYYY-MM-DD) that exists, within the accepted years; anything else is null. */
export function parseIsoDate(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  if (year < FIRST_YEAR || year > LAST_YEAR) return null;
  // 2026-02-30 rolls over to 2026-03-02: not a date.
  return isoOf(utcDay(value)) === value ? value : null;
}

/** A date `days` days after `date` (before it when negative). */
export function addDays(date: string, days: number): string {
  return isoOf(utcDay(date) + days * DAY_MS);
}

/** The Monday of the week holding `date` (weeks run Monday to Sunday). */
export function mondayOf(date: string): string {
  const weekday = new Date(utcDay(date)).getUTCDay(); // 0 is Sunday
  return addDays(date, -((weekday + 6) % 7));
}

export type WeekDates = {
  /** The Monday shown. */
  monday: string;
  /** Monday to Sunday. */
  days: string[];
  /** The Mondays of the weeks before and after. */
  previous: string;
  next: string;
  /** The Monday of the week holding today (Lagos). */
  current: string;
};

/**
 * The week asked for in `?week=` (any date in it): a missing or unreadable value is this week in
 * Lagos. Never throws.
 */
export function weekOf(asked: unknown, now: Date = new Date()): WeekDates {
  const current = mondayOf(todayInLagos(now));
  const date = parseIsoDate(asked);
  const monday = date ? mondayOf(date) : current;
  return {
    monday,
    days: Array.from({ length: 7 }, (_, i) => addDays(monday, i)),
    previous: addDays(monday, -7),
    next: addDays(monday, 7),
    current,
  };
}

/** A consultant's column, or (id null) the bookings nobody holds: the page says "Unassigned". */
export type WeekColumn = { id: string | null; name: string | null };

export type WeekBooking = {
  id: string;
  /** The requester. */
  name: string;
  plan: string;
  status: (typeof WEEK_STATUSES)[number];
  /** The slot, in Lagos: YYYY-MM-DD and "HH:00". */
  date: string;
  time: string;
  consultantId: string | null;
};

export type Week = WeekDates & {
  /**
   * The days drawn, Monday first: those a consultant works (their weekly hours, Monday to Friday
   * when none are set) or that hold a booking. A weekend nobody works and nobody booked is left
   * out rather than drawn as two empty columns.
   */
  shownDays: string[];
  /**
   * When this week holds no booking: the Monday of the next week that does (null when none
   * does), so an empty week points at the bookings to come.
   */
  nextBookedWeek: string | null;
  columns: WeekColumn[];
  /** Oldest first, then by requester's name. */
  bookings: WeekBooking[];
  /** More than WEEK_BOOKING_LIMIT bookings: only the first are listed. */
  truncated: boolean;
};

/**
 * The week holding `asked` (any date, or anything: see weekOf): its dates, the active consultants
 * in name order (then any other consultant holding an hour that week, e.g. one no longer taking
 * consultations) and an Unassigned column last, and the week's pending, confirmed and completed
 * bookings. Three queries: the consultants, their weekly hours and the week's bookings (bounded
 * by the week's start and end, on consultations_starts_idx); an empty week adds a fourth, the
 * first booking after it.
 */
export async function loadWeek(
  db: Database,
  asked: unknown,
  now: Date = new Date(),
): Promise<Week> {
  const dates = weekOf(asked, now);
  const from = slotStart(dates.monday, "00:00");
  const to = slotStart(dates.next, "00:00");
  const [people, hours, rows] = await Promise.all([
    listConsultants(db),
    // Seven rows at most per consultant: all of them, the active consultants' kept below.
    db
      .select({ userId: consultantHours.userId, weekday: consultantHours.weekday })
      .from(consultantHours),
    db
      .select({
        id: consultations.id,
        name: consultations.name,
        plan: consultations.plan,
        status: consultations.status,
        startsAt: consultations.startsAt,
        consultantId: consultations.consultantId,
        consultantName: user.name,
      })
      .from(consultations)
      .leftJoin(user, eq(user.id, consultations.consultantId))
      .where(
        and(
          inArray(consultations.status, [...WEEK_STATUSES]),
          gte(consultations.startsAt, from),
          lt(consultations.startsAt, to),
        ),
      )
      .orderBy(asc(consultations.startsAt), asc(consultations.name), asc(consultations.id))
      .limit(WEEK_BOOKING_LIMIT + 1),
  ]);
  const listed = rows.slice(0, WEEK_BOOKING_LIMIT);

  const columns: WeekColumn[] = people.map((p) => ({ id: p.id, name: p.name }));
  const known = new Set(people.map((p) => p.id));
  const others = new Map<string, string>();
  for (const row of listed) {
    if (row.consultantId && !known.has(row.consultantId))
      others.set(row.consultantId, row.consultantName ?? "");
  }
  columns.push(
    ...[...others]
      .map(([id, name]) => ({ id, name }))
      .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id)),
    { id: null, name: null },
  );

  const bookings = listed.map((row): WeekBooking => {
    const lagos = new TZDate(row.startsAt as Date, SITE_TIME_ZONE);
    return {
      id: row.id,
      name: row.name,
      plan: row.plan,
      status: row.status as WeekBooking["status"],
      date: format(lagos, "yyyy-MM-dd"),
      time: format(lagos, "HH:00"),
      consultantId: row.consultantId,
    };
  });

  // The weekdays someone works (0 Sunday … 6 Saturday); a consultant without hours set works the
  // default week, as the booking form offers.
  const worked = new Set<number>();
  for (const person of people) {
    const own = hours.filter((h) => h.userId === person.id);
    const days = own.length > 0 ? own.map((h) => h.weekday) : Object.keys(DEFAULT_WEEKLY_HOURS);
    for (const day of days) worked.add(Number(day));
  }
  const booked = new Set(bookings.map((b) => b.date));
  const shownDays = dates.days.filter(
    (day) => booked.has(day) || worked.has(new Date(utcDay(day)).getUTCDay()),
  );

  return {
    ...dates,
    shownDays,
    nextBookedWeek: bookings.length === 0 ? await nextBookedWeek(db, to) : null,
    columns,
    truncated: rows.length > WEEK_BOOKING_LIMIT,
    bookings,
  };
}

/** The Monday (Lagos) of the first shown booking at or after `after`; null when there is none. */
async function nextBookedWeek(db: Database, after: Date): Promise<string | null> {
  const [first] = await db
    .select({ startsAt: consultations.startsAt })
    .from(consultations)
    .where(
      and(inArray(consultations.status, [...WEEK_STATUSES]), gte(consultations.startsAt, after)),
    )
    .orderBy(asc(consultations.startsAt))
    .limit(1);
  if (!first?.startsAt) return null;
  return mondayOf(format(new TZDate(first.startsAt, SITE_TIME_ZONE), "yyyy-MM-dd"));
}
