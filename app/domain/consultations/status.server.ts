import { and, eq, sql } from "drizzle-orm";
import type { Database, Tx } from "~/db/client.server";
import { consultations, user } from "~/db/schema";
import { type Actor, recordAudit } from "~/domain/admin/audit.server";
import { can } from "~/domain/auth/permissions";
import {
  type Notice,
  type NotificationType,
  notify,
} from "~/domain/notifications/notifications.server";
import { chooseSlot, holdSlot } from "./booking.server";
import { bookingWindow } from "./booking-window.server";
import type { Consultation } from "./consultations.server";
import type { SlotTime } from "./slots";
import { CONSULTATION_TRANSITIONS, type ConsultationStatus } from "./transitions";

// The shape PostgreSQL accepts for a uuid column; anything else would make the query itself fail.

export {
  CONSULTATION_TRANSITIONS,
  type ConsultationStatus,
  canChangeConsultationStatus,
} from "./transitions";

import { isUuid } from "~/lib/uuid";

/** The status a consultation must be in to move to `to`, or null when nothing leads there. */
function sourceOf(to: ConsultationStatus): ConsultationStatus | null {
  for (const [from, targets] of Object.entries(CONSULTATION_TRANSITIONS)) {
    if (targets.includes(to)) return from as ConsultationStatus;
  }
  return null;
}

export type ChangeStatusResult =
  | {
      status: "changed";
      from: ConsultationStatus;
      consultation: Consultation;
      /** Whether the in-app notification was stored (an account that wants system notices). */
      notified: boolean;
      /**
       * Whether the requester should also get the e-mail: always for a visitor without an
       * account, otherwise as their System Notifications preference says.
       */
      emailWanted: boolean;
    }
  | { status: "not-found" }
  | { status: "invalid-transition"; from: ConsultationStatus; to: ConsultationStatus }
  | { status: "forbidden" };

/** The active account behind `actorId` when it may manage consultations, or null. */
async function consultationManager(db: Database, actorId: string): Promise<Actor | null> {
  const [actor] = await db
    .select({ id: user.id, name: user.name, email: user.email, role: user.role })
    .from(user)
    .where(and(eq(user.id, actorId), eq(user.status, "active")))
    .limit(1);
  return actor && can(actor.role, "consultations.manage") ? actor : null;
}

/**
 * Changes a consultation's status as staff holding consultations.manage (admins and moderators),
 * keeping to the transitions above, setting updated_at, recording the change in the
 * audit log and telling the requester in the app when the booking belongs to an account (topic
 * "system", so their System Notifications choice applies). The e-mail to the requester is the
 * caller's, sent after this returns (after the commit), as `emailWanted` says.
 *
 * The UPDATE only matches a row still in the one status the target can come from, so two staff
 * acting at once cannot both succeed (e.g. confirm and cancel): the second sees the new status and
 * is refused. The actor's permission is read from the database here, whatever the page checked.
 */
export async function changeConsultationStatus(
  db: Database,
  { id, to, actorId }: { id: string; to: ConsultationStatus; actorId: string },
  /** Runs in the same transaction when the requester is to be e-mailed (the outbox message). */
  onEmailWanted?: (tx: Tx, changed: Consultation, from: ConsultationStatus) => Promise<void>,
): Promise<ChangeStatusResult> {
  return db.transaction(async (tx) => {
    const actor = await consultationManager(tx, actorId);
    if (!actor) return { status: "forbidden" } as const;

    // consultations.id is a uuid: anything else is simply not found (and must not reach SQL).
    if (!isUuid(id)) return { status: "not-found" } as const;

    const from = sourceOf(to);
    if (from) {
      const [changed] = await tx
        .update(consultations)
        // Every change is a new version: the invite's SEQUENCE, and the requester's old links and
        // queued reminders no longer apply.
        .set({ status: to, updatedAt: sql`now()`, sequence: sql`${consultations.sequence} + 1` })
        .where(and(eq(consultations.id, id), eq(consultations.status, from)))
        .returning();
      if (changed && to === "confirmed")
        Object.assign(changed, await assignConsultant(tx, changed));
      if (changed) {
        const notified = changed.userId
          ? await notify(tx, { userId: changed.userId, topic: "system", ...statusMessage(changed) })
          : false;
        await recordAudit(tx, actor, {
          action: "consultation.status_changed",
          targetType: "consultation",
          targetId: changed.id,
          targetLabel: `${changed.plan} – ${changed.name} <${changed.email}>`,
          details: { from, to },
        });
        // notify() stores nothing only when the account switched system notices off.
        const emailWanted = changed.userId ? notified : true;
        if (emailWanted) await onEmailWanted?.(tx, changed, from);
        return {
          status: "changed",
          from,
          consultation: changed,
          notified,
          emailWanted,
        } as const;
      }
    }

    const [current] = await tx
      .select({ status: consultations.status })
      .from(consultations)
      .where(eq(consultations.id, id))
      .limit(1);
    if (!current) return { status: "not-found" } as const;
    return { status: "invalid-transition", from: current.status, to } as const;
  });
}

/**
 * Confirming an older request (one made before the site had consultants) gives it the first
 * consultant free at its preferred hour, if any; without one it is confirmed as before. So does a
 * request whose hold lapsed and was taken by another booking (it has a consultant but no start
 * any more): its own consultant first if still free. Staff may confirm inside the notice a
 * learner must give, so none applies here.
 */
async function assignConsultant(
  tx: Tx,
  row: Consultation,
): Promise<Pick<Consultation, "consultantId" | "startsAt">> {
  const kept = { consultantId: row.consultantId, startsAt: row.startsAt };
  const released = row.consultantId !== null && row.startsAt === null && row.holdExpiresAt !== null;
  if ((row.consultantId && !released) || !row.preferredDate || !row.preferredTime) return kept;
  const found = await chooseSlot(
    tx,
    { date: row.preferredDate, time: row.preferredTime as SlotTime },
    { ...(await bookingWindow(tx)), noticeHours: 0 },
  );
  if (found.status !== "free") return kept;
  const choice = {
    ...found,
    candidates: [...found.candidates].sort(
      (a, b) => Number(b === row.consultantId) - Number(a === row.consultantId),
    ),
  };
  const held = await holdSlot(tx, choice, async (inner, hold) => {
    await inner
      .update(consultations)
      .set({ consultantId: hold.consultantId, startsAt: hold.startsAt })
      .where(eq(consultations.id, row.id));
    return hold;
  });
  return held ?? kept;
}

export type DeleteConsultationResult =
  | { status: "deleted" }
  | { status: "not-found" | "forbidden" };

/** Deletes a consultation in any status, with its audit entry in the same transaction. */
export async function deleteConsultation(
  db: Database,
  { id, actorId }: { id: string; actorId: string },
): Promise<DeleteConsultationResult> {
  return db.transaction(async (tx) => {
    const actor = await consultationManager(tx, actorId);
    if (!actor) return { status: "forbidden" } as const;
    if (!isUuid(id)) return { status: "not-found" } as const;
    const [deleted] = await tx.delete(consultations).where(eq(consultations.id, id)).returning();
    if (!deleted) return { status: "not-found" } as const;
    await recordAudit(tx, actor, {
      action: "consultation.deleted",
      targetType: "consultation",
      targetId: deleted.id,
      targetLabel: `${deleted.plan} – ${deleted.name} <${deleted.email}>`,
      details: {
        status: deleted.status,
        preferredDate: deleted.preferredDate,
        createdAt: deleted.createdAt.toISOString(),
      },
    });
    return { status: "deleted" } as const;
  });
}

/** What the requester reads in their notifications for each new status (in their language). */
export function statusMessage(consultation: Consultation): {
  type: NotificationType;
  notice: Notice;
  link: string;
} {
  const plan = consultation.plan;
  const slot = { plan, date: consultation.preferredDate, time: consultation.preferredTime };
  switch (consultation.status) {
    case "confirmed":
      return {
        type: "success",
        notice: { key: "consultationConfirmed", ...slot },
        link: "/dashboard",
      };
    case "completed":
      return {
        type: "info",
        notice: { key: "consultationCompleted", plan },
        link: "/consultation",
      };
    case "cancelled":
      return {
        type: "warning",
        notice: { key: "consultationCancelled", ...slot },
        link: "/consultation",
      };
    default:
      return {
        type: "info",
        notice: { key: "consultationUpdated", plan, status: consultation.status },
        link: "/dashboard",
      };
  }
}
