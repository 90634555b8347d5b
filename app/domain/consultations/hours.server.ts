import { and, asc, eq, gte } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { consultantDaysOff, consultantHours, user } from "~/db/schema";
import { type Actor, recordAudit } from "~/domain/admin/audit.server";
import { can } from "~/domain/auth/permissions";
import { todayInLagos } from "~/lib/lagos-date";
import { DEFAULT_SESSION_MINUTES, SESSION_PLANS } from "./hours.constants";
import { DEFAULT_WEEKLY_HOURS, type Weekday } from "./slots";

/** Who may change a consultant's hours: admins (users.manage) for anyone, a consultant their own. */
export function mayEditHours(actor: Pick<Actor, "id" | "role">, consultantId: string): boolean {
  return actor.id === consultantId || can(actor.role, "users.manage");
}

/**
 * A consultant's week (the default, Monday to Friday, every slot, until set) and days off from
 * today on; null when the account is not a consultant.
 */
export async function getConsultantSchedule(db: Database, consultantId: string) {
  const [person] = await db
    .select({
      id: user.id,
      name: user.name,
      isConsultant: user.isConsultant,
      sessionMinutes: user.sessionMinutes,
    })
    .from(user)
    .where(eq(user.id, consultantId))
    .limit(1);
  if (!person?.isConsultant) return null;
  const [rows, daysOff] = await Promise.all([
    db.select().from(consultantHours).where(eq(consultantHours.userId, consultantId)),
    db
      .select({ day: consultantDaysOff.day })
      .from(consultantDaysOff)
      .where(
        and(eq(consultantDaysOff.userId, consultantId), gte(consultantDaysOff.day, todayInLagos())),
      )
      .orderBy(asc(consultantDaysOff.day)),
  ]);
  const week: Partial<Record<Weekday, { from: number; to: number }>> =
    rows.length === 0
      ? DEFAULT_WEEKLY_HOURS
      : Object.fromEntries(rows.map((r) => [r.weekday, { from: r.fromHour, to: r.toHour }]));
  return {
    id: person.id,
    name: person.name,
    week,
    daysOff: daysOff.map((d) => d.day),
    isDefault: rows.length === 0,
    sessionMinutes: Object.fromEntries(
      SESSION_PLANS.map((plan) => [plan, person.sessionMinutes[plan] ?? DEFAULT_SESSION_MINUTES]),
    ) as Record<(typeof SESSION_PLANS)[number], number>,
  };
}

/** Saves the length of each plan's session (audited with the hours). */
export async function saveSessionLengths(
  db: Database,
  actor: Actor,
  consultantId: string,
  minutes: Record<(typeof SESSION_PLANS)[number], number>,
) {
  await db.transaction(async (tx) => {
    await tx.update(user).set({ sessionMinutes: minutes }).where(eq(user.id, consultantId));
    await recordAudit(tx, actor, {
      action: "consultant.hours_changed",
      targetType: "user",
      targetId: consultantId,
      details: {
        sessions: SESSION_PLANS.map((plan) => `${plan}:${minutes[plan]}min`).join(" "),
      },
    });
  });
}

/** How long a booking's session lasts: its consultant's length for its plan, else an hour. */
export async function sessionLength(
  db: Database,
  booking: { consultantId: string | null; plan: (typeof SESSION_PLANS)[number] },
): Promise<number> {
  if (!booking.consultantId) return DEFAULT_SESSION_MINUTES;
  const [row] = await db
    .select({ sessionMinutes: user.sessionMinutes })
    .from(user)
    .where(eq(user.id, booking.consultantId))
    .limit(1);
  return row?.sessionMinutes[booking.plan] ?? DEFAULT_SESSION_MINUTES;
}

/** Replaces the week (audited). Bookings already made keep their hours. */
export async function saveWeeklyHours(
  db: Database,
  actor: Actor,
  consultantId: string,
  week: { weekday: number; fromHour: number; toHour: number }[],
) {
  await db.transaction(async (tx) => {
    await tx.delete(consultantHours).where(eq(consultantHours.userId, consultantId));
    if (week.length > 0) {
      await tx.insert(consultantHours).values(week.map((w) => ({ ...w, userId: consultantId })));
    }
    await recordAudit(tx, actor, {
      action: "consultant.hours_changed",
      targetType: "user",
      targetId: consultantId,
      details: { days: week.map((w) => `${w.weekday}:${w.fromHour}-${w.toHour}`).join(" ") },
    });
  });
}

export async function addDayOff(db: Database, consultantId: string, day: string) {
  await db.insert(consultantDaysOff).values({ userId: consultantId, day }).onConflictDoNothing();
}

export async function removeDayOff(db: Database, consultantId: string, day: string) {
  await db
    .delete(consultantDaysOff)
    .where(and(eq(consultantDaysOff.userId, consultantId), eq(consultantDaysOff.day, day)));
}
