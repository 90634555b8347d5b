import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { account, coupons, notifications, payments } from "~/db/schema";
import { setupTestServices } from "../../../tests/support/suite";
import { fillUserData, rowsOf, tablesWithUserId } from "../../../tests/support/user-data";
import { createTestUser } from "../../../tests/support/users";
import { buildAccountExport, EXPORTED_USER_TABLES, streamAccountExport } from "./export.server";

const suite = setupTestServices();

/** A payment row as checkout and fulfilment leave it (paid, numbered), for `user`. */
async function insertPayment(
  db: Database,
  user: { id: string; email: string; name: string },
  values: Partial<typeof payments.$inferInsert> = {},
) {
  const [row] = await db
    .insert(payments)
    .values({
      reference: `AFA-${randomUUID().replace(/-/g, "").slice(0, 16).toUpperCase()}`,
      userId: user.id,
      email: user.email,
      payerName: user.name,
      courseTitle: "Soil Testing and Fertiliser Planning",
      provider: "paystack",
      listPriceKobo: 1_250_000,
      discountKobo: 0,
      amountKobo: 1_250_000,
      vatRateBps: 750,
      status: "paid",
      receiptNumber: `2026-${randomUUID().slice(0, 6)}`,
      paidAt: new Date("2026-05-12T10:00:00Z"),
      ...values,
    })
    .returning();
  if (!row) throw new Error("no payment");
  return row;
}

describe("account-data.json coverage", () => {
  it("names every table with a user_id column in the schema (a new table must be added)", () => {
    const tables = tablesWithUserId().map((table) => table.name);
    // The schema really has such tables: the check below cannot pass by finding none.
    expect(tables).toContain("course_enrollments");
    expect(tables).toContain("consultations");
    expect(tables.toSorted()).toEqual(Object.keys(EXPORTED_USER_TABLES).toSorted());
  });

  it("exports the user's rows from every one of those tables", async () => {
    const user = await createTestUser(suite.services, { name: "Chidi Eze", phone: "08031234567" });
    await fillUserData(suite.services.db, user);
    await insertPayment(suite.services.db, user);
    const exported = (await buildAccountExport(
      suite.services.db,
      user.id,
      suite.services.env.APP_URL,
    )) as Record<string, unknown> | null;
    expect(exported).not.toBeNull();
    for (const table of tablesWithUserId()) {
      // The fixture really wrote a row there.
      expect(await rowsOf(suite.services.db, table, user.id), table.name).toBeGreaterThan(0);
      const section =
        exported?.[EXPORTED_USER_TABLES[table.name as keyof typeof EXPORTED_USER_TABLES]];
      expect(section, table.name).toBeDefined();
      if (Array.isArray(section)) expect(section.length, table.name).toBeGreaterThan(0);
    }
  });
});

describe("buildAccountExport", () => {
  it("holds the profile, learning records, bookings, messages and notifications, without secrets", async () => {
    const user = await createTestUser(suite.services, {
      name: "Ngozi Obi",
      email: "ngozi.export@afa.test",
      phone: "08051234567",
    });
    const data = await fillUserData(suite.services.db, user);
    const exported = await buildAccountExport(
      suite.services.db,
      user.id,
      "https://academy.example",
    );
    if (!exported) throw new Error("no export");

    expect(exported.profile).toMatchObject({
      id: user.id,
      fullName: "Ngozi Obi",
      email: "ngozi.export@afa.test",
      phone: "08051234567",
      role: "user",
      status: "active",
    });
    expect(exported.signInMethods).toEqual([
      expect.objectContaining({ provider: "E-mail and password" }),
    ]);
    expect(exported.sessions).toEqual([
      expect.objectContaining({ ipAddress: "203.0.113.7", userAgent: "Fixture Browser/1.0" }),
    ]);
    expect(exported.enrolments).toEqual([
      expect.objectContaining({ courseTitle: data.courseTitle, progress: 100, watchSeconds: 600 }),
    ]);
    expect(exported.lessonProgress).toEqual([
      expect.objectContaining({ lessonId: data.lessonId, watchedPercentage: 100 }),
    ]);
    expect(exported.learningActivity).toEqual([
      expect.objectContaining({ courseTitle: data.courseTitle, watchSeconds: 600 }),
    ]);
    expect(exported.certificates).toEqual([
      expect.objectContaining({
        code: data.certificateCode,
        verificationUrl: `https://academy.example/certificates/${data.certificateCode}`,
      }),
    ]);
    expect(exported.consultations).toEqual([
      expect.objectContaining({ id: data.consultationId, message: `Consultation of ${data.tag}` }),
    ]);
    expect(exported.contactMessages.note).toMatch(/e-mail address/);
    expect(exported.contactMessages.messages).toEqual([
      expect.objectContaining({ message: `Contact message of ${data.tag}` }),
    ]);
    expect(exported.notifications).toEqual([
      expect.objectContaining({
        title: "Certificate Ready",
        message: `Notification of ${data.tag}`,
      }),
    ]);
    expect(exported.notificationPreferences).toMatchObject({
      courseUpdates: false,
      systemNotifications: false,
      saved: true,
    });
    expect(exported.twoFactor).toEqual({
      enabled: true,
      factors: [
        {
          type: "totp",
          friendlyName: "Tecno phone",
          issuer: null,
          verified: true,
          addedAt: expect.any(Date),
        },
      ],
    });
    expect(exported.usedTwoFactorCodes).toEqual([{ usedAt: expect.any(Date) }]);
    expect(JSON.stringify(exported)).not.toContain("code-hash-");
    expect(exported.staffRecords.coursesOwned).toEqual([
      { id: data.courseId, title: data.courseTitle },
    ]);

    // No password hash, session token or two-factor secret anywhere in the file.
    const json = JSON.stringify(exported);
    for (const secret of data.secrets) expect(json).not.toContain(secret);
    expect(json).not.toMatch(/"password"|"token"|"secret"|"backupCodes"/);
    const [credential] = await suite.services.db
      .select({ hash: account.password })
      .from(account)
      .where(eq(account.userId, user.id));
    expect(credential?.hash).toBeTruthy();
    expect(json).not.toContain(credential?.hash as string);
  });

  it("never holds another user's data", async () => {
    const me = await createTestUser(suite.services, { name: "Me Myself" });
    const other = await createTestUser(suite.services, { name: "Somebody Else" });
    await fillUserData(suite.services.db, me);
    const theirs = await fillUserData(suite.services.db, other);
    const exported = await buildAccountExport(suite.services.db, me.id, suite.services.env.APP_URL);
    const json = JSON.stringify(exported);
    expect(json).not.toContain(other.id);
    expect(json).not.toContain(other.email);
    expect(json).not.toContain("Somebody Else");
    expect(json).not.toContain(theirs.tag);
    expect(json).not.toContain(theirs.certificateCode);
  });

  it("holds the user's payments: amounts in kobo and naira, VAT, coupon, provider, status, receipt", async () => {
    const me = await createTestUser(suite.services, { name: "Bola Ade" });
    const other = await createTestUser(suite.services, { name: "Someone Paying" });
    const paid = await insertPayment(suite.services.db, me, {
      listPriceKobo: 1_250_000,
      discountKobo: 250_000,
      amountKobo: 1_000_000,
      couponCode: "HARVEST20",
      receiptNumber: "2026-000042",
    });
    const failed = await insertPayment(suite.services.db, me, {
      provider: "flutterwave",
      status: "failed",
      receiptNumber: null,
      paidAt: null,
      failureReason: "Insufficient Funds",
    });
    const theirs = await insertPayment(suite.services.db, other);

    const exported = await buildAccountExport(suite.services.db, me.id, suite.services.env.APP_URL);
    if (!exported) throw new Error("no export");

    expect(exported.payments).toHaveLength(2);
    expect(exported.payments).toContainEqual(
      expect.objectContaining({
        reference: paid.reference,
        courseTitle: "Soil Testing and Fertiliser Planning",
        listPriceKobo: 1_250_000,
        discountKobo: 250_000,
        amountKobo: 1_000_000,
        listPrice: "₦12,500",
        discount: "₦2,500",
        amount: "₦10,000",
        currency: "NGN",
        vatRateBps: 750,
        vatRate: "7.5%",
        // 7.5% contained in ₦10,000: 10,000 × 7.5 / 107.5 = ₦697.67.
        vatKobo: 69_767,
        couponCode: "HARVEST20",
        provider: "paystack",
        providerName: "Paystack",
        status: "paid",
        receiptNumber: "2026-000042",
        paidAt: new Date("2026-05-12T10:00:00Z"),
        createdAt: expect.any(Date),
      }),
    );
    expect(exported.payments).toContainEqual(
      expect.objectContaining({
        reference: failed.reference,
        status: "failed",
        providerName: "Flutterwave",
        receiptNumber: null,
        failureReason: "Insufficient Funds",
      }),
    );
    const json = JSON.stringify(exported);
    expect(json).not.toContain(theirs.reference);
    expect(json).not.toContain("Someone Paying");
    // Provider checkout addresses and staff flags are not the learner's data.
    expect(json).not.toContain("checkoutUrl");
  });

  it("lists the coupons a staff member created and the refunds they asked for", async () => {
    const admin = await createTestUser(suite.services, { role: "admin" });
    const learner = await createTestUser(suite.services);
    await suite.services.db
      .insert(coupons)
      .values({ code: "STAFF10", kind: "percent", value: 10, createdBy: admin.id });
    const refunded = await insertPayment(suite.services.db, learner, {
      status: "refunded",
      refundRequestedBy: admin.id,
      refundedAt: new Date("2026-05-20T10:00:00Z"),
    });

    const exported = await buildAccountExport(
      suite.services.db,
      admin.id,
      suite.services.env.APP_URL,
    );

    expect(exported?.staffRecords.couponsCreated).toEqual([
      { code: "STAFF10", createdAt: expect.any(Date) },
    ]);
    expect(exported?.staffRecords.refundsRequestedByYou).toEqual([
      { reference: refunded.reference, status: "refunded", refundedAt: refunded.refundedAt },
    ]);
    // The learner's payment is theirs: nothing of it but the reference is in the staff export.
    expect(exported?.payments).toEqual([]);
    expect(JSON.stringify(exported)).not.toContain(learner.email);
  });

  it("reports the default notification settings when none were saved, and null for no user", async () => {
    const user = await createTestUser(suite.services);
    const exported = await buildAccountExport(
      suite.services.db,
      user.id,
      suite.services.env.APP_URL,
    );
    expect(exported?.notificationPreferences).toMatchObject({
      courseUpdates: true,
      progressAlerts: true,
      certificateReady: true,
      systemNotifications: true,
      saved: false,
    });
    expect(exported?.enrolments).toEqual([]);
    expect(
      await buildAccountExport(suite.services.db, "no-such-user", suite.services.env.APP_URL),
    ).toBeNull();
  });
});

describe("streamAccountExport", () => {
  it("streams the same bytes as the whole document, the long sections a batch at a time", async () => {
    const user = await createTestUser(suite.services, { name: "Stream Learner" });
    await fillUserData(suite.services.db, user);
    // Seven notifications at one instant, with microseconds a JavaScript Date would cut: the
    // keyset must neither skip nor repeat them across batch boundaries.
    await suite.services.db.insert(notifications).values(
      Array.from({ length: 7 }, (_, i) => ({
        userId: user.id,
        title: `Notice ${i}`,
        message: 'Line one\nline "two"',
        createdAt: sql`'2026-04-01 08:00:00.123456+00'::timestamptz`,
      })),
    );
    for (let i = 0; i < 5; i++) await insertPayment(suite.services.db, user);
    const now = new Date("2026-06-01T12:00:00Z");

    const whole = await buildAccountExport(suite.services.db, user.id, "https://a.test", { now });
    const stream = await streamAccountExport(suite.services.db, user.id, "https://a.test", {
      now,
      batchSize: 2,
    });
    if (!whole || !stream) throw new Error("no export");
    const chunks: Uint8Array[] = [];
    const reader = stream.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      chunks.push(read.value);
    }
    const text = Buffer.concat(chunks).toString("utf8");

    expect(text).toBe(`${JSON.stringify(whole, null, 2)}\n`);
    expect(whole.notifications).toHaveLength(8);
    expect(new Set(whole.notifications.map((n) => n.title)).size).toBe(8);
    expect(whole.payments).toHaveLength(6); // fillUserData pays once too
    // Eight notifications and six payments in batches of two take seven pieces alone.
    expect(chunks.length).toBeGreaterThan(7);
  });

  it("answers null for no such user", async () => {
    expect(
      await streamAccountExport(suite.services.db, "no-such-user", "https://a.test"),
    ).toBeNull();
  });
});
