import { CONTACT_SUBJECTS } from "~/db/schema/enums";

// The admin Messages tab: an inbox of every contact form message, each with a short preview.
//
// Labels, limits, messages and helpers that pages show; the zod schemas are in messages.schema.ts,
// which re-exports this file. Kept apart so a page can show them without downloading zod first
// (see useLazyForm).

/** The Messages tab's toasts. */
export const MESSAGE_TOASTS = {
  deleted: { title: "Message deleted" },
  fetchFailed: { title: "Error fetching messages", variant: "destructive" },
  deleteFailed: {
    title: "Error deleting message",
    description: "The message could not be deleted. Please try again.",
    variant: "destructive",
  },
  notFound: {
    title: "Error fetching messages",
    description: "This message no longer exists. It may have been deleted.",
    variant: "destructive",
  },
} as const;

/**
 * A search counts its matches up to this many; beyond, the page says "more than" (counting every
 * match of a common word would read most of the inbox on each view).
 */
export const MESSAGE_MATCHES_CAP = 1_000;

/** The inbox preview is cut at 100 characters. */
export const MESSAGE_PREVIEW_LENGTH = 100;

/**
 * The first 100 characters of a message on one line, with an ellipsis when there was more. Cut
 * by code point, so an emoji or accented letter is never split in half.
 */
export function messagePreview(message: string, length = MESSAGE_PREVIEW_LENGTH): string {
  const flat = message.replace(/\s+/g, " ").trim();
  const chars = Array.from(flat);
  if (chars.length <= length) return flat;
  return `${chars.slice(0, length).join("").trimEnd()}…`;
}

export function subjectLabel(subject: string): string {
  return CONTACT_SUBJECTS.find((s) => s.value === subject)?.label ?? subject;
}

/** The reply link: the sender's address with "Re: <subject>" (staff reply by e-mail). */
export function replyMailto(message: { email: string; subject: string }): string {
  const params = new URLSearchParams({ subject: `Re: ${subjectLabel(message.subject)}` });
  // URLSearchParams writes spaces as "+", which mail programs show literally: use %20.
  return `mailto:${encodeURIComponent(message.email).replace(/%40/g, "@")}?${params.toString().replace(/\+/g, "%20")}`;
}
