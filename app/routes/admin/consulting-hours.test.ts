import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, consultantDaysOff, consultantHours } from "~/db/schema";
import { createConsultant } from "../../../tests/support/consultants";
import { callAction, callLoader } from "../../../tests/support/router";
import { setupFreshServices } from "../../../tests/support/suite";
import { createTestUser } from "../../../tests/support/users";
import { action, loader } from "./consulting-hours";

const suite = setupFreshServices();

function consultant(name?: string) {
  return createConsultant(suite.services, name);
}

type Actor = Awaited<ReturnType<typeof createTestUser>>;
const url = (id: string) => `/admin-dashboard/consulting-hours/${id}`;
const get = (actor: Actor, id: string) =>
  callLoader(loader, {
    services: suite.services,
    url: url(id),
    user: actor,
    params: { userId: id },
  });
const post = (actor: Actor, id: string, form: Record<string, string>) =>
  callAction(action, {
    services: suite.services,
    url: url(id),
    user: actor,
    form,
    params: { userId: id },
  });

describe("consulting hours", () => {
  it("an admin sets anyone's, a consultant their own, nobody else's; only consultants have hours", async () => {
    const admin = await createTestUser(suite.services, { role: "admin" });
    const ada = await consultant();
    const other = await consultant("Bayo Consultant");
    const learner = await createTestUser(suite.services);
    expect((await get(admin, ada.id)).status).toBe(200);
    expect((await get(ada, ada.id)).status).toBe(200);
    expect((await get(other, ada.id)).status).toBe(403);
    expect((await post(other, ada.id, { intent: "add-day", day: "2099-01-05" })).status).toBe(403);
    expect((await get(admin, learner.id)).status).toBe(404);
    // A learner never reaches the admin area at all.
    expect((await get(learner, learner.id)).status).toBe(302);
    const page = await get(ada, ada.id);
    expect(page.data?.schedule).toMatchObject({ isDefault: true, daysOff: [] });
  });

  it("saves the week (audited); a day ending before it starts is refused beside it, keeping what was typed", async () => {
    const ada = await consultant();
    const bad = await post(ada, ada.id, {
      intent: "week",
      from1: "14",
      to1: "10",
      from3: "9",
      to3: "12",
    });
    expect(bad.status).toBe(400);
    const result = (
      bad.data as {
        result: { error: Record<string, string[]>; initialValue: Record<string, string> };
      }
    ).result;
    expect(result.error.to1).toEqual(["The day must end after it starts."]);
    expect(result.initialValue).toMatchObject({ from1: "14", to1: "10" });
    expect(
      await suite.services.db
        .select()
        .from(consultantHours)
        .where(eq(consultantHours.userId, ada.id)),
    ).toEqual([]);

    const good = await post(ada, ada.id, {
      intent: "week",
      from1: "9",
      to1: "13",
      from3: "14",
      to3: "18",
    });
    expect(good.status).toBe(302);
    const rows = await suite.services.db
      .select()
      .from(consultantHours)
      .where(eq(consultantHours.userId, ada.id))
      .orderBy(consultantHours.weekday);
    expect(rows.map((r) => [r.weekday, r.fromHour, r.toHour])).toEqual([
      [1, 9, 13],
      [3, 14, 18],
    ]);
    const audited = await suite.services.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, ada.id));
    expect(audited.map((a) => a.action)).toContain("consultant.hours_changed");
  });

  it("adds and removes days off; a past day is refused", async () => {
    const ada = await consultant();
    expect((await post(ada, ada.id, { intent: "add-day", day: "2099-01-05" })).status).toBe(302);
    expect((await post(ada, ada.id, { intent: "add-day", day: "2020-01-05" })).status).toBe(400);
    const days = () =>
      suite.services.db
        .select()
        .from(consultantDaysOff)
        .where(eq(consultantDaysOff.userId, ada.id));
    expect((await days()).map((d) => d.day)).toEqual(["2099-01-05"]);
    expect((await post(ada, ada.id, { intent: "remove-day", day: "2099-01-05" })).status).toBe(302);
    expect(await days()).toEqual([]);
  });

  it("saves each plan's session length (audited); the confirmation's invite ends with the session", async () => {
    const ada = await consultant();
    expect((await get(ada, ada.id)).data?.schedule.sessionMinutes).toEqual({
      Beginner: 60,
      Intermediate: 60,
      Advanced: 60,
    });
    const bad = await post(ada, ada.id, {
      intent: "sessions",
      minutesBeginner: "50",
      minutesIntermediate: "60",
      minutesAdvanced: "60",
    });
    expect(bad.status).toBe(400);
    expect(bad.data).toMatchObject({
      result: { error: { minutesBeginner: ["Please choose one of the listed lengths."] } },
    });
    const saved = await post(ada, ada.id, {
      intent: "sessions",
      minutesBeginner: "30",
      minutesIntermediate: "45",
      minutesAdvanced: "60",
    });
    expect(saved.status).toBe(302);
    expect((await get(ada, ada.id)).data?.schedule.sessionMinutes).toEqual({
      Beginner: 30,
      Intermediate: 45,
      Advanced: 60,
    });
    const audit = await suite.services.db.select().from(auditLog);
    expect(audit.at(-1)?.details).toEqual({
      sessions: "Beginner:30min Intermediate:45min Advanced:60min",
    });

    // A Beginner booking with Ada, confirmed: its invite lasts 30 minutes.
    const { createConsultation } = await import("~/domain/consultations/consultations.server");
    const { updateConsultationStatus } = await import("~/domain/admin/consultations.server");
    const { weekdayAhead } = await import("../../../tests/support/consultants");
    const day = weekdayAhead(4);
    const booking = await createConsultation(
      suite.services.db,
      {
        name: "Bola",
        email: "bola@example.ng",
        plan: "Beginner",
        preferredDate: day,
        preferredTime: "10:00",
        message: "Fish ponds.",
      },
      null,
    );
    const admin = await createTestUser(suite.services, { role: "admin" });
    await updateConsultationStatus(suite.services, {
      id: booking?.id ?? "",
      to: "confirmed",
      actorId: admin.id,
    });
    const ics = String(
      suite.outbox.find((m) => m.subject.startsWith("Your consultation is confirmed"))
        ?.attachments?.[0]?.content,
    );
    const compact = day.replaceAll("-", "");
    expect(ics).toContain(`DTSTART:${compact}T090000Z`);
    expect(ics).toContain(`DTEND:${compact}T093000Z`);
  });
});
