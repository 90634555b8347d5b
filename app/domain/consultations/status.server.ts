import { and, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { consultations, user } from "~/db/schema";
import type { CONSULTATION_STATUSES } from "~/domain/catalog/enums";
import { type NotificationType, notify } from "~/domain/notifications/notifications.server";
import { formatDate, formatTimeSlot } from "~/lib/format";
import type { Consultation } from "./consultations.server";

// The shape PostgreSQL accepts for a uuid column; anything else would make the query itself fail.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type ConsultationStatus = (typeof CONSULTATION_STATUSES)[number];

/**
 * Spec 001 §4: an admin may move pending → confirmed, pending → cancelled and confirmed →
 * completed; completed and cancelled are final, and nothing ever goes back to pending. Each target
 * has exactly one status it can be reached from, which lets the change be one conditional UPDATE.
 */
export const CONSULTATION_TRANSITIONS: Readonly<
  Record<ConsultationStatus, readonly ConsultationStatus[]>
> = {
  pending: ["confirmed", "cancelled"],
  confirmed: ["completed"],
  completed: [],
  cancelled: [],
};

/** The status a consultation must be in to move to `to`, or null when nothing leads there. */
function sourceOf(to: ConsultationStatus): ConsultationStatus | null {
  for (const [from, targets] of Object.entries(CONSULTATION_TRANSITIONS)) {
    if (targets.includes(to)) return from as ConsultationStatus;
  }
  return null;
}

export function canChangeConsultationStatus(
  from: ConsultationStatus,
  to: ConsultationStatus,
): boolean {
  return CONSULTATION_TRANSITIONS[from].includes(to);
}

export type ChangeStatusResult =
  | { status: "changed"; from: ConsultationStatus; consultation: Consultation; notified: boolean }
  | { status: "not-found" }
  | { status: "invalid-transition"; from: ConsultationStatus; to: ConsultationStatus }
  | { status: "forbidden" };

/**
 * Changes a consultation's status as an admin (spec 001 §6: admins manage consultations), keeping
 * to the transitions above, setting updated_at, and telling the requester in the app when the
 * booking belongs to an account (topic "system", so their System Notifications choice applies).
 * The e-mail to the requester is the caller's, sent after this returns.
 *
 * The UPDATE only matches a row still in the one status the target can come from, so two admins
 * acting at once cannot both succeed (e.g. confirm and cancel): the second sees the new status and
 * is refused. `actorId` must be an active admin; the admin pages check this too, this is the rule
 * itself.
 */
export async function changeConsultationStatus(
  db: Database,
  { id, to, actorId }: { id: string; to: ConsultationStatus; actorId: string },
): Promise<ChangeStatusResult> {
  return db.transaction(async (tx) => {
    const [actor] = await tx
      .select({ id: user.id })
      .from(user)
      .where(and(eq(user.id, actorId), eq(user.role, "admin"), eq(user.status, "active")))
      .limit(1);
    if (!actor) return { status: "forbidden" } as const;

    // consultations.id is a uuid: anything else is simply not found (and must not reach SQL).
    if (!UUID.test(id)) return { status: "not-found" } as const;

    const from = sourceOf(to);
    if (from) {
      const [changed] = await tx
        .update(consultations)
        .set({ status: to, updatedAt: sql`now()` })
        .where(and(eq(consultations.id, id), eq(consultations.status, from)))
        .returning();
      if (changed) {
        const notified = changed.userId
          ? await notify(tx, { userId: changed.userId, topic: "system", ...statusMessage(changed) })
          : false;
        return { status: "changed", from, consultation: changed, notified } as const;
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

/** " on 15 June 2099 at 2:00 PM", or as much of it as the request gave. */
function when(consultation: Consultation): string {
  const date = consultation.preferredDate ? ` on ${formatDate(consultation.preferredDate)}` : "";
  const time = consultation.preferredTime
    ? ` at ${formatTimeSlot(consultation.preferredTime)}`
    : "";
  return `${date}${time}`;
}

/** What the requester reads in their notifications for each new status. */
export function statusMessage(consultation: Consultation): {
  type: NotificationType;
  title: string;
  message: string;
  link: string;
} {
  const plan = `${consultation.plan} consultation`;
  switch (consultation.status) {
    case "confirmed":
      return {
        type: "success",
        title: "Consultation confirmed",
        message: `Your ${plan}${when(consultation)} is confirmed. Our expert will contact you before the session.`,
        link: "/dashboard",
      };
    case "completed":
      return {
        type: "info",
        title: "Consultation completed",
        message: `Your ${plan} is marked as completed. Thank you for choosing us: book a follow-up whenever you need more advice.`,
        link: "/consultation",
      };
    case "cancelled":
      return {
        type: "warning",
        title: "Consultation cancelled",
        message: `Your ${plan} request${when(consultation)} has been cancelled. Contact us or book again if you still need advice.`,
        link: "/consultation",
      };
    default:
      return {
        type: "info",
        title: "Consultation updated",
        message: `Your ${plan} request is now ${consultation.status}.`,
        link: "/dashboard",
      };
  }
}
