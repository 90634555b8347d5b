import { ROLE_LABELS, STATUS_LABELS } from "./users.schema";

// How the audit log reads: each entry's action and details in words. Pure, so the page and its
// tests share it; areas that add actions get a readable fallback without touching this file.

const ACTION_LABELS: Record<string, string> = {
  "user.role_changed": "Changed role",
  "user.status_changed": "Changed status",
  "user.name_changed": "Changed name",
  "user.deleted": "Deleted user",
  "users.exported": "Exported users (CSV)",
  "payments.exported": "Exported payments (CSV)",
  "payment.refund_requested": "Requested a refund",
  "coupon.created": "Created coupon",
  "coupon.updated": "Changed coupon",
  "coupon.deactivated": "Deactivated coupon",
  "coupon.deleted": "Deleted coupon",
};

/** "user.role_changed" → "Changed role"; unknown ones → "Consultation status changed". */
export function describeAuditAction(action: string): string {
  const known = ACTION_LABELS[action];
  if (known) return known;
  const words = action.replace(/[._-]+/g, " ").trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : "Changed";
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
