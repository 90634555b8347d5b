import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, consultations, notifications, user } from "~/db/schema";
import { CONSULTATION_STATUSES } from "~/db/schema/enums";
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  saveNotificationPreferences,
} from "~/domain/notifications/notifications.server";
import { weekdayAhead } from "../../../tests/support/consultants";
import { setupFreshServices } from "../../../tests/support/suite";
import { createTestUser } from "../../../tests/support/users";
import { slotStart } from "./slots";
import {
  CONSULTATION_TRANSITIONS,
  type ConsultationStatus,
  canChangeConsultationStatus,
  changeConsultationStatus,
  deleteConsultation,
} from "./status.server";

const suite = setupFreshServices();
let adminId: string;

beforeEach(async () => {
  adminId = (await createTestUser(suite.services, { role: "admin" })).id;
});

const STATUSES: readonly ConsultationStatus[] = CONSULTATION_STATUSES;

const ALLOWED = new Set(["pending>confirmed", "pending>cancelled", "confirmed>completed"]);

async function createConsultation(
  values: { status?: ConsultationStatus; userId?: string | null } = {},
) {
  const [row] = await suite.services.db
    .insert(consultations)
    .values({
      userId: values.userId ?? null,
      name: "Bola Adeyemi",
      email: "bola@example.ng",
      plan: "Intermediate",
      preferredDate: "2099-06-15",
      preferredTime: "14:00",
      message: "We want to raise our maize yield.",
      status: values.status ?? "pending",
      // An old updated_at, so the change is visible.
      updatedAt: new Date("2026-01-01T00:00:00Z"),
    })
    .returning();
  if (!row) throw new Error("not stored");
  return row;
}

async function reload(id: string) {
  const [row] = await suite.services.db
    .select()
    .from(consultations)
    .where(eq(consultations.id, id));
  return row;
}

async function auditRows() {
  return suite.services.db.select().from(auditLog).orderBy(auditLog.createdAt);
}

async function notificationsOf(userId: string) {
  return suite.services.db.select().from(notifications).where(eq(notifications.userId, userId));
}

describe("the transition table", () => {
  it("allows exactly pending→confirmed, pending→cancelled and confirmed→completed", () => {
    for (const from of STATUSES) {
      for (const to of STATUSES) {
        expect(canChangeConsultationStatus(from, to)).toBe(ALLOWED.has(`${from}>${to}`));
      }
    }
    expect(CONSULTATION_TRANSITIONS.completed).toEqual([]);
    expect(CONSULTATION_TRANSITIONS.cancelled).toEqual([]);
  });
});

describe("changeConsultationStatus", () => {
  for (const from of STATUSES) {
    for (const to of STATUSES) {
      const allowed = ALLOWED.has(`${from}>${to}`);
      it(`${allowed ? "changes" : "refuses"} ${from} → ${to}`, async () => {
        const before = await createConsultation({ status: from });
        const result = await changeConsultationStatus(suite.services.db, {
          id: before.id,
          to,
          actorId: adminId,
        });
        const after = await reload(before.id);
        if (allowed) {
          expect(result).toMatchObject({ status: "changed", from, notified: false });
          expect(after?.status).toBe(to);
          expect(after?.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
          if (result.status === "changed") expect(result.consultation).toEqual(after);
        } else {
          expect(result).toEqual({ status: "invalid-transition", from, to });
          expect(after).toEqual(before);
        }
      });
    }
  }

  it("tells the requester in the app, through their System Notifications choice", async () => {
    const learner = await createTestUser(suite.services);
    const consultation = await createConsultation({ userId: learner.id });

    const confirmed = await changeConsultationStatus(suite.services.db, {
      id: consultation.id,
      to: "confirmed",
      actorId: adminId,
    });
    expect(confirmed).toMatchObject({ status: "changed", notified: true });
    const [first] = await notificationsOf(learner.id);
    expect(first).toMatchObject({
      type: "success",
      title: "Consultation confirmed",
      message:
        "Your Intermediate consultation on 15 June 2099 at 2:00 PM is confirmed. Our expert will contact you before the session.",
      link: "/dashboard",
      readAt: null,
    });

    await saveNotificationPreferences(suite.services.db, learner.id, {
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      systemNotifications: false,
    });
    const completed = await changeConsultationStatus(suite.services.db, {
      id: consultation.id,
      to: "completed",
      actorId: adminId,
    });
    // The change happens; only the notification is skipped.
    expect(completed).toMatchObject({ status: "changed", notified: false });
    expect((await reload(consultation.id))?.status).toBe("completed");
    expect(await notificationsOf(learner.id)).toHaveLength(1);
  });

  it("words a cancellation as one, pointing to booking again", async () => {
    const learner = await createTestUser(suite.services);
    const consultation = await createConsultation({ userId: learner.id });
    await changeConsultationStatus(suite.services.db, {
      id: consultation.id,
      to: "cancelled",
      actorId: adminId,
    });
    expect(await notificationsOf(learner.id)).toEqual([
      expect.objectContaining({
        type: "warning",
        title: "Consultation cancelled",
        link: "/consultation",
      }),
    ]);
  });

  it("notifies no one for a refused change", async () => {
    const learner = await createTestUser(suite.services);
    const consultation = await createConsultation({ userId: learner.id, status: "cancelled" });
    const result = await changeConsultationStatus(suite.services.db, {
      id: consultation.id,
      to: "confirmed",
      actorId: adminId,
    });
    expect(result.status).toBe("invalid-transition");
    expect(await notificationsOf(learner.id)).toHaveLength(0);
  });

  it("lets only one of two racing changes from pending through", async () => {
    const consultation = await createConsultation();
    const results = await Promise.all([
      changeConsultationStatus(suite.services.db, {
        id: consultation.id,
        to: "confirmed",
        actorId: adminId,
      }),
      changeConsultationStatus(suite.services.db, {
        id: consultation.id,
        to: "cancelled",
        actorId: adminId,
      }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(["changed", "invalid-transition"]);
    const winner = results.find((r) => r.status === "changed");
    expect((await reload(consultation.id))?.status).toBe(
      winner?.status === "changed" ? winner.consultation.status : "none",
    );
  });

  it("answers not found for an unknown id or one that is not a uuid", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "nope", ""]) {
      expect(
        await changeConsultationStatus(suite.services.db, {
          id,
          to: "confirmed",
          actorId: adminId,
        }),
      ).toEqual({ status: "not-found" });
    }
  });

  it("lets a moderator change a status (consultations.manage), and refuses everyone else", async () => {
    const moderator = await createTestUser(suite.services, { role: "moderator" });
    const allowed = await createConsultation();
    expect(
      await changeConsultationStatus(suite.services.db, {
        id: allowed.id,
        to: "confirmed",
        actorId: moderator.id,
      }),
    ).toMatchObject({ status: "changed" });

    const consultation = await createConsultation();
    const learner = await createTestUser(suite.services);
    const instructor = await createTestUser(suite.services, { role: "instructor" });
    const suspendedAdmin = await createTestUser(suite.services, {
      role: "admin",
      status: "suspended",
    });
    for (const actorId of [learner.id, instructor.id, suspendedAdmin.id, "no-such-user"]) {
      expect(
        await changeConsultationStatus(suite.services.db, {
          id: consultation.id,
          to: "confirmed",
          actorId,
        }),
      ).toEqual({ status: "forbidden" });
      expect(await deleteConsultation(suite.services.db, { id: consultation.id, actorId })).toEqual(
        {
          status: "forbidden",
        },
      );
    }
    expect(await reload(consultation.id)).toEqual(consultation);
    expect(await auditRows()).toHaveLength(1);
  });

  it("records who changed what in the audit log, in the same transaction", async () => {
    const consultation = await createConsultation();
    await changeConsultationStatus(suite.services.db, {
      id: consultation.id,
      to: "cancelled",
      actorId: adminId,
    });
    // A refused change leaves no entry.
    await changeConsultationStatus(suite.services.db, {
      id: consultation.id,
      to: "completed",
      actorId: adminId,
    });
    expect(await auditRows()).toEqual([
      expect.objectContaining({
        actorId: adminId,
        action: "consultation.status_changed",
        targetType: "consultation",
        targetId: consultation.id,
        targetLabel: "Intermediate – Bola Adeyemi <bola@example.ng>",
        details: { from: "pending", to: "cancelled" },
      }),
    ]);
  });

  it("says whether the requester wants the e-mail: always a visitor, else their preference", async () => {
    const visitor = await createConsultation();
    expect(
      await changeConsultationStatus(suite.services.db, {
        id: visitor.id,
        to: "confirmed",
        actorId: adminId,
      }),
    ).toMatchObject({ status: "changed", notified: false, emailWanted: true });

    const learner = await createTestUser(suite.services);
    const own = await createConsultation({ userId: learner.id });
    expect(
      await changeConsultationStatus(suite.services.db, {
        id: own.id,
        to: "confirmed",
        actorId: adminId,
      }),
    ).toMatchObject({ notified: true, emailWanted: true });
    await saveNotificationPreferences(suite.services.db, learner.id, {
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      systemNotifications: false,
    });
    expect(
      await changeConsultationStatus(suite.services.db, {
        id: own.id,
        to: "completed",
        actorId: adminId,
      }),
    ).toMatchObject({ notified: false, emailWanted: false });
  });
});

describe("deleteConsultation", () => {
  it("deletes in any status, with an audit entry", async () => {
    for (const status of STATUSES) {
      const consultation = await createConsultation({ status });
      expect(
        await deleteConsultation(suite.services.db, { id: consultation.id, actorId: adminId }),
      ).toEqual({ status: "deleted" });
      expect(await reload(consultation.id)).toBeUndefined();
    }
    const entries = await auditRows();
    expect(entries.map((e) => [e.action, (e.details as { status: string }).status])).toEqual(
      STATUSES.map((s) => ["consultation.deleted", s]),
    );
  });

  it("answers not found for an unknown id or one that is not a uuid", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "nope"]) {
      expect(await deleteConsultation(suite.services.db, { id, actorId: adminId })).toEqual({
        status: "not-found",
      });
    }
    expect(await auditRows()).toHaveLength(0);
  });
});

describe("confirming a request made before the site had consultants", () => {
  it("gives it the consultant free at its hour, and confirms it unassigned when none is", async () => {
    const ada = await createTestUser(suite.services, {
      name: "Ada Consultant",
      role: "instructor",
    });
    await suite.services.db.update(user).set({ isConsultant: true }).where(eq(user.id, ada.id));
    const date = weekdayAhead(7);
    const first = await createConsultation();
    const second = await createConsultation();
    for (const row of [first, second]) {
      await suite.services.db
        .update(consultations)
        .set({ preferredDate: date, preferredTime: "10:00" })
        .where(eq(consultations.id, row.id));
    }

    await changeConsultationStatus(suite.services.db, {
      id: first.id,
      to: "confirmed",
      actorId: adminId,
    });
    expect(await reload(first.id)).toMatchObject({
      status: "confirmed",
      consultantId: ada.id,
      startsAt: slotStart(date, "10:00"),
    });
    await changeConsultationStatus(suite.services.db, {
      id: second.id,
      to: "confirmed",
      actorId: adminId,
    });
    expect(await reload(second.id)).toMatchObject({ status: "confirmed", consultantId: null });
  });
});
