import { plural } from "~/i18n/define";

/** The admin Messages tab: the contact form inbox and one message's page. */
const en = {
  title: "Messages",
  messageTitle: "Message",
  from: "Message from {name}",
  received: "{subject} · received {date}",
  back: "Back to messages",
  summary: {
    empty: "Messages from the contact form.",
    page: "Messages from the contact form, newest first: {unread} unread on this page.",
    unread: "{unread} unread of {count}.",
    allRead: plural("{count} message, all read.", "{count} messages, all read."),
    moreThan: "More than {count} messages match your search, newest first.",
    noMatch: "No message matches your search.",
    matches: plural(
      "{count} message matches your search, newest first.",
      "{count} messages match your search, newest first.",
    ),
  },
  search: {
    label: "Search messages",
    input: "Search by name, e-mail or words in the message",
    submit: "Search",
  },
  pagesLabel: "Messages pages",
  subjects: {
    general: "General Inquiry",
    consulting: "Consulting Services",
    academy: "Academy & Training",
    partnerships: "Partnerships",
  },
  view: {
    email: "Email",
    phone: "Phone",
    company: "Company",
    subject: "Subject",
    notGiven: "Not given",
    message: "Message",
    reply: "Reply by email",
  },
  list: {
    unreadSr: " (unread)",
    unread: "Unread",
    deleteLabel: "Delete message from {name}",
    deleteQuestion: "Delete this message?",
    deleteConsequence: "The message from {name} is removed for good. This cannot be undone.",
    noOlderMatching: "No older matching messages",
    noMatching: "No matching messages",
    noMatchingText:
      "No message matches this search. Try fewer words, or part of a name or an e-mail address.",
    noOlder: "No older messages",
    none: "No messages yet",
    emptyText: "Messages sent through the contact form arrive here, newest first.",
  },
  confirm: {
    delete: "Delete",
    yes: "Yes, delete",
  },
  toasts: {
    deleted: "Message deleted",
    deletedDescription: "The message from {name} was deleted.",
    deleteFailed: "Error deleting message",
    deleteFailedDescription: "The message could not be deleted. Please try again.",
    unknownRequest: "Unknown request.",
    fetchFailed: "Error fetching messages",
    notFound: "This message no longer exists. It may have been deleted.",
  },
} as const;

export default en;
