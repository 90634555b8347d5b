import { and, count, desc, eq, gt, isNull, ne, or } from "drizzle-orm";
import type { Database, Tx } from "~/db/client.server";
import { coupons, courses, payments } from "~/db/schema";
import { createOnce } from "~/domain/abuse/form-submissions.server";
import { type AuditActor, recordAudit } from "~/domain/admin/audit.server";
import { isUniqueViolation } from "~/domain/learning/enrolments.server";
import { formatDate, formatNumber } from "~/lib/format";
import {
  COUPON_MESSAGES,
  COUPONS_PAGE_SIZE,
  type CouponCourseOption,
  type CouponStatus,
  couponStatus,
  couponStoredValue,
  describeCouponDiscount,
  lagosDateOf,
  lagosEndOfDay,
  maxUsesBelowUsesMessage,
  normaliseCouponCode,
} from "./coupon.constants";
import type { CouponFormInput } from "./coupon.schema";

// Coupons: the checkout's check of a code (checkCoupon), and the admin pages that create, edit,
// list and delete them. A coupon's `uses` is counted by fulfilPayment (payments.server.ts) and is
// never set here; a limited coupon's use is held by Pay for its checkout (heldCouponUses).

export { normaliseCouponCode };

export type Coupon = typeof coupons.$inferSelect;

export type CouponCheck =
  | { status: "valid"; coupon: Pick<Coupon, "id" | "code" | "kind" | "value" | "maxUses"> }
  | { status: "invalid"; message: string };

/** What the learner reads for any code that cannot be used (unknown, inactive, expired, used up,
 * for another course). */
export const COUPON_INVALID_MESSAGE = "This coupon code is not valid.";

/**
 * How long Pay holds one use of a limited coupon for the checkout it started. A hosted checkout
 * (card and OTP, a bank transfer, USSD) is finished in minutes, so an hour is generous for a
 * payer, yet an abandoned checkout keeps a code from others for an hour, not for the day a
 * pending payment lives (PENDING_LIFETIME_MS). A checkout that fails, is cancelled or is replaced
 * releases its hold at once (it is no longer pending).
 */
export const COUPON_HOLD_MS = 60 * 60 * 1000;

/**
 * The uses of a coupon held now: its pending payments started within the hold. `except` (a
 * learner and a course) leaves out that learner's own open checkout, which Pay reuses or replaces.
 * Counted on the (status, created_at) index: only the last hour's pending payments are read.
 */
export async function heldCouponUses(
  db: Database,
  couponId: string,
  { now, except }: { now: Date; except?: { userId: string; courseId: string } },
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(payments)
    .where(
      and(
        eq(payments.couponId, couponId),
        eq(payments.status, "pending"),
        gt(payments.createdAt, new Date(now.getTime() - COUPON_HOLD_MS)),
        except
          ? or(
              isNull(payments.userId),
              ne(payments.userId, except.userId),
              isNull(payments.courseId),
              ne(payments.courseId, except.courseId),
            )
          : undefined,
      ),
    );
  return row?.n ?? 0;
}

/**
 * Whether a code may be used for this course now. Checked when the page applies it and again at
 * Pay (the server decides), where a limited coupon's use is held for the checkout; the uses held
 * by other learners' open checkouts count as taken. The use is counted when the payment is
 * fulfilled (payments.server.ts).
 */
export async function checkCoupon(
  db: Database,
  {
    code,
    courseId,
    userId = null,
    now = new Date(),
  }: { code: string; courseId: string; userId?: string | null; now?: Date },
): Promise<CouponCheck> {
  const [coupon] = await db
    .select()
    .from(coupons)
    .where(eq(coupons.code, normaliseCouponCode(code)))
    .limit(1);
  // One answer for every code that cannot be used here, whatever the reason: a different answer
  // for an expired, used-up or other course's code would tell a guesser which codes exist.
  const invalid = { status: "invalid", message: COUPON_INVALID_MESSAGE } as const;
  if (!coupon?.isActive) return invalid;
  if (coupon.courseId && coupon.courseId !== courseId) return invalid;
  if (coupon.expiresAt && coupon.expiresAt <= now) return invalid;
  if (coupon.maxUses !== null) {
    const held = await heldCouponUses(db, coupon.id, {
      now,
      except: userId ? { userId, courseId } : undefined,
    });
    if (coupon.uses + held >= coupon.maxUses) return invalid;
  }
  return {
    status: "valid",
    coupon: {
      id: coupon.id,
      code: coupon.code,
      kind: coupon.kind,
      value: coupon.value,
      maxUses: coupon.maxUses,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Admin: list, read, create, edit, delete.

/** A coupon as the admin list shows it, with its course's title and its status now. */
export type CouponListRow = Coupon & { courseTitle: string | null; status: CouponStatus };

/** One page of coupons, newest first (page 1 is the newest). */
export async function listCoupons(
  db: Database,
  { page = 1, now = new Date() }: { page?: number; now?: Date } = {},
): Promise<{ coupons: CouponListRow[]; total: number; page: number; pageCount: number }> {
  const offset = (Math.max(1, page) - 1) * COUPONS_PAGE_SIZE;
  const [rows, [total]] = await Promise.all([
    db
      .select({ coupon: coupons, courseTitle: courses.title })
      .from(coupons)
      .leftJoin(courses, eq(courses.id, coupons.courseId))
      .orderBy(desc(coupons.createdAt), desc(coupons.id))
      .limit(COUPONS_PAGE_SIZE)
      .offset(offset),
    db.select({ n: count() }).from(coupons),
  ]);
  const n = total?.n ?? 0;
  return {
    coupons: rows.map(({ coupon, courseTitle }) => ({
      ...coupon,
      courseTitle,
      status: couponStatus(coupon, now),
    })),
    total: n,
    page: Math.max(1, page),
    pageCount: Math.max(1, Math.ceil(n / COUPONS_PAGE_SIZE)),
  };
}

/** A coupon for its edit page, with how many payments carry it (a used one is never deleted). */
export async function getCoupon(
  db: Database,
  id: string,
): Promise<(Coupon & { courseTitle: string | null; payments: number }) | null> {
  const [row] = await db
    .select({ coupon: coupons, courseTitle: courses.title })
    .from(coupons)
    .leftJoin(courses, eq(courses.id, coupons.courseId))
    .where(eq(coupons.id, id))
    .limit(1);
  if (!row) return null;
  return {
    ...row.coupon,
    courseTitle: row.courseTitle,
    payments: await paymentsWithCoupon(db, id),
  };
}

async function paymentsWithCoupon(db: Database, id: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(payments).where(eq(payments.couponId, id));
  return row?.n ?? 0;
}

/**
 * The courses a coupon may be limited to: every priced course (drafts too, so a coupon can be
 * ready before its course opens), and the coupon's own course even if it has become free since.
 */
export async function listCouponCourses(
  db: Database,
  { include }: { include?: string | null } = {},
): Promise<CouponCourseOption[]> {
  return db
    .select({ id: courses.id, title: courses.title, priceKobo: courses.priceKobo })
    .from(courses)
    .where(
      include ? or(gt(courses.priceKobo, 0), eq(courses.id, include)) : gt(courses.priceKobo, 0),
    )
    .orderBy(courses.title, courses.id);
}

/** A field the form must show a message beside, because of the database or the clock. */
export type CouponField = "code" | "courseId" | "expiresOn" | "maxUses";

export type CouponSaveOutcome =
  | { status: "saved"; id: string; code: string }
  | { status: "invalid"; field: CouponField; message: string }
  | { status: "not-found" };

type Refusal = Extract<CouponSaveOutcome, { status: "invalid" }>;

const refuse = (field: CouponField, message: string): Refusal => ({
  status: "invalid",
  field,
  message,
});

/** The columns a coupon form sets, on create and on edit alike (never `uses`). */
function couponValues(input: CouponFormInput) {
  return {
    code: input.code,
    kind: input.kind,
    value: couponStoredValue(input.kind, input.value),
    courseId: input.courseId ?? null,
    expiresAt: input.expiresOn ? lagosEndOfDay(input.expiresOn) : null,
    maxUses: input.maxUses ?? null,
    isActive: input.active,
  };
}

type CouponValues = ReturnType<typeof couponValues>;

/**
 * The rules the schema cannot decide: a code no other coupon has, a priced course (or the one the coupon
 * already had), an expiry not before today in Lagos (unless it is the one already stored).
 */
async function checkRules(
  tx: Tx,
  input: CouponFormInput,
  { now, id, before }: { now: Date; id?: string; before?: Coupon },
): Promise<Refusal | null> {
  const taken = await tx
    .select({ id: coupons.id })
    .from(coupons)
    .where(
      id ? and(eq(coupons.code, input.code), ne(coupons.id, id)) : eq(coupons.code, input.code),
    )
    .limit(1);
  if (taken.length > 0) return refuse("code", COUPON_MESSAGES.codeTaken);
  if (input.courseId && input.courseId !== before?.courseId) {
    const [course] = await tx
      .select({ id: courses.id })
      .from(courses)
      .where(and(eq(courses.id, input.courseId), gt(courses.priceKobo, 0)))
      .limit(1);
    if (!course) return refuse("courseId", COUPON_MESSAGES.course);
  }
  const keptExpiry = Boolean(
    before?.expiresAt && input.expiresOn === lagosDateOf(before.expiresAt),
  );
  if (input.expiresOn && !keptExpiry && input.expiresOn < lagosDateOf(now)) {
    return refuse("expiresOn", COUPON_MESSAGES.expiresPast);
  }
  return null;
}

/** What the audit log says about a coupon's terms, in words. */
function describeTerms(values: CouponValues, courseTitle: string | null) {
  return {
    code: values.code,
    discount: describeCouponDiscount(values),
    course: courseTitle ?? "Any priced course",
    expires: values.expiresAt ? formatDate(values.expiresAt) : "Never",
    maxUses: values.maxUses === null ? "No limit" : formatNumber(values.maxUses),
    active: values.isActive ? "Yes" : "No",
  };
}

async function courseTitleOf(tx: Tx, courseId: string | null): Promise<string | null> {
  if (!courseId) return null;
  const [row] = await tx
    .select({ title: courses.title })
    .from(courses)
    .where(eq(courses.id, courseId))
    .limit(1);
  return row?.title ?? null;
}

/** A unique violation on the code (two admins saving one code at once), as the form's message. */
function codeTakenOr(error: unknown): Refusal {
  if (isUniqueViolation(error)) return refuse("code", COUPON_MESSAGES.codeTaken);
  throw error;
}

/** Creates a coupon once per rendered form (its key), audited as coupon.created. */
export async function createCoupon(
  db: Database,
  actor: AuditActor,
  input: CouponFormInput,
  { now = new Date() }: { now?: Date } = {},
): Promise<CouponSaveOutcome> {
  // Set when the rules refuse: createOnce then creates nothing and answers null.
  const refused: { outcome?: Refusal } = {};
  try {
    const created = await createOnce(db, { key: input.formKey, kind: "coupon" }, async (tx) => {
      const refusal = await checkRules(tx, input, { now });
      if (refusal) {
        refused.outcome = refusal;
        return null;
      }
      const values = couponValues(input);
      const [row] = await tx
        .insert(coupons)
        .values({ ...values, createdBy: actor.id })
        .returning({ id: coupons.id, code: coupons.code });
      if (!row) throw new Error("coupon insert returned no row");
      await recordAudit(tx, actor, {
        action: "coupon.created",
        targetType: "coupon",
        targetId: row.id,
        targetLabel: row.code,
        details: describeTerms(values, await courseTitleOf(tx, values.courseId)),
      });
      return row;
    });
    if (created) return { status: "saved", id: created.id, code: input.code };
    if (refused.outcome) return refused.outcome;
    throw new Error("coupon create answered nothing");
  } catch (error) {
    return codeTakenOr(error);
  }
}

/**
 * Saves an edit; `uses` is kept as counted. The maximum may not go below the uses already counted
 * (the row is locked, so a payment fulfilled meanwhile is counted first). Audited as
 * coupon.deactivated when the save switched it off, coupon.updated otherwise; nothing changed,
 * nothing recorded.
 */
export async function updateCoupon(
  db: Database,
  actor: AuditActor,
  id: string,
  input: CouponFormInput,
  { now = new Date() }: { now?: Date } = {},
): Promise<CouponSaveOutcome> {
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx.select().from(coupons).where(eq(coupons.id, id)).for("update");
      if (!before) return { status: "not-found" as const };
      const refusal = await checkRules(tx, input, { now, id, before });
      if (refusal) return refusal;
      if (input.maxUses !== undefined && input.maxUses < before.uses) {
        return refuse("maxUses", maxUsesBelowUsesMessage(before.uses));
      }
      const values = couponValues(input);
      const courseTitle = await courseTitleOf(tx, values.courseId);
      const changes = changedTerms(
        describeTerms(before, await courseTitleOf(tx, before.courseId)),
        describeTerms(values, courseTitle),
      );
      // Two courses may share a title: the log still says the course changed.
      if (before.courseId !== values.courseId && !changes.course) {
        changes.course = `Another course titled ${courseTitle}`;
      }
      if (Object.keys(changes).length > 0) {
        await tx.update(coupons).set(values).where(eq(coupons.id, id));
        await recordAudit(tx, actor, {
          action: before.isActive && !values.isActive ? "coupon.deactivated" : "coupon.updated",
          targetType: "coupon",
          targetId: id,
          targetLabel: values.code,
          details: changes,
        });
      }
      return { status: "saved" as const, id, code: values.code };
    });
  } catch (error) {
    return codeTakenOr(error);
  }
}

/** "Discount: 10% off → 20% off" for each term that changed. */
function changedTerms(
  before: Record<string, string>,
  after: Record<string, string>,
): Record<string, string> {
  const changes: Record<string, string> = {};
  for (const [key, value] of Object.entries(after)) {
    if (before[key] !== value) changes[key] = `${before[key]} → ${value}`;
  }
  return changes;
}

export type CouponDeleteOutcome =
  | { status: "deleted"; code: string }
  /** Used, or on a payment: payments keep their code, so it can only be deactivated. */
  | { status: "in-use"; code: string }
  | { status: "not-found" };

/** Deletes a coupon nobody has used and no payment carries; audited as coupon.deleted. */
export async function deleteCoupon(
  db: Database,
  actor: AuditActor,
  id: string,
): Promise<CouponDeleteOutcome> {
  return db.transaction(async (tx) => {
    // The lock makes a fulfilment counting a use wait, so "unused" stays true until we delete.
    const [coupon] = await tx.select().from(coupons).where(eq(coupons.id, id)).for("update");
    if (!coupon) return { status: "not-found" as const };
    if (coupon.uses > 0 || (await paymentsWithCoupon(tx, id)) > 0) {
      return { status: "in-use" as const, code: coupon.code };
    }
    await tx.delete(coupons).where(eq(coupons.id, id));
    await recordAudit(tx, actor, {
      action: "coupon.deleted",
      targetType: "coupon",
      targetId: id,
      targetLabel: coupon.code,
      details: describeTerms(coupon, await courseTitleOf(tx, coupon.courseId)),
    });
    return { status: "deleted" as const, code: coupon.code };
  });
}
