import { redirect } from "react-router";
import { RECEIPT_MINUTES } from "~/domain/consultations/booking-links.server";
import { weekdayOf } from "~/domain/consultations/slots";
import { translate } from "~/i18n/catalog.server";
import { LOCALES, type Locale, localizePath } from "~/i18n/locales";
import { bookingManage } from "~/i18n/messages/booking-manage";
import { formatDate } from "~/lib/format";
import type { Services } from "~/services.server";

/** The page a requester sees right after booking; it shows only the booking this browser made. */
export const BOOKED_PATH = "/consultation/booked";

const RECEIPT_COOKIE = "afa_booked";
const RECEIPT_SENT = new RegExp(`(?:^|;\\s*)${RECEIPT_COOKIE}=([^;]+)`);

/**
 * After a booking: to its confirmation page, with the receipt (decision 0018) in a cookie only
 * that page receives. One cookie per language's path of the page, so switching language there
 * still shows it, and every other page keeps meeting the visitors' page cache (it serves only
 * requests without cookies).
 */
export function redirectToBooked(services: Services, bookingId: string, locale: Locale) {
  const receipt = services.bookingLinks.receiptFor(bookingId);
  const secure = services.env.APP_URL.startsWith("https://") ? "; Secure" : "";
  const headers = new Headers();
  for (const language of LOCALES) {
    headers.append(
      "Set-Cookie",
      `${RECEIPT_COOKIE}=${receipt}; Path=${localizePath(BOOKED_PATH, language)}; Max-Age=${RECEIPT_MINUTES * 60}; HttpOnly; SameSite=Lax${secure}`,
    );
  }
  return redirect(localizePath(BOOKED_PATH, locale), { headers });
}

/** The booking whose receipt this browser sent, or null (none, forged, or past its time). */
export function receiptBookingId(services: Services, request: Request): string | null {
  const sent = RECEIPT_SENT.exec(request.headers.get("Cookie") ?? "")?.[1];
  return sent ? services.bookingLinks.checkReceipt(decodeURIComponent(sent)) : null;
}

const WEEKDAY_KEYS = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as const;

/** "Friday, 4 December 2026": a date a farmer reads, whatever their phone's date format. */
export function writtenDate(date: string, locale: Locale): string {
  const t = translate(locale, bookingManage);
  return t.dayDate({
    weekday: t.weekdays[WEEKDAY_KEYS[weekdayOf(date)]],
    date: formatDate(date, locale),
  });
}
