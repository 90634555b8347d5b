// Money rules shared by the server and the pages (no server code). Amounts are integer kobo
// (₦1 = 100 kobo) everywhere: a float never holds money, and providers that want naira get it
// converted at their edge. Amounts are written for reading by formatNaira (app/lib/format.ts).

/** The largest amount of naira a form reads (a course price), in kobo: ₦10,000,000. */
export const MAX_FORM_KOBO = 1_000_000_000;

/**
 * What staff type for an amount of naira, as integer kobo: "12500" → 1250000, "12,500.50" and
 * "₦12,500.5" → 1250050, "0" → 0. Read from the digits, never through a float, so no amount is off
 * by a kobo. Null for anything else: a sign, more than two decimals, commas out of place ("1,2,3").
 */
export function parseNairaToKobo(text: string): number | null {
  const cleaned = text.replace(/[\s\u00a0₦]/g, "");
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match) return null;
  const naira = Number((match[1] ?? "").replaceAll(",", ""));
  const kobo = naira * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return Number.isSafeInteger(kobo) ? kobo : null;
}

/** Kobo as a form's naira field shows it: 1250050 → "12500.50", 1250000 → "12500". */
export function koboToNairaInput(kobo: number): string {
  const naira = Math.floor(kobo / 100);
  const rest = kobo % 100;
  return rest === 0 ? String(naira) : `${naira}.${String(rest).padStart(2, "0")}`;
}

/** 750 basis points → "7.5%". */
export function formatVatRate(rateBps: number): string {
  return `${(rateBps / 100).toLocaleString("en-NG", { maximumFractionDigits: 2 })}%`;
}

/**
 * The VAT contained in a VAT-inclusive amount: amount × rate / (1 + rate), rounded to the kobo.
 * Prices are shown with VAT included, so a receipt splits the total into net + VAT.
 */
export function vatPartOf(
  amountKobo: number,
  rateBps: number,
): { netKobo: number; vatKobo: number } {
  const vatKobo = Math.round((amountKobo * rateBps) / (10_000 + rateBps));
  return { netKobo: amountKobo - vatKobo, vatKobo };
}

/** A percentage coupon's discount (rounded down to the kobo, never above the price). */
export function discountFor(
  coupon: { kind: "percent" | "fixed"; value: number },
  priceKobo: number,
): number {
  const raw =
    coupon.kind === "percent" ? Math.floor((priceKobo * coupon.value) / 100) : coupon.value;
  return Math.max(0, Math.min(priceKobo, raw));
}
