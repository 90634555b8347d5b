import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { consultations, user } from "~/db/schema";
import { createConsultant } from "../../../tests/support/consultants";
import { setupFreshServices } from "../../../tests/support/suite";
import { slotStart } from "./slots";
import {
  addDays,
  loadWeek,
  mondayOf,
  parseIsoDate,
  WEEK_BOOKING_LIMIT,
  weekOf,
} from "./week.server";

const suite = setupFreshServices();

// Wednesday 2 December 2026, 10:00 in Lagos: its week runs Monday 30 November to Sunday 6 December.
const NOW = new Date("2026-12-02T09:00:00Z");
const MONDAY = "2026-11-30";

type Values = Partial<typeof consultations.$inferInsert>;

async function booking(values: Values = {}) {
  const [row] = await suite.services.db
    .insert(consultations)
    .values({
      name: "Bola Adeyemi",
      email: "bola@example.ng",
      plan: "Beginner",
      message: "Help with our fish ponds.",
      ...values,
    })
    .returning();
  if (!row) throw new Error("not stored");
  return row;
}

describe("the week's dates", () => {
  it("reads only real dates in the accepted years", () => {
    expect(parseIsoDate("2026-12-02")).toBe("2026-12-02");
    expect(parseIsoDate("2028-02-29")).toBe("2028-02-29");
    for (const bad of ["2026-02-30", "2026-13-01", "2026-1-5", "02-12-2026", "", "1999-12-31"]) {
      expect(parseIsoDate(bad)).toBeNull();
    }
    expect(parseIsoDate(null)).toBeNull();
    expect(parseIsoDate(["2026-12-02"])).toBeNull();
  });

  it("finds the Monday of any day, Sunday included, across months and years", () => {
    expect(mondayOf("2026-11-30")).toBe("2026-11-30");
    expect(mondayOf("2026-12-02")).toBe("2026-11-30");
    expect(mondayOf("2026-12-06")).toBe("2026-11-30");
    expect(mondayOf("2026-12-07")).toBe("2026-12-07");
    expect(mondayOf("2027-01-01")).toBe("2026-12-28");
    expect(addDays("2026-12-28", 7)).toBe("2027-01-04");
    expect(addDays("2026-03-02", -7)).toBe("2026-02-23");
  });

  it("gives the seven days and the weeks around; a bad or missing date is this week in Lagos", () => {
    const week = weekOf("2026-12-06", NOW);
    expect(week).toEqual({
      monday: MONDAY,
      days: [
        "2026-11-30",
        "2026-12-01",
        "2026-12-02",
        "2026-12-03",
        "2026-12-04",
        "2026-12-05",
        "2026-12-06",
      ],
      previous: "2026-11-23",
      next: "2026-12-07",
      current: MONDAY,
    });
    expect(weekOf("not a date", NOW).monday).toBe(MONDAY);
    expect(weekOf(undefined, NOW).monday).toBe(MONDAY);
    // Sunday 23:30 UTC is already Monday 00:30 in Lagos: the next week.
    expect(weekOf(null, new Date("2026-12-06T23:30:00Z")).monday).toBe("2026-12-07");
  });
});

describe("loading a week", () => {
  it("lists the week's live and completed bookings by consultant in Lagos time, nothing else", async () => {
    const bayo = await createConsultant(suite.services, "Bayo Consultant");
    const ada = await createConsultant(suite.services, "Ada Consultant");
    const first = await booking({
      name: "Chidi",
      plan: "Advanced",
      status: "confirmed",
      consultantId: ada.id,
      startsAt: slotStart("2026-12-01", "09:00"),
    });
    const monday = await booking({
      name: "Amina",
      consultantId: bayo.id,
      // Monday 00:00 in Lagos is Sunday 23:00 UTC: inside the week.
      startsAt: slotStart(MONDAY, "00:00"),
    });
    const completed = await booking({
      name: "Emeka",
      status: "completed",
      consultantId: ada.id,
      startsAt: slotStart("2026-12-06", "17:00"),
    });
    const unassigned = await booking({
      name: "Funke",
      status: "confirmed",
      startsAt: slotStart("2026-12-03", "14:00"),
    });
    // Not shown: cancelled, the weeks before and after, and a wish without a booked hour.
    await booking({
      status: "cancelled",
      consultantId: ada.id,
      startsAt: slotStart("2026-12-02", "10:00"),
    });
    await booking({ consultantId: ada.id, startsAt: slotStart("2026-11-29", "23:00") });
    await booking({ consultantId: ada.id, startsAt: slotStart("2026-12-07", "00:00") });
    await booking({ preferredDate: "2026-12-02", preferredTime: "10:00" });

    const week = await loadWeek(suite.services.db, MONDAY, NOW);
    expect(week.monday).toBe(MONDAY);
    expect(week.columns).toEqual([
      { id: ada.id, name: "Ada Consultant" },
      { id: bayo.id, name: "Bayo Consultant" },
      { id: null, name: null },
    ]);
    expect(week.bookings).toEqual([
      {
        id: monday.id,
        name: "Amina",
        plan: "Beginner",
        status: "pending",
        date: MONDAY,
        time: "00:00",
        consultantId: bayo.id,
      },
      {
        id: first.id,
        name: "Chidi",
        plan: "Advanced",
        status: "confirmed",
        date: "2026-12-01",
        time: "09:00",
        consultantId: ada.id,
      },
      {
        id: unassigned.id,
        name: "Funke",
        plan: "Beginner",
        status: "confirmed",
        date: "2026-12-03",
        time: "14:00",
        consultantId: null,
      },
      {
        id: completed.id,
        name: "Emeka",
        plan: "Beginner",
        status: "completed",
        date: "2026-12-06",
        time: "17:00",
        consultantId: ada.id,
      },
    ]);
    expect(week.truncated).toBe(false);
    // Any date of the week shows the same week.
    expect((await loadWeek(suite.services.db, "2026-12-04", NOW)).bookings).toHaveLength(4);
  });

  it("keeps a column for a consultant who no longer takes consultations but holds an hour", async () => {
    const ada = await createConsultant(suite.services, "Ada Consultant");
    const gone = await createConsultant(suite.services, "Zainab Former");
    await booking({ consultantId: gone.id, startsAt: slotStart("2026-12-02", "11:00") });
    await suite.services.db.update(user).set({ isConsultant: false }).where(eq(user.id, gone.id));
    const week = await loadWeek(suite.services.db, MONDAY, NOW);
    expect(week.columns).toEqual([
      { id: ada.id, name: "Ada Consultant" },
      { id: gone.id, name: "Zainab Former" },
      { id: null, name: null },
    ]);
    expect(week.bookings.map((b) => b.consultantId)).toEqual([gone.id]);
  });

  it("an empty week has the consultants and no bookings; without consultants, only Unassigned", async () => {
    expect(await loadWeek(suite.services.db, "garbage", NOW)).toMatchObject({
      monday: MONDAY,
      columns: [{ id: null, name: null }],
      bookings: [],
      truncated: false,
    });
  });

  it("stops at the limit and says so", async () => {
    const rows = Array.from({ length: WEEK_BOOKING_LIMIT + 1 }, (_, i) => ({
      name: `Requester ${i}`,
      email: "r@example.ng",
      plan: "Beginner" as const,
      message: "Hello",
      startsAt: slotStart("2026-12-02", "10:00"),
    }));
    await suite.services.db.insert(consultations).values(rows);
    const week = await loadWeek(suite.services.db, MONDAY, NOW);
    expect(week.bookings).toHaveLength(WEEK_BOOKING_LIMIT);
    expect(week.truncated).toBe(true);
  });
});
