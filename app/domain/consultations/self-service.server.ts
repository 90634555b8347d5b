import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database, Tx } from "~/db/client.server";
import { consultations } from "~/db/schema";
import { spendMessageBudgets } from "~/domain/abuse/message-budgets.server";
import { isUniqueViolation } from "~/domain/learning/enrolments.server";
import {
  consultationChangedStaffEmail,
  consultationMovedEmail,
  consultationSlotText,
  consultationStatusEmail,
} from "~/domain/mail/consultation-status-emails.server";
import { sendBookingMessage } from "~/domain/messaging/booking-messages.server";
import { getSiteSettings } from "~/domain/settings/settings.server";
import { isUuid } from "~/lib/uuid";
import type { Services } from "~/services.server";
import { chooseSlot, releaseLapsedHold, type SlotHold } from "./booking.server";
import { bookingWindow } from "./booking-window.server";
import type { Consultation } from "./consultations.server";
import { sessionLength } from "./hours.server";
import { queueReminders, requesterLocale } from "./requester-mail.server";
import type { SlotTime } from "./slots";

/** A booking the requester can still change: waiting for staff, or confirmed. */
const CHANGEABLE = ["pending", "confirmed"] as const;

/** The booking a link points at, or null (unknown id, or not a uuid at all). */
export async function findBooking(db: Database, id: string): Promise<Consultation | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(consultations).where(eq(consultations.id, id)).limit(1);
  return row ?? null;
}

export type RequesterChange =
  | { status: "cancelled" | "moved"; consultation: Consultation }
  /** Changed since the link was sent (another change raised its version), or no longer open. */
  | { status: "stale" }
  /** The hour asked for is not free (or is the booking's own): the next free ones. */
  | { status: "taken"; next: { date: string; time: SlotTime }[] }
  /** Moved as often as a day allows ("booking-move"): nothing changed; try again after this. */
  | { status: "too-many"; retryAfterSeconds: number };

/** Thrown inside the move's transaction so the move is rolled back with nothing sent. */
class MovesSpent extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super("booking moved too often today");
  }
}

/** The row at exactly the version the link was signed for, still open to change. */
const atVersion = (id: string, sequence: number) =>
  and(
    eq(consultations.id, id),
    eq(consultations.sequence, sequence),
    inArray(consultations.status, [...CHANGEABLE]),
  );

/** Tells the requester (new links; the invite's update) and the team, in `tx`. */
async function mailChange(
  services: Services,
  tx: Tx,
  change: { kind: "moved" | "cancelled"; before: Consultation; after: Consultation },
) {
  const settings = await getSiteSettings(tx);
  const appUrl = services.env.APP_URL;
  const consultation = change.after;
  const locale = await requesterLocale(tx, consultation);
  const links = services.bookingLinks.urlsFor(consultation, locale);
  const sessionMinutes = await sessionLength(tx, consultation);
  const input = { consultation, settings, appUrl, locale, links, sessionMinutes };
  await sendBookingMessage(services, tx, {
    consultation,
    news: change.kind,
    email:
      change.kind === "moved"
        ? consultationMovedEmail(input)
        : consultationStatusEmail({ ...input, from: change.before.status }),
    locale,
    settings,
    links,
  });
  await services.mailer.send(
    consultationChangedStaffEmail({
      consultation,
      settings,
      appUrl,
      change: change.kind,
      previousSlot: consultationSlotText(change.before),
    }),
    { tx },
  );
  if (change.kind === "moved")
    await queueReminders(services, tx, consultation, { settings, locale });
}

/**
 * The requester cancels from their link. Only the version the link was signed for can be
 * cancelled (the UPDATE matches it), so a replayed or outdated link does nothing; the booking's
 * hour is free again at once (the slot index covers live bookings only), its queued reminders
 * become stale, and the requester and the team are told in the same transaction.
 */
export async function cancelByRequester(
  services: Services,
  link: { id: string; sequence: number },
): Promise<RequesterChange> {
  return services.db.transaction(async (tx) => {
    const before = await findBooking(tx, link.id);
    const [after] = await tx
      .update(consultations)
      .set({
        status: "cancelled",
        sequence: sql`${consultations.sequence} + 1`,
        updatedAt: sql`now()`,
      })
      .where(atVersion(link.id, link.sequence))
      .returning();
    if (!before || !after) return { status: "stale" } as const;
    await mailChange(services, tx, { kind: "cancelled", before, after });
    return { status: "cancelled", consultation: after } as const;
  });
}

/**
 * The requester moves their booking to another free hour from their link. With consultants the
 * new hour is held like a new booking (its own consultant first, then any free one; the slot
 * index decides a race); without any, the new date and hour are a wish, as at booking. The
 * status stays (a confirmed booking stays confirmed at its new time), the version is raised.
 */
export async function moveByRequester(
  services: Services,
  link: { id: string; sequence: number },
  slot: { date: string; time: SlotTime },
  now: Date = new Date(),
): Promise<RequesterChange> {
  try {
    return await moveOnce(services, link, slot, now);
  } catch (error) {
    if (error instanceof MovesSpent) {
      return { status: "too-many", retryAfterSeconds: error.retryAfterSeconds } as const;
    }
    throw error;
  }
}

async function moveOnce(
  services: Services,
  link: { id: string; sequence: number },
  slot: { date: string; time: SlotTime },
  now: Date,
): Promise<RequesterChange> {
  return services.db.transaction(async (tx) => {
    const before = await findBooking(tx, link.id);
    if (!before || before.sequence !== link.sequence) return { status: "stale" } as const;
    const window = await bookingWindow(tx, now);
    const choice = await chooseSlot(tx, slot, window);
    const move = async (inner: Database, hold: SlotHold | null) => {
      const [row] = await inner
        .update(consultations)
        .set({
          preferredDate: slot.date,
          preferredTime: slot.time,
          consultantId: hold ? hold.consultantId : before.consultantId,
          startsAt: hold ? hold.startsAt : before.startsAt,
          sequence: sql`${consultations.sequence} + 1`,
          updatedAt: sql`now()`,
        })
        .where(atVersion(link.id, link.sequence))
        .returning();
      return row ?? null;
    };
    let after: Consultation | null = null;
    if (choice.status === "unmanaged") {
      after = await move(tx, null);
    } else if (choice.status === "free") {
      // Their own consultant first, so a move keeps the person they were talking to if free.
      const candidates = [...choice.candidates].sort(
        (a, b) => Number(b === before.consultantId) - Number(a === before.consultantId),
      );
      let taken = true;
      for (const consultantId of candidates) {
        const hold = { consultantId, startsAt: choice.startsAt };
        try {
          after = await tx.transaction(async (inner) => {
            await releaseLapsedHold(inner, hold, choice.now);
            return move(inner, hold);
          });
          taken = false;
          break;
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
        }
      }
      if (taken) {
        const again = await chooseSlot(tx, slot, window);
        return { status: "taken", next: again.status === "taken" ? again.next : [] } as const;
      }
    } else {
      return { status: "taken", next: choice.status === "taken" ? choice.next : [] } as const;
    }
    if (!after) return { status: "stale" } as const;
    // Each move mails the requester and the team and frees and takes a consultant's hour: a day's
    // budget per booking. Only a move made counts; one over budget is rolled back (MovesSpent).
    const budget = await spendMessageBudgets(
      { db: tx, env: services.env },
      [{ kind: "booking-move", subject: before.id }],
      now,
    );
    if (!budget.allowed) throw new MovesSpent(budget.retryAfterSeconds);
    await mailChange(services, tx, { kind: "moved", before, after });
    return { status: "moved", consultation: after } as const;
  });
}
