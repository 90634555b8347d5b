import { plural, type Translation } from "~/i18n/define";
import type en from "./en";

const pcm: Translation<typeof en> = {
  summaryUnread: plural(
    "You get {count} notification wey you never read.",
    "You get {count} notifications wey you never read.",
  ),
  caughtUp: "You don read everything.",
  intro: "News about your courses, certificates and consultations go show here.",
  markAllRead: "Mark all as read",
  allNotifications: "All notifications",
  unreadCount: "{count} never read",
  totalCount: "{count} in total",
  pagesLabel: "Notifications pages",
  emptyTitle: "No notification yet",
  emptyText:
    "We go tell you here when you join course, finish one, get certificate, or when consultation wey you book change.",
  browseCourses: "Check courses",
  bookConsultation: "Book consultation",
  unread: "You never read am",
  markRead: "Mark as read",
  delete: "Delete",
  types: {
    success: "E work",
    info: "Information",
    warning: "Warning",
    error: "Wahala",
    course: "Course",
    reminder: "Reminder",
  },
  settings: {
    title: "Notification Settings",
    description: "Choose wetin we go tell you about. Security e-mails go always come.",
    legend: "Tell me about",
    save: "Save wetin I choose",
    fields: {
      courseUpdates: {
        label: "Course news",
        description: "For di app: when you join course and when course wey you dey do change.",
      },
      progressAlerts: {
        label: "Progress alerts",
        description: "For di app: big steps for your learning, like when you finish course.",
      },
      certificateReady: {
        label: "Certificate don ready",
        description: "For di app and by e-mail: when dem give you certificate.",
      },
      systemNotifications: {
        label: "System notifications",
        description:
          "For di app and by e-mail: news about your consultation requests and announcements from di academy.",
      },
    },
  },
  channels: {
    title: "Consultation message",
    description:
      "Where we go dey send news about your consultation: we don receive am, e don confirm, reminder, e don shift or cancel. WhatsApp first, then SMS, then e-mail if one no reach.",
    names: { whatsapp: "WhatsApp", sms: "SMS (text message)", email: "E-mail" },
    noPhone: "WhatsApp and SMS need phone number.",
    addPhone: "Add one for Settings",
    phoneConfirmed: "Your number {phone} don confirm. Reply STOP for WhatsApp anytime to stop am.",
    phoneUnconfirmed:
      "We go text {phone} one link make you confirm am when you choose WhatsApp or SMS; nothing else go go there until then.",
    linkLive:
      "We don text {phone} one link wey go work until {until}. Open am make you confirm; we no go send another one while e still dey work.",
    save: "Save message settings",
  },
  toasts: {
    linkLive: {
      title: "One link don already dey come",
      description:
        "The link wey we text your number go work until {until}. Open am make you confirm; we no go send another one while e still dey work.",
    },
    optedOut: {
      title: "We no dey text this number",
      description:
        "This number don tell us make we no send am text message again, so we no text am any link. Your e-mails go still dey come.",
    },
    textLimited: {
      title: "No more text today",
      description:
        "We don text all the confirmation links wey we fit send today. Abeg try again tomorrow.",
    },
    channelsSaved: {
      title: "Message settings don save",
      description: "Your consultation message go dey come the way wey you choose.",
    },
    confirmSent: {
      title: "Check your phone",
      description:
        "We don text link go your number. Open am make you confirm, then your message go start.",
    },
    needsPhone: {
      title: "Add your phone number first",
      description: "WhatsApp and SMS need phone number: add am for Settings, then choose dem here.",
    },
    allRead: {
      title: "You don read everything",
      description: "We don mark all notifications as read.",
    },
    deleted: { title: "Notification don delete" },
    preferencesSaved: {
      title: "We don save am",
      description: "Your notification settings don change.",
    },
    notFound: {
      title: "We no see dat notification",
      description: "Maybe dem don delete am before. Di list wey dey below na di latest.",
    },
    invalid: {
      title: "Something no work",
      description: "We no know which notification you mean. Abeg try again.",
    },
    failed: {
      title: "We no fit update notifications",
      description: "Something spoil for our side. Abeg try again small time.",
    },
    preferencesFailed: {
      title: "We no fit save your settings",
      description: "Your notification settings no change. Abeg try again small time.",
    },
  },
};

export default pcm;
