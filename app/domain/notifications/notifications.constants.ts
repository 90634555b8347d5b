import type { Toast } from "~/domain/toast/toast";

// Labels, limits, messages and helpers that pages show; the zod schemas are in notifications.schema.ts,
// which re-exports this file. Kept apart so a page can show them without downloading zod first
// (see useLazyForm).

/** The four notification checkboxes of the settings and what each one controls. */
export const PREFERENCE_FIELDS = [
  {
    name: "courseUpdates",
    label: "Course Updates",
    description: "In the app: when you enroll in a course and when a course you take changes.",
  },
  {
    name: "progressAlerts",
    label: "Progress Alerts",
    description: "In the app: learning milestones, such as completing a course.",
  },
  {
    name: "certificateReady",
    label: "Certificate Ready",
    description: "In the app and by e-mail: when a certificate is issued to you.",
  },
  {
    name: "systemNotifications",
    label: "System Notifications",
    description:
      "In the app and by e-mail: updates on your consultation requests and announcements from the academy.",
  },
] as const;

/**
 * Toasts of the notification actions; each failure has its own error toast.
 */
export const NOTIFICATION_TOASTS = {
  allRead: { title: "All caught up", description: "Every notification is marked as read." },
  deleted: { title: "Notification deleted" },
  preferencesSaved: {
    title: "Preferences saved",
    description: "Your notification settings were updated.",
  },
  notFound: {
    title: "Notification not found",
    description: "It may have been deleted already. Your list below is up to date.",
    variant: "destructive",
  },
  invalid: {
    title: "Something went wrong",
    description: "We could not tell which notification you meant. Please try again.",
    variant: "destructive",
  },
  failed: {
    title: "Could not update notifications",
    description: "Something went wrong on our side. Please try again in a moment.",
    variant: "destructive",
  },
  preferencesFailed: {
    title: "Could not save preferences",
    description: "Your notification settings were not changed. Please try again in a moment.",
    variant: "destructive",
  },
} as const satisfies Record<string, Toast>;
