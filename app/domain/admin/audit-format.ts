import { ROLE_LABELS, STATUS_LABELS } from "./users.schema";

// How the audit log reads: each entry's action in the page's language and its details as
// recorded. Pure, so the page and its tests share it.

/**
 * Every action the admin area records. `recordAudit` accepts only these, and each has a label in
 * every language (`audit.actions` in the admin-system messages; a test compares the two lists).
 */
export const AUDIT_ACTIONS = [
  "user.role_changed",
  "user.status_changed",
  "user.name_changed",
  "user.consultant_changed",
  "user.deleted",
  "users.exported",
  "payments.exported",
  "payment.refund_requested",
  "coupon.created",
  "coupon.updated",
  "coupon.deactivated",
  "coupon.deleted",
  "course.created",
  "course.published",
  "course.unpublished",
  "course.deleted",
  "content.published",
  "content.unpublished",
  "content.deleted",
  "lesson.deleted",
  "story.featured",
  "story.unfeatured",
  "story.deleted",
  "consultation.status_changed",
  "consultation.deleted",
  "consultant.hours_changed",
  "settings.updated",
  "stats.created",
  "stats.updated",
  "message.deleted",
  "quiz.created",
  "quiz.updated",
  "quiz.deleted",
  "quiz.question_added",
  "quiz.question_changed",
  "quiz.question_removed",
  "quiz.questions_imported",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * "user.role_changed" → its label in the page's language. A code recorded by an older release
 * and since renamed reads as its words ("Consultation status changed").
 */
export function describeAuditAction(action: string, labels: Readonly<Record<string, string>>) {
  const known = Object.hasOwn(labels, action) ? labels[action] : undefined;
  if (known) return known;
  const words = action.replace(/[._-]+/g, " ").trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : "—";
}

const VALUE_LABELS: Record<string, string> = { ...STATUS_LABELS, ...ROLE_LABELS };

function readable(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "string") return VALUE_LABELS[value] ?? value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value);
}

function keyLabel(key: string): string {
  const words = key
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The details as short lines: a from/to pair first ("Instructor → Moderator"), then every other
 * field as "Label: value". Role and status values use their labels.
 */
export function describeAuditDetails(
  details: Record<string, unknown> | null | undefined,
): string[] {
  if (!details) return [];
  const lines: string[] = [];
  const { from, to, ...rest } = details;
  if ("from" in details || "to" in details) lines.push(`${readable(from)} → ${readable(to)}`);
  for (const [key, value] of Object.entries(rest)) {
    lines.push(`${keyLabel(key)}: ${readable(value)}`);
  }
  return lines;
}
