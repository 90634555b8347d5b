import { describe, expect, it } from "vitest";
import { sampleReceipt } from "../../../tests/support/payments";
import { receiptEmail, receiptFilename, refundEmail } from "./receipt-email.server";
import { type ReceiptInput, renderReceiptPdf } from "./receipt-pdf.server";

const receipt = sampleReceipt();
const courseUrl = "https://afa-academy.example/learn/soil-testing";
const paymentsUrl = "https://afa-academy.example/settings/payments";

async function receiptMessage(overrides: Partial<ReceiptInput> = {}) {
  const input = { ...receipt, ...overrides };
  const pdf = await renderReceiptPdf(input);
  return {
    pdf,
    message: receiptEmail({ to: "chidi@example.ng", receipt: input, pdf, courseUrl, paymentsUrl }),
  };
}

describe("receiptEmail", () => {
  it("attaches the PDF as base64 that decodes to the same bytes, even after the outbox's JSON", async () => {
    const { pdf, message } = await receiptMessage();
    expect(message.to).toBe("chidi@example.ng");
    expect(message.attachments).toHaveLength(1);
    const [attachment] = message.attachments ?? [];
    expect(attachment).toMatchObject({
      filename: "receipt-2026-000042.pdf",
      contentType: "application/pdf",
      encoding: "base64",
    });
    // The outbox stores the message as JSON; what the worker hands to nodemailer must still decode.
    const stored = JSON.parse(JSON.stringify(message)) as typeof message;
    const bytes = Buffer.from(stored.attachments?.[0]?.content ?? "", "base64");
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(bytes.equals(Buffer.from(pdf))).toBe(true);
  });

  it("says what was bought and paid, with the VAT part, and links to the course and payments", async () => {
    const { message } = await receiptMessage();
    expect(message.subject).toBe("Your receipt 2026-000042 – AFA Academy");
    expect(message.text).toContain("Hello Chidi Eze,");
    expect(message.text).toContain("Soil Testing and Fertiliser Planning");
    expect(message.text).toContain("You paid ₦12,500 (this includes ₦872.09 VAT).");
    expect(message.text).toContain("attached");
    expect(message.text).toContain(`Start the course: ${courseUrl}`);
    expect(message.text).toContain(paymentsUrl);
    expect(message.text).toContain("AFA-PAY-7K3M9QTX");
    expect(message.html).toContain(`href="${courseUrl}"`);
    expect(message.text).not.toContain("test payment");
  });

  it("tells a coupon-only learner nothing was paid, and a test payer that no money was taken", async () => {
    const free = await receiptMessage({
      provider: "none",
      discountKobo: 1_250_000,
      couponCode: "FREEFARM",
      amountKobo: 0,
    });
    expect(free.message.text).toContain("Your coupon FREEFARM covered the full price");
    expect(free.message.text).not.toContain("You paid");

    const test = await receiptMessage({ provider: "test", testMode: true });
    expect(test.message.text).toContain("no real money was taken");
  });

  it("greets without a name when the payer has none, and keeps the file name safe", async () => {
    const { message } = await receiptMessage({ payerName: null });
    expect(message.text.startsWith("Hello,\n")).toBe(true);
    expect(receiptFilename("2026/00\n42")).toBe("receipt-2026-00-42.pdf");
  });
});

describe("refundEmail", () => {
  it("says the refund was processed, access ended, and banks take a few working days", () => {
    const message = refundEmail({
      to: "chidi@example.ng",
      siteName: "AFA Academy",
      courseTitle: "Soil Testing and Fertiliser Planning",
      amountKobo: 1_250_000,
      reference: "AFA-PAY-7K3M9QTX",
      paymentsUrl,
    });
    expect(message.to).toBe("chidi@example.ng");
    expect(message.subject).toBe(
      "Your refund for Soil Testing and Fertiliser Planning – AFA Academy",
    );
    expect(message.text).toContain("refund of ₦12,500");
    expect(message.text).toContain("access to this course has ended");
    expect(message.text).toContain("a few working days");
    expect(message.text).toContain(paymentsUrl);
    expect(message.text).toContain("AFA-PAY-7K3M9QTX");
    expect(message.attachments).toBeUndefined();
  });
});
