import { randomBytes } from "node:crypto";
import { and, desc, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Database, Tx } from "~/db/client.server";
import { coupons, courseEnrollments, courses, payments, receiptCounters } from "~/db/schema";
import type { PaymentStatus } from "~/db/schema/enums";
import { type AuditActor, recordAudit } from "~/domain/admin/audit.server";
import { withdrawCertificate } from "~/domain/learning/certificates.server";
import { createEnrolment, isUniqueViolation } from "~/domain/learning/enrolments.server";
import { notify } from "~/domain/notifications/notifications.server";
import { getSiteSettings } from "~/domain/settings/settings.server";
import { DEFAULT_LOCALE, type Locale, localizePath } from "~/i18n/locales";
import { formatNaira } from "~/lib/format";
import type { Services } from "~/services.server";
import {
  COUPON_HOLD_MS,
  COUPON_INVALID_MESSAGE,
  type CouponCheck,
  checkCoupon,
  heldCouponUses,
} from "./coupons.server";
import { GatewayError, type VerifiedCharge } from "./gateways/gateway";
import { discountFor, vatPartOf } from "./money";
import { queueReceiptEmail, queueRefundEmail } from "./payment-emails.server";
import type { Payment } from "./payment-records.server";
import { gatewayFor } from "./payment-services.server";

/** What the payment code needs of the services (tests pass their own). */
export type PaymentServices = Pick<
  Services,
  "db" | "mailer" | "logger" | "env" | "payments" | "outbox"
>;

/** The statuses in which a payment bought the course (its receipt stands). */
export const SETTLED_STATUSES = ["paid", "refund_pending", "refunded"] as const;

/** A pending payment with no answer for a day is given up (the learner may start again). */
export const PENDING_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** Ours, sent to the provider: "AFA-" and 16 hex digits, which every provider accepts. */
export function newPaymentReference(): string {
  return `AFA-${randomBytes(8).toString("hex").toUpperCase()}`;
}

/**
 * Whether a value could be one of our references (what providers accept: letters, digits and
 * - . =), checked before a query so a forged one (a NUL byte…) is simply not found.
 */
export function isPaymentReference(value: string | null | undefined): value is string {
  return typeof value === "string" && /^[A-Za-z0-9.=-]{1,64}$/.test(value);
}

export async function findPaymentByReference(
  db: Database,
  reference: string,
): Promise<Payment | null> {
  const [row] = await db.select().from(payments).where(eq(payments.reference, reference)).limit(1);
  return row ?? null;
}

/** The learner's own payment, or null: the owner is part of the query. */
export async function findOwnPayment(
  db: Database,
  { userId, reference }: { userId: string; reference: string },
): Promise<Payment | null> {
  if (!isPaymentReference(reference)) return null;
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.reference, reference), eq(payments.userId, userId)))
    .limit(1);
  return row ?? null;
}

// ---------------------------------------------------------------------------------------------
// Checkout

type CheckoutCourse = {
  id: string;
  category: string;
  slug: string;
  title: string;
  instructor: string;
  priceKobo: number;
  thumbnail: string | null;
  duration: string;
  lessonsCount: number;
};

export type CheckoutPage =
  | { status: "not-found" }
  | { status: "free"; course: CheckoutCourse }
  | { status: "enrolled"; course: CheckoutCourse }
  | { status: "ready"; course: CheckoutCourse; priceKobo: number; vatRateBps: number };

/**
 * What the checkout page shows for a course: whether it can be bought by this learner (or, with
 * no learner, whether it is priced at all).
 */
export async function loadCheckout(
  db: Database,
  { userId, courseSlug }: { userId: string | null; courseSlug: string },
): Promise<CheckoutPage> {
  const [course] = await db
    .select({
      id: courses.id,
      category: courses.category,
      slug: courses.slug,
      title: courses.title,
      instructor: courses.instructor,
      priceKobo: courses.priceKobo,
      thumbnail: courses.thumbnail,
      duration: courses.duration,
      lessonsCount: courses.lessonsCount,
      enrolmentId: courseEnrollments.id,
    })
    .from(courses)
    // The learner's own enrolment, if any (no learner: a join that matches nothing).
    .leftJoin(
      courseEnrollments,
      and(
        eq(courseEnrollments.courseId, courses.id),
        userId ? eq(courseEnrollments.userId, userId) : sql`false`,
      ),
    )
    .where(and(eq(courses.slug, courseSlug), eq(courses.isPublished, true)))
    .limit(1);
  if (!course) return { status: "not-found" };
  const { enrolmentId, ...info } = course;
  if (enrolmentId) return { status: "enrolled", course: info };
  if (info.priceKobo === 0) return { status: "free", course: info };
  const settings = await getSiteSettings(db);
  return {
    status: "ready",
    course: info,
    priceKobo: info.priceKobo,
    vatRateBps: Math.round(settings.vatRatePercent * 100),
  };
}

export type Quote = {
  listKobo: number;
  discountKobo: number;
  amountKobo: number;
  vatKobo: number;
  vatRateBps: number;
  couponCode: string | null;
};

/**
 * What the learner will pay, with a coupon applied when it is valid (its message otherwise):
 * the figures the checkout page shows, computed as Pay will compute them.
 */
export async function quoteCheckout(
  db: Database,
  input: {
    courseId: string;
    priceKobo: number;
    vatRateBps: number;
    couponCode: string | null;
    /** The learner asking: their own open checkout's hold on the coupon is not someone else's. */
    userId?: string | null;
    now?: Date;
  },
): Promise<{ quote: Quote; couponError: string | null }> {
  let discountKobo = 0;
  let couponCode: string | null = null;
  let couponError: string | null = null;
  if (input.couponCode) {
    const check = await checkCoupon(db, {
      code: input.couponCode,
      courseId: input.courseId,
      userId: input.userId ?? null,
      now: input.now,
    });
    if (check.status === "valid") {
      discountKobo = discountFor(check.coupon, input.priceKobo);
      couponCode = check.coupon.code;
    } else couponError = check.message;
  }
  const amountKobo = input.priceKobo - discountKobo;
  return {
    quote: {
      listKobo: input.priceKobo,
      discountKobo,
      amountKobo,
      vatKobo: vatPartOf(amountKobo, input.vatRateBps).vatKobo,
      vatRateBps: input.vatRateBps,
      couponCode,
    },
    couponError,
  };
}

/** The course a payment bought, for the page the learner lands on. */
export async function courseSlugOf(db: Database, courseId: string | null): Promise<string | null> {
  if (!courseId) return null;
  const [row] = await db
    .select({ slug: courses.slug })
    .from(courses)
    .where(eq(courses.id, courseId))
    .limit(1);
  return row?.slug ?? null;
}

export type CheckoutResult =
  | { status: "not-found" }
  | { status: "free-course" }
  | { status: "already-enrolled" }
  | { status: "coupon-invalid"; message: string }
  /** No gateway is configured: nothing was created. */
  | { status: "unavailable" }
  /** Send the learner to the provider's hosted checkout. */
  | { status: "redirect"; checkoutUrl: string; reference: string }
  /** A coupon made the course free: enrolled without a gateway. */
  | { status: "enrolled"; reference: string; courseId: string }
  /** The provider could not start the charge; the payment is marked failed. */
  | { status: "gateway-error"; reference: string | null };

/**
 * Pay: re-checks everything the page showed (course, price, enrolment, coupon) and starts one
 * charge. The amount is computed here from the course's price and the coupon, never read from
 * the form. A second tab (or a double tap) reuses the open payment and its hosted checkout, so a
 * learner is never asked to pay twice for one course; the partial unique index on pending
 * payments settles two tabs racing.
 */
export async function startCheckout(
  services: PaymentServices,
  input: {
    user: { id: string; email: string; name: string };
    courseSlug: string;
    couponCode: string | null;
    /** The language of the checkout: the provider returns the learner to pages in it. */
    locale?: Locale;
    now?: Date;
  },
): Promise<CheckoutResult> {
  const { db } = services;
  const now = input.now ?? new Date();
  const page = await loadCheckout(db, { userId: input.user.id, courseSlug: input.courseSlug });
  if (page.status === "not-found") return { status: "not-found" };
  if (page.status === "free") return { status: "free-course" };
  if (page.status === "enrolled") return { status: "already-enrolled" };
  const { course, priceKobo, vatRateBps } = page;

  let coupon: Extract<CouponCheck, { status: "valid" }>["coupon"] | null = null;
  if (input.couponCode) {
    const check = await checkCoupon(db, {
      code: input.couponCode,
      courseId: course.id,
      userId: input.user.id,
      now,
    });
    if (check.status !== "valid") return { status: "coupon-invalid", message: check.message };
    coupon = check.coupon;
  }
  const discountKobo = coupon ? discountFor(coupon, priceKobo) : 0;
  const amountKobo = priceKobo - discountKobo;
  const gateway = amountKobo === 0 ? null : services.payments.checkout;
  if (amountKobo > 0 && !gateway) return { status: "unavailable" };
  const provider = gateway?.provider ?? "none";

  await expireStalePayments(db, now);
  const wanted = {
    amountKobo,
    couponId: coupon?.id ?? null,
    provider,
    // A limited coupon's hold ends after COUPON_HOLD_MS: an older checkout is not reused but
    // replaced by one that holds a use again (or is told the coupon is used up).
    heldSince: coupon && coupon.maxUses !== null ? new Date(now.getTime() - COUPON_HOLD_MS) : null,
  };
  let open = await findOpenPayment(db, input.user.id, course.id);
  if (open && !open.checkoutUrl && sameCharge(open, wanted)) {
    // Another tab pressed Pay a moment ago and is still waiting for the provider: join it.
    open = await waitForCheckoutUrl(db, input.user.id, course.id);
  }
  if (open?.checkoutUrl && sameCharge(open, wanted)) {
    return { status: "redirect", checkoutUrl: open.checkoutUrl, reference: open.reference };
  }
  if (open) {
    // A different amount or coupon: the old charge is set aside. Should the learner still pay it
    // in the other tab, fulfilment takes the money in and, if they are enrolled twice over,
    // flags one payment for refund.
    await db
      .update(payments)
      .set({ status: "cancelled", failureReason: FAILURE_REASONS.replaced })
      .where(and(eq(payments.id, open.id), eq(payments.status, "pending")));
  }

  let payment: Payment;
  try {
    payment = await db.transaction(async (tx) => {
      // A limited coupon: this checkout holds one of its uses, decided under the coupon's row
      // lock so that racing checkouts queue and never hold more uses than are left.
      if (
        coupon &&
        coupon.maxUses !== null &&
        !(await holdCouponUse(tx, coupon.id, {
          now,
          except: { userId: input.user.id, courseId: course.id },
        }))
      ) {
        throw new CouponUsedUp();
      }
      const [row] = await tx
        .insert(payments)
        .values({
          reference: newPaymentReference(),
          userId: input.user.id,
          email: input.user.email,
          payerName: input.user.name,
          courseId: course.id,
          courseTitle: course.title,
          provider,
          listPriceKobo: priceKobo,
          discountKobo,
          amountKobo,
          vatRateBps,
          couponId: coupon?.id ?? null,
          couponCode: coupon?.code ?? null,
          // The hold is measured from here, on the same clock as `now`.
          createdAt: now,
        })
        .returning();
      if (!row) throw new Error("payment insert returned no row");
      return row;
    });
  } catch (error) {
    if (error instanceof CouponUsedUp) {
      return { status: "coupon-invalid", message: COUPON_INVALID_MESSAGE };
    }
    if (!isUniqueViolation(error)) throw error;
    // Another tab created the open payment a moment ago: send this one to the same checkout.
    const raced = await waitForCheckoutUrl(db, input.user.id, course.id);
    if (raced?.checkoutUrl) {
      return { status: "redirect", checkoutUrl: raced.checkoutUrl, reference: raced.reference };
    }
    return { status: "gateway-error", reference: raced?.reference ?? null };
  }

  if (!gateway) {
    const fulfilled = await fulfilPayment(services, { reference: payment.reference });
    if (fulfilled.status === "coupon-used-up") {
      return { status: "coupon-invalid", message: COUPON_INVALID_MESSAGE };
    }
    return { status: "enrolled", reference: payment.reference, courseId: course.id };
  }

  try {
    const { checkoutUrl } = await gateway.initialize({
      reference: payment.reference,
      amountKobo,
      email: input.user.email,
      customerName: input.user.name,
      callbackUrl: `${services.env.APP_URL}${localizePath(`/payments/callback/${gateway.provider}`, input.locale ?? DEFAULT_LOCALE)}`,
      description: course.title,
    });
    await db.update(payments).set({ checkoutUrl }).where(eq(payments.id, payment.id));
    return { status: "redirect", checkoutUrl, reference: payment.reference };
  } catch (error) {
    services.logger.error(
      { err: error, reference: payment.reference, provider },
      "payment could not be started",
    );
    await db
      .update(payments)
      .set({ status: "failed", failureReason: gatewayMessage(error) })
      .where(and(eq(payments.id, payment.id), eq(payments.status, "pending")));
    return { status: "gateway-error", reference: payment.reference };
  }
}

/** Stored on a ₦0 payment that lost the coupon's last use (staff and the payer's own payments
 * page see it); the checkout itself answers COUPON_INVALID_MESSAGE, as for any unusable code. */
export const COUPON_USED_UP_MESSAGE = "This coupon has been used up.";

// Why a payment did not go through, as stored for staff; the learner's payments page words them
// for the learner (my-payments.server.ts), so each is named once.
export const FAILURE_REASONS = {
  replaced: "Replaced by a new checkout.",
  unreachable: "The payment provider could not be reached.",
  refusedPrefix: "The payment provider refused",
  alreadyEnrolled: "The learner was already enrolled: a second payment for the course.",
} as const;

function sameCharge(
  open: Payment,
  wanted: { amountKobo: number; couponId: string | null; provider: string; heldSince: Date | null },
): boolean {
  return (
    open.amountKobo === wanted.amountKobo &&
    open.couponId === wanted.couponId &&
    open.provider === wanted.provider &&
    (wanted.heldSince === null || open.createdAt > wanted.heldSince)
  );
}

/**
 * Takes a hold on one of a limited coupon's uses for a checkout being created in `tx`: allowed
 * while the uses counted plus those held by open checkouts stay under the maximum. The row lock
 * (FOR UPDATE) makes checkouts and fulfilments of one coupon take turns, and each statement after
 * it sees what the one before committed. The learner's own open checkout for the course is left
 * out (`except`): it was just replaced, or it is another tab's, which the one-pending-payment
 * index then joins rather than refusing the code.
 */
async function holdCouponUse(
  tx: Tx,
  couponId: string,
  { now, except }: { now: Date; except: { userId: string; courseId: string } },
): Promise<boolean> {
  const [coupon] = await tx
    .select({ uses: coupons.uses, maxUses: coupons.maxUses })
    .from(coupons)
    .where(eq(coupons.id, couponId))
    .for("update");
  if (!coupon) return false;
  if (coupon.maxUses === null) return true;
  return coupon.uses + (await heldCouponUses(tx, couponId, { now, except })) < coupon.maxUses;
}

function findOpenPayment(db: Database, userId: string, courseId: string) {
  return db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.userId, userId),
        eq(payments.courseId, courseId),
        eq(payments.status, "pending"),
      ),
    )
    .limit(1)
    .then((rows) => rows[0] ?? null);
}

/** The other tab is talking to the provider: give it a moment to store the checkout address. */
async function waitForCheckoutUrl(db: Database, userId: string, courseId: string) {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const open = await findOpenPayment(db, userId, courseId);
    if (!open || open.checkoutUrl) return open;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return findOpenPayment(db, userId, courseId);
}

function gatewayMessage(error: unknown): string {
  return error instanceof GatewayError
    ? `${FAILURE_REASONS.refusedPrefix}: ${error.message}`
    : FAILURE_REASONS.unreachable;
}

/** Pending payments older than a day become expired (each checkout and a periodic sweep). */
export async function expireStalePayments(db: Database, now = new Date()): Promise<number> {
  const rows = await db
    .update(payments)
    .set({ status: "expired", failureReason: "No payment was received within a day." })
    .where(
      and(
        eq(payments.status, "pending"),
        lt(payments.createdAt, new Date(now.getTime() - PENDING_LIFETIME_MS)),
      ),
    )
    .returning({ id: payments.id });
  return rows.length;
}

// ---------------------------------------------------------------------------------------------
// Confirmation: the callback and the webhook both end here

export type ConfirmResult =
  | { status: "paid"; payment: Payment }
  | { status: "pending"; payment: Payment }
  | { status: "failed"; payment: Payment }
  | { status: "cancelled"; payment: Payment }
  | { status: "not-found" };

/**
 * Asks the provider what became of a payment and acts on the answer: the only way a payment
 * becomes paid. Whatever called it (the learner's return, a webhook, a retry) passes only our
 * reference and, for Flutterwave, the provider's transaction id: the verification must name the
 * same reference, amount and currency as our row, or nothing is fulfilled. A learner's return
 * passes `payerId`, so a reference alone (shared, guessed, seen in a log) changes nobody else's
 * payment. Safe to call any number of times, in any order.
 */
export async function confirmPayment(
  services: PaymentServices,
  input: {
    reference: string;
    providerTransactionId?: string | null;
    cancelled?: boolean;
    /**
     * The signed-in user a browser's return speaks for: only the payer's own payment is found
     * (anyone else's is "not-found", as if it did not exist). Absent for a signed webhook, which
     * is the provider itself.
     */
    payerId?: string;
  },
): Promise<ConfirmResult> {
  const { db, logger } = services;
  if (!isPaymentReference(input.reference)) return { status: "not-found" };
  const payment =
    input.payerId === undefined
      ? await findPaymentByReference(db, input.reference)
      : await findOwnPayment(db, { userId: input.payerId, reference: input.reference });
  if (!payment) return { status: "not-found" };
  if (isSettled(payment.status)) return { status: "paid", payment };
  const gateway = gatewayFor(services.payments, payment.provider);
  if (!gateway) {
    logger.error({ reference: payment.reference, provider: payment.provider }, "no gateway");
    return resultOf(payment);
  }

  let charge: VerifiedCharge;
  try {
    charge = await gateway.verify({
      reference: payment.reference,
      providerTransactionId: input.providerTransactionId ?? payment.providerTransactionId,
    });
  } catch (error) {
    // Left as it is: the provider's webhook, or the learner's next visit, verifies again.
    logger.warn({ err: error, reference: payment.reference }, "payment could not be verified");
    return resultOf(payment);
  }
  if (charge.reference !== null && charge.reference !== payment.reference) {
    logger.error(
      { reference: payment.reference, reported: charge.reference },
      "payment verification named another reference",
    );
    return resultOf(payment);
  }

  switch (charge.status) {
    case "success": {
      if (charge.amountKobo !== payment.amountKobo || charge.currency !== payment.currency) {
        return refuseMismatch(services, payment, charge);
      }
      const fulfilled = await fulfilPayment(services, {
        reference: payment.reference,
        providerTransactionId: charge.providerTransactionId,
      });
      const after = (await findPaymentByReference(db, payment.reference)) ?? payment;
      return fulfilled.status === "coupon-used-up"
        ? resultOf(after)
        : { status: "paid", payment: after };
    }
    case "failed":
      return settleUnpaid(db, payment, "failed", charge.message ?? "The payment was declined.");
    case "abandoned":
    case "not-found":
      return input.cancelled
        ? settleUnpaid(db, payment, "cancelled", "The payment was cancelled.")
        : resultOf(payment);
    case "pending":
      return resultOf(payment);
  }
}

function isSettled(status: PaymentStatus): boolean {
  return (SETTLED_STATUSES as readonly string[]).includes(status);
}

function resultOf(payment: Payment): ConfirmResult {
  if (isSettled(payment.status)) return { status: "paid", payment };
  if (payment.status === "pending") return { status: "pending", payment };
  if (payment.status === "cancelled") return { status: "cancelled", payment };
  return { status: "failed", payment };
}

async function settleUnpaid(
  db: Database,
  payment: Payment,
  status: "failed" | "cancelled",
  reason: string,
): Promise<ConfirmResult> {
  const [updated] = await db
    .update(payments)
    .set({ status, failureReason: reason })
    .where(and(eq(payments.id, payment.id), eq(payments.status, "pending")))
    .returning();
  // Lost the race to another answer (say, a success): report what the row says now.
  return resultOf(updated ?? (await findPaymentByReference(db, payment.reference)) ?? payment);
}

/**
 * The provider took a different amount or currency than we asked for (a tampered checkout or a
 * provider-side error): the course is not given, and staff see the payment flagged for refund.
 */
async function refuseMismatch(
  services: PaymentServices,
  payment: Payment,
  charge: VerifiedCharge,
): Promise<ConfirmResult> {
  services.logger.error(
    {
      reference: payment.reference,
      expected: { amountKobo: payment.amountKobo, currency: payment.currency },
      reported: { amountKobo: charge.amountKobo, currency: charge.currency },
    },
    "payment amount or currency mismatch: not fulfilled",
  );
  const [updated] = await services.db
    .update(payments)
    .set({
      status: "failed",
      needsRefund: true,
      providerTransactionId: charge.providerTransactionId,
      failureReason: `The provider reported ${formatNaira(charge.amountKobo)} ${charge.currency} instead of ${formatNaira(payment.amountKobo)} ${payment.currency}: not fulfilled. Check the charge and refund it.`,
    })
    .where(and(eq(payments.id, payment.id), eq(payments.status, "pending")))
    .returning();
  return resultOf(updated ?? payment);
}

// ---------------------------------------------------------------------------------------------
// Fulfilment

export type FulfilResult =
  | { status: "fulfilled"; payment: Payment; enrolled: boolean }
  /** Someone else (the webhook, the callback, a retry) fulfilled it first. */
  | { status: "already-fulfilled" }
  /** A free-by-coupon payment lost the race for the coupon's last use: nothing happened. */
  | { status: "coupon-used-up" };

class CouponUsedUp extends Error {}

/**
 * Turns a verified payment into an enrolment, exactly once. The single conditional update
 * (pending, or failed/cancelled/expired when the money arrived late → paid) decides which caller
 * fulfils; in the same transaction the receipt gets the year's next number, the coupon its use,
 * the learner the enrolment and its notification, and the outbox the receipt e-mail. A learner
 * already enrolled (a second charge from another tab) keeps one enrolment and this payment is
 * flagged for refund.
 */
export async function fulfilPayment(
  services: PaymentServices,
  input: { reference: string; providerTransactionId?: string | null; now?: Date },
): Promise<FulfilResult> {
  const now = input.now ?? new Date();
  try {
    return await services.db.transaction(async (tx) => {
      const [payment] = await tx
        .update(payments)
        .set({
          status: "paid",
          paidAt: now,
          ...(input.providerTransactionId
            ? { providerTransactionId: input.providerTransactionId }
            : {}),
        })
        .where(
          and(
            eq(payments.reference, input.reference),
            inArray(payments.status, ["pending", "failed", "cancelled", "expired"]),
          ),
        )
        .returning();
      if (!payment) return { status: "already-fulfilled" } as const;

      const problems: string[] = [];
      if (payment.couponId && !(await countCouponUse(tx, payment.couponId, now))) {
        // Only a charge that cost nothing can be undone here. Money already taken (a checkout
        // paid after its hold lapsed and the uses ran out) buys the course at the price paid: the
        // payer is never worse off for the provider's delay, the coupon's count stays at its
        // maximum, and staff see why on the payment.
        if (payment.provider === "none") throw new CouponUsedUp();
        problems.push(couponPastLimitReason(payment.couponCode));
      }
      const enrolled = await enrolBuyer(tx, payment);
      if (!enrolled.ok) problems.push(enrolled.reason);

      const [done] = (await tx
        .update(payments)
        .set({
          receiptNumber: await nextReceiptNumber(tx, now),
          needsRefund: !enrolled.ok,
          failureReason: problems.length ? problems.join(" ") : null,
        })
        .where(eq(payments.id, payment.id))
        .returning()) as [Payment];
      await queueReceiptEmail(services, tx, done);
      return { status: "fulfilled", payment: done, enrolled: enrolled.ok } as const;
    });
  } catch (error) {
    if (!(error instanceof CouponUsedUp)) throw error;
    await services.db
      .update(payments)
      .set({ status: "failed", failureReason: COUPON_USED_UP_MESSAGE })
      .where(and(eq(payments.reference, input.reference), eq(payments.status, "pending")));
    return { status: "coupon-used-up" };
  }
}

/**
 * One more use of the coupon, unless that would pass its limit, re-checked here whatever Pay
 * held: the uses counted plus those other open checkouts hold now must leave room (this payment
 * is already "paid", so its own hold is not among them). A checkout paid within its hold always
 * finds room; one whose hold lapsed finds it only if nobody took the use meanwhile. The row lock
 * orders racers.
 */
async function countCouponUse(tx: Tx, couponId: string, now: Date): Promise<boolean> {
  const [coupon] = await tx
    .select({ maxUses: coupons.maxUses })
    .from(coupons)
    .where(eq(coupons.id, couponId))
    .for("update");
  if (!coupon) return false;
  const held = coupon.maxUses === null ? 0 : await heldCouponUses(tx, couponId, { now });
  const rows = await tx
    .update(coupons)
    .set({ uses: sql`${coupons.uses} + 1` })
    .where(
      and(
        eq(coupons.id, couponId),
        or(isNull(coupons.maxUses), lt(sql`${coupons.uses} + ${held}`, coupons.maxUses)),
      ),
    )
    .returning({ id: coupons.id });
  return rows.length > 0;
}

/** What a payment records when its coupon had no use left by the time the money arrived. */
export function couponPastLimitReason(code: string | null): string {
  return `Coupon ${code} had no use left when this was paid (its checkout's hold had lapsed): the course was given at the price paid, and the coupon's count was not raised.`;
}

async function enrolBuyer(
  tx: Tx,
  payment: Payment,
): Promise<{ ok: true } | { ok: false; reason: string }> {
  if (!payment.userId) return { ok: false, reason: "The account was deleted before payment." };
  if (!payment.courseId) return { ok: false, reason: "The course was deleted before payment." };
  const made = await createEnrolment(tx, {
    userId: payment.userId,
    course: { id: payment.courseId, title: payment.courseTitle },
    paymentId: payment.id,
  });
  return made.created ? { ok: true } : { ok: false, reason: FAILURE_REASONS.alreadyEnrolled };
}

/**
 * "2026-000042": the year's counter is raised in the fulfilling transaction, whose row lock
 * makes a second fulfilment wait, and a rollback returns the number, so the numbers of a year
 * have no gaps and no repeats (tax records are numbered that way). The year is Lagos's.
 */
async function nextReceiptNumber(tx: Tx, now: Date): Promise<string> {
  const year = Number(
    new Intl.DateTimeFormat("en-NG", { year: "numeric", timeZone: "Africa/Lagos" }).format(now),
  );
  const [row] = await tx
    .insert(receiptCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({
      target: receiptCounters.year,
      set: { last: sql`${receiptCounters.last} + 1` },
    })
    .returning({ last: receiptCounters.last });
  return `${year}-${String(row?.last ?? 1).padStart(6, "0")}`;
}

// ---------------------------------------------------------------------------------------------
// Refunds

export type RefundResult =
  | { status: "requested"; payment: Payment }
  | { status: "refunded"; payment: Payment }
  | { status: "not-refundable" }
  | { status: "gateway-error"; message: string };

/**
 * A full refund, asked of the payment's own provider. The payment is claimed first (paid →
 * refund_pending, recorded in the audit log with who asked), so a double click cannot refund
 * twice; if the provider refuses, it goes back to paid. The course access ends when the provider
 * confirms the refund (its webhook, or its answer when it refunds at once).
 */
export async function requestRefund(
  services: PaymentServices,
  input: { paymentId: string; actor: AuditActor },
): Promise<RefundResult> {
  const { db } = services;
  const claimed = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(payments)
      .set({ status: "refund_pending", refundRequestedBy: input.actor.id })
      .where(
        and(
          eq(payments.id, input.paymentId),
          eq(payments.status, "paid"),
          inArray(payments.provider, ["paystack", "flutterwave", "test"]),
        ),
      )
      .returning();
    if (!row) return null;
    await recordAudit(tx, input.actor, {
      action: "payment.refund_requested",
      targetType: "payment",
      targetId: row.id,
      targetLabel: `${row.reference} (${row.courseTitle})`,
      details: {
        amount: formatNaira(row.amountKobo),
        provider: row.provider,
        receipt: row.receiptNumber,
      },
    });
    return row;
  });
  if (!claimed) return { status: "not-refundable" };

  const gateway = gatewayFor(services.payments, claimed.provider);
  try {
    if (!gateway) throw new GatewayError(`The ${claimed.provider} gateway is not configured.`);
    const answer = await gateway.refund({
      reference: claimed.reference,
      providerTransactionId: claimed.providerTransactionId,
      amountKobo: claimed.amountKobo,
    });
    if (answer.status === "processed") {
      const finished = await finishRefund(services, { reference: claimed.reference });
      if (finished.status === "refunded") return finished;
    }
    return { status: "requested", payment: claimed };
  } catch (error) {
    services.logger.error({ err: error, reference: claimed.reference }, "refund refused");
    await db
      .update(payments)
      .set({ status: "paid", refundRequestedBy: null })
      .where(and(eq(payments.id, claimed.id), eq(payments.status, "refund_pending")));
    return { status: "gateway-error", message: gatewayMessage(error) };
  }
}

export type FinishRefundResult = { status: "refunded"; payment: Payment } | { status: "unchanged" };

/**
 * The provider confirmed a refund: the payment is refunded, the enrolment it bought ends (and
 * with it the course's certificate, withdrawn: its code then says so), and the learner is told (notification and e-mail), once. A refund made in the provider's own dashboard
 * arrives here too, straight from paid.
 */
export async function finishRefund(
  services: PaymentServices,
  input: { reference: string; now?: Date },
): Promise<FinishRefundResult> {
  const now = input.now ?? new Date();
  const done = await services.db.transaction(async (tx) => {
    const [payment] = await tx
      .update(payments)
      .set({ status: "refunded", refundedAt: now, needsRefund: false })
      .where(
        and(
          eq(payments.reference, input.reference),
          inArray(payments.status, ["paid", "refund_pending"]),
        ),
      )
      .returning();
    if (!payment) return null;
    const ended = await tx
      .delete(courseEnrollments)
      .where(eq(courseEnrollments.paymentId, payment.id))
      .returning({ userId: courseEnrollments.userId, courseId: courseEnrollments.courseId });
    // The money went back: the certificate the course earned is withdrawn with the access.
    for (const enrolment of ended) await withdrawCertificate(tx, { ...enrolment, at: now });
    if (payment.userId) {
      await notify(tx, {
        userId: payment.userId,
        topic: "course",
        type: "info",
        text: (t) => ({
          title: t.refunded.title({ course: payment.courseTitle }),
          message: t.refunded.message,
        }),
        link: "/settings/payments",
      });
    }
    await queueRefundEmail(services, tx, payment);
    return payment;
  });
  return done ? { status: "refunded", payment: done } : { status: "unchanged" };
}

/** The provider could not refund: the payment is paid again and staff see why. */
export async function failRefund(
  db: Database,
  { reference, reason }: { reference: string; reason: string },
): Promise<void> {
  await db
    .update(payments)
    .set({ status: "paid", failureReason: reason })
    .where(and(eq(payments.reference, reference), eq(payments.status, "refund_pending")));
}

// ---------------------------------------------------------------------------------------------
// Webhooks

export type WebhookResult = "unauthorized" | "unknown-provider" | "handled";

/**
 * A provider's webhook: the signature is checked on the raw bytes, then the event is acted on
 * through the same functions as the callback (a charge is verified with the provider again). A
 * duplicate, a replay or an event out of order changes nothing, because every step is a
 * conditional update. Errors (the database down) propagate, so the provider is answered 5xx and
 * tries again later.
 */
export async function handleWebhook(
  services: PaymentServices,
  input: { provider: string; rawBody: string; headers: Headers },
): Promise<WebhookResult> {
  const gateway = gatewayFor(services.payments, input.provider);
  if (!gateway) return "unknown-provider";
  const event = gateway.readWebhook(input.rawBody, input.headers);
  if (!event) return "unauthorized";
  switch (event.kind) {
    case "charge":
      await confirmPayment(services, {
        reference: event.reference,
        providerTransactionId: event.providerTransactionId,
      });
      break;
    case "refund":
      if (event.outcome === "processed") {
        await finishRefund(services, { reference: event.reference });
      } else {
        await failRefund(services.db, {
          reference: event.reference,
          reason: "The provider could not complete the refund.",
        });
      }
      break;
    case "ignored":
      break;
  }
  return "handled";
}

// ---------------------------------------------------------------------------------------------
// The learner's own payments

export async function listOwnPayments(db: Database, userId: string): Promise<Payment[]> {
  return db
    .select()
    .from(payments)
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.createdAt))
    .limit(200);
}

/** Account deletion keeps the financial record but not who it was (the FK clears user_id). */
export async function forgetPayer(tx: Tx, userId: string): Promise<void> {
  await tx
    .update(payments)
    .set({ email: null, payerName: null })
    .where(eq(payments.userId, userId));
}
