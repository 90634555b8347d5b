import type { BookingAction } from "~/domain/consultations/booking-links.server";
import type { Consultation } from "~/domain/consultations/consultations.server";
import { findBooking } from "~/domain/consultations/self-service.server";
import type { Locale } from "~/i18n/locales";
import { formatDate, formatTimeSlot } from "~/lib/format";
import type { Services } from "~/services.server";

/** How far back a link's version is looked for, to say "replaced" rather than "does not work". */
const EARLIER_VERSIONS = 50;

/** What a requester's link opens: their booking, or why it cannot. */
export type BookingLinkState =
  | { kind: "valid"; booking: Consultation }
  | { kind: "invalid" | "replaced" | "expired" }
  | { kind: "closed"; status: Consultation["status"] };

/**
 * Reads a reschedule or cancel link: the booking it names, checked against the token for the
 * booking's current version. A token signed for an earlier version was replaced by a change;
 * one for a finished booking (completed or cancelled) finds it closed.
 */
export async function readBookingLink(
  services: Services,
  link: { id: string; token: string | null; action: BookingAction },
  now: Date = new Date(),
): Promise<BookingLinkState> {
  const booking = await findBooking(services.db, link.id);
  if (!booking || !link.token) return { kind: "invalid" };
  const check = (sequence: number) =>
    services.bookingLinks.check(
      { id: booking.id, sequence, action: link.action },
      link.token ?? "",
      now,
    );
  const current = check(booking.sequence);
  if (current === "invalid") {
    for (let s = booking.sequence - 1; s >= Math.max(0, booking.sequence - EARLIER_VERSIONS); s--) {
      if (check(s) !== "invalid") {
        return booking.status === "pending" || booking.status === "confirmed"
          ? { kind: "replaced" }
          : { kind: "closed", status: booking.status };
      }
    }
    return { kind: "invalid" };
  }
  if (booking.status !== "pending" && booking.status !== "confirmed") {
    return { kind: "closed", status: booking.status };
  }
  if (current === "expired") return { kind: "expired" };
  return { kind: "valid", booking };
}

/** What the page shows of a booking: none of the requester's typed text but their name. */
export function bookingSummary(booking: Consultation, locale: Locale) {
  return {
    name: booking.name,
    plan: booking.plan,
    status: booking.status,
    date: booking.preferredDate,
    dateText: booking.preferredDate ? formatDate(booking.preferredDate, locale) : null,
    timeText: booking.preferredTime ? formatTimeSlot(booking.preferredTime, locale) : null,
  };
}

/** A link of ours as a path with its query (the page links within the site, not to APP_URL). */
export function pathOf(url: string | undefined): string | null {
  if (!url) return null;
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

/**
 * The HTTP status of a link that cannot be used: 404 for one that never worked, 410 for one past
 * its time. A booking that changed or closed is a page to read (200): it is also what a browser
 * without JavaScript shows right after its own move or cancel.
 */
export function linkStatus(kind: Exclude<BookingLinkState["kind"], "valid">): number {
  return kind === "invalid" ? 404 : kind === "expired" ? 410 : 200;
}

/**
 * The headers of every page a signed link opens (reschedule, cancel, phone confirmation): the
 * link is a key to someone's booking or number, so never in search engines, never stored, never
 * sent to another site as a referrer ("same-origin", not "no-referrer": that would make the
 * form's POST carry `Origin: null`, which the router's CSRF check refuses).
 */
export function signedLinkHeaders() {
  return {
    "X-Robots-Tag": "noindex",
    "Referrer-Policy": "same-origin",
    "Cache-Control": "no-store",
  };
}
