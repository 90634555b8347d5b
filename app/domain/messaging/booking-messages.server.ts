import { eq } from "drizzle-orm";
import type { Tx } from "~/db/client.server";
import { messageOptOuts, type OutboxFallback } from "~/db/schema";
import type { BookingAction } from "~/domain/consultations/booking-links.server";
import type { Consultation } from "~/domain/consultations/consultations.server";
import { slotText } from "~/domain/mail/consultation-status-emails.server";
import type { MailMessage, SendOptions } from "~/domain/mail/mailer.server";
import { mailMessages } from "~/domain/mail/templates.server";
import { queueMessage } from "~/domain/outbox/outbox.server";
import type { SiteSettings } from "~/domain/settings/settings.schema";
import type { Locale } from "~/i18n/locales";
import { formatDate, formatTimeSlot } from "~/lib/format";
import type { Services } from "~/services.server";
import { isWhatsAppOn, type MessageChannel, toProviderNumber } from "./channels.server";
import type { WhatsAppMessage } from "./whatsapp.server";

/** The news a booking's message carries. */
export type BookingNews =
  | "received"
  | "confirmed"
  | "reminder"
  | "moved"
  | "cancelled"
  | "completed";

/**
 * The approved WhatsApp templates (docs/whatsapp-templates.md has their texts, to register with
 * Meta): body {{1}} the requester's name, {{2}} the plan, {{3}} the date and time; the URL
 * buttons "Choose another time" and "Cancel" take the path after the site's address.
 */
export const WHATSAPP_TEMPLATES: Record<BookingNews, string | null> = {
  received: "booking_received",
  confirmed: "booking_confirmed",
  reminder: "booking_reminder",
  moved: "booking_moved",
  cancelled: "booking_cancelled",
  completed: null,
};

/**
 * The account's templates: certificate_ready ({{1}} name, {{2}} course; URL button: the
 * certificate's page) and payment_receipt ({{1}} name, {{2}} amount, {{3}} course).
 */
export const ACCOUNT_TEMPLATES = {
  certificate: "certificate_ready",
  receipt: "payment_receipt",
} as const;

/** WhatsApp templates exist in the languages Meta supports: of ours, English and Hausa. */
export function whatsAppLanguage(locale: Locale): "en" | "ha" {
  return locale === "ha" ? "ha" : "en";
}

/** The channels a phone number asked to hear nothing more on (STOP, or switched off). */
async function optedOut(tx: Tx, phone: string): Promise<Set<string>> {
  const rows = await tx
    .select({ channel: messageOptOuts.channel })
    .from(messageOptOuts)
    .where(eq(messageOptOuts.phone, phone));
  return new Set(rows.map((r) => r.channel));
}

/** The one line an SMS says, in the requester's language. */
function brief(c: Consultation, news: BookingNews, locale: Locale, before?: "day" | "hour") {
  const m = mailMessages(locale);
  const t = m.consultationStatus;
  const slot = slotText(c, locale) ?? m.consultation.noPreference;
  switch (news) {
    case "received":
      return m.consultation.subject({ siteName: "" }).replace(/\s*[–-]\s*$/, "");
    case "confirmed":
      return t.confirmed.goodOn({ plan: c.plan, slot });
    case "reminder":
      return before === "hour"
        ? t.reminder.hourBefore({ plan: c.plan, slot })
        : t.reminder.dayBefore({ plan: c.plan, slot });
    case "moved":
      return t.moved.movedTo({ plan: c.plan, slot });
    case "cancelled":
      return t.cancelled.cancelledFor({ plan: c.plan, slot });
    case "completed":
      return t.completed.done({ plan: c.plan, siteName: "" });
  }
}

/** The path of one of our links, without its leading slash: a WhatsApp URL button's suffix. */
function buttonSuffix(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname.replace(/^\//, "")}${parsed.search}`;
}

/**
 * Sends a booking's news on the channels its requester chose (WhatsApp, SMS, e-mail): queued in
 * the outbox inside `tx`, with the change that caused it.
 *
 * - E-mail chosen (the default): the e-mail goes as always, and the news also goes to the phone,
 *   WhatsApp first with SMS as its fallback.
 * - E-mail not chosen: WhatsApp, then SMS, then e-mail as the last fallback, each tried once.
 *
 * WhatsApp and SMS are used only after the requester confirmed the number from the texted link,
 * never for a number that replied STOP (or switched the channel off), and WhatsApp only when the
 * site is configured for it. Returns the channels queued first.
 */
export async function sendBookingMessage(
  services: Pick<Services, "mailer" | "env" | "outbox">,
  tx: Tx,
  opts: {
    consultation: Consultation;
    news: BookingNews;
    email: MailMessage;
    locale: Locale;
    settings: SiteSettings;
    links?: Record<BookingAction, string> | null;
    /** A reminder: when it is due, and which one. */
    reminder?: { sendAt: Date; before: "day" | "hour" };
  },
): Promise<MessageChannel[]> {
  const { consultation: c, news, locale, links } = opts;
  const when = opts.reminder
    ? {
        sendAt: opts.reminder.sendAt,
        onlyIfBooking: { id: c.id, sequence: c.sequence },
      }
    : { aboutBooking: c.id };
  const template = WHATSAPP_TEMPLATES[news];
  const language = whatsAppLanguage(locale);
  const date = c.preferredDate ? formatDate(c.preferredDate, language) : "";
  const time = c.preferredTime ? ` ${formatTimeSlot(c.preferredTime, language)}` : "";
  const l = mailMessages(locale).bookingLinks;
  const line = `${opts.settings.siteName}: ${brief(c, news, locale, opts.reminder?.before)}`;
  return queueOnChannels(services, tx, {
    channels: c.channels,
    phone: c.phone && c.phoneConfirmedAt ? c.phone : null,
    email: opts.email,
    mailOptions: when,
    whatsapp: template
      ? {
          template,
          language,
          params: [c.name, c.plan, `${date}${time}`.trim() || "-"],
          buttons: links ? [buttonSuffix(links.reschedule), buttonSuffix(links.cancel)] : [],
        }
      : null,
    sms: links ? `${line} ${l.reschedule}: ${links.reschedule}` : line,
    sendAt: opts.reminder?.sendAt,
    consultationId: c.id,
    consultationSequence: opts.reminder ? c.sequence : undefined,
  });
}

/**
 * Queues one piece of news on the channels a person chose (inside `tx`, with its cause):
 *
 * - E-mail chosen (the default): the e-mail goes as always, and the news also goes to the phone,
 *   WhatsApp first with SMS as its fallback.
 * - E-mail not chosen: WhatsApp, then SMS, then e-mail as the last fallback, each tried once.
 *
 * `phone` is a number the person confirmed, or null: WhatsApp and SMS never go to any other, nor
 * to a number that replied STOP (or switched the channel off); WhatsApp only when the site is
 * configured for it. Returns the channels queued first.
 */
export async function queueOnChannels(
  services: Pick<Services, "mailer" | "env" | "outbox">,
  tx: Tx,
  opts: {
    channels: readonly string[];
    phone: string | null;
    email: MailMessage;
    mailOptions?: Omit<SendOptions, "tx">;
    whatsapp: Omit<WhatsAppMessage, "to"> | null;
    sms: string;
    sendAt?: Date;
    consultationId?: string;
    consultationSequence?: number;
  },
): Promise<MessageChannel[]> {
  const chosen = new Set(opts.channels);
  const phone = opts.phone ? toProviderNumber(opts.phone) : null;
  const stopped = phone ? await optedOut(tx, phone) : new Set<string>();
  const chain: OutboxFallback[] = [];
  if (
    phone &&
    opts.whatsapp &&
    chosen.has("whatsapp") &&
    !stopped.has("whatsapp") &&
    isWhatsAppOn(services.env)
  ) {
    const message: WhatsAppMessage = { ...opts.whatsapp, to: phone };
    chain.push({ channel: "whatsapp", payload: message, recipient: `+${phone}` });
  }
  if (phone && chosen.has("sms") && !stopped.has("sms")) {
    chain.push({
      channel: "sms",
      payload: { to: `+${phone}`, body: opts.sms },
      recipient: `+${phone}`,
    });
  }
  const emailFirst = chosen.has("email") || chain.length === 0;
  if (emailFirst) await services.mailer.send(opts.email, { tx, ...opts.mailOptions });
  else
    chain.push({
      channel: "email",
      payload: opts.email as unknown as Record<string, unknown>,
      recipient: opts.email.to,
    });
  const [first, ...fallback] = chain;
  if (first) {
    await queueMessage(tx, {
      ...first,
      summary: opts.email.subject,
      fallback,
      sendAt: opts.sendAt,
      consultationId: opts.consultationId,
      consultationSequence: opts.consultationSequence,
    });
    services.outbox.wake();
  }
  return [...(emailFirst ? (["email"] as const) : []), ...(first ? [first.channel] : [])];
}
