import type { Locale } from "~/i18n/locales";
import { formatNaira } from "~/lib/format";

// Money rules shared by the server and the pages (no server code). Amounts are integer kobo
// (₦1 = 100 kobo) everywhere: a float never holds money, and providers that want naira get it
// converted at their edge.

/** The course price (stored in naira, up to two decimals) in kobo. */
export function nairaToKobo(naira: number): number {
  return Math.round(naira * 100);
}

/**
 * "₦12,500" or "₦12,500.5": an amount in kobo as a receipt shows it (₦0 included), in the page's
 * language when given (Hausa: "₦ 12,500").
 */
export function formatKobo(kobo: number, locale: Locale = "en"): string {
  return formatNaira(kobo / 100, locale);
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
