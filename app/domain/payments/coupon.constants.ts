import type { CouponKind } from "~/db/schema/enums";
import { type Compiled, compileMessages, plural } from "~/i18n/define";
import type { Locale } from "~/i18n/locales";
import { formatDate, formatNaira, formatNumber, SITE_TIME_ZONE } from "~/lib/format";
import { discountFor, parseNairaToKobo } from "./money";

// The admin coupon pages' labels, limits, messages and pure rules, shared by the pages and the
// server. The zod schema is in coupon.schema.ts, which re-exports this file; kept apart so a page
// can show these without downloading zod first (see useLazyForm).

export const COUPONS_PATH = "/admin-dashboard/payments/coupons";
export const COUPONS_PAGE_SIZE = 25;

export const COUPON_CODE_MIN = 3;
export const COUPON_CODE_MAX = 30;
/** The largest fixed discount, in naira: no course costs more (courseSchema's price ceiling). */
export const COUPON_FIXED_MAX_NAIRA = 10_000_000;
export const COUPON_MAX_USES_LIMIT = 1_000_000;

export const COUPON_MESSAGES = {
  code: `Please enter a code of ${COUPON_CODE_MIN} to ${COUPON_CODE_MAX} letters, digits or hyphens.`,
  codeCharacters: "Use only letters, digits and hyphens (-), e.g. HARVEST-2026.",
  codeTaken: "Another coupon already has this code. Please choose a different one.",
  kind: "Please choose a percentage or a fixed amount.",
  value: "Please enter the discount.",
  percent: "Enter a whole percentage from 1 to 100.",
  fixed: "Enter an amount in naira above ₦0, with at most 2 decimals, e.g. 2500 or 2500.50.",
  fixedTooLarge: `Keep the amount at or under ₦${COUPON_FIXED_MAX_NAIRA.toLocaleString("en-NG")}.`,
  course: "Choose a priced course, or Any priced course.",
  expires: "Enter a valid date, e.g. 31/12/2026.",
  expiresPast: "Choose today or a later date.",
  maxUses: `Enter a whole number of uses from 1 to ${COUPON_MAX_USES_LIMIT.toLocaleString("en-NG")}, or leave it empty for no limit.`,
  notFound: "This coupon no longer exists. It may have been deleted.",
  unsaved: "The coupon could not be saved. Please try again in a moment.",
} as const;

/** "It has been used 3 times already…": a maximum below the uses counted. */
export function maxUsesBelowUsesMessage(uses: number): string {
  return `This coupon has been used ${formatNumber(uses)} time${uses === 1 ? "" : "s"} already: the maximum cannot be lower than ${formatNumber(uses)}.`;
}

export const COUPON_TOASTS = {
  created: { title: "Coupon created" },
  updated: { title: "Coupon updated" },
  deleted: { title: "Coupon deleted" },
  fetchFailed: { title: "Error fetching coupons", variant: "destructive" },
  saveFailed: { title: "Error saving coupon", variant: "destructive" },
  deleteFailed: { title: "Coupon not deleted", variant: "destructive" },
} as const;

export const COUPON_KIND_LABELS: Record<CouponKind, string> = {
  percent: "Percentage off",
  fixed: "Fixed amount off (₦)",
};

/**
 * Codes are compared upper-case and without spaces: "early bird" and "EARLYBIRD" are one. The
 * checkout normalises what the learner types the same way (coupons.server.ts re-exports this).
 */
export function normaliseCouponCode(code: string): string {
  return code.replace(/\s+/g, "").toUpperCase();
}

/**
 * The form's summary of what a learner gets, and a discount's words, in English: the
 * admin-coupons namespace's `summary` (its en.ts checks it matches; the other languages translate
 * it). Pages pass their language's words; without them (tests, the audit log) this is used.
 */
export const COUPON_SUMMARY_EN = {
  percentOff: "{percent}% off",
  amountOff: "{amount} off",
  courseFree: "Learners get {course} free ({off} its {price} price), enrolled without paying.",
  coursePays: "Learners pay {pays} instead of {price} for {course} ({off}).",
  allFree: "Learners get any priced course free, enrolled without paying.",
  percentOfPrice: "Learners pay {percent}% of the price of any priced course ({off}).",
  fixedLess:
    "Learners pay {amount} less for any priced course; a course that costs {amount} or less becomes free.",
  until: "It works until the end of {date}.",
  neverExpires: "It never expires.",
  uses: plural("It can be used {count} time in all.", "It can be used {count} times in all."),
  anyUses: "It can be used any number of times.",
  inactive: "It is inactive: nobody can use it until you tick Active.",
} as const;

/** The summary's words in one language (`useT(adminCoupons).summary`). */
export type CouponSummaryWords = Compiled<typeof COUPON_SUMMARY_EN>;

/** "10% off" or "₦2,500 off": a stored coupon (`value` a percentage or kobo). */
export function describeCouponDiscount(
  coupon: { kind: CouponKind; value: number },
  words: CouponSummaryWords = compileMessages(COUPON_SUMMARY_EN, "en"),
  locale: Locale = "en",
): string {
  return coupon.kind === "percent"
    ? words.percentOff({ percent: coupon.value })
    : words.amountOff({ amount: formatNaira(coupon.value, locale) });
}

/** What the list shows about a coupon now; the first that applies wins. */
export type CouponStatus = "inactive" | "expired" | "used-up" | "active";

export const COUPON_STATUS_LABELS: Record<CouponStatus, string> = {
  active: "Active",
  inactive: "Inactive",
  expired: "Expired",
  "used-up": "Used up",
};

/** The same order as checkCoupon refuses a code in, so the list agrees with the checkout. */
export function couponStatus(
  coupon: { isActive: boolean; expiresAt: Date | null; maxUses: number | null; uses: number },
  now: Date,
): CouponStatus {
  if (!coupon.isActive) return "inactive";
  if (coupon.expiresAt && coupon.expiresAt <= now) return "expired";
  if (coupon.maxUses !== null && coupon.uses >= coupon.maxUses) return "used-up";
  return "active";
}

// Lagos is UTC+1 all year (no daylight saving), so a Lagos day ends at 22:59:59.999 UTC.
const LAGOS_OFFSET = "+01:00";
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether "2026-12-31" is a real calendar date (not 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** The last moment of a Lagos day: a coupon "until 31 December" works all of that day. */
export function lagosEndOfDay(date: string): Date {
  return new Date(`${date}T23:59:59.999${LAGOS_OFFSET}`);
}

const isoDate = new Intl.DateTimeFormat("en-CA", {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  timeZone: SITE_TIME_ZONE,
});

/** "2026-12-31": the Lagos day a moment falls on (what a date input shows). */
export function lagosDateOf(moment: Date): string {
  return isoDate.format(moment);
}

/** "2500.50" → 250050 kobo; "10" → 10 (percent). The form's cleaned value as stored. */
export function couponStoredValue(kind: CouponKind, value: string): number {
  return kind === "percent" ? Number(value) : (parseNairaToKobo(value) ?? 0);
}

/** A stored value as the form's field shows it: 250050 kobo → "2500.5", a percentage as is. */
export function couponFormValue(kind: CouponKind, value: number): string {
  return kind === "percent" ? String(value) : String(value / 100);
}

/** "₦2,500" / "₦ 2,500.50" → "2500.50": what an admin may type for an amount, cleaned. */
export function cleanCouponValue(value: string): string {
  return value.replace(/[\s,₦]/g, "");
}

/** Whether a cleaned value is right for its kind (the schema's rule, shared with the summary). */
export function couponValueProblem(kind: CouponKind, value: string): string | null {
  if (kind === "percent") {
    if (!/^\d{1,3}$/.test(value)) return COUPON_MESSAGES.percent;
    const n = Number(value);
    return n >= 1 && n <= 100 ? null : COUPON_MESSAGES.percent;
  }
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(value) || Number(value) <= 0) return COUPON_MESSAGES.fixed;
  return Number(value) > COUPON_FIXED_MAX_NAIRA ? COUPON_MESSAGES.fixedTooLarge : null;
}

/** A course a coupon may be limited to, as the form offers it. */
export type CouponCourseOption = { id: string; title: string; priceKobo: number };

/**
 * The form's plain-language summary of what a learner gets, from what is typed now (so it
 * follows the fields as the admin types); null until the discount itself makes sense.
 */
export function couponSummary(
  input: {
    kind: string | undefined;
    value: string | undefined;
    course: CouponCourseOption | null;
    expiresOn: string | undefined;
    maxUses: string | undefined;
    active: boolean;
  },
  words: CouponSummaryWords = compileMessages(COUPON_SUMMARY_EN, "en"),
  locale: Locale = "en",
): string | null {
  const kind: CouponKind | null =
    input.kind === "percent" || input.kind === "fixed" ? input.kind : null;
  if (!kind) return null;
  const value = cleanCouponValue(input.value ?? "");
  if (couponValueProblem(kind, value)) return null;
  const coupon = { kind, value: couponStoredValue(kind, value) };
  const off = describeCouponDiscount(coupon, words, locale);
  const parts: string[] = [];
  if (input.course) {
    const price = input.course.priceKobo;
    const pays = price - discountFor(coupon, price);
    parts.push(
      pays === 0
        ? words.courseFree({
            course: input.course.title,
            off,
            price: formatNaira(price, locale),
          })
        : words.coursePays({
            pays: formatNaira(pays, locale),
            price: formatNaira(price, locale),
            course: input.course.title,
            off,
          }),
    );
  } else if (kind === "percent") {
    parts.push(
      coupon.value === 100
        ? words.allFree
        : words.percentOfPrice({ percent: 100 - coupon.value, off }),
    );
  } else {
    parts.push(words.fixedLess({ amount: formatNaira(coupon.value, locale) }));
  }
  if (input.expiresOn && isCalendarDate(input.expiresOn)) {
    parts.push(words.until({ date: formatDate(lagosEndOfDay(input.expiresOn), locale) }));
  } else {
    parts.push(words.neverExpires);
  }
  const max = Number(input.maxUses);
  if (input.maxUses && Number.isInteger(max) && max >= 1) {
    parts.push(words.uses({ count: max }));
  } else {
    parts.push(words.anyUses);
  }
  if (!input.active) parts.push(words.inactive);
  return parts.join(" ");
}
