import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { consultantDaysOff, consultantHours, consultations } from "~/db/schema";
import { SubmissionRefused } from "~/domain/abuse/public-form.server";
import { confirmBookingPhone } from "~/domain/messaging/phone-confirmation.server";
import { createConsultant, weekdayAhead } from "../../../tests/support/consultants";
import { setupFreshServices } from "../../../tests/support/suite";
import { createTestUser } from "../../../tests/support/users";
import { freeTimesOn, UNCONFIRMED_HOLD_HOURS } from "./booking.server";
import type { ConsultationInput } from "./consultation.schema";
import {
  type ConsultationRequest,
  createConsultation,
  type SlotTakenReason,
  submitConsultation,
} from "./consultations.server";
import { slotStart } from "./slots";

const suite = setupFreshServices();

// Monday 30 November 2026, 8:00 in Lagos: Wednesday 2 December is bookable all day.
const NOW = new Date("2026-11-30T07:00:00Z");
const DAY = "2026-12-02";

function consultant(name?: string) {
  return createConsultant(suite.services, name);
}

function booking(time: ConsultationInput["preferredTime"], key?: string): ConsultationRequest {
  return {
    name: "Bola Adeyemi",
    email: "bola@example.ng",
    plan: "Beginner",
    preferredDate: DAY,
    preferredTime: time,
    message: "Help with our first fish ponds, please.",
    formKey: key,
  };
}

async function refusal(promise: Promise<unknown>): Promise<SlotTakenReason> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof SubmissionRefused) return error.reason as SlotTakenReason;
    throw error;
  }
  throw new Error("expected the booking to be refused");
}

describe("booking a consultant's hour", () => {
  it("without consultants, the date and hour are a wish, as before", async () => {
    const row = await createConsultation(suite.services.db, booking("10:00"), null, "en", NOW);
    expect(row).toMatchObject({ consultantId: null, startsAt: null, preferredTime: "10:00" });
  });

  it("holds the first free consultant's slot, then the next one's, then refuses with what is free", async () => {
    const ada = await consultant("Ada");
    const bayo = await consultant("Bayo");
    const first = await createConsultation(suite.services.db, booking("10:00"), null, "en", NOW);
    expect(first).toMatchObject({ consultantId: ada.id, startsAt: slotStart(DAY, "10:00") });
    const second = await createConsultation(suite.services.db, booking("10:00"), null, "en", NOW);
    expect(second?.consultantId).toBe(bayo.id);
    const taken = await refusal(
      createConsultation(suite.services.db, booking("10:00"), null, "en", NOW),
    );
    expect(taken).toEqual({
      kind: "slot-taken",
      next: [
        { date: DAY, time: "09:00" },
        { date: DAY, time: "11:00" },
        { date: DAY, time: "12:00" },
      ],
    });
  });

  it("keeps to each consultant's hours and days off, and frees a cancelled booking's slot", async () => {
    const ada = await consultant("Ada");
    // Wednesdays 14:00-16:00 only, and not this Wednesday's week: off on the 9th.
    await suite.services.db
      .insert(consultantHours)
      .values({ userId: ada.id, weekday: 3, fromHour: 14, toHour: 16 });
    await suite.services.db.insert(consultantDaysOff).values({ userId: ada.id, day: "2026-12-09" });
    const early = await refusal(
      createConsultation(suite.services.db, booking("10:00"), null, "en", NOW),
    );
    expect(early).toHaveProperty("next", [
      { date: DAY, time: "14:00" },
      { date: DAY, time: "15:00" },
      { date: "2026-12-16", time: "14:00" },
    ]);
    const held = await createConsultation(suite.services.db, booking("14:00"), null, "en", NOW);
    await suite.services.db
      .update(consultations)
      .set({ status: "cancelled" })
      .where(eq(consultations.id, held?.id ?? ""));
    const again = await createConsultation(suite.services.db, booking("14:00"), null, "en", NOW);
    expect(again?.consultantId).toBe(ada.id);
  });

  it("holds the consultant asked for, refuses when they are busy, and refuses someone who is not one", async () => {
    await consultant("Ada");
    const bayo = await consultant("Bayo");
    const chosen = { ...booking("10:00"), consultantId: bayo.id };
    expect(
      (await createConsultation(suite.services.db, chosen, null, "en", NOW))?.consultantId,
    ).toBe(bayo.id);
    // Bayo is busy at 10:00 now, though Ada is free: asked for Bayo, the booking is refused.
    const busy = await refusal(createConsultation(suite.services.db, chosen, null, "en", NOW));
    expect(busy).toEqual({
      kind: "slot-taken",
      next: [
        { date: DAY, time: "09:00" },
        { date: DAY, time: "11:00" },
        { date: DAY, time: "12:00" },
      ],
    });
    const learner = await createTestUser(suite.services);
    for (const consultantId of [learner.id, "no-such-person"]) {
      expect(
        await refusal(
          createConsultation(
            suite.services.db,
            { ...booking("11:00"), consultantId },
            null,
            "en",
            NOW,
          ),
        ),
      ).toEqual({ kind: "unknown-consultant" });
    }
    // Without a date, the consultant is a wish kept on the booking for staff.
    const wish = await createConsultation(
      suite.services.db,
      { ...booking(undefined), preferredDate: undefined, consultantId: bayo.id },
      null,
      "en",
      NOW,
    );
    expect(wish).toMatchObject({ consultantId: bayo.id, startsAt: null });
  });

  it("a form sent twice is one booking, not a refusal of itself", async () => {
    await consultant("Ada");
    const key = crypto.randomUUID();
    expect(
      await createConsultation(suite.services.db, booking("09:00", key), null, "en", NOW),
    ).not.toBeNull();
    expect(
      await createConsultation(suite.services.db, booking("09:00", key), null, "en", NOW),
    ).toBeNull();
  });

  it("racing requests for one hour: each consultant holds it once, the others are refused", async () => {
    await consultant("Ada");
    await consultant("Bayo");
    // The form's path reads the real clock: a weekday a few days ahead of it.
    const date = weekdayAhead(3);
    const outcomes = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        submitConsultation(suite.services, {
          input: { ...booking("16:00"), preferredDate: date, email: `racer${i}@example.ng` },
          userId: null,
          clientKey: `198.51.100.${i}`,
        }),
      ),
    );
    const stored = outcomes.filter((o) => o.status === "stored");
    const refused = outcomes.filter((o) => o.status === "refused");
    const live = await suite.services.db
      .select()
      .from(consultations)
      .where(eq(consultations.startsAt, slotStart(date, "16:00")));
    expect(new Set(live.map((r) => r.consultantId)).size).toBe(live.length);
    expect(stored.length + refused.length).toBe(6);
    expect(live).toHaveLength(stored.length);
    expect(stored).toHaveLength(2);
  });
});

describe("a stranger's request holds its hour for a few hours only (issue 34)", () => {
  const HOUR = 60 * 60 * 1000;
  const at = (hours: number, minutes = 0) =>
    new Date(NOW.getTime() + hours * HOUR + minutes * 60_000);
  const freeAt = async (now: Date) => (await freeTimesOn(suite.services.db, DAY, { now }))?.times;

  it("after 4 hours the hour is free for others again, and the lapsed request stays for staff", async () => {
    expect(UNCONFIRMED_HOLD_HOURS).toBe(4);
    const ada = await consultant("Ada");
    const first = await createConsultation(suite.services.db, booking("10:00"), null, "en", NOW);
    expect(first).toMatchObject({ consultantId: ada.id, holdExpiresAt: at(4) });

    expect(await freeAt(at(3, 59))).not.toContain("10:00");
    const other = { ...booking("10:00"), email: "other@example.ng" };
    expect(
      await refusal(createConsultation(suite.services.db, other, null, "en", at(3, 59))),
    ).toHaveProperty("kind", "slot-taken");

    expect(await freeAt(at(4))).toContain("10:00");
    const second = await createConsultation(suite.services.db, other, null, "en", at(4));
    expect(second).toMatchObject({ consultantId: ada.id, startsAt: slotStart(DAY, "10:00") });
    // The first request is still there, pending, with the date and hour it wished for.
    const [lapsed] = await suite.services.db
      .select()
      .from(consultations)
      .where(eq(consultations.id, first?.id ?? ""));
    expect(lapsed).toMatchObject({
      status: "pending",
      startsAt: null,
      preferredDate: DAY,
      preferredTime: "10:00",
    });
  });

  it("an account's booking, a confirmed number's and a staff-confirmed one hold their hour", async () => {
    await consultant("Ada");
    const learner = await createTestUser(suite.services);
    const fromAccount = await createConsultation(
      suite.services.db,
      booking("10:00"),
      learner.id,
      "en",
      NOW,
    );
    expect(fromAccount?.holdExpiresAt).toBeNull();
    const withPhone = await createConsultation(
      suite.services.db,
      { ...booking("11:00"), phone: "08031234567" },
      null,
      "en",
      NOW,
    );
    expect(await confirmBookingPhone(suite.services.db, withPhone?.id ?? "")).toBe(true);
    const confirmed = await createConsultation(
      suite.services.db,
      booking("12:00"),
      null,
      "en",
      NOW,
    );
    await suite.services.db
      .update(consultations)
      .set({ status: "confirmed" })
      .where(eq(consultations.id, confirmed?.id ?? ""));

    const later = at(10);
    const free = await freeAt(later);
    for (const time of ["10:00", "11:00", "12:00"] as const) {
      expect(free).not.toContain(time);
      expect(
        await refusal(
          createConsultation(
            suite.services.db,
            { ...booking(time), email: "other@example.ng" },
            null,
            "en",
            later,
          ),
        ),
      ).toHaveProperty("kind", "slot-taken");
    }
  });
});
