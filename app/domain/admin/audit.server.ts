import { count, desc } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { auditLog } from "~/db/schema";
import type { AuditAction } from "~/domain/admin/audit-format";
import type { SessionUser } from "~/domain/auth/session.server";

/**
 * Who does something on the staff side: the signed-in user (a SessionUser is one, so a route
 * passes its user as it is). Their role decides what they may do.
 */
export type Actor = Pick<SessionUser, "id" | "name" | "email" | "role">;
/** What the audit log records of an actor; any Actor is one, no conversion needed. */
export type AuditActor = Pick<Actor, "id" | "name" | "email">;

/** What changed, in words an admin reading the log understands at a glance. */
export type AuditEntryInput = {
  /** One of AUDIT_ACTIONS: "user.role_changed", "course.deleted"… */
  action: AuditAction;
  targetType:
    | "user"
    | "course"
    | "lesson"
    | "content"
    | "story"
    | "consultation"
    | "message"
    | "settings"
    | "stats"
    | "upload"
    | "payment"
    | "coupon"
    | "quiz";
  targetId?: string | null;
  /** A readable name of the target (user's e-mail, course title…), kept if the row goes. */
  targetLabel?: string | null;
  /** Before/after values and the like; never passwords or tokens. */
  details?: Record<string, unknown>;
};

/**
 * Records one admin action. Pass the transaction that made the change, so the entry exists
 * exactly when the change does.
 */
export async function recordAudit(db: Database, actor: AuditActor, entry: AuditEntryInput) {
  await db.insert(auditLog).values({
    actorId: actor.id,
    actorName: actor.name,
    actorEmail: actor.email,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId ?? null,
    targetLabel: entry.targetLabel ?? null,
    details: entry.details ?? {},
  });
}

export const AUDIT_PAGE_SIZE = 50;

/** The log newest first, a page at a time (page 1 is the newest). */
export async function listAuditEntries(db: Database, { page = 1 }: { page?: number } = {}) {
  const offset = (Math.max(1, page) - 1) * AUDIT_PAGE_SIZE;
  const [entries, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset(offset),
    db.select({ n: count() }).from(auditLog),
  ]);
  return { entries, total: total?.n ?? 0, pageSize: AUDIT_PAGE_SIZE };
}
