import type { Translation } from "~/i18n/define";
import type en from "./en";

const pcm: Translation<typeof en> = {
  title: "Messages",
  messageTitle: "Message",
  from: "Message from {name}",
  received: "{subject} · e land {date}",
  back: "Go back to messages",
  summary: {
    empty: "Messages wey come from di contact form.",
    page: "Messages from di contact form, di new ones first: {unread} never read for dis page.",
    unread: "{unread} never read out of {count}.",
    allRead: {
      $plural: {
        one: "{count} message, we don read am.",
        other: "{count} messages, we don read all.",
      },
    },
    moreThan: "Pass {count} messages match wetin you search, di new ones first.",
    noMatch: "No message match wetin you search.",
    matches: {
      $plural: {
        one: "{count} message match wetin you search, di new ones first.",
        other: "{count} messages match wetin you search, di new ones first.",
      },
    },
  },
  search: {
    label: "Search messages",
    input: "Search by name, email or words wey dey di message",
    submit: "Search",
  },
  pagesLabel: "Messages pages",
  subjects: {
    general: "General question",
    consulting: "Consulting Services",
    academy: "Academy & Training",
    partnerships: "Partnership",
  },
  view: {
    email: "Email",
    phone: "Phone",
    company: "Company",
    subject: "Subject",
    notGiven: "Dem no give am",
    message: "Message",
    reply: "Reply by email",
  },
  list: {
    unreadSr: " (never read)",
    unread: "Never read",
    deleteLabel: "Delete di message from {name}",
    deleteQuestion: "You wan delete dis message?",
    deleteConsequence: "Di message from {name} go comot forever. You no fit bring am back.",
    noOlderMatching: "No old message wey match again",
    noMatching: "No message wey match",
    noMatchingText:
      "No message match dis search. Try fewer words, or part of name or email address.",
    noOlder: "No old messages again",
    none: "No messages yet",
    emptyText: "Messages wey people send through di contact form go land here, di new ones first.",
  },
  confirm: {
    delete: "Delete",
    yes: "Yes, delete am",
  },
  toasts: {
    deleted: "Message don delete",
    deletedDescription: "Di message from {name} don delete.",
    deleteFailed: "We no fit delete di message",
    deleteFailedDescription: "We no fit delete di message. Abeg try again.",
    unknownRequest: "We no sabi dis request.",
    fetchFailed: "We no fit load di messages",
    notFound: "Dis message no dey again. Maybe dem don delete am.",
  },
};

export default pcm;
