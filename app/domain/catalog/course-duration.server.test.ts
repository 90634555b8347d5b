import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { courses } from "~/db/schema";
import { courseSchema } from "~/domain/admin/courses.schema";
import { createCourse, updateCourse } from "~/domain/admin/courses.server";
import { createTestCourse } from "../../../tests/support/courses";
import { setupFreshServices } from "../../../tests/support/suite";
import { createTestUser } from "../../../tests/support/users";
import { englishDuration, parseCourseDuration } from "./course-duration";

const suite = setupFreshServices();

describe("a course's length", () => {
  it("is read as a number and a unit from what staff type", () => {
    expect(parseCourseDuration("3 weeks")).toEqual({ amount: 3, unit: "weeks" });
    expect(parseCourseDuration(" 2 Hrs ")).toEqual({ amount: 2, unit: "hours" });
    expect(parseCourseDuration("10days")).toEqual({ amount: 10, unit: "days" });
    expect(parseCourseDuration("1 month")).toEqual({ amount: 1, unit: "months" });
    for (const text of ["a few weeks", "3", "0 weeks", "2 fortnights", "1000 days"]) {
      expect(parseCourseDuration(text), text).toBeNull();
    }
    expect(englishDuration({ amount: 1, unit: "weeks" })).toBe("1 week");
    expect(englishDuration({ amount: 4, unit: "hours" })).toBe("4 hours");
  });

  it("is stored as that pair with its English words; the form refuses one it cannot read", async () => {
    const admin = await createTestUser(suite.services, { role: "admin" });
    const input = {
      title: "Drip irrigation",
      instructor: "Dr. Adaeze Okafor",
      description: "Water well.",
      category: "irrigation" as const,
      duration: "3 Weeks",
      videoUrl: "https://video.example.org/intro",
      priceKobo: 0,
      level: "Beginner" as const,
      modules: [],
      features: [],
    };
    const { id } = await createCourse(suite.services.db, admin, input);
    const row = async () =>
      (await suite.services.db.select().from(courses).where(eq(courses.id, id)))[0];
    expect(await row()).toMatchObject({
      duration: "3 weeks",
      durationAmount: 3,
      durationUnit: "weeks",
    });
    await updateCourse(suite.services.db, admin, id, { ...input, duration: "2 hrs" });
    expect(await row()).toMatchObject({
      duration: "2 hours",
      durationAmount: 2,
      durationUnit: "hours",
    });

    const form = courseSchema.safeParse({ ...input, duration: "a few weeks", price: 0 });
    expect(form.success).toBe(false);
    expect(form.error?.flatten().fieldErrors.duration).toEqual([
      "Please enter the duration, e.g. 2 hours or 3 weeks.",
    ]);
  });

  it("of an existing course becomes a pair when its text reads as one (migration)", async () => {
    const readable = await createTestCourse(suite.services.db, {});
    const free = await createTestCourse(suite.services.db, {});
    await suite.services.db
      .update(courses)
      .set({ duration: "6 Weeks", durationAmount: null, durationUnit: null })
      .where(eq(courses.id, readable.id));
    await suite.services.db
      .update(courses)
      .set({ duration: "At your own pace", durationAmount: null, durationUnit: null })
      .where(eq(courses.id, free.id));
    const file = readdirSync("drizzle").find((f) => f.endsWith("_course-durations.sql"));
    const updates = readFileSync(path.join("drizzle", file ?? ""), "utf8")
      .split("--> statement-breakpoint")
      .filter((statement) => /^\s*(--[^\n]*\n\s*)*UPDATE/.test(statement));
    expect(updates).toHaveLength(2);
    for (const statement of updates) await suite.services.db.execute(sql.raw(statement));
    const rows = await suite.services.db.select().from(courses);
    expect(rows.find((c) => c.id === readable.id)).toMatchObject({
      duration: "6 weeks",
      durationAmount: 6,
      durationUnit: "weeks",
    });
    expect(rows.find((c) => c.id === free.id)).toMatchObject({
      duration: "At your own pace",
      durationAmount: null,
    });
  });
});
