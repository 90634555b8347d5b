import { describe, expect, it, vi } from "vitest";
import { consultations, courseEnrollments, courses } from "~/db/schema";
import { setupTestServices } from "../../../tests/support/suite";
import { createTestUser } from "../../../tests/support/users";
import { ANALYTICS_WEEKS, lagosWeeks, loadAnalytics } from "./analytics.server";

const suite = setupTestServices();

// Wednesday 25 November 2026, 13:00 in Lagos: its week began Monday 23 November.
const NOW = new Date("2026-11-25T12:00:00Z");

async function course(title: string) {
  const [row] = await suite.services.db
    .insert(courses)
    .values({
      slug: `${title.toLowerCase().replace(/\W+/g, "-")}-${Math.random().toString(36).slice(2)}`,
      title,
      description: "d",
      instructor: "Dr. Okafor",
      duration: "2 hours",
      category: "crops",
      isPublished: true,
    })
    .returning();
  if (!row) throw new Error("no course");
  return row;
}

describe("lagosWeeks", () => {
  it("gives the last 12 Monday-to-Sunday weeks in Lagos, oldest first", () => {
    const { keys, since } = lagosWeeks(NOW);
    expect(keys).toHaveLength(ANALYTICS_WEEKS);
    expect(keys.at(-1)).toBe("2026-11-23");
    expect(keys[0]).toBe("2026-09-07");
    // Monday 00:00 in Lagos is Sunday 23:00 UTC.
    expect(since.toISOString()).toBe("2026-09-06T23:00:00.000Z");
  });

  it("puts Monday 00:30 in Lagos (Sunday 23:30 UTC) in the new week", () => {
    expect(lagosWeeks(new Date("2026-11-22T23:30:00Z")).keys.at(-1)).toBe("2026-11-23");
    expect(lagosWeeks(new Date("2026-11-22T22:30:00Z")).keys.at(-1)).toBe("2026-11-16");
  });
});

describe("loadAnalytics", () => {
  it("counts enrolments and completions per Lagos week, consultations by status, top courses", async () => {
    const db = suite.services.db;
    const empty = await loadAnalytics(db, NOW);
    expect(empty.enrolmentsPerWeek.every((w) => w.count === 0)).toBe(true);
    expect(empty.popularCourses).toEqual([]);

    const maize = await course("Maize Masterclass");
    const fish = await course("Fish Farming");
    await course("Unpopular");
    const learners = await Promise.all([1, 2, 3].map(() => createTestUser(suite.services)));
    const [a, b, c] = learners.map((l) => l.id) as [string, string, string];
    await db.insert(courseEnrollments).values([
      // Sunday 23:30 UTC = Monday 00:30 in Lagos: this week.
      { userId: a, courseId: maize.id, createdAt: new Date("2026-11-22T23:30:00Z") },
      // Sunday 22:30 UTC = Sunday 23:30 in Lagos: last week; completed this week.
      {
        userId: b,
        courseId: maize.id,
        createdAt: new Date("2026-11-22T22:30:00Z"),
        progress: 100,
        completedAt: new Date("2026-11-24T10:00:00Z"),
      },
      { userId: c, courseId: maize.id, createdAt: new Date("2026-11-10T10:00:00Z") },
      // Older than 12 weeks: in the totals and the popular list, not in the weekly chart.
      {
        userId: a,
        courseId: fish.id,
        createdAt: new Date("2026-01-05T10:00:00Z"),
        progress: 100,
        completedAt: new Date("2026-02-01T10:00:00Z"),
      },
    ]);
    const booking = { name: "N", email: "n@example.ng", plan: "Beginner" as const, message: "m" };
    await db.insert(consultations).values([
      { ...booking, status: "pending" },
      { ...booking, status: "pending" },
      { ...booking, status: "completed" },
    ]);

    const select = vi.spyOn(db, "select");
    const result = await loadAnalytics(db, NOW);
    // A constant number of queries, whatever the data.
    expect(select).toHaveBeenCalledTimes(4);
    select.mockRestore();

    const week = (rows: { weekStart: string; count: number }[], key: string) =>
      rows.find((r) => r.weekStart === key)?.count;
    expect(week(result.enrolmentsPerWeek, "2026-11-23")).toBe(1);
    expect(week(result.enrolmentsPerWeek, "2026-11-16")).toBe(1);
    expect(week(result.enrolmentsPerWeek, "2026-11-09")).toBe(1);
    expect(result.enrolmentsPerWeek.reduce((s, w) => s + w.count, 0)).toBe(3);
    expect(week(result.completionsPerWeek, "2026-11-23")).toBe(1);
    expect(result.completionsPerWeek.reduce((s, w) => s + w.count, 0)).toBe(1);
    expect(result.totals).toEqual({ enrolments: 4, completions: 2 });
    expect(result.consultationsByStatus).toEqual([
      { status: "pending", count: 2 },
      { status: "confirmed", count: 0 },
      { status: "completed", count: 1 },
      { status: "cancelled", count: 0 },
    ]);
    expect(result.popularCourses).toEqual([
      expect.objectContaining({ title: "Maize Masterclass", enrolments: 3, completions: 1 }),
      expect.objectContaining({ title: "Fish Farming", enrolments: 1, completions: 1 }),
    ]);
  });
});
