import { can, canManageCourses } from "~/domain/auth/permissions";
import type { Role } from "~/domain/catalog/enums";

export type AdminTab = {
  /** The spec's tab name (spec 001 §2), also the `?tab=` value the first build used. */
  id: string;
  label: string;
  to: string;
  /** Whether a role sees (and may open) this tab; the server checks again in each route. */
  visible: (role: Role) => boolean;
};

/** The site's settings (/admin-dashboard/site-settings), named apart from the account's own. */
export const SITE_SETTINGS_TITLE = "Site settings";
/** The signed-in person's own settings (/admin-dashboard/settings), named apart from the site's. */
export const ACCOUNT_SETTINGS_TITLE = "Account settings";

/**
 * Spec 001 §2's tabs in its order, plus Analytics, outgoing mail, the audit log and the account's
 * own settings; each has its own URL.
 */
export const ADMIN_TABS: readonly AdminTab[] = [
  { id: "overview", label: "Overview", to: "/admin-dashboard", visible: () => true },
  {
    id: "analytics",
    label: "Analytics",
    to: "/admin-dashboard/analytics",
    visible: (r) => can(r, "analytics.read"),
  },
  { id: "courses", label: "Courses", to: "/admin-dashboard/courses", visible: canManageCourses },
  {
    id: "users",
    label: "Users",
    to: "/admin-dashboard/users",
    visible: (r) => can(r, "users.manage"),
  },
  {
    id: "content",
    label: "Content",
    to: "/admin-dashboard/content",
    visible: (r) => can(r, "content.manage"),
  },
  {
    id: "stories",
    label: "Stories",
    to: "/admin-dashboard/stories",
    visible: (r) => can(r, "stories.manage"),
  },
  {
    id: "consultations",
    label: "Consultations",
    to: "/admin-dashboard/consultations",
    visible: (r) => can(r, "consultations.manage"),
  },
  {
    id: "messages",
    label: "Messages",
    to: "/admin-dashboard/messages",
    visible: (r) => can(r, "messages.manage"),
  },
  {
    // The spec's "settings" tab: the site's settings, named apart from the account's own.
    id: "settings",
    label: SITE_SETTINGS_TITLE,
    to: "/admin-dashboard/site-settings",
    visible: (r) => can(r, "settings.manage") || can(r, "stats.manage"),
  },
  {
    id: "outbox",
    label: "Outgoing mail",
    to: "/admin-dashboard/outbox",
    visible: (r) => can(r, "settings.manage"),
  },
  {
    id: "audit",
    label: "Audit log",
    to: "/admin-dashboard/audit",
    visible: (r) => can(r, "audit.read"),
  },
  {
    // The signed-in person's own profile, password and sign-in (the learner settings page).
    id: "account",
    label: ACCOUNT_SETTINGS_TITLE,
    to: "/admin-dashboard/settings",
    visible: () => true,
  },
];

/** The tab that `pathname` belongs to (Overview for /admin-dashboard itself). */
export function currentTab(pathname: string): AdminTab | undefined {
  const path = pathname.replace(/\/+$/, "");
  return [...ADMIN_TABS]
    .reverse()
    .find((t) => path === t.to || (t.to !== "/admin-dashboard" && path.startsWith(`${t.to}/`)));
}
