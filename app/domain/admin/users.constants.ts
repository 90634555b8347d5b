import { ACCOUNT_STATUSES, type AccountStatus, ROLES, type Role } from "~/domain/catalog/enums";
import type { Toast } from "~/domain/toast/toast";
import { MAX_SEARCH_LENGTH } from "~/lib/search";

// The Users tab's filters, edit form and messages: shared by the pages (options, labels, quick
// feedback in the browser) and the actions (which decide). Toast titles are spec 001 §8's.
//
// Labels, limits, messages and helpers that pages show; the zod schemas are in users.schema.ts,
// which re-exports this file. Kept apart so a page can show them without downloading zod first
// (see useLazyForm).

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

/** Spec 001 §6's description of each role, shown beside the role choice. */
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

/** Spec 001 §4's meaning of each account status. */
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

function oneOf<T extends string>(values: readonly T[], value: string | null): T | "all" {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : "all";
}

/**
 * The list's filters from its URL. A GET never fails: an unknown role or status means "all", a
 * page that is not a positive whole number means page 1.
 */
export function parseUserFilters(params: URLSearchParams): UserFilters {
  const page = Number(params.get("page"));
  return {
    q: (params.get("q") ?? "").trim().slice(0, MAX_SEARCH_LENGTH),
    role: oneOf(ROLES, params.get("role")),
    status: oneOf(ACCOUNT_STATUSES, params.get("status")),
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
  };
}

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
