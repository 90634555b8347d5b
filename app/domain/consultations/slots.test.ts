import { describe, expect, it } from "vitest";
import {
  type ConsultantCalendar,
  DEFAULT_WEEKLY_HOURS,
  freeSlots,
  lastBookableDate,
  nextFreeSlots,
  slotKey,
  slotStart,
  weekdayOf,
} from "./slots";

// Tuesday 1 December 2026, 10:30 in Lagos (09:30 UTC).
const NOW = new Date("2026-12-01T09:30:00Z");
const WINDOW = { now: NOW, noticeHours: 2, horizonDays: 14 };

function consultant(id: string, extra: Partial<ConsultantCalendar> = {}): ConsultantCalendar {
  return { id, weeklyHours: DEFAULT_WEEKLY_HOURS, daysOff: new Set(), booked: new Set(), ...extra };
}

const times = (slots: { time: string }[]) => slots.map((s) => s.time);

describe("slots in Lagos time", () => {
  it("a slot starts at its hour in Lagos (UTC+1), and dates have their weekday", () => {
    expect(slotStart("2026-12-01", "09:00").toISOString()).toBe("2026-12-01T08:00:00.000Z");
    expect(weekdayOf("2026-12-01")).toBe(2);
    expect(weekdayOf("2026-12-06")).toBe(0);
  });

  it("today: only hours after the notice; a later day: every hour of the form", () => {
    // 10:30 + 2 h notice: 13:00 is the first slot that starts late enough.
    expect(times(freeSlots("2026-12-01", [consultant("a")], WINDOW))).toEqual([
      "13:00",
      "14:00",
      "15:00",
      "16:00",
      "17:00",
    ]);
    expect(times(freeSlots("2026-12-02", [consultant("a")], WINDOW))).toHaveLength(9);
  });

  it("nothing in the past, on a weekend by default, past the horizon or on a day off", () => {
    const a = consultant("a", { daysOff: new Set(["2026-12-03"]) });
    expect(freeSlots("2026-11-30", [a], WINDOW)).toEqual([]);
    expect(freeSlots("2026-12-05", [a], WINDOW)).toEqual([]);
    expect(freeSlots("2026-12-03", [a], WINDOW)).toEqual([]);
    expect(lastBookableDate(WINDOW)).toBe("2026-12-15");
    expect(freeSlots("2026-12-15", [a], WINDOW)).toHaveLength(9);
    expect(freeSlots("2026-12-16", [a], WINDOW)).toEqual([]);
  });

  it("a slot booked with one consultant stays free with another, until both are taken", () => {
    const a = consultant("a", { booked: new Set([slotKey("2026-12-02", "09:00")]) });
    const b = consultant("b", { weeklyHours: { 3: { from: 9, to: 12 } } });
    const slots = freeSlots("2026-12-02", [a, b], WINDOW);
    expect(slots[0]).toEqual({ time: "09:00", consultantIds: ["b"] });
    expect(slots[1]).toEqual({ time: "10:00", consultantIds: ["a", "b"] });
    expect(slots.find((s) => s.time === "12:00")?.consultantIds).toEqual(["a"]);
    const bothTaken = consultant("b", {
      weeklyHours: { 3: { from: 9, to: 12 } },
      booked: new Set([slotKey("2026-12-02", "09:00")]),
    });
    expect(times(freeSlots("2026-12-02", [a, bothTaken], WINDOW))).not.toContain("09:00");
  });

  it("no consultant, no slot; the next free slots skip full days", () => {
    expect(freeSlots("2026-12-02", [], WINDOW)).toEqual([]);
    const busyDay = new Set(
      ["09", "10", "11", "12", "13", "14", "15", "16", "17"].map((h) =>
        slotKey("2026-12-02", `${h}:00`),
      ),
    );
    expect(nextFreeSlots("2026-12-02", [consultant("a", { booked: busyDay })], WINDOW, 2)).toEqual([
      { date: "2026-12-03", time: "09:00" },
      { date: "2026-12-03", time: "10:00" },
    ]);
  });
});
