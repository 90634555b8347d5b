import type { Database, Tx } from "~/db/client.server";
import { findUserLocale } from "~/domain/i18n/preferences.server";
import { siteUrl } from "~/domain/mail/templates.server";
import { getAccountChannels } from "~/domain/messaging/account-channels.server";
import {
  ACCOUNT_TEMPLATES,
  queueOnChannels,
  whatsAppLanguage,
} from "~/domain/messaging/booking-messages.server";
import { getSiteSettings } from "~/domain/settings/settings.server";
import { DEFAULT_LOCALE, type Locale } from "~/i18n/locales";
import { courseContentPath } from "~/lib/course-paths";
import { formatNaira } from "~/lib/format";
import type { Services } from "~/services.server";
import { type Payment, payerEmail } from "./payment-records.server";
import { receiptEmail, refundEmail } from "./receipt-email.server";
import { type ReceiptInput, renderReceiptPdf } from "./receipt-pdf.server";

type MailServices = Pick<Services, "mailer" | "logger" | "env" | "payments" | "outbox">;

/** The payer's saved language (English once the account is deleted). */
function payerLocale(db: Database, payment: Payment): Promise<Locale> {
  return payment.userId ? findUserLocale(db, payment.userId) : Promise.resolve(DEFAULT_LOCALE);
}

/** The receipt of a settled payment, as the PDF and the e-mail show it. */
export async function receiptInputOf(
  db: Database,
  payment: Payment,
  testMode: boolean,
): Promise<ReceiptInput | null> {
  if (!payment.receiptNumber || !payment.paidAt) return null;
  if (
    payment.status !== "paid" &&
    payment.status !== "refund_pending" &&
    payment.status !== "refunded"
  ) {
    return null;
  }
  const settings = await getSiteSettings(db);
  return {
    receiptNumber: payment.receiptNumber,
    reference: payment.reference,
    paidAt: payment.paidAt,
    payerName: payment.payerName,
    email: payment.email,
    courseTitle: payment.courseTitle,
    listPriceKobo: payment.listPriceKobo,
    discountKobo: payment.discountKobo,
    couponCode: payment.couponCode,
    amountKobo: payment.amountKobo,
    vatRateBps: payment.vatRateBps,
    provider: payment.provider,
    status: payment.status,
    refundedAt: payment.refundedAt,
    siteName: settings.siteName,
    address: settings.address,
    contactEmail: settings.contactEmail,
    phone: settings.phone,
    testMode: testMode || payment.provider === "test",
  };
}

/**
 * Queues the receipt e-mail with its PDF inside the fulfilling transaction, in a savepoint: a
 * failure to build or queue it is logged and undone alone, so the learner keeps the enrolment
 * (the receipt stays downloadable from Settings → Payments).
 */
export async function queueReceiptEmail(services: MailServices, tx: Tx, payment: Payment) {
  try {
    await tx.transaction(async (db) => {
      const to = await payerEmail(db, payment);
      const receipt = await receiptInputOf(db, payment, services.payments.testMode);
      if (!to || !receipt) return;
      const appUrl = services.env.APP_URL;
      const locale = await payerLocale(db, payment);
      const email = receiptEmail({
        to,
        receipt,
        pdf: await renderReceiptPdf(receipt, locale),
        courseUrl: siteUrl(
          appUrl,
          payment.courseId ? courseContentPath(payment.courseId) : "/dashboard",
          locale,
        ),
        paymentsUrl: siteUrl(appUrl, "/settings/payments", locale),
        locale,
      });
      if (!payment.userId) {
        await services.mailer.send(email, { tx: db });
        return;
      }
      // Also on WhatsApp or SMS when the payer chose them (the PDF stays in the e-mail and in
      // Settings → Payments).
      const account = await getAccountChannels(db, payment.userId);
      const amount = formatNaira(
        payment.amountKobo,
        whatsAppLanguage(locale) === "ha" ? "ha" : "en",
      );
      await queueOnChannels(services, db as Tx, {
        channels: account.channels,
        phone: account.phoneConfirmed ? account.phone : null,
        email,
        whatsapp: {
          template: ACCOUNT_TEMPLATES.receipt,
          language: whatsAppLanguage(locale),
          params: [receipt.payerName ?? "", amount, payment.courseTitle],
        },
        sms: `${receipt.siteName}: ${email.subject} (${formatNaira(payment.amountKobo, locale)})`,
      });
    });
  } catch (error) {
    services.logger.error(
      { err: error, reference: payment.reference },
      "receipt e-mail not queued",
    );
  }
}

/** The refund e-mail, queued with the refund (savepoint, as above). */
export async function queueRefundEmail(services: MailServices, tx: Tx, payment: Payment) {
  try {
    await tx.transaction(async (db) => {
      const to = await payerEmail(db, payment);
      if (!to) return;
      const settings = await getSiteSettings(db);
      const locale = await payerLocale(db, payment);
      await services.mailer.send(
        refundEmail({
          to,
          siteName: settings.siteName,
          courseTitle: payment.courseTitle,
          amountKobo: payment.amountKobo,
          reference: payment.reference,
          paymentsUrl: siteUrl(services.env.APP_URL, "/settings/payments", locale),
          locale,
        }),
        { tx: db },
      );
    });
  } catch (error) {
    services.logger.error({ err: error, reference: payment.reference }, "refund e-mail not queued");
  }
}
