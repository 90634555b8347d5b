import { TZDate } from "@date-fns/tz";
import { and, count, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "~/db/client.server";
import { courses, payments, user } from "~/db/schema";
import type { PaymentProvider, PaymentStatus } from "~/db/schema/enums";
import { type Actor, recordAudit } from "~/domain/admin/audit.server";
import { streamCsv } from "~/lib/csv";
import { SITE_TIME_ZONE } from "~/lib/format";
import { todayInLagos } from "~/lib/lagos-date";
import { escapeLike } from "~/lib/search";
import {
  ACCOUNT_DELETED,
  PAYMENT_PROVIDER_LABELS,
  PAYMENT_STATUS_LABELS,
  PAYMENTS_PAGE_SIZE,
  type PaymentsQuery,
} from "./admin-payments.constants";
import { vatPartOf } from "./money";
import { receiptInputOf } from "./payment-emails.server";
import type { Payment } from "./payment-records.server";
import { renderReceiptPdf } from "./receipt-pdf.server";

// The admin Payments tab: the list with its filters and totals, one payment's page, its receipt
// and the CSV export. Read-only: refunds go through requestRefund (payments.server.ts).

/** The statuses whose money the academy holds: paid, and paid with a refund on its way. */
const HELD_STATUSES = ["paid", "refund_pending"] as const satisfies readonly PaymentStatus[];

/** The payment's own account, when it still exists (its e-mail may have changed since). */
const account = alias(user, "payer_account");

/** Who paid, or null once the account is deleted (the record keeps no personal data then). */
export type Payer = { email: string; name: string | null };

export type AdminPaymentRow = {
  id: string;
  reference: string;
  createdAt: Date;
  paidAt: Date | null;
  payer: Payer | null;
  courseId: string | null;
  courseTitle: string;
  listPriceKobo: number;
  discountKobo: number;
  amountKobo: number;
  couponCode: string | null;
  provider: PaymentProvider;
  status: PaymentStatus;
  needsRefund: boolean;
  receiptNumber: string | null;
};

export type PaymentTotals = {
  /** Paid (or paid with a refund pending): the money held. */
  paid: { count: number; amountKobo: number };
  refunded: { count: number; amountKobo: number };
  /** Flagged for a staff refund (a second charge, an amount mismatch). */
  needsRefund: number;
};

const rowColumns = {
  id: payments.id,
  reference: payments.reference,
  createdAt: payments.createdAt,
  paidAt: payments.paidAt,
  email: payments.email,
  payerName: payments.payerName,
  accountEmail: account.email,
  accountName: account.name,
  courseId: payments.courseId,
  courseTitle: payments.courseTitle,
  listPriceKobo: payments.listPriceKobo,
  discountKobo: payments.discountKobo,
  amountKobo: payments.amountKobo,
  couponCode: payments.couponCode,
  provider: payments.provider,
  status: payments.status,
  needsRefund: payments.needsRefund,
  receiptNumber: payments.receiptNumber,
};

type PayerColumns = {
  email: string | null;
  payerName: string | null;
  accountEmail: string | null;
  accountName: string | null;
};

/** The account's current e-mail and name when it exists, else what the payment kept (if any). */
function payerOf(row: PayerColumns): Payer | null {
  const email = row.accountEmail ?? row.email;
  return email ? { email, name: row.accountName ?? row.payerName } : null;
}

/** A selected row with its payer columns folded into `payer`. */
function toRow<R extends PayerColumns>({
  email,
  payerName,
  accountEmail,
  accountName,
  ...rest
}: R): Omit<R, keyof PayerColumns> & { payer: Payer | null } {
  return { ...rest, payer: payerOf({ email, payerName, accountEmail, accountName }) };
}

/** The instant a Lagos calendar day (YYYY-MM-DD) begins; `plusDays` moves to a later day. */
export function lagosDayStart(day: string, plusDays = 0): Date {
  const [y = 0, m = 1, d = 1] = day.split("-").map(Number);
  return new Date(new TZDate(y, m - 1, d + plusDays, SITE_TIME_ZONE).getTime());
}

/**
 * The list's filters as one condition, on the payments table alone:
 * search by the start of the e-mail address (the payment's or the account's current one) or of
 * the reference, case-insensitive; status (or flagged for refund), provider, course; created
 * from the first day's midnight to the end of the last day, in Lagos time.
 */
function filterCondition(query: Omit<PaymentsQuery, "page">): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.q) {
    const prefix = `${escapeLike(query.q)}%`;
    conditions.push(
      or(
        ilike(payments.reference, prefix),
        ilike(payments.email, prefix),
        // The account's current address, as the ids of the accounts it matches: each of the
        // three is then an index lookup (trigram indexes, and user_id in payments_user_created_idx),
        // where a test on the joined row read every payment (0012-search-and-indexes-at-scale).
        sql`${payments.userId} = any(array(select ${user.id} from ${user} where ${ilike(user.email, prefix)}))`,
      ),
    );
  }
  if (query.status === "needs_refund") conditions.push(eq(payments.needsRefund, true));
  else if (query.status !== "all") conditions.push(eq(payments.status, query.status));
  if (query.provider !== "all") conditions.push(eq(payments.provider, query.provider));
  if (query.course) conditions.push(eq(payments.courseId, query.course));
  if (query.from) conditions.push(gte(payments.createdAt, lagosDayStart(query.from)));
  if (query.to) conditions.push(lt(payments.createdAt, lagosDayStart(query.to, 1)));
  return and(...conditions);
}

/** count(*) and sum(amount_kobo) of the rows meeting `where`, as numbers. */
function countAndSum(where: SQL) {
  return {
    count: sql<number>`count(*) filter (where ${where})`.mapWith(Number),
    amountKobo:
      sql<number>`coalesce(sum(${payments.amountKobo}) filter (where ${where}), 0)`.mapWith(Number),
  };
}

/**
 * One page of the payments matching `query`, newest first, with the number of matches and the
 * totals of every match (not only this page): what was paid, what was refunded, how many are
 * flagged for refund.
 */
export async function listPayments(db: Database, query: PaymentsQuery) {
  const where = filterCondition(query);
  const paid = countAndSum(inArray(payments.status, HELD_STATUSES));
  const refunded = countAndSum(eq(payments.status, "refunded"));
  const [[summary], rows] = await Promise.all([
    db
      .select({
        total: count(),
        paidCount: paid.count,
        paidKobo: paid.amountKobo,
        refundedCount: refunded.count,
        refundedKobo: refunded.amountKobo,
        needsRefund: sql<number>`count(*) filter (where ${payments.needsRefund})`.mapWith(Number),
      })
      .from(payments)
      .where(where),
    db
      .select(rowColumns)
      .from(payments)
      .leftJoin(account, eq(account.id, payments.userId))
      .where(where)
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(PAYMENTS_PAGE_SIZE)
      .offset((query.page - 1) * PAYMENTS_PAGE_SIZE),
  ]);
  const total = summary?.total ?? 0;
  const totals: PaymentTotals = {
    paid: { count: summary?.paidCount ?? 0, amountKobo: summary?.paidKobo ?? 0 },
    refunded: { count: summary?.refundedCount ?? 0, amountKobo: summary?.refundedKobo ?? 0 },
    needsRefund: summary?.needsRefund ?? 0,
  };
  return {
    payments: rows.map((row) => toRow(row)) satisfies AdminPaymentRow[],
    total,
    totals,
    page: query.page,
    pageCount: Math.max(1, Math.ceil(total / PAYMENTS_PAGE_SIZE)),
  };
}

/** The courses the course filter offers: every course that has a payment, by title. */
export async function paymentCourseOptions(db: Database) {
  return db
    .selectDistinct({ id: courses.id, title: courses.title })
    .from(courses)
    .innerJoin(payments, eq(payments.courseId, courses.id))
    .orderBy(courses.title, courses.id);
}

const refunder = alias(user, "refund_requester");

export type AdminPaymentDetail = Payment & {
  payer: Payer | null;
  /** The course's address while it exists, for a link to it. */
  courseSlug: string | null;
  /** Who asked for the refund, while their account exists. */
  refundRequester: { name: string; email: string } | null;
};

/** One payment with its payer, course and refund requester, or null (an id is never an error). */
export async function getPayment(db: Database, id: string): Promise<AdminPaymentDetail | null> {
  const [row] = await db
    .select({
      payment: payments,
      accountEmail: account.email,
      accountName: account.name,
      courseSlug: courses.slug,
      refunderName: refunder.name,
      refunderEmail: refunder.email,
    })
    .from(payments)
    .leftJoin(account, eq(account.id, payments.userId))
    .leftJoin(courses, eq(courses.id, payments.courseId))
    .leftJoin(refunder, eq(refunder.id, payments.refundRequestedBy))
    .where(eq(payments.id, id))
    .limit(1);
  if (!row) return null;
  const { payment } = row;
  return {
    ...payment,
    payer: payerOf({
      email: payment.email,
      payerName: payment.payerName,
      accountEmail: row.accountEmail,
      accountName: row.accountName,
    }),
    courseSlug: row.courseSlug,
    refundRequester:
      row.refunderName !== null && row.refunderEmail !== null
        ? { name: row.refunderName, email: row.refunderEmail }
        : null,
  };
}

/**
 * The PDF receipt of a settled payment for staff (the learner's own download is owner-only), or
 * null when the payment has none (unpaid, or no such payment).
 */
export async function adminReceiptPdf(
  db: Database,
  input: { paymentId: string; testMode: boolean },
): Promise<{ filename: string; pdf: Uint8Array<ArrayBuffer> } | null> {
  const [payment] = await db
    .select()
    .from(payments)
    .where(eq(payments.id, input.paymentId))
    .limit(1);
  if (!payment) return null;
  // receiptInputOf takes a transaction because fulfilment calls it inside one; a read here.
  const receipt = await db.transaction((tx) => receiptInputOf(tx, payment, input.testMode));
  if (!receipt) return null;
  return {
    filename: `receipt-${receipt.receiptNumber}.pdf`,
    pdf: await renderReceiptPdf(receipt),
  };
}

// ---------------------------------------------------------------------------------------------
// CSV export

export const PAYMENTS_CSV_HEADER = [
  "Reference",
  "Created",
  "Paid",
  "Email",
  "Name",
  "Course",
  "List price (NGN)",
  "Discount (NGN)",
  "Coupon",
  "Amount (NGN)",
  "VAT (NGN)",
  "Provider",
  "Status",
  "Refund needed",
  "Receipt number",
] as const;

const csvDateTime = new Intl.DateTimeFormat("en-CA", {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: SITE_TIME_ZONE,
});

/** "2026-03-01 14:05", Lagos time: sorts as text and every spreadsheet reads it as a date. */
function csvTime(value: Date | null): string {
  return value ? csvDateTime.format(value).replace(", ", " ") : "";
}

/** Kobo as naira with two decimals and no symbol or separators ("12500.00"), for sums. */
function csvNaira(kobo: number): string {
  return (kobo / 100).toFixed(2);
}

/** One payment's CSV cells (streamCsv makes them formula-safe). */
export function paymentCsvCells(row: AdminPaymentRow & { vatRateBps: number }): string[] {
  return [
    row.reference,
    csvTime(row.createdAt),
    csvTime(row.paidAt),
    row.payer?.email ?? "",
    row.payer ? (row.payer.name ?? "") : ACCOUNT_DELETED,
    row.courseTitle,
    csvNaira(row.listPriceKobo),
    csvNaira(row.discountKobo),
    row.couponCode ?? "",
    csvNaira(row.amountKobo),
    csvNaira(vatPartOf(row.amountKobo, row.vatRateBps).vatKobo),
    PAYMENT_PROVIDER_LABELS[row.provider],
    PAYMENT_STATUS_LABELS[row.status],
    row.needsRefund ? "Yes" : "No",
    row.receiptNumber ?? "",
  ];
}

/** payments-YYYY-MM-DD.csv, dated in Lagos. */
export function paymentsExportFilename(now: Date = new Date()): string {
  return `payments-${todayInLagos(now)}.csv`;
}

/** Rows fetched per round trip while the file streams. */
const EXPORT_BATCH = 500;

/**
 * Every payment matching the list's filters (all pages), newest first, as a CSV stream
 * (streamCsv: a batch at a time as the client reads). The batches follow a keyset on
 * (created_at, id), carried as PostgreSQL's own text of the timestamp: a JavaScript Date would
 * cut its microseconds and skip rows. Recorded in the audit log first: an export is personal data
 * leaving the site.
 */
export async function exportPaymentsCsv(
  db: Database,
  actor: Actor,
  query: Omit<PaymentsQuery, "page">,
  { batchSize = EXPORT_BATCH }: { batchSize?: number } = {},
): Promise<ReadableStream<Uint8Array>> {
  const where = filterCondition(query);
  const [counted] = await db
    .select({ n: count() })
    .from(payments)
    .leftJoin(account, eq(account.id, payments.userId))
    .where(where);
  const rows = counted?.n ?? 0;
  await recordAudit(db, actor, {
    action: "payments.exported",
    targetType: "payment",
    targetLabel: `${rows} payment${rows === 1 ? "" : "s"}`,
    details: {
      count: rows,
      q: query.q,
      status: query.status,
      provider: query.provider,
      course: query.course,
      from: query.from,
      to: query.to,
    },
  });

  return streamCsv({
    header: PAYMENTS_CSV_HEADER,
    batchSize,
    fetchBatch: (last: { cursorAt: string; id: string } | null, limit) =>
      db
        .select({
          ...rowColumns,
          vatRateBps: payments.vatRateBps,
          cursorAt: sql<string>`${payments.createdAt}::text`,
        })
        .from(payments)
        .leftJoin(account, eq(account.id, payments.userId))
        .where(
          and(
            where,
            last
              ? sql`(${payments.createdAt}, ${payments.id}) < (${last.cursorAt}::timestamptz, ${last.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(desc(payments.createdAt), desc(payments.id))
        .limit(limit),
    cells: ({ vatRateBps, cursorAt: _, ...row }) => paymentCsvCells({ ...toRow(row), vatRateBps }),
  });
}
