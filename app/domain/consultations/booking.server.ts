import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import {
  and,
  asc,
  between,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lte,
  ne,
  or,
  sql,
} from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { consultantDaysOff, consultantHours, consultations, user } from "~/db/schema";
import { DEFAULT_ADMIN_NAME } from "~/domain/admin/users.constants";
import { isUniqueViolation } from "~/domain/learning/enrolments.server";
import { SITE_TIME_ZONE } from "~/lib/format";
import { bookingWindow } from "./booking-window.server";
import {
  type BookingWindow,
  type ConsultantCalendar,
  DEFAULT_WEEKLY_HOURS,
  freeSlots,
  nextFreeSlots,
  type SlotTime,
  slotKey,
  slotStart,
  type Weekday,
  type WorkingHours,
} from "./slots";

/** The slot a booking holds: with whom, and when it starts. */
export type SlotHold = { consultantId: string; startsAt: Date };

/**
 * How long a request from no account, whose number is not confirmed, holds its hour (issue 34):
 * long enough for staff to see it in a working day or for the requester to confirm their number
 * from the text (then it holds until staff act), short enough that a few throwaway addresses
 * cannot empty a consultant's day for more than a morning.
 */
export const UNCONFIRMED_HOLD_HOURS = 4;

/** Until when a new (or moved) request holds its hour: null while it is someone we know. */
export function holdExpiryFor(
  booking: { userId: string | null; phoneConfirmedAt: Date | null },
  now: Date,
): Date | null {
  if (booking.userId || booking.phoneConfirmedAt) return null;
  return new Date(now.getTime() + UNCONFIRMED_HOLD_HOURS * 60 * 60 * 1000);
}

/**
 * A live booking that still holds its hour at `now`: confirmed, or pending with no expiry or one
 * still ahead. A lapsed request stays in staff's list; it just no longer keeps others out.
 */
export function holdsItsHour(now: Date) {
  return or(
    eq(consultations.status, "confirmed"),
    and(
      eq(consultations.status, "pending"),
      or(isNull(consultations.holdExpiresAt), gt(consultations.holdExpiresAt, now)),
    ),
  );
}

/**
 * Lets go of a lapsed request on `hold` before another booking takes that hour: the unique index
 * cannot know the time, so the lapsed row gives up its start (its wished date and hour stay, as
 * for a request made before consultants existed, and staff still see it). Runs in the taker's
 * transaction, so a rollback keeps the old hold.
 */
export async function releaseLapsedHold(tx: Database, hold: SlotHold, now: Date): Promise<void> {
  await tx
    .update(consultations)
    .set({ startsAt: null, updatedAt: sql`now()` })
    .where(
      and(
        eq(consultations.consultantId, hold.consultantId),
        eq(consultations.startsAt, hold.startsAt),
        eq(consultations.status, "pending"),
        lte(consultations.holdExpiresAt, now),
      ),
    );
}

/** "2026-12-02T14:00" for a slot's start, in Lagos. */
function keyOf(startsAt: Date): string {
  const lagos = new TZDate(startsAt, SITE_TIME_ZONE);
  return slotKey(format(lagos, "yyyy-MM-dd"), format(lagos, "HH:00"));
}

/**
 * The active consultants, in name order (the first free one takes an "Any consultant" booking).
 * An account still named DEFAULT_ADMIN_NAME is a role, not a person: it is never offered.
 */
export async function listConsultants(db: Database) {
  return db
    .select({ id: user.id, name: user.name })
    .from(user)
    .where(
      and(
        eq(user.isConsultant, true),
        eq(user.status, "active"),
        ne(sql`lower(${user.name})`, DEFAULT_ADMIN_NAME.toLowerCase()),
      ),
    )
    .orderBy(asc(user.name), asc(user.id));
}

/**
 * Every active consultant's calendar from `from` to `to` (Lagos dates): weekly hours (Monday to
 * Friday, every slot, when none are set), days off, and the slots held at `now` by pending or
 * confirmed bookings (holdsItsHour). Four queries, whatever the number of consultants.
 */
export async function loadCalendars(
  db: Database,
  range: { from: string; to: string },
  /** Only this consultant's calendar (the person the requester chose), if given. */
  consultantId: string | null | undefined,
  now: Date,
): Promise<ConsultantCalendar[]> {
  const everyone = await listConsultants(db);
  const people = consultantId ? everyone.filter((p) => p.id === consultantId) : everyone;
  if (people.length === 0) return [];
  const ids = people.map((p) => p.id);
  const [hours, daysOff, held] = await Promise.all([
    db.select().from(consultantHours).where(inArray(consultantHours.userId, ids)),
    db
      .select()
      .from(consultantDaysOff)
      .where(
        and(
          inArray(consultantDaysOff.userId, ids),
          between(consultantDaysOff.day, range.from, range.to),
        ),
      ),
    db
      .select({ consultantId: consultations.consultantId, startsAt: consultations.startsAt })
      .from(consultations)
      .where(
        and(
          inArray(consultations.consultantId, ids),
          holdsItsHour(now),
          isNotNull(consultations.startsAt),
          between(
            consultations.startsAt,
            slotStart(range.from, "00:00"),
            slotStart(range.to, "23:00"),
          ),
        ),
      ),
  ]);
  return people.map((person) => {
    const own = hours.filter((h) => h.userId === person.id);
    const weeklyHours: Partial<Record<Weekday, WorkingHours>> =
      own.length === 0
        ? DEFAULT_WEEKLY_HOURS
        : Object.fromEntries(
            own.map((h) => [h.weekday as Weekday, { from: h.fromHour, to: h.toHour }]),
          );
    return {
      id: person.id,
      weeklyHours,
      daysOff: new Set(daysOff.filter((d) => d.userId === person.id).map((d) => d.day)),
      booked: new Set(
        held
          .filter((b) => b.consultantId === person.id && b.startsAt)
          .map((b) => keyOf(b.startsAt as Date)),
      ),
    };
  });
}

export type SlotChoice =
  /** The site has no consultants: the preferred date and time are a wish, as before. */
  | { status: "unmanaged" }
  /** The consultant asked for does not (or no longer does) take consultations. */
  | { status: "unknown-consultant" }
  /** `now`: the clock it was chosen by, which also decides which holds have lapsed. */
  | { status: "free"; candidates: string[]; startsAt: Date; now: Date }
  /** Taken (or never free): the next free slots to offer instead. */
  | { status: "taken"; next: { date: string; time: SlotTime }[] };

/**
 * Who could take `date` at `time` now, in the order they are tried: everyone free then ("Any
 * consultant"), or only the consultant asked for.
 */
export async function chooseSlot(
  db: Database,
  slot: { date: string; time: SlotTime },
  window: BookingWindow,
  consultantId?: string | null,
): Promise<SlotChoice> {
  const horizonEnd = slotStart(slot.date, "12:00").getTime() + window.horizonDays * 86_400_000;
  const to = new Date(horizonEnd).toISOString().slice(0, 10);
  const calendars = await loadCalendars(db, { from: slot.date, to }, consultantId, window.now);
  if (calendars.length === 0) {
    return consultantId ? { status: "unknown-consultant" } : { status: "unmanaged" };
  }
  const free = freeSlots(slot.date, calendars, window).find((s) => s.time === slot.time);
  if (free) {
    return {
      status: "free",
      candidates: free.consultantIds,
      startsAt: slotStart(slot.date, slot.time),
      now: window.now,
    };
  }
  return { status: "taken", next: nextFreeSlots(slot.date, calendars, window) };
}

/**
 * Inserts a booking holding a consultant's slot, trying each free consultant in turn: the
 * database's unique index on (consultant, start) of live bookings decides a race, so two requests
 * for one hour never both hold it. `insert` runs in a savepoint per try, after a lapsed request on
 * that hour lets go of it. Returns null when every candidate was taken meanwhile.
 */
export async function holdSlot<T>(
  db: Database,
  choice: Extract<SlotChoice, { status: "free" }>,
  insert: (tx: Database, hold: SlotHold) => Promise<T>,
): Promise<T | null> {
  for (const consultantId of choice.candidates) {
    try {
      const hold = { consultantId, startsAt: choice.startsAt };
      return await db.transaction(async (tx) => {
        await releaseLapsedHold(tx, hold, choice.now);
        return insert(tx, hold);
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  return null;
}

export type FreeTimes = {
  date: string | null;
  times: SlotTime[];
  /** Whom the requester may choose ("Any consultant" is the default). */
  consultants: { id: string; name: string }[];
};

/**
 * What the booking form offers for `date`: null when the site has no consultants (the date and
 * time are a wish, as before); else the consultants and the free hours that day, of the one
 * chosen or of anyone (none before a date is chosen).
 */
export async function freeTimesOn(
  db: Database,
  date: string | null,
  options: { consultantId?: string | null; now?: Date } = {},
): Promise<FreeTimes | null> {
  const consultants = await listConsultants(db);
  if (consultants.length === 0) return null;
  if (!date) return { date: null, times: [], consultants };
  const chosen = consultants.some((c) => c.id === options.consultantId)
    ? options.consultantId
    : null;
  const window = await bookingWindow(db, options.now);
  const calendars = await loadCalendars(db, { from: date, to: date }, chosen, window.now);
  return { date, times: freeSlots(date, calendars, window).map((s) => s.time), consultants };
}
