import type { MailMessage } from "~/domain/mail/mailer.server";
import { actionEmail, oneLine } from "~/domain/mail/templates.server";
import { formatKobo, vatPartOf } from "./money";
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
  courseUrl: string;
  paymentsUrl: string;
}): MailMessage {
  const { receipt } = input;
  const name = receipt.payerName ? oneLine(receipt.payerName) : "";
  const { vatKobo } = vatPartOf(receipt.amountKobo, receipt.vatRateBps);
  const paid =
    receipt.provider === "none"
      ? `Your coupon${receipt.couponCode ? ` ${receipt.couponCode}` : ""} covered the full price, so there was nothing to pay.`
      : `You paid ${formatKobo(receipt.amountKobo)} (this includes ${formatKobo(vatKobo)} VAT).`;
  const message = actionEmail({
    to: input.to,
    siteName: receipt.siteName,
    subject: `Your receipt ${receipt.receiptNumber} – ${receipt.siteName}`,
    greeting: name ? `Hello ${name},` : "Hello,",
    paragraphs: [
      `Thank you! You now have full access to the course ${receipt.courseTitle}.`,
      paid,
      ...(receipt.testMode
        ? ["This was a test payment: no real money was taken, and the receipt is only a sample."]
        : []),
      `Your receipt ${receipt.receiptNumber} is attached to this e-mail as a PDF. You can download it again at any time from Settings → Payments: ${input.paymentsUrl}`,
    ],
    action: { label: "Start the course", url: input.courseUrl },
    footer: `Questions about this payment? Write to ${receipt.contactEmail} or call ${receipt.phone}, and give the reference ${receipt.reference}.`,
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
}): MailMessage {
  return actionEmail({
    to: input.to,
    siteName: input.siteName,
    subject: `Your refund for ${oneLine(input.courseTitle)} – ${input.siteName}`,
    greeting: "Hello,",
    paragraphs: [
      `We have processed your refund of ${formatKobo(input.amountKobo)} for the course ${input.courseTitle}.`,
      "Your access to this course has ended.",
      "The money goes back to the card or account you paid with. Banks usually take a few working days to show it.",
    ],
    action: { label: "See your payments", url: input.paymentsUrl },
    footer: `If the money has not arrived after ten working days, contact us and give the reference ${input.reference}.`,
  });
}
