import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, consultations, notifications, outboxMessages } from "~/db/schema";
import type { SessionUser } from "~/domain/auth/session.server";
import type { ConsultationStatus } from "~/domain/consultations/transitions";
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  saveNotificationPreferences,
} from "~/domain/notifications/notifications.server";
import { createQueuedMailer } from "~/domain/outbox/outbox.server";
import { callAction, callLoader } from "../../../tests/support/router";
import { setupFreshServices } from "../../../tests/support/suite";
import { createTestUser } from "../../../tests/support/users";
import { action, loader } from "./consultations";

const suite = setupFreshServices();
let admin: SessionUser;

beforeEach(async () => {
  admin = await createTestUser(suite.services, { role: "admin", name: "Ada Admin" });
});

async function booking(
  values: {
    status?: ConsultationStatus;
    userId?: string | null;
    name?: string;
    email?: string;
    createdAt?: Date;
    preferredTime?: string | null;
    locale?: "en" | "yo";
  } = {},
) {
  const [row] = await suite.services.db
    .insert(consultations)
    .values({
      userId: values.userId ?? null,
      name: values.name ?? "Bola Adeyemi",
      email: values.email ?? "bola@example.ng",
      phone: "0803 123 4567",
      plan: "Intermediate",
      farmSize: "5 hectares",
      cropType: "Maize",
      preferredDate: "2099-06-15",
      preferredTime: values.preferredTime === undefined ? "14:00" : values.preferredTime,
      message: "We want to raise our maize yield.",
      status: values.status ?? "pending",
      locale: values.locale ?? "en",
      createdAt: values.createdAt ?? new Date(),
    })
    .returning();
  if (!row) throw new Error("not stored");
  return row;
}

const PAGE = "/admin-dashboard/consultations";

function post(form: Record<string, string>, user: SessionUser | null = admin, url = PAGE) {
  return callAction(action, { services: suite.services, url, user, form });
}

describe("the consultations list", () => {
  it("lists newest first with every detail, filtered by status (GET)", async () => {
    const old = await booking({ name: "Old", createdAt: new Date("2026-01-01T10:00:00Z") });
    const newer = await booking({
      name: "Newer",
      status: "confirmed",
      createdAt: new Date("2026-02-01T10:00:00Z"),
    });
    const all = await callLoader(loader, { services: suite.services, url: PAGE, user: admin });
    expect(all.data?.consultations.map((c) => c.id)).toEqual([newer.id, old.id]);
    expect(all.data?.counts).toEqual({
      all: 2,
      pending: 1,
      confirmed: 1,
      completed: 0,
      cancelled: 0,
    });
    expect(all.data?.consultations[0]).toMatchObject({
      name: "Newer",
      email: "bola@example.ng",
      phone: "0803 123 4567",
      plan: "Intermediate",
      farmSize: "5 hectares",
      cropType: "Maize",
      preferredDate: "2099-06-15",
      preferredTime: "14:00",
      message: "We want to raise our maize yield.",
      hasAccount: false,
    });

    const pending = await callLoader(loader, {
      services: suite.services,
      url: `${PAGE}?status=pending`,
      user: admin,
    });
    expect(pending.data?.filter).toBe("pending");
    expect(pending.data?.consultations.map((c) => c.id)).toEqual([old.id]);

    const unknown = await callLoader(loader, {
      services: suite.services,
      url: `${PAGE}?status=bogus`,
      user: admin,
    });
    expect(unknown.data?.filter).toBe("all");
  });
});

it("answers 'Error fetching consultations' when the list cannot be read", async () => {
  const failing = {
    ...suite.services,
    db: {
      select: () => {
        throw new Error("database down");
      },
    },
  } as unknown as typeof suite.services;
  const result = await callLoader(loader, { services: failing, url: PAGE, user: admin });
  expect(result.status).toBe(200);
  expect(result.data?.loadError).toMatchObject({ title: "Error fetching consultations" });
  expect(result.data?.consultations).toEqual([]);
});

describe("changing a status", () => {
  it("confirms: toast, in-app notice, e-mail with an .ics invite, audit entry", async () => {
    const learner = await createTestUser(suite.services, { email: "learner@example.ng" });
    const c = await booking({ userId: learner.id, email: "learner@example.ng" });
    const result = await post(
      { intent: "status", id: c.id, status: "confirmed" },
      admin,
      `${PAGE}?status=pending`,
    );
    expect(result.status).toBe(302);
    expect(result.location).toBe(`${PAGE}?status=pending`);
    expect(result.headers.get("Set-Cookie")).toContain("afa_toast");

    const [stored] = await suite.services.db
      .select()
      .from(consultations)
      .where(eq(consultations.id, c.id));
    expect(stored?.status).toBe("confirmed");
    expect(
      await suite.services.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, learner.id)),
    ).toHaveLength(1);

    const all = suite.outbox.filter((m) => m.to === "learner@example.ng");
    // The confirmation now, and the reminders a day and an hour before (queued for then).
    expect(all.map((m) => m.subject.split(":")[0])).toEqual([
      "Your consultation is confirmed – AFA Academy",
      "Reminder",
      "Reminder",
    ]);
    const mail = all.slice(0, 1);
    expect(mail[0]?.subject).toMatch(/confirmed/);
    expect(mail[0]?.text).toContain(`/consultation/${c.id}/cancel?token=`);
    expect(mail[0]?.text).toContain("15 June 2099 at 2:00 PM (Lagos time)");
    const [invite] = mail[0]?.attachments ?? [];
    expect(invite?.filename).toBe("consultation.ics");
    expect(invite?.contentType).toBe("text/calendar; charset=utf-8; method=REQUEST");
    expect(invite?.content).toContain("METHOD:REQUEST");
    expect(invite?.content).toContain("SEQUENCE:1");
    expect(invite?.content).toContain("DTSTART:20990615T130000Z");
    expect(invite?.content).toContain(`UID:consultation-${c.id}@localhost`);

    const audit = await suite.services.db.select().from(auditLog);
    expect(audit).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        action: "consultation.status_changed",
        details: { from: "pending", to: "confirmed" },
      }),
    ]);
  });

  it("e-mails a visitor without an account, without an invite for completed or cancelled", async () => {
    const c = await booking({ status: "confirmed" });
    await post({ intent: "status", id: c.id, status: "completed" });
    const d = await booking({ email: "other@example.ng" });
    await post({ intent: "status", id: d.id, status: "cancelled" });
    expect(suite.outbox.map((m) => [m.to, m.attachments?.length ?? 0])).toEqual([
      ["bola@example.ng", 0],
      ["other@example.ng", 0],
    ]);
    expect(suite.outbox[0]?.subject).toMatch(/Thank you/);
    expect(suite.outbox[1]?.subject).toMatch(/cancelled/);
  });

  it("writes to a visitor in the language of the page they booked from", async () => {
    const c = await booking({ status: "pending", locale: "yo", email: "yoruba@example.ng" });
    await post({ intent: "status", id: c.id, status: "confirmed" });
    const mail = suite.outbox.find((m) => m.to === "yoruba@example.ng");
    expect(mail?.subject).toBeDefined();
    expect(mail?.subject).not.toMatch(/consultation/i);
    expect(mail?.text).toContain("ìmọ̀ràn");
  });

  it("sends no e-mail to an account that switched System Notifications off", async () => {
    const learner = await createTestUser(suite.services, { email: "quiet@example.ng" });
    await saveNotificationPreferences(suite.services.db, learner.id, {
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      systemNotifications: false,
    });
    const c = await booking({ userId: learner.id, email: "quiet@example.ng" });
    const result = await post({ intent: "status", id: c.id, status: "confirmed" });
    expect(result.status).toBe(302);
    expect(suite.outbox).toHaveLength(0);
  });

  it("refuses a transition the rules do not allow (409, nothing changes, no e-mail)", async () => {
    const c = await booking({ status: "completed" });
    for (const status of ["cancelled", "pending", "confirmed"]) {
      const result = await post({ intent: "status", id: c.id, status });
      expect(result.status).toBe(409);
      expect(result.data).toMatchObject({ toast: { title: "Update failed" } });
    }
    const [stored] = await suite.services.db
      .select()
      .from(consultations)
      .where(eq(consultations.id, c.id));
    expect(stored?.status).toBe("completed");
    expect(suite.outbox).toHaveLength(0);
    expect(await suite.services.db.select().from(auditLog)).toHaveLength(0);
  });

  it("answers 404 for an unknown consultation and 400 for a bad form", async () => {
    const missing = await post({
      intent: "status",
      id: "00000000-0000-4000-8000-000000000000",
      status: "confirmed",
    });
    expect(missing.status).toBe(404);
    expect((await post({ intent: "status", id: "x", status: "nonsense" })).status).toBe(400);
    expect((await post({ intent: "explode" })).status).toBe(400);
  });

  it("queues the requester's e-mail in the same transaction as the change", async () => {
    suite.services.mailer = createQueuedMailer(suite.services.db, () => {});
    const c = await booking();
    const result = await post({ intent: "status", id: c.id, status: "confirmed" });
    expect(result.status).toBe(302);
    const [stored] = await suite.services.db
      .select()
      .from(consultations)
      .where(eq(consultations.id, c.id));
    expect(stored?.status).toBe("confirmed");
    const queued = await suite.services.db.select().from(outboxMessages);
    // The confirmation, and the two reminders tied to this version of the booking.
    expect(queued.map((m) => [m.recipient, m.status, m.consultationSequence])).toEqual([
      [c.email, "queued", null],
      [c.email, "queued", 1],
      [c.email, "queued", 1],
    ]);
    // A transition the rules refuse queues nothing.
    await post({ intent: "status", id: c.id, status: "pending" });
    expect(await suite.services.db.$count(outboxMessages)).toBe(3);
  });
});

describe("deleting", () => {
  it("deletes in any status with an audit entry and a toast", async () => {
    const c = await booking({ status: "cancelled" });
    const result = await post({ intent: "delete", id: c.id });
    expect(result.status).toBe(302);
    expect(result.location).toBe(PAGE);
    expect(await suite.services.db.select().from(consultations)).toHaveLength(0);
    expect((await suite.services.db.select().from(auditLog)).map((a) => a.action)).toEqual([
      "consultation.deleted",
    ]);
    expect((await post({ intent: "delete", id: c.id })).status).toBe(404);
  });
});

describe("a booking held by a consultant", () => {
  it("names its consultant in the list; older requests have none", async () => {
    const ada = await createTestUser(suite.services, {
      name: "Ada Consultant",
      role: "instructor",
    });
    const held = await booking({ name: "Held Booking" });
    await suite.services.db
      .update(consultations)
      .set({ consultantId: ada.id, startsAt: new Date("2099-06-15T13:00:00Z") })
      .where(eq(consultations.id, held.id));
    const older = await booking({ name: "Older Request" });
    const page = await callLoader(loader, { services: suite.services, url: PAGE, user: admin });
    const rows = page.data?.consultations ?? [];
    expect(rows.find((c) => c.id === held.id)?.consultantName).toBe("Ada Consultant");
    expect(rows.find((c) => c.id === older.id)?.consultantName).toBeNull();
  });
});
