import type { Role } from "~/db/schema/enums";

// What each role may do in the admin area. Shared by the server (which decides) and the admin
// pages (which only show what a role may use), so it holds no server code.
export const PERMISSIONS = [
  /** Enter /admin-dashboard at all. */
  "admin.access",
  /** Analytics and the stats strip. */
  "analytics.read",
  /**
   * Users: list, edit name/role/status (not to or from admin, and not Takes consultations),
   * suspend, delete, export.
   */
  "users.manage",
  /** Give or take the admin role. */
  "users.grantAdmin",
  /**
   * Tick or untick Takes consultations: a consultant is offered to the public by name and holds
   * bookable hours, so deciding who is one stays with admins (decision 0005).
   */
  "users.setConsultant",
  /** Every course and its lessons and resources. */
  "courses.manageAll",
  /** Courses the signed-in instructor owns, and their learners' progress. */
  "courses.manageOwn",
  /** Journey content (news, events, stories, research items). */
  "content.manage",
  "stories.manage",
  "consultations.manage",
  "messages.manage",
  /** The four public figures (farmers trained…). */
  "stats.manage",
  /** Site settings: name, contact e-mail, maintenance mode, registrations, contact details. */
  "settings.manage",
  "audit.read",
  /** Money: payments, refunds, coupons and revenue figures (admins only). */
  "payments.manage",
] as const;

export type Permission = (typeof PERMISSIONS)[number];

const MODERATOR: readonly Permission[] = [
  "admin.access",
  "analytics.read",
  "users.manage",
  "content.manage",
  "stories.manage",
  "consultations.manage",
  "messages.manage",
  "stats.manage",
];

export const ROLE_PERMISSIONS: Readonly<Record<Role, readonly Permission[]>> = {
  user: [],
  instructor: ["admin.access", "courses.manageOwn"],
  moderator: MODERATOR,
  admin: PERMISSIONS,
};

export function can(role: Role, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

/** Whether `role` may manage courses at all (its own or every one). */
export function canManageCourses(role: Role): boolean {
  return can(role, "courses.manageAll") || can(role, "courses.manageOwn");
}

/**
 * Whether `actorRole` may set a user's role from `from` to `to`: changing anything to or from
 * admin needs users.grantAdmin (admins only), so a moderator can neither make nor unmake admins.
 */
export function canChangeRole(actorRole: Role, from: Role, to: Role): boolean {
  if (!can(actorRole, "users.manage")) return false;
  if (from === to) return true;
  if (from === "admin" || to === "admin") return can(actorRole, "users.grantAdmin");
  return true;
}
