import type { MailMessage } from "~/domain/mail/mailer.server";
import { actionEmail, mailMessages, oneLine } from "~/domain/mail/templates.server";
import { DEFAULT_LOCALE, type Locale } from "~/i18n/locales";
import { formatNaira } from "~/lib/format";
import { vatPartOf } from "./money";
import type { ReceiptInput } from "./receipt-pdf.server";

/** "receipt-2026-000042.pdf"; anything but letters, digits and hyphens becomes a hyphen. */
export function receiptFilename(receiptNumber: string): string {
  return `receipt-${receiptNumber.replace(/[^A-Za-z0-9-]/g, "-")}.pdf`;
}

/**
 * The learner's receipt after a payment: what they bought and paid, the PDF attached, and a button
 * into the course. The PDF travels as base64 text because the outbox stores messages as JSON.
 */
export function receiptEmail(input: {
  to: string;
  receipt: ReceiptInput;
  pdf: Uint8Array;
  /** Already in the payer's language (see siteUrl). */
  courseUrl: string;
  paymentsUrl: string;
  /** The payer's saved language; English when not given. */
  locale?: Locale;
}): MailMessage {
  const { receipt } = input;
  const locale = input.locale ?? DEFAULT_LOCALE;
  const words = mailMessages(locale);
  const t = words.receipt;
  const name = receipt.payerName ? oneLine(receipt.payerName) : "";
  const { vatKobo } = vatPartOf(receipt.amountKobo, receipt.vatRateBps);
  const paid =
    receipt.provider === "none"
      ? receipt.couponCode
        ? t.couponCodeCovered({ coupon: receipt.couponCode })
        : t.couponCovered
      : t.paid({ amount: formatNaira(receipt.amountKobo), vat: formatNaira(vatKobo) });
  const message = actionEmail({
    to: input.to,
    siteName: receipt.siteName,
    locale,
    subject: t.subject({ number: receipt.receiptNumber, siteName: receipt.siteName }),
    greeting: name ? words.layout.hello({ name }) : words.layout.helloAnonymous,
    paragraphs: [
      t.access({ course: receipt.courseTitle }),
      paid,
      ...(receipt.testMode ? [t.test] : []),
      { text: t.attached({ number: receipt.receiptNumber }), url: input.paymentsUrl },
    ],
    action: { label: t.action, url: input.courseUrl },
    footer: t.footer({
      email: receipt.contactEmail,
      phone: receipt.phone,
      reference: receipt.reference,
    }),
  });
  return {
    ...message,
    attachments: [
      {
        filename: receiptFilename(receipt.receiptNumber),
        content: Buffer.from(input.pdf).toString("base64"),
        contentType: "application/pdf",
        encoding: "base64",
      },
    ],
  };
}

/** Tells the learner their money is on its way back and that the course is closed to them. */
export function refundEmail(input: {
  to: string;
  siteName: string;
  courseTitle: string;
  amountKobo: number;
  reference: string;
  paymentsUrl: string;
  /** The payer's saved language; English when not given. */
  locale?: Locale;
}): MailMessage {
  const locale = input.locale ?? DEFAULT_LOCALE;
  const words = mailMessages(locale);
  const t = words.refund;
  return actionEmail({
    to: input.to,
    siteName: input.siteName,
    locale,
    subject: t.subject({ course: oneLine(input.courseTitle), siteName: input.siteName }),
    greeting: words.layout.helloAnonymous,
    paragraphs: [
      t.processed({ amount: formatNaira(input.amountKobo), course: input.courseTitle }),
      t.ended,
      t.bank,
    ],
    action: { label: t.action, url: input.paymentsUrl },
    footer: t.footer({ reference: input.reference }),
  });
}
