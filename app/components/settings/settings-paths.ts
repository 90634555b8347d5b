import { ACCOUNT_SETTINGS_TITLE } from "~/components/admin/admin-tabs";
import { splitLocalePath } from "~/i18n/locales";

// The account settings live at /settings, and for admins at /admin-dashboard/settings (the same
// route modules): its sub-pages and its forms' redirects are found from the address in use.

/** The account settings page that `pathname` (the page or one of its sub-pages) belongs to. */
export function settingsHome(pathname: string): string {
  // The address may carry a language first (/ha/admin-dashboard/settings).
  return splitLocalePath(pathname).path.startsWith("/admin-dashboard")
    ? "/admin-dashboard/settings"
    : "/settings";
}

/** The two-step sign-in page of that settings page. */
export const twoFactorPath = (pathname: string) => `${settingsHome(pathname)}/two-factor`;

/** Where the "Where you're signed in" forms post (a resource route). */
export const sessionsPath = (pathname: string) => `${settingsHome(pathname)}/sessions`;

/**
 * The page's name: the learner area's "Settings", and in the admin area, where the site has
 * settings too, "Account settings".
 */
export function settingsTitle(pathname: string): string {
  return splitLocalePath(pathname).path.startsWith("/admin-dashboard")
    ? ACCOUNT_SETTINGS_TITLE
    : "Settings";
}

/**
 * The signed-in person's payments and receipts: one page in the learner area, which staff reach
 * from their account settings too (the admin area's Payments tab is everyone's payments).
 */
export const PAYMENTS_PATH = "/settings/payments";

/** Where the receipt of a settled payment is downloaded. */
export const receiptPdfPath = (reference: string) =>
  `${PAYMENTS_PATH}/${encodeURIComponent(reference)}/receipt.pdf`;
