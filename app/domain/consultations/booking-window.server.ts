import type { Database } from "~/db/client.server";
import { getSiteSettings } from "~/domain/settings/settings.server";
import type { BookingWindow } from "./slots";

/**
 * The booking rules as the admin set them in Site settings: the notice a booking (or a move)
 * must give, so the consultant can prepare, and how many days ahead free hours are offered.
 */
export async function bookingWindow(db: Database, now: Date = new Date()): Promise<BookingWindow> {
  const settings = await getSiteSettings(db);
  return {
    now,
    noticeHours: settings.bookingNoticeHours,
    horizonDays: settings.bookingHorizonDays,
  };
}
