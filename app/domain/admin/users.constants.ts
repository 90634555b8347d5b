import type { AccountStatus, Role } from "~/db/schema/enums";
import type { Toast } from "~/domain/toast/toast";

// The Users tab's filters, edit form and messages: shared by the pages (options, labels, quick
// feedback in the browser) and the actions (which decide).
//
// Labels, limits, messages and helpers that pages show; the zod schemas are in users.schema.ts,
// which re-exports this file. Kept apart so a page can show them without downloading zod first
// (see useLazyForm).

/**
 * The name the admin account made at start-up gets when none is given: a role, not a person.
 * Visitors choose a consultant by name, so an account still called this is never offered as one.
 */
export const DEFAULT_ADMIN_NAME = "Site Administrator";

export function isDefaultAdminName(name: string): boolean {
  return name.trim().toLowerCase() === DEFAULT_ADMIN_NAME.toLowerCase();
}

/** The edit form's answer to ticking Takes consultations on an account still so named. */
export const CONSULTANT_NAME_MESSAGE =
  "Give this account the consultant's own name first: visitors choose a consultant by name.";

export const USER_TOASTS = {
  updated: { title: "User updated successfully" },
  updateFailed: { title: "Update failed", variant: "destructive" },
  deleted: { title: "User deleted successfully" },
  deletionFailed: { title: "User deletion failed", variant: "destructive" },
} as const satisfies Record<string, Toast>;

/** Why the server refused a change, said to the staff member who tried it. */
export const USER_RULE_MESSAGES = {
  self: "You cannot change your own role or status: another admin has to do it.",
  selfDelete: "You cannot delete your own account here. Use Settings › Delete My Account.",
  adminTarget: "Only an admin can change or delete an admin account.",
  grantAdmin: "Only an admin can give or take the admin role.",
  consultant: "Only an admin can decide who takes consultations.",
  lastAdmin:
    "This is the only active admin account. Make another account an active admin first, so " +
    "someone can still run the academy.",
  notFound: "This account no longer exists.",
  failed: "Something went wrong on our side. Please try again in a moment.",
} as const;

export const ROLE_LABELS: Readonly<Record<Role, string>> = {
  user: "User",
  instructor: "Instructor",
  moderator: "Moderator",
  admin: "Admin",
};

/** What each role may do, shown beside the role choice. */
export const ROLE_DESCRIPTIONS: Readonly<Record<Role, string>> = {
  user: "Basic access to courses and content.",
  instructor: "Can create and manage their own courses.",
  moderator: "Can manage users and content, but not system settings.",
  admin: "Full access.",
};

export const STATUS_LABELS: Readonly<Record<AccountStatus, string>> = {
  active: "Active",
  pending: "Pending",
  inactive: "Inactive",
  suspended: "Suspended",
};

/** What each account status means for the person. */
export const STATUS_DESCRIPTIONS: Readonly<Record<AccountStatus, string>> = {
  active: "Full access.",
  pending: "Awaiting e-mail verification or approval; cannot sign in yet.",
  inactive: "Cannot sign in until changed.",
  suspended: "Cannot access the platform until changed.",
};

export const USERS_PAGE_SIZE = 25;

export type UserFilters = {
  /** Part of the name or e-mail address ("" = everyone). */
  q: string;
  role: Role | "all";
  status: AccountStatus | "all";
  page: number;
};

/** The filters as a query string ("" when none), without the page unless asked. */
export function userFiltersQuery(
  filters: Partial<UserFilters>,
  { page }: { page?: number } = {},
): string {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.role && filters.role !== "all") params.set("role", filters.role);
  if (filters.status && filters.status !== "all") params.set("status", filters.status);
  if (page && page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `?${query}` : "";
}
