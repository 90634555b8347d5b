import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { account } from "~/db/schema";
import { setupTestServices } from "../../../tests/support/suite";
import { fillUserData, rowsOf, tablesWithUserId } from "../../../tests/support/user-data";
import { createTestUser } from "../../../tests/support/users";
import { buildAccountExport, EXPORTED_USER_TABLES } from "./export.server";

const suite = setupTestServices();

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
