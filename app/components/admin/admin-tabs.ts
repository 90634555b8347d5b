import type { Role } from "~/db/schema/enums";
import { can, canManageCourses, type Permission } from "~/domain/auth/permissions";

export type AdminTab = {
  /** The tab's short name, also the `?tab=` value the first build used. */
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

/** A tab that the roles holding `permission` see. */
function gatedTab(id: string, label: string, to: string, permission: Permission): AdminTab {
  return { id, label, to, visible: (r) => can(r, permission) };
}

/**
 * The admin tabs, in the order the area shows them, from Overview to the account's own settings;
 * each has its own URL.
 */
export const ADMIN_TABS: readonly AdminTab[] = [
  { id: "overview", label: "Overview", to: "/admin-dashboard", visible: () => true },
  gatedTab("analytics", "Analytics", "/admin-dashboard/analytics", "analytics.read"),
  { id: "courses", label: "Courses", to: "/admin-dashboard/courses", visible: canManageCourses },
  gatedTab("users", "Users", "/admin-dashboard/users", "users.manage"),
  // Money is admins' only: moderators and instructors never see this tab.
  gatedTab("payments", "Payments", "/admin-dashboard/payments", "payments.manage"),
  gatedTab("content", "Content", "/admin-dashboard/content", "content.manage"),
  gatedTab("stories", "Stories", "/admin-dashboard/stories", "stories.manage"),
  gatedTab(
    "consultations",
    "Consultations",
    "/admin-dashboard/consultations",
    "consultations.manage",
  ),
  gatedTab("messages", "Messages", "/admin-dashboard/messages", "messages.manage"),
  {
    // The "settings" tab: the site's settings, named apart from the account's own.
    id: "settings",
    label: SITE_SETTINGS_TITLE,
    to: "/admin-dashboard/site-settings",
    visible: (r) => can(r, "settings.manage") || can(r, "stats.manage"),
  },
  gatedTab("outbox", "Outgoing mail", "/admin-dashboard/outbox", "settings.manage"),
  gatedTab("audit", "Audit log", "/admin-dashboard/audit", "audit.read"),
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
