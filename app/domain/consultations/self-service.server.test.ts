import { eq } from "drizzle-orm";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { consultations, outboxMessages } from "~/db/schema";
import { createQueuedMailer, deliverDueMessages } from "~/domain/outbox/outbox.server";
import type { Services } from "~/services.server";
import { createConsultant, weekdayAhead } from "../../../tests/support/consultants";
import { setupFreshServices } from "../../../tests/support/suite";
import { createTestUser } from "../../../tests/support/users";
import { updateConsultationStatus } from "../admin/consultations.server";
import { createConsultation } from "./consultations.server";
import { cancelByRequester, moveByRequester } from "./self-service.server";
import { slotStart } from "./slots";

const suite = setupFreshServices();

/** A weekday far enough ahead of the real clock for the notice, well inside the horizon. */
const DAY = weekdayAhead(4);

async function book(time: "10:00" | "11:00" | "14:00" = "10:00", email = "bola@example.ng") {
  const row = await createConsultation(
    suite.services.db,
    {
      name: "Bola Adeyemi",
      email,
      plan: "Beginner",
      preferredDate: DAY,
      preferredTime: time,
      message: "Help with our first fish ponds, please.",
    },
    null,
  );
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

describe("the requester cancels from their link", () => {
  it("cancels that version once, frees the hour, and tells the requester and the team", async () => {
    const ada = await createConsultant(suite.services, "Ada");
    const booking = await book("10:00");
    expect(booking.consultantId).toBe(ada.id);

    const result = await cancelByRequester(suite.services, { id: booking.id, sequence: 0 });
    expect(result.status).toBe("cancelled");
    expect(await reload(booking.id)).toMatchObject({ status: "cancelled", sequence: 1 });
    const [toRequester, toTeam] = suite.outbox;
    expect(toRequester?.to).toBe("bola@example.ng");
    expect(toRequester?.subject).toMatch(/cancelled/i);
    expect(toTeam?.subject).toBe(
      "Consultation cancelled by the requester: Beginner – Bola Adeyemi",
    );
    // A pending booking never had an invite: no calendar update is sent for it.
    expect(toRequester?.attachments).toBeUndefined();

    // The same link again (its version is gone): nothing happens, nothing is sent.
    expect(await cancelByRequester(suite.services, { id: booking.id, sequence: 0 })).toEqual({
      status: "stale",
    });
    expect(suite.outbox).toHaveLength(2);
    // The hour is free again.
    expect((await book("10:00", "next@example.ng")).consultantId).toBe(ada.id);
  });

  it("a confirmed booking's cancellation carries the calendar's CANCEL at the next SEQUENCE", async () => {
    await createConsultant(suite.services, "Ada");
    const admin = await createTestUser(suite.services, { role: "admin" });
    const booking = await book("10:00");
    await updateConsultationStatus(suite.services, {
      id: booking.id,
      to: "confirmed",
      actorId: admin.id,
    });
    const confirmed = await reload(booking.id);
    expect(confirmed?.sequence).toBe(1);
    const invite = suite.outbox.find((m) => m.subject.startsWith("Your consultation is confirmed"))
      ?.attachments?.[0];
    expect(invite?.contentType).toBe("text/calendar; charset=utf-8; method=REQUEST");
    expect(String(invite?.content)).toContain("SEQUENCE:1");

    await cancelByRequester(suite.services, { id: booking.id, sequence: 1 });
    const cancel = suite.outbox.find((m) => m.attachments?.[0]?.contentType.includes("CANCEL"));
    expect(cancel?.to).toBe("bola@example.ng");
    const ics = String(cancel?.attachments?.[0]?.content);
    expect(ics).toContain("METHOD:CANCEL");
    expect(ics).toContain("STATUS:CANCELLED");
    expect(ics).toContain("SEQUENCE:2");
    expect(ics).toContain(`UID:consultation-${booking.id}@localhost`);
  });
});

describe("the requester moves their booking from their link", () => {
  it("holds the new hour with the same consultant, raises the version and sends new links", async () => {
    const ada = await createConsultant(suite.services, "Ada");
    await createConsultant(suite.services, "Zainab");
    const booking = await book("10:00");
    const result = await moveByRequester(
      suite.services,
      { id: booking.id, sequence: 0 },
      { date: DAY, time: "14:00" },
    );
    expect(result.status).toBe("moved");
    expect(await reload(booking.id)).toMatchObject({
      consultantId: ada.id,
      startsAt: slotStart(DAY, "14:00"),
      preferredTime: "14:00",
      sequence: 1,
      status: "pending",
    });
    const moved = suite.outbox.find((m) => m.subject.startsWith("Your consultation has moved"));
    expect(moved?.text).toContain(`/consultation/${booking.id}/reschedule?token=`);
    expect(moved?.text).toContain(`/consultation/${booking.id}/cancel?token=`);
    expect(
      suite.outbox.some((m) => m.subject.startsWith("Consultation moved by the requester")),
    ).toBe(true);
    // The old link's version is gone.
    expect(
      await moveByRequester(
        suite.services,
        { id: booking.id, sequence: 0 },
        { date: DAY, time: "11:00" },
      ),
    ).toEqual({ status: "stale" });
    // The old hour is free again, for Ada first.
    expect((await book("10:00", "next@example.ng")).consultantId).toBe(ada.id);
  });

  it("refuses an hour that is not free, with the next free ones, and changes nothing", async () => {
    await createConsultant(suite.services, "Ada");
    await book("14:00", "first@example.ng");
    const booking = await book("10:00");
    const result = await moveByRequester(
      suite.services,
      { id: booking.id, sequence: 0 },
      { date: DAY, time: "14:00" },
    );
    expect(result.status).toBe("taken");
    if (result.status === "taken") expect(result.next[0]).toEqual({ date: DAY, time: "09:00" });
    expect(await reload(booking.id)).toMatchObject({ preferredTime: "10:00", sequence: 0 });
  });

  it("two bookings racing into one consultant's hour: one moves, the other is refused", async () => {
    await createConsultant(suite.services, "Ada");
    const first = await book("10:00", "a@example.ng");
    const second = await book("11:00", "b@example.ng");
    const results = await Promise.all(
      [first, second].map((b) =>
        moveByRequester(suite.services, { id: b.id, sequence: 0 }, { date: DAY, time: "14:00" }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual(["moved", "taken"]);
    const live = await suite.services.db
      .select()
      .from(consultations)
      .where(eq(consultations.startsAt, slotStart(DAY, "14:00")));
    expect(live).toHaveLength(1);
  });
});

describe("what a requester may do to a consultant's calendar (issue 34)", () => {
  it("a booking moves at most 3 times a day: the 4th changes nothing and sends nothing", async () => {
    await createConsultant(suite.services, "Ada");
    const booking = await book("10:00");
    const hours = ["11:00", "14:00", "10:00"] as const;
    for (const [sequence, time] of hours.entries()) {
      const moved = await moveByRequester(
        suite.services,
        { id: booking.id, sequence },
        { date: DAY, time },
      );
      expect(moved.status).toBe("moved");
    }
    const sent = suite.outbox.length;
    const fourth = await moveByRequester(
      suite.services,
      { id: booking.id, sequence: 3 },
      { date: DAY, time: "11:00" },
    );
    expect(fourth).toMatchObject({ status: "too-many" });
    if (fourth.status === "too-many") expect(fourth.retryAfterSeconds).toBeGreaterThan(0);
    expect(await reload(booking.id)).toMatchObject({
      sequence: 3,
      preferredTime: "10:00",
      startsAt: slotStart(DAY, "10:00"),
    });
    expect(suite.outbox).toHaveLength(sent);
    // The hour it did not move to is still free for others.
    expect((await book("11:00", "next@example.ng")).startsAt).toEqual(slotStart(DAY, "11:00"));
  });

  it("confirming a request whose lapsed hour another booking took gives it a free consultant then", async () => {
    const ada = await createConsultant(suite.services, "Ada");
    const bayo = await createConsultant(suite.services, "Bayo");
    const admin = await createTestUser(suite.services, { role: "admin" });
    const request = {
      name: "Bola Adeyemi",
      email: "bola@example.ng",
      plan: "Beginner" as const,
      preferredDate: DAY,
      preferredTime: "10:00" as const,
      message: "Help with our first fish ponds, please.",
    };
    // Made five hours ago by a stranger: its hold has lapsed.
    const lapsed = await createConsultation(
      suite.services.db,
      request,
      null,
      "en",
      new Date(Date.now() - 5 * 60 * 60 * 1000),
    );
    expect(lapsed?.consultantId).toBe(ada.id);
    const taker = await book("10:00", "taker@example.ng");
    expect(taker.consultantId).toBe(ada.id);
    expect(await reload(lapsed?.id ?? "")).toMatchObject({ status: "pending", startsAt: null });

    await updateConsultationStatus(suite.services, {
      id: lapsed?.id ?? "",
      to: "confirmed",
      actorId: admin.id,
    });
    expect(await reload(lapsed?.id ?? "")).toMatchObject({
      status: "confirmed",
      consultantId: bayo.id,
      startsAt: slotStart(DAY, "10:00"),
    });
  });
});

describe("reminders", () => {
  /** The services with the real outbox, so reminders are queued rows with their times. */
  function withOutbox(): Services {
    return { ...suite.services, mailer: createQueuedMailer(suite.services.db, () => {}) };
  }

  async function reminders() {
    return suite.services.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.summary, outboxMessages.summary))
      .then((rows) => rows.filter((r) => r.consultationSequence !== null));
  }

  /** Time passes: every queued message falls due, and the worker makes one pass. */
  async function deliverAll() {
    await suite.services.db.update(outboxMessages).set({ runAt: new Date(0) });
    const sent: string[] = [];
    const transports = {
      email: async (m: { subject: string }) => void sent.push(m.subject),
      sms: async () => {},
    };
    // Passes until nothing is due (a pass takes a batch).
    while (
      (await deliverDueMessages(suite.services.db, transports, pino({ level: "silent" }))) > 0
    );
    return sent;
  }

  it("a confirmed booking is reminded a day and an hour before, once", async () => {
    await createConsultant(suite.services, "Ada");
    const admin = await createTestUser(suite.services, { role: "admin" });
    const services = withOutbox();
    const booking = await book("10:00");
    await updateConsultationStatus(services, {
      id: booking.id,
      to: "confirmed",
      actorId: admin.id,
    });
    const queued = await reminders();
    const start = slotStart(DAY, "10:00").getTime();
    expect(queued.map((r) => r.runAt.getTime()).sort()).toEqual([
      start - 24 * 3_600_000,
      start - 3_600_000,
    ]);
    expect(queued.every((r) => r.consultationSequence === 1)).toBe(true);
    const sent = await deliverAll();
    expect(sent.filter((s) => s.startsWith("Reminder:"))).toHaveLength(2);
    // A second pass sends nothing again.
    expect(await deliverAll()).toEqual([]);
  });

  it("after a cancel nothing is sent; after a move only the new time's reminders", async () => {
    await createConsultant(suite.services, "Ada");
    const admin = await createTestUser(suite.services, { role: "admin" });
    const services = withOutbox();
    const moved = await book("10:00", "moved@example.ng");
    const cancelled = await book("11:00", "cancelled@example.ng");
    for (const b of [moved, cancelled]) {
      await updateConsultationStatus(services, { id: b.id, to: "confirmed", actorId: admin.id });
    }
    await cancelByRequester(services, { id: cancelled.id, sequence: 1 });
    expect(
      (await moveByRequester(services, { id: moved.id, sequence: 1 }, { date: DAY, time: "14:00" }))
        .status,
    ).toBe("moved");

    const recipients: string[] = [];
    await suite.services.db.update(outboxMessages).set({ runAt: new Date(0) });
    const transports = {
      email: async (m: { to: string; subject: string }) => {
        if (m.subject.startsWith("Reminder:")) recipients.push(`${m.to} ${m.subject}`);
      },
      sms: async () => {},
    };
    while (
      (await deliverDueMessages(suite.services.db, transports, pino({ level: "silent" }))) > 0
    );
    const time = (label: string) => recipients.filter((r) => r.includes(label));
    expect(recipients.filter((r) => r.startsWith("cancelled@"))).toEqual([]);
    expect(recipients.filter((r) => r.startsWith("moved@"))).toHaveLength(2);
    expect(time("2:00 PM")).toHaveLength(2);
    const skipped = (await reminders()).filter((r) => r.status === "skipped");
    expect(skipped).toHaveLength(4);
  });
});
