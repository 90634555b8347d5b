import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth";
import { COUPON_KINDS, PAYMENT_PROVIDERS, PAYMENT_STATUSES } from "./enums";
import { createdAt, oneOf, updatedAt } from "./helpers";
import { courses } from "./learning";

/**
 * Discount codes. `value` is a percentage (1–100) or an amount in kobo; `uses` counts fulfilled
 * payments only, and the conditional increment at fulfilment keeps it within `max_uses`.
 */
export const coupons = pgTable(
  "coupons",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Stored upper-case; learners may type it in any case. */
    code: text("code").notNull().unique(),
    kind: text("kind", { enum: COUPON_KINDS }).notNull(),
    value: integer("value").notNull(),
    /** Only this course; null means every priced course. */
    courseId: uuid("course_id").references(() => courses.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    maxUses: integer("max_uses"),
    uses: integer("uses").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("coupons_kind_check", oneOf(t.kind, COUPON_KINDS)),
    check(
      "coupons_value_check",
      sql`${t.value} > 0 and (${t.kind} <> 'percent' or ${t.value} <= 100)`,
    ),
    check(
      "coupons_uses_check",
      sql`${t.uses} >= 0 and (${t.maxUses} is null or ${t.uses} <= ${t.maxUses})`,
    ),
    check("coupons_max_uses_check", sql`${t.maxUses} is null or ${t.maxUses} > 0`),
  ],
);

/**
 * One attempt to buy a course. The row is the academy's financial record: the course title,
 * amounts and VAT rate are copied in when it is created, and it outlives both the course and the
 * account (deleting an account clears `user_id`, `email` and `payer_name`, never the amounts or
 * the receipt number, which the law requires us to keep).
 */
export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Ours, unique, sent to the provider as its reference (Paystack) or tx_ref (Flutterwave). */
    reference: text("reference").notNull().unique(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    email: text("email"),
    payerName: text("payer_name"),
    courseId: uuid("course_id").references(() => courses.id, { onDelete: "set null" }),
    courseTitle: text("course_title").notNull(),
    provider: text("provider", { enum: PAYMENT_PROVIDERS }).notNull(),
    /** The provider's hosted checkout for this charge: a second tab is sent to the same one. */
    checkoutUrl: text("checkout_url"),
    /** The provider's own id of the charge, learnt when it is verified (Flutterwave needs it). */
    providerTransactionId: text("provider_transaction_id"),
    /** The course price when the payment was created, VAT included, in kobo. */
    listPriceKobo: integer("list_price_kobo").notNull(),
    discountKobo: integer("discount_kobo").notNull().default(0),
    /** What the learner is asked to pay: list price minus discount, VAT included, in kobo. */
    amountKobo: integer("amount_kobo").notNull(),
    currency: text("currency").notNull().default("NGN"),
    /** VAT rate in basis points (750 = 7.5%) when the payment was created. */
    vatRateBps: integer("vat_rate_bps").notNull(),
    couponId: uuid("coupon_id").references(() => coupons.id, { onDelete: "set null" }),
    couponCode: text("coupon_code"),
    status: text("status", { enum: PAYMENT_STATUSES }).notNull().default("pending"),
    /** Why it failed or was not fulfilled (a provider's message, an amount mismatch…). */
    failureReason: text("failure_reason"),
    /** A second successful charge for a course the learner already had: staff refund it. */
    needsRefund: boolean("needs_refund").notNull().default(false),
    /** "2026-000042": gapless per year, given when the payment is fulfilled. */
    receiptNumber: text("receipt_number").unique(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    refundRequestedBy: text("refund_requested_by").references(() => user.id, {
      onDelete: "set null",
    }),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("payments_provider_check", oneOf(t.provider, PAYMENT_PROVIDERS)),
    check("payments_status_check", oneOf(t.status, PAYMENT_STATUSES)),
    check(
      "payments_amounts_check",
      sql`${t.listPriceKobo} >= 0 and ${t.discountKobo} >= 0 and ${t.amountKobo} = ${t.listPriceKobo} - ${t.discountKobo}`,
    ),
    check("payments_vat_check", sql`${t.vatRateBps} between 0 and 10000`),
    // One open checkout per learner and course: a second tab reuses it instead of charging twice.
    uniqueIndex("payments_one_pending_uq")
      .on(t.userId, t.courseId)
      .where(sql`${t.status} = 'pending'`),
    index("payments_created_idx").on(t.createdAt),
    index("payments_user_created_idx").on(t.userId, t.createdAt),
    index("payments_status_created_idx").on(t.status, t.createdAt),
    index("payments_course_idx").on(t.courseId),
    // Revenue is counted by the day the money arrived (a late payment is paid long after it began).
    index("payments_status_paid_idx").on(t.status, t.paidAt),
    // The few payments staff must refund, counted on the admin overview.
    index("payments_needs_refund_idx").on(t.createdAt).where(sql`${t.needsRefund}`),
    // The Payments search by the start of the reference or of the e-mail kept on the payment.
    index("payments_reference_trgm_idx").using("gin", t.reference.op("gin_trgm_ops")),
    index("payments_email_trgm_idx").using("gin", t.email.op("gin_trgm_ops")),
    // Whose refund requests these are: the account-data export, and the SET NULL when that
    // account is erased. Few payments have one.
    index("payments_refund_requested_by_idx")
      .on(t.refundRequestedBy)
      .where(sql`${t.refundRequestedBy} is not null`),
  ],
);

/** The last receipt number given in each year; the row lock keeps numbers gapless. */
export const receiptCounters = pgTable("receipt_counters", {
  year: integer("year").primaryKey(),
  last: integer("last").notNull(),
});
