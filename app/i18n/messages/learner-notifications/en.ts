import { plural } from "~/i18n/define";

/** The learner's notifications page: the list, its actions and toasts, and the settings panel. */
const en = {
  summaryUnread: plural(
    "You have {count} unread notification.",
    "You have {count} unread notifications.",
  ),
  caughtUp: "You're all caught up.",
  intro: "Updates about your courses, certificates and consultations appear here.",
  markAllRead: "Mark all as read",
  allNotifications: "All notifications",
  unreadCount: "{count} unread",
  totalCount: "{count} total",
  pagesLabel: "Notifications pages",
  emptyTitle: "No notifications yet",
  emptyText:
    "We will let you know here when you enroll in a course, finish one, earn a certificate or when a consultation you booked is updated.",
  browseCourses: "Browse courses",
  bookConsultation: "Book a consultation",
  unread: "Unread",
  markRead: "Mark as read",
  delete: "Delete",
  types: {
    success: "Success",
    info: "Information",
    warning: "Warning",
    error: "Problem",
    course: "Course",
    reminder: "Reminder",
  },
  settings: {
    title: "Notification Settings",
    description: "Choose what we tell you about. Security e-mails always arrive.",
    legend: "Notify me about",
    save: "Save preferences",
    fields: {
      courseUpdates: {
        label: "Course Updates",
        description: "In the app: when you enroll in a course and when a course you take changes.",
      },
      progressAlerts: {
        label: "Progress Alerts",
        description: "In the app: learning milestones, such as completing a course.",
      },
      certificateReady: {
        label: "Certificate Ready",
        description: "In the app and by e-mail: when a certificate is issued to you.",
      },
      systemNotifications: {
        label: "System Notifications",
        description:
          "In the app and by e-mail: updates on your consultation requests and announcements from the academy.",
      },
    },
  },
  channels: {
    title: "Consultation messages",
    description:
      "Where we send news of your consultations: received, confirmed, reminders, moved or cancelled. WhatsApp first, then SMS, then e-mail if one does not arrive.",
    names: { whatsapp: "WhatsApp", sms: "SMS (text message)", email: "E-mail" },
    noPhone: "WhatsApp and SMS need a phone number.",
    addPhone: "Add one in Settings",
    phoneConfirmed: "Your number {phone} is confirmed. Reply STOP on WhatsApp at any time to stop.",
    phoneUnconfirmed:
      "We text {phone} a link to confirm it when you choose WhatsApp or SMS; nothing else goes to it until then.",
    linkLive:
      "We texted {phone} a link that works until {until}. Open it to confirm; we send no other while it works.",
    save: "Save message settings",
  },
  toasts: {
    linkLive: {
      title: "A link is already on its way",
      description:
        "The link we texted your number works until {until}. Open it to confirm; we send no other while it works.",
    },
    optedOut: {
      title: "We do not text this number",
      description:
        "This number asked us to send it no more text messages, so we did not text it a link. Your e-mails carry on.",
    },
    textLimited: {
      title: "No more texts today",
      description:
        "We have texted as many confirmation links as we can today. Please try again tomorrow.",
    },
    channelsSaved: {
      title: "Message settings saved",
      description: "Your consultation messages will come the way you chose.",
    },
    confirmSent: {
      title: "Check your phone",
      description:
        "We texted your number a link. Open it to confirm, and your messages will start.",
    },
    needsPhone: {
      title: "Add your phone number first",
      description:
        "WhatsApp and SMS need a phone number: add it in Settings, then choose them here.",
    },
    allRead: { title: "All caught up", description: "Every notification is marked as read." },
    deleted: { title: "Notification deleted" },
    preferencesSaved: {
      title: "Preferences saved",
      description: "Your notification settings were updated.",
    },
    notFound: {
      title: "Notification not found",
      description: "It may have been deleted already. Your list below is up to date.",
    },
    invalid: {
      title: "Something went wrong",
      description: "We could not tell which notification you meant. Please try again.",
    },
    failed: {
      title: "Could not update notifications",
      description: "Something went wrong on our side. Please try again in a moment.",
    },
    preferencesFailed: {
      title: "Could not save preferences",
      description: "Your notification settings were not changed. Please try again in a moment.",
    },
  },
} as const;

export default en;
