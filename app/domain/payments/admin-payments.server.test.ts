import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, payments, user } from "~/db/schema";
import type { PaymentProvider, PaymentStatus } from "~/db/schema/enums";
import { parsePaymentsQuery } from "~/domain/admin/list-params";
import { createPricedCourse } from "../../../tests/support/payments";
import { setupTestServices } from "../../../tests/support/suite";
import { createTestUser } from "../../../tests/support/users";
import { PAYMENTS_PAGE_SIZE, type PaymentsQuery } from "./admin-payments.constants";
import {
  adminReceiptPdf,
  exportPaymentsCsv,
  getPayment,
  lagosDayStart,
  listPayments,
  PAYMENTS_CSV_HEADER,
  paymentCourseOptions,
  paymentsExportFilename,
} from "./admin-payments.server";

const suite = setupTestServices();
let admin: Awaited<ReturnType<typeof createTestUser>>;

beforeAll(async () => {
  admin = await createTestUser(suite.services, { role: "admin", name: "Amaka Admin" });
});

const ALL: PaymentsQuery = {
  q: "",
  status: "all",
  provider: "all",
  course: "",
  from: "",
  to: "",
  page: 1,
};

let counter = 0;

type PaymentInput = {
  courseId: string;
  userId?: string | null;
  email?: string | null;
  payerName?: string | null;
  courseTitle?: string;
  reference?: string;
  status?: PaymentStatus;
  provider?: PaymentProvider;
  listPriceKobo?: number;
  discountKobo?: number;
  couponCode?: string | null;
  needsRefund?: boolean;
  createdAt?: Date;
  receiptNumber?: string | null;
  paidAt?: Date | null;
};

/** A payment row as the checkout would have left it (amounts consistent, VAT 7.5%). */
async function insertPayment(input: PaymentInput) {
  counter += 1;
  const list = input.listPriceKobo ?? 1_250_000;
  const discount = input.discountKobo ?? 0;
  const status = input.status ?? "paid";
  const settled = status === "paid" || status === "refund_pending" || status === "refunded";
  const [row] = await suite.services.db
    .insert(payments)
    .values({
      reference:
        input.reference ??
        `AFA-T${String(counter).padStart(4, "0")}${randomUUID().slice(0, 8).toUpperCase()}`,
      userId: input.userId ?? null,
      email: input.email === undefined ? `payer${counter}@afa.test` : input.email,
      payerName: input.payerName === undefined ? `Payer ${counter}` : input.payerName,
      courseId: input.courseId,
      courseTitle: input.courseTitle ?? "Maize Masterclass",
      provider: input.provider ?? "paystack",
      listPriceKobo: list,
      discountKobo: discount,
      amountKobo: list - discount,
      vatRateBps: 750,
      couponCode: input.couponCode ?? null,
      status,
      needsRefund: input.needsRefund ?? false,
      receiptNumber: input.receiptNumber ?? null,
      paidAt: input.paidAt !== undefined ? input.paidAt : settled ? new Date() : null,
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
    })
    .returning();
  if (!row) throw new Error("payment not inserted");
  return row;
}

/** A course of its own for each test, so the shared database's other rows stay out of sight. */
async function course() {
  return createPricedCourse(suite.services.db);
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  // The text decoder would drop the byte-order mark; keep it to check it is there.
  return new TextDecoder("utf-8", { ignoreBOM: true }).decode(
    await new Response(stream).arrayBuffer(),
  );
}

describe("listPayments", () => {
  it("lists newest first, 25 a page, with the totals of every match", async () => {
    const c = await course();
    const start = Date.parse("2026-01-10T09:00:00Z");
    const made = [];
    for (let i = 0; i < PAYMENTS_PAGE_SIZE + 2; i += 1) {
      made.push(await insertPayment({ courseId: c.id, createdAt: new Date(start + i * 60_000) }));
    }
    const first = await listPayments(suite.services.db, { ...ALL, course: c.id });
    expect(first.total).toBe(27);
    expect(first.pageCount).toBe(2);
    expect(first.payments).toHaveLength(PAYMENTS_PAGE_SIZE);
    expect(first.payments[0]?.id).toBe(made.at(-1)?.id);
    const second = await listPayments(suite.services.db, { ...ALL, course: c.id, page: 2 });
    expect(second.payments.map((p) => p.id)).toEqual([made[1]?.id, made[0]?.id]);
    // Totals count every page, not the one shown.
    expect(second.totals.paid).toEqual({ count: 27, amountKobo: 27 * 1_250_000 });

    const beyond = await listPayments(suite.services.db, { ...ALL, course: c.id, page: 9 });
    expect(beyond.payments).toEqual([]);
    expect(beyond.total).toBe(27);
  });

  it("totals paid (with refund pending), refunded and flagged payments for the filter", async () => {
    const c = await course();
    await insertPayment({ courseId: c.id, status: "paid", listPriceKobo: 1_000_000 });
    await insertPayment({ courseId: c.id, status: "refund_pending", listPriceKobo: 500_000 });
    await insertPayment({
      courseId: c.id,
      status: "paid",
      listPriceKobo: 800_000,
      discountKobo: 200_000,
      needsRefund: true,
    });
    await insertPayment({ courseId: c.id, status: "refunded", listPriceKobo: 300_000 });
    await insertPayment({ courseId: c.id, status: "failed", listPriceKobo: 999_900 });
    await insertPayment({ courseId: c.id, status: "pending", listPriceKobo: 999_900 });
    await insertPayment({
      courseId: c.id,
      status: "failed",
      listPriceKobo: 100_000,
      needsRefund: true,
    });

    const { totals, total } = await listPayments(suite.services.db, { ...ALL, course: c.id });
    expect(total).toBe(7);
    expect(totals).toEqual({
      paid: { count: 3, amountKobo: 1_000_000 + 500_000 + 600_000 },
      refunded: { count: 1, amountKobo: 300_000 },
      needsRefund: 2,
    });

    const flagged = await listPayments(suite.services.db, {
      ...ALL,
      course: c.id,
      status: "needs_refund",
    });
    expect(flagged.payments.map((p) => [p.status, p.needsRefund])).toEqual([
      ["failed", true],
      ["paid", true],
    ]);
    expect(flagged.totals.paid).toEqual({ count: 1, amountKobo: 600_000 });

    const empty = await listPayments(suite.services.db, { ...ALL, course: randomUUID() });
    expect(empty.totals).toEqual({
      paid: { count: 0, amountKobo: 0 },
      refunded: { count: 0, amountKobo: 0 },
      needsRefund: 0,
    });
    expect(empty.pageCount).toBe(1);
  });

  it("filters by status, provider and course", async () => {
    const a = await course();
    const b = await course();
    const paystack = await insertPayment({ courseId: a.id, provider: "paystack" });
    const flutter = await insertPayment({ courseId: a.id, provider: "flutterwave" });
    const failed = await insertPayment({ courseId: a.id, status: "failed" });
    const other = await insertPayment({ courseId: b.id });
    const ids = async (query: Partial<PaymentsQuery>) =>
      (await listPayments(suite.services.db, { ...ALL, ...query })).payments.map((p) => p.id);

    expect(await ids({ course: a.id, provider: "flutterwave" })).toEqual([flutter.id]);
    expect(await ids({ course: a.id, status: "failed" })).toEqual([failed.id]);
    expect(await ids({ course: a.id, status: "paid", provider: "paystack" })).toEqual([
      paystack.id,
    ]);
    expect(await ids({ course: b.id })).toEqual([other.id]);

    const options = await paymentCourseOptions(suite.services.db);
    expect(options.map((o) => o.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(new Set(options.map((o) => o.id)).size).toBe(options.length);
  });

  it("searches the start of the e-mail (the payment's or the account's) or the reference", async () => {
    const c = await course();
    const learner = await createTestUser(suite.services, {
      email: "Chiamaka.Search@afa.test",
      name: "Chiamaka Search",
    });
    const byAccount = await insertPayment({
      courseId: c.id,
      userId: learner.id,
      // The e-mail the payment kept; the account's has changed since.
      email: "old-address@afa.test",
      reference: "AFA-SEARCHREF0001",
    });
    const byEmail = await insertPayment({ courseId: c.id, email: "tunde_100%@afa.test" });
    const find = async (q: string) =>
      (await listPayments(suite.services.db, { ...ALL, course: c.id, q })).payments.map(
        (p) => p.id,
      );

    expect(await find("chiamaka.s")).toEqual([byAccount.id]);
    expect(await find("OLD-ADDRESS")).toEqual([byAccount.id]);
    expect(await find("afa-searchref")).toEqual([byAccount.id]);
    expect(await find("AFA-SEARCHREF0001")).toEqual([byAccount.id]);
    // A prefix, not anywhere inside: the domain or the end of a reference finds nothing.
    expect(await find("afa.test")).toEqual([]);
    expect(await find("REF0001")).toEqual([]);
    // Wildcards typed by staff are literal characters.
    expect(await find("%")).toEqual([]);
    expect(await find("tunde_100%")).toEqual([byEmail.id]);
    expect(await find("tunde_1000")).toEqual([]);

    const [row] = (await listPayments(suite.services.db, { ...ALL, course: c.id, q: "chiamaka" }))
      .payments;
    expect(row?.payer).toEqual({ email: "chiamaka.search@afa.test", name: "Chiamaka Search" });
  });

  it("takes the date range as whole days in Lagos time, both ends included", async () => {
    const c = await course();
    // 1 March 23:59:59 in Lagos (UTC+1) is 22:59:59 UTC; 2 March starts at 23:00 UTC on 1 March.
    const lastOfMarch1 = await insertPayment({
      courseId: c.id,
      createdAt: new Date("2026-03-01T22:59:59.999Z"),
    });
    const firstOfMarch2 = await insertPayment({
      courseId: c.id,
      createdAt: new Date("2026-03-01T23:00:00.000Z"),
    });
    const endOfMarch3 = await insertPayment({
      courseId: c.id,
      createdAt: new Date("2026-03-03T22:30:00.000Z"),
    });
    const march4 = await insertPayment({
      courseId: c.id,
      createdAt: new Date("2026-03-03T23:00:00.000Z"),
    });
    const ids = async (from: string, to: string) =>
      (await listPayments(suite.services.db, { ...ALL, course: c.id, from, to })).payments.map(
        (p) => p.id,
      );

    expect(await ids("2026-03-01", "2026-03-01")).toEqual([lastOfMarch1.id]);
    expect(await ids("2026-03-02", "2026-03-03")).toEqual([endOfMarch3.id, firstOfMarch2.id]);
    expect(await ids("2026-03-04", "")).toEqual([march4.id]);
    expect(await ids("", "2026-03-02")).toEqual([firstOfMarch2.id, lastOfMarch1.id]);
    expect(lagosDayStart("2026-03-02").toISOString()).toBe("2026-03-01T23:00:00.000Z");
    expect(lagosDayStart("2026-12-31", 1).toISOString()).toBe("2026-12-31T23:00:00.000Z");
  });
});

describe("getPayment", () => {
  it("shows the account's current payer, or none once the account is deleted", async () => {
    const c = await course();
    const learner = await createTestUser(suite.services, { name: "Bola Detail" });
    const kept = await insertPayment({ courseId: c.id, userId: learner.id });
    const detail = await getPayment(suite.services.db, kept.id);
    expect(detail).toMatchObject({
      id: kept.id,
      reference: kept.reference,
      payer: { email: learner.email, name: "Bola Detail" },
      courseSlug: c.slug,
      refundRequester: null,
    });

    // Deleting the account clears user_id (FK) and, through forgetPayer, e-mail and name.
    await suite.services.db
      .update(payments)
      .set({ email: null, payerName: null })
      .where(eq(payments.id, kept.id));
    await suite.services.db.delete(user).where(eq(user.id, learner.id));
    expect((await getPayment(suite.services.db, kept.id))?.payer).toBeNull();
    const listed = await listPayments(suite.services.db, { ...ALL, course: c.id });
    expect(listed.payments[0]?.payer).toBeNull();

    expect(await getPayment(suite.services.db, randomUUID())).toBeNull();
  });

  it("names who asked for a refund", async () => {
    const c = await course();
    const row = await insertPayment({ courseId: c.id, status: "refund_pending" });
    await suite.services.db
      .update(payments)
      .set({ refundRequestedBy: admin.id })
      .where(eq(payments.id, row.id));
    expect((await getPayment(suite.services.db, row.id))?.refundRequester).toEqual({
      name: "Amaka Admin",
      email: admin.email,
    });
  });
});

describe("adminReceiptPdf", () => {
  it("renders the receipt of a settled payment and nothing for an unpaid one", async () => {
    const c = await course();
    const paid = await insertPayment({ courseId: c.id, receiptNumber: `2026-9${counter}01` });
    const receipt = await adminReceiptPdf(suite.services.db, {
      paymentId: paid.id,
      testMode: false,
    });
    expect(receipt?.filename).toBe(`receipt-${paid.receiptNumber}.pdf`);
    expect(new TextDecoder().decode(receipt?.pdf.slice(0, 5))).toBe("%PDF-");

    const pending = await insertPayment({ courseId: c.id, status: "pending" });
    expect(
      await adminReceiptPdf(suite.services.db, { paymentId: pending.id, testMode: false }),
    ).toBeNull();
    expect(
      await adminReceiptPdf(suite.services.db, { paymentId: randomUUID(), testMode: false }),
    ).toBeNull();
  });
});

describe("exportPaymentsCsv", () => {
  it("streams every match as formula-safe CSV and records the export", async () => {
    const c = await course();
    await insertPayment({
      courseId: c.id,
      email: '=HYPERLINK("http://evil.test")@afa.test',
      payerName: "@SUM(A1)",
      courseTitle: '+Maize, "Beans" & more',
      couponCode: "-HALF",
      discountKobo: 625_000,
      reference: "AFA-CSV0000000001",
      createdAt: new Date("2026-03-01T23:30:00Z"),
      paidAt: new Date("2026-03-01T23:31:00Z"),
      receiptNumber: "2026-777001",
    });
    await insertPayment({
      courseId: c.id,
      email: null,
      payerName: null,
      status: "failed",
      provider: "flutterwave",
      needsRefund: true,
      reference: "AFA-CSV0000000000",
      createdAt: new Date("2026-02-27T10:00:00Z"),
    });
    const { page: _, ...query } = { ...ALL, course: c.id };
    const csv = await readAll(await exportPaymentsCsv(suite.services.db, admin, query));

    expect(csv.startsWith("\uFEFF")).toBe(true);
    const lines = csv.slice(1).split("\r\n");
    expect(lines.at(-1)).toBe("");
    expect(lines[0]).toBe(PAYMENTS_CSV_HEADER.join(","));
    expect(lines[1]).toBe(
      [
        "AFA-CSV0000000001",
        "2026-03-02 00:30",
        "2026-03-02 00:31",
        `"'=HYPERLINK(""http://evil.test"")@afa.test"`,
        "'@SUM(A1)",
        `"'+Maize, ""Beans"" & more"`,
        "12500.00",
        "6250.00",
        "'-HALF",
        "6250.00",
        "436.05",
        "Paystack",
        "Paid",
        "No",
        "2026-777001",
      ].join(","),
    );
    expect(lines[2]).toBe(
      [
        "AFA-CSV0000000000",
        "2026-02-27 11:00",
        "",
        "",
        "Account deleted",
        "Maize Masterclass",
        "12500.00",
        "0.00",
        "",
        "12500.00",
        "872.09",
        "Flutterwave",
        "Failed",
        "Yes",
        "",
      ].join(","),
    );
    expect(lines).toHaveLength(4);

    const [entry] = await suite.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "payments.exported"), eq(auditLog.actorId, admin.id)));
    expect(entry).toMatchObject({ targetType: "payment", targetLabel: "2 payments" });
    expect(entry?.details).toMatchObject({ count: 2, course: c.id });
  });

  it("fetches in batches without losing or repeating rows that share a timestamp", async () => {
    const c = await course();
    // The same instant for every row, with microseconds a JavaScript Date would cut.
    await suite.services.db.insert(payments).values(
      Array.from({ length: 5 }, (_, i) => ({
        reference: `AFA-BATCH${i}${randomUUID().slice(0, 6).toUpperCase()}`,
        courseId: c.id,
        courseTitle: "Batch course",
        provider: "paystack" as const,
        listPriceKobo: 100_000,
        amountKobo: 100_000,
        vatRateBps: 750,
        createdAt: sql`'2026-03-05 10:00:00.123456+00'::timestamptz`,
      })),
    );
    const { page: _, ...query } = { ...ALL, course: c.id };
    const stream = await exportPaymentsCsv(suite.services.db, admin, query, { batchSize: 2 });
    const rows = (await readAll(stream)).split("\r\n").slice(1, -1);
    expect(rows).toHaveLength(5);
    expect(new Set(rows.map((r) => r.split(",")[0])).size).toBe(5);
  });

  it("names the file after today's date in Lagos", () => {
    expect(paymentsExportFilename(new Date("2026-03-01T23:30:00Z"))).toBe(
      "payments-2026-03-02.csv",
    );
  });
});

describe("parsePaymentsQuery", () => {
  const parse = (query: string) => parsePaymentsQuery(new URLSearchParams(query));

  it("reads every filter and falls back to the defaults for anything else", () => {
    const id = randomUUID();
    expect(
      parse(
        `q=%20Ada%20&status=refund_pending&provider=flutterwave&course=${id}&from=2026-03-01&to=2026-03-31&page=2`,
      ),
    ).toEqual({
      q: "Ada",
      status: "refund_pending",
      provider: "flutterwave",
      course: id,
      from: "2026-03-01",
      to: "2026-03-31",
      page: 2,
    });
    expect(parse("status=needs_refund").status).toBe("needs_refund");
    expect(parse("")).toEqual(ALL);
    expect(
      parse("status=stolen&provider=cash&course=1;drop&from=2026-02-30&to=yesterday&page=-1"),
    ).toEqual(ALL);
    expect(parse("from=2026-3-1").from).toBe("");
    expect(parse("to=2028-02-29").to).toBe("2028-02-29");
  });
});
