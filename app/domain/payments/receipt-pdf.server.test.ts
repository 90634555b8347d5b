import { execFile, execFileSync } from "node:child_process";
import { promisify } from "node:util";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { pdfText, withoutMarks } from "../../../tests/support/certificates";
import { sampleReceipt } from "../../../tests/support/payments";
import { paymentMethodLabel, type ReceiptInput, renderReceiptPdf } from "./receipt-pdf.server";

// 23:30 UTC is already the next day in Lagos.
const receipt = sampleReceipt({ paidAt: new Date("2026-05-12T23:30:00Z") });

/** Poppler's reading of the PDF, as a viewer or a screen reader gets it; null without poppler. */
const hasPdftotext = (() => {
  try {
    execFileSync("pdftotext", ["-v"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();
async function popplerText(bytes: Uint8Array): Promise<string> {
  const child = promisify(execFile)("pdftotext", ["-layout", "-enc", "UTF-8", "-", "-"], {
    encoding: "utf8",
  });
  child.child.stdin?.end(Buffer.from(bytes));
  return (await child).stdout;
}

async function render(overrides: Partial<ReceiptInput> = {}) {
  const bytes = await renderReceiptPdf({ ...receipt, ...overrides });
  return { bytes, text: await pdfText(bytes) };
}

describe("renderReceiptPdf", () => {
  it("draws a one-page portrait A4 receipt with the academy, number, payer, course and amounts", async () => {
    const { bytes, text } = await render();
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");

    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    const { width, height } = doc.getPage(0).getSize();
    expect(Math.round(width)).toBe(595);
    expect(Math.round(height)).toBe(842);
    expect(doc.getTitle()).toBe("Receipt 2026-000042 – AFA Academy");
    expect(doc.getSubject()).toBe("Payment for Soil Testing and Fertiliser Planning");

    for (const expected of [
      "AFA Academy",
      "12 Farm Road, Ikeja, Lagos",
      "hello@afa-academy.example",
      "+234 803 123 4567",
      "Receipt",
      "No. 2026-000042",
      "Paid 13 May 2026",
      "Chidi Eze",
      "chidi@example.ng",
      "Soil Testing and Fertiliser Planning",
      "Paystack",
      "AFA-PAY-7K3M9QTX",
      // The list price, then the total.
      "₦12,500",
      "Total paid\n₦12,500",
      // ₦12,500 × 7.5 / 107.5 = ₦872.093… → ₦872.09; the rest is the net amount.
      "Includes VAT (7.5%):\n₦872.09",
      "Amount before VAT:\n₦11,627.91",
    ]) {
      expect(text).toContain(expected);
    }
    // The standard fonts have no naira sign: never a "?" in its place.
    expect(text).not.toContain("?12,500");
    expect(text).not.toContain("NGN");
    expect(text).not.toMatch(/discount/i);
    expect(text).not.toMatch(/test mode/i);
    expect(text).not.toMatch(/refund/i);
    expect(text).not.toContain("Account deleted");
  });

  it("shows a coupon discount with its code, and the VAT of what was paid", async () => {
    const { text } = await render({
      listPriceKobo: 1_500_000,
      discountKobo: 250_000,
      couponCode: "HARVEST25",
      amountKobo: 1_250_000,
    });
    expect(text).toContain("₦15,000");
    expect(text).toContain("Coupon discount (HARVEST25)\n-₦2,500");
    expect(text).toContain("Total paid\n₦12,500");
    expect(text).toContain("Includes VAT (7.5%):\n₦872.09");
  });

  it("writes 'Account deleted' for a payer whose account is gone", async () => {
    const { text } = await render({ payerName: null, email: null });
    expect(text).toContain("Account deleted");
    expect(text).not.toContain("Chidi Eze");
    expect(text).not.toContain("chidi@example.ng");
  });

  it("carries a test-mode banner only for a test-gateway payment", async () => {
    const { text } = await render({ provider: "test", testMode: true });
    // The em dash is WinAnsi 0x97, which Node's windows-1252 decoder leaves as U+0097.
    expect(text).toMatch(/Test mode [—\u0097] no real money/);
    expect(text).toContain("Test gateway");
    expect((await render()).text).not.toContain("no real money");
  });

  it("says when the payment was refunded, and that a refund is under way", async () => {
    const refunded = await render({
      status: "refunded",
      // 23:10 UTC on the 19th is the 20th in Lagos.
      refundedAt: new Date("2026-05-19T23:10:00Z"),
    });
    expect(refunded.text).toContain("Refunded on 20 May 2026");
    expect(refunded.text).toContain("₦12,500 was returned to the payer.");

    const pending = await render({ status: "refund_pending" });
    expect(pending.text).toContain("Refund in progress");
    expect(pending.text).not.toContain("Refunded on");
  });

  it("names every payment method, a free coupon included", async () => {
    expect(paymentMethodLabel("flutterwave")).toBe("Flutterwave");
    const { text } = await render({
      provider: "none",
      listPriceKobo: 1_250_000,
      discountKobo: 1_250_000,
      couponCode: "FREEFARM",
      amountKobo: 0,
    });
    expect(text).toContain("Coupon (no payment)");
    expect(text).toContain("Total paid\n₦0");
    expect(text).toContain("Includes VAT (7.5%):\n₦0");
  });

  it("writes a Yoruba course title readably and keeps it exactly in the metadata", async () => {
    const { bytes, text } = await render({
      courseTitle: "Ìtọ́jú Ilẹ̀ fún Àgbẹ̀",
      payerName: "Adébáyọ̀ Ọláńrewájú",
    });
    expect(withoutMarks(text)).toContain(withoutMarks("Ìtọ́jú Ilẹ̀ fún Àgbẹ̀"));
    expect(withoutMarks(text)).toContain(withoutMarks("Adébáyọ̀ Ọláńrewájú"));
    const doc = await PDFDocument.load(bytes);
    expect(doc.getSubject()).toBe("Payment for Ìtọ́jú Ilẹ̀ fún Àgbẹ̀");
  });

  it("wraps a very long course title instead of running off the page", async () => {
    const { text } = await render({
      courseTitle:
        "Integrated Soil Fertility Management, Fertiliser Planning and Record Keeping for Smallholder Cassava and Maize Farmers",
    });
    const lines = text.split("\n");
    expect(lines.some((l) => l.startsWith("Integrated Soil Fertility"))).toBe(true);
    expect(lines.some((l) => l.endsWith("Maize Farmers"))).toBe(true);
    expect(lines.every((l) => !l.includes("Integrated") || !l.includes("Farmers"))).toBe(true);
  });

  it.skipIf(!hasPdftotext)(
    "reads back through poppler with every amount and the banner",
    async () => {
      const { bytes } = await render({
        listPriceKobo: 1_500_000,
        discountKobo: 250_000,
        couponCode: "HARVEST25",
        amountKobo: 1_250_000,
        provider: "test",
        testMode: true,
        status: "refunded",
        refundedAt: new Date("2026-05-19T23:10:00Z"),
      });
      const text = (await popplerText(bytes)).replace(/[ \t]+/g, " ");
      for (const expected of [
        "No. 2026-000042",
        "Test mode — no real money",
        "Refunded on 20 May 2026",
        "Soil Testing and Fertiliser Planning ₦15,000",
        "Coupon discount (HARVEST25) -₦2,500",
        "Total paid ₦12,500",
        "Includes VAT (7.5%): ₦872.09",
        "Amount before VAT: ₦11,627.91",
        "Payment method Test gateway",
      ]) {
        expect(text).toContain(expected);
      }
    },
  );
});
