import { createHmac, timingSafeEqual } from "node:crypto";
import { ACCOUNT_PHONE_LINK_SECONDS } from "~/domain/abuse/message-budgets.server";
import type { Locale } from "~/i18n/locales";
import { localizePath } from "~/i18n/locales";
import type { Consultation } from "./consultations.server";

/** What a requester's link lets them do without signing in. */
export const BOOKING_ACTIONS = ["reschedule", "cancel"] as const;
export type BookingAction = (typeof BOOKING_ACTIONS)[number];
/** Also signed, texted to the phone: confirming it may get the booking's WhatsApp and SMS. */
export type BookingLinkAction = BookingAction | "confirm-phone";

/** A link to a booking without a date lasts this long after it was written. */
const UNDATED_LINK_DAYS = 30;

export type BookingTokenCheck = "valid" | "expired" | "invalid";

export type BookingLinks = {
  /** The requester's reschedule and cancel links for this version of the booking. */
  urlsFor: (
    consultation: Pick<Consultation, "id" | "sequence" | "startsAt" | "preferredDate" | "status">,
    locale: Locale,
    now?: Date,
  ) => Record<BookingAction, string> | null;
  /** One signed link (the phone confirmation texted to the number, say). */
  urlFor: (
    booking: Pick<Consultation, "id" | "sequence" | "startsAt" | "preferredDate">,
    action: BookingLinkAction,
    locale: Locale,
    now?: Date,
  ) => string;
  /** The link texted to an account's phone to confirm it for WhatsApp and SMS (a day). */
  accountPhoneUrl: (userId: string, phone: string, locale: Locale, now?: Date) => string;
  /** Whether `token` was signed for this account and this number, and is still in time. */
  checkAccountPhone: (userId: string, phone: string, token: string, now?: Date) => boolean;
  /** Whether `token` was signed for this booking, version and action, and is still in time. */
  check: (
    booking: { id: string; sequence: number; action: BookingLinkAction },
    token: string,
    now?: Date,
  ) => BookingTokenCheck;
  /**
   * The proof, kept in the booking browser's cookie, that it made booking `id`: what lets it see
   * the confirmation page (decision 0018). Lasts RECEIPT_MINUTES.
   */
  receiptFor: (id: string, now?: Date) => string;
  /** The booking a receipt was signed for, if it is genuine and in time; else null. */
  checkReceipt: (receipt: string, now?: Date) => string | null;
};

/**
 * How long the booking browser may open its confirmation page: long enough to read it, take a
 * screenshot and come back to the tab; short enough that a shared phone or a cyber café's
 * computer does not keep showing it. After that the e-mail has it all.
 */
export const RECEIPT_MINUTES = 60;

/**
 * When a link stops working: at the booked hour (nothing to move or cancel after it starts), at
 * the end of the preferred day when only a date was asked for, else UNDATED_LINK_DAYS from now.
 */
export function linkExpiry(
  booking: Pick<Consultation, "startsAt" | "preferredDate">,
  now: Date,
): Date {
  if (booking.startsAt) return booking.startsAt;
  if (booking.preferredDate) return new Date(`${booking.preferredDate}T23:00:00Z`);
  return new Date(now.getTime() + UNDATED_LINK_DAYS * 86_400_000);
}

/**
 * Reschedule and cancel links that need no account: the booking's id, its version (`sequence`,
 * raised by every change, so the next change voids every earlier link), the action and an expiry,
 * signed with HMAC-SHA256 under a key of their own derived from the site's secret. The token is
 * "<expiry seconds>.<signature>"; only the server can make one.
 */
export function createBookingLinks(secret: string, appUrl: string): BookingLinks {
  const key = createHmac("sha256", secret).update("afa-booking-links-v1").digest();
  const sign = (id: string, sequence: number, action: BookingLinkAction, expires: number) =>
    createHmac("sha256", key)
      .update(`${id}\n${sequence}\n${action}\n${expires}`)
      .digest("base64url");
  const base = appUrl.replace(/\/+$/, "");
  const urlFor: BookingLinks["urlFor"] = (booking, action, locale, now = new Date()) => {
    const expires = Math.floor(linkExpiry(booking, now).getTime() / 1000);
    const token = `${expires}.${sign(booking.id, booking.sequence, action, expires)}`;
    const path = localizePath(`/consultation/${booking.id}/${action}`, locale);
    return `${base}${path}?token=${token}`;
  };
  const signAccount = (userId: string, phone: string, expires: number) =>
    createHmac("sha256", key)
      .update(`account-phone\n${userId}\n${phone}\n${expires}`)
      .digest("base64url");
  const signReceipt = (id: string, expires: number) =>
    createHmac("sha256", key).update(`booking-receipt\n${id}\n${expires}`).digest("base64url");
  return {
    urlFor,
    accountPhoneUrl: (userId, phone, locale, now = new Date()) => {
      const expires = Math.floor(now.getTime() / 1000) + ACCOUNT_PHONE_LINK_SECONDS;
      const path = localizePath(`/account/confirm-phone/${encodeURIComponent(userId)}`, locale);
      return `${base}${path}?token=${expires}.${signAccount(userId, phone, expires)}`;
    },
    checkAccountPhone: (userId, phone, token, now = new Date()) => {
      const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!match) return false;
      const expires = Number(match[1]);
      const expected = Buffer.from(signAccount(userId, phone, expires));
      return (
        timingSafeEqual(expected, Buffer.from(match[2] as string)) && now.getTime() < expires * 1000
      );
    },
    urlsFor: (booking, locale, now = new Date()) => {
      if (booking.status !== "pending" && booking.status !== "confirmed") return null;
      return {
        reschedule: urlFor(booking, "reschedule", locale, now),
        cancel: urlFor(booking, "cancel", locale, now),
      };
    },
    receiptFor: (id, now = new Date()) => {
      const expires = Math.floor(now.getTime() / 1000) + RECEIPT_MINUTES * 60;
      return `${id}.${expires}.${signReceipt(id, expires)}`;
    },
    checkReceipt: (receipt, now = new Date()) => {
      const match = /^([0-9a-f-]{36})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(receipt);
      if (!match) return null;
      const id = match[1] as string;
      const expires = Number(match[2]);
      const expected = Buffer.from(signReceipt(id, expires));
      if (!timingSafeEqual(expected, Buffer.from(match[3] as string))) return null;
      return now.getTime() < expires * 1000 ? id : null;
    },
    check: ({ id, sequence, action }, token, now = new Date()) => {
      const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!match) return "invalid";
      const expires = Number(match[1]);
      const expected = Buffer.from(sign(id, sequence, action, expires));
      const received = Buffer.from(match[2] as string);
      if (!timingSafeEqual(expected, received)) return "invalid";
      return now.getTime() >= expires * 1000 ? "expired" : "valid";
    },
  };
}
