import { plural } from "~/i18n/define";

/** The admin area's system tabs (Audit log, Outgoing mail) and its shared row and upload actions. */
const en = {
  audit: {
    title: "Audit log",
    summary: plural(
      "{count} recorded change, newest first. Times are Lagos time.",
      "{count} recorded changes, newest first. Times are Lagos time.",
    ),
    intro: "Who changed what in the admin area.",
    by: "By {name}",
    caption: "Audit log, newest first",
    columns: {
      when: "When",
      who: "Who",
      what: "What",
      target: "Target",
      details: "Details",
    },
    pagesLabel: "Audit log pages",
    beyondTitle: "No entries on this page",
    beyondBody: "This page is past the end of the log. Go back to the first page.",
    emptyTitle: "Nothing recorded yet",
    emptyBody:
      "Role and status changes, deletions, settings and consultation status changes appear here.",
  },
  outbox: {
    title: "Outgoing mail",
    description:
      "Every e-mail and text message the site sends goes through this queue. {sent} sent, {waiting} waiting, {failed} failed.",
    filtersLabel: "Show messages",
    filters: {
      problems: "Failed or waiting",
      sent: "Sent",
      all: "All",
    },
    statuses: {
      queued: "Waiting to retry",
      sending: "Sending",
      sent: "Sent",
      failed: "Failed",
    },
    smsTo: "Text message to {recipient}",
    emailTo: "E-mail to {recipient}",
    queuedAt: "queued",
    sentAt: "sent",
    nextTry: "next try",
    attempts: plural("{count} attempt", "{count} attempts"),
    lastError: "Last error: {error}",
    retry: "Retry now",
    retryTarget: "the message to {recipient}",
    problemsEmptyTitle: "Nothing is stuck",
    problemsEmptyBody:
      "Every e-mail and text message has been sent. Failed ones would wait here for a retry.",
    emptyTitle: "No messages yet",
    emptyBody: "Messages appear here as the site sends them.",
    toasts: {
      queued: "Message queued",
      queuedDescription: "It will be sent again in a moment.",
      nothing: "Nothing to retry",
      nothingDescription: "That message was already sent or no longer exists.",
    },
  },
  rowAction: {
    unknown: "Unknown request.",
    alreadyDeleted: "It was already deleted.",
    gone: "It no longer exists.",
    tryAgain: "Please try again in a moment.",
  },
  uploadForm: {
    unreadable: "This form could not be read. Please reload the page and try again.",
  },
} as const;

export default en;
