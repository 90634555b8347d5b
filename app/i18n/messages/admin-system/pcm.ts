import type { Translation } from "~/i18n/define";
import type en from "./en";

const pcm: Translation<typeof en> = {
  audit: {
    title: "Audit log",
    summary: {
      $plural: {
        one: "{count} change wey we record, the newest first. Time na Lagos time.",
        other: "{count} changes wey we record, the newest first. Time na Lagos time.",
      },
    },
    intro: "Who change wetin for the admin area.",
    by: "Na {name} do am",
    caption: "Audit log, the newest first",
    columns: {
      when: "When",
      who: "Who",
      what: "Wetin",
      target: "Wetin e touch",
      details: "Details",
    },
    pagesLabel: "Audit log pages",
    beyondTitle: "Nothing dey this page",
    beyondBody: "This page don pass the end of the log. Go back to the first page.",
    emptyTitle: "We never record anything",
    emptyBody:
      "Role and status changes, delete, settings and consultation status changes go show here.",
  },
  outbox: {
    title: "Mail wey dey go out",
    description:
      "Every email and text message wey the site dey send dey pass through this line. {sent} don go, {waiting} dey wait, {failed} fail.",
    filtersLabel: "Show messages",
    filters: {
      problems: "The ones wey fail or dey wait",
      sent: "Don go",
      all: "All",
    },
    statuses: {
      queued: "E dey wait to try again",
      sending: "E dey go",
      sent: "E don go",
      failed: "E fail",
    },
    smsTo: "Text message to {recipient}",
    emailTo: "Email to {recipient}",
    queuedAt: "enter line",
    sentAt: "go",
    nextTry: "next try",
    attempts: { $plural: { one: "{count} try", other: "{count} tries" } },
    lastError: "Last error: {error}",
    retry: "Try again now",
    retryTarget: "the message to {recipient}",
    problemsEmptyTitle: "Nothing hook",
    problemsEmptyBody:
      "Every email and text message don go. The ones wey fail go wait here make you try dem again.",
    emptyTitle: "No message never dey",
    emptyBody: "Messages go show here as the site dey send dem.",
    toasts: {
      queued: "Message don enter line",
      queuedDescription: "We go send am again small time.",
      nothing: "Nothing to try again",
      nothingDescription: "That message don already go or e no dey again.",
    },
  },
  rowAction: {
    unknown: "We no understand this request.",
    alreadyDeleted: "Dem don already delete am.",
    gone: "E no dey again.",
    tryAgain: "Abeg try again small time.",
  },
  uploadForm: {
    unreadable: "We no fit read this form. Abeg reload the page and try again.",
  },
};

export default pcm;
