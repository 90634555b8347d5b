import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database, Tx } from "~/db/client.server";
import { consultations, messageOptOuts } from "~/db/schema";
import { spendMessageBudgets } from "~/domain/abuse/message-budgets.server";
import type { Consultation } from "~/domain/consultations/consultations.server";
import { mailMessages } from "~/domain/mail/templates.server";
import type { SiteSettings } from "~/domain/settings/settings.schema";
import type { Locale } from "~/i18n/locales";
import type { Services } from "~/services.server";
import { toProviderNumber } from "./channels.server";

/**
 * The link to confirm a booking's phone for WhatsApp and SMS is signed for version 0 whatever
 * the booking's version: a change of time or status does not undo the number's confirmation.
 */
export const PHONE_LINK_VERSION = 0;

/** Whether the requester asked for WhatsApp or SMS with a number not yet confirmed. */
export function wantsPhoneConfirmation(c: Consultation): boolean {
  return (
    Boolean(c.phone) &&
    !c.phoneConfirmedAt &&
    (c.channels.includes("whatsapp") || c.channels.includes("sms"))
  );
}

/** Whether `number` (toProviderNumber) asked for no more text messages (STOP, or switched off). */
export async function textsStopped(db: Database, number: string): Promise<boolean> {
  const [stopped] = await db
    .select({ phone: messageOptOuts.phone })
    .from(messageOptOuts)
    .where(and(eq(messageOptOuts.phone, number), eq(messageOptOuts.channel, "sms")))
    .limit(1);
  return Boolean(stopped);
}

/**
 * Texts the booking's number a link to confirm it (inside `tx`, with the booking): until it is
 * opened and confirmed, nothing but this goes to the number. Skipped for a number that asked
 * for no more messages, and once the number's confirmation texts of the day are spent
 * (MESSAGE_BUDGETS, shared with the accounts' links): the booking is stored either way.
 */
export async function askToConfirmPhone(
  services: Pick<Services, "sms" | "bookingLinks" | "env">,
  tx: Tx,
  c: Consultation,
  opts: { settings: SiteSettings; locale: Locale },
): Promise<boolean> {
  if (!wantsPhoneConfirmation(c) || !c.phone) return false;
  const phone = toProviderNumber(c.phone);
  if (await textsStopped(tx, phone)) return false;
  const budget = await spendMessageBudgets({ db: tx, env: services.env }, [
    { kind: "confirm-text-number", subject: phone },
  ]);
  if (!budget.allowed) return false;
  const url = services.bookingLinks.urlFor(
    { ...c, sequence: PHONE_LINK_VERSION },
    "confirm-phone",
    opts.locale,
  );
  const t = mailMessages(opts.locale).bookingLinks;
  await services.sms.send(
    { to: `+${phone}`, body: `${opts.settings.siteName}: ${t.confirmPhoneSms} ${url}` },
    { tx },
  );
  return true;
}

/**
 * Marks the booking's number confirmed (once; later calls change nothing). A requester we can
 * reach is no stranger: the request holds its hour until staff act (no hold expiry). One whose
 * hour was already taken by another once its hold lapsed (no start any more) stays as it is.
 */
export async function confirmBookingPhone(db: Database, id: string): Promise<boolean> {
  const [row] = await db
    .update(consultations)
    .set({ phoneConfirmedAt: sql`now()`, holdExpiresAt: null })
    .where(and(eq(consultations.id, id), isNull(consultations.phoneConfirmedAt)))
    .returning({ id: consultations.id });
  return Boolean(row);
}

/** The number asks for no more messages on these channels (STOP, or the page's button). */
export async function optOut(
  db: Database,
  phone: string,
  channels: readonly ("whatsapp" | "sms")[],
): Promise<void> {
  for (const channel of channels) {
    await db
      .insert(messageOptOuts)
      .values({ phone: toProviderNumber(phone), channel })
      .onConflictDoNothing();
  }
}
