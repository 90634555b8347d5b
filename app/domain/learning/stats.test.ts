import { describe, expect, it } from "vitest";
import { parseMyCoursesQuery } from "./search-params";
import {
  achievements,
  averageScore,
  countByFilter,
  currentStreak,
  enrolmentStatus,
  filterEnrolments,
  hoursFromSeconds,
  lagosDay,
  learnerLevel,
  learningTime,
  lessonTotals,
  periodFigures,
  periodStarts,
  progressRate,
  shiftDay,
  UNSCORED,
} from "./stats";

describe("enrolment status", () => {
  it("is Not Started at 0, In Progress from 1 to 99, Completed at 100", () => {
    expect(enrolmentStatus(0)).toBe("not-started");
    expect(enrolmentStatus(1)).toBe("in-progress");
    expect(enrolmentStatus(99)).toBe("in-progress");
    expect(enrolmentStatus(100)).toBe("completed");
  });
});

describe("progressRate", () => {
  it("rounds completed over enrolled to a whole percent", () => {
    expect(progressRate(1, 3)).toBe(33);
    expect(progressRate(2, 3)).toBe(67);
    expect(progressRate(1, 8)).toBe(13); // 12.5 rounds up
    expect(progressRate(3, 3)).toBe(100);
  });
  it("is 0 with nothing enrolled", () => {
    expect(progressRate(0, 0)).toBe(0);
  });
});

describe("averageScore", () => {
  it("ignores enrolments without a score", () => {
    expect(averageScore([80, null, 95, undefined])).toBe(88);
  });
  it("is null when no enrolment has a score", () => {
    expect(averageScore([null, null])).toBeNull();
    expect(averageScore([])).toBeNull();
  });
  it("counts a score of 0 as a score", () => {
    expect(averageScore([0, 100])).toBe(50);
  });
});

describe("learnerLevel", () => {
  it("is Beginner for 0-1 completed courses, Intermediate for 2-4, Advanced from 5", () => {
    expect([0, 1, 2, 4, 5, 12].map(learnerLevel)).toEqual([
      "Beginner",
      "Beginner",
      "Intermediate",
      "Intermediate",
      "Advanced",
      "Advanced",
    ]);
  });
});

describe("hoursFromSeconds", () => {
  it("keeps one decimal", () => {
    expect(hoursFromSeconds(0)).toBe(0);
    expect(hoursFromSeconds(5400)).toBe(1.5);
    expect(hoursFromSeconds(100)).toBe(0); // under 3 minutes
    expect(hoursFromSeconds(200)).toBe(0.1);
  });
});

describe("learningTime", () => {
  it("counts minutes under an hour, so a finished course of short films never shows 0", () => {
    expect(learningTime(0)).toEqual({ unit: "hours", value: 0 });
    expect(learningTime(20)).toEqual({ unit: "minutes", value: 1 });
    expect(learningTime(100)).toEqual({ unit: "minutes", value: 2 });
    expect(learningTime(45 * 60)).toEqual({ unit: "minutes", value: 45 });
    expect(learningTime(5400)).toEqual({ unit: "hours", value: 1.5 });
  });
});

describe("Lagos days and streaks", () => {
  it("puts 23:30 UTC on the next Lagos day", () => {
    expect(lagosDay(new Date("2026-03-09T22:59:00Z"))).toBe("2026-03-09");
    expect(lagosDay(new Date("2026-03-09T23:00:00Z"))).toBe("2026-03-10");
  });

  it("shifts across month and year ends", () => {
    expect(shiftDay("2026-03-01", -1)).toBe("2026-02-28");
    expect(shiftDay("2026-12-31", 1)).toBe("2027-01-01");
  });

  it("counts consecutive days ending today", () => {
    const now = new Date("2026-03-10T10:00:00Z");
    expect(currentStreak(["2026-03-08", "2026-03-09", "2026-03-10"], now)).toBe(3);
  });

  it("keeps a streak that ended yesterday, and loses it after a day off", () => {
    const days = ["2026-03-08", "2026-03-09"];
    expect(currentStreak(days, new Date("2026-03-10T10:00:00Z"))).toBe(2);
    expect(currentStreak(days, new Date("2026-03-11T10:00:00Z"))).toBe(0);
  });

  it("stops at the first gap", () => {
    const now = new Date("2026-03-10T10:00:00Z");
    expect(currentStreak(["2026-03-06", "2026-03-08", "2026-03-09", "2026-03-10"], now)).toBe(3);
    expect(currentStreak([], now)).toBe(0);
  });

  it("uses the Lagos date of now: 23:30 UTC is already tomorrow", () => {
    // 2026-03-10 23:30 UTC is 00:30 on the 11th in Lagos: the 10th is "yesterday".
    expect(currentStreak(["2026-03-10"], new Date("2026-03-10T23:30:00Z"))).toBe(1);
    expect(currentStreak(["2026-03-09"], new Date("2026-03-10T23:30:00Z"))).toBe(0);
  });
});

describe("periods", () => {
  it("starts the week on Monday and the month on the 1st, at Lagos midnight", () => {
    // Wednesday 11 March 2026.
    const p = periodStarts(new Date("2026-03-11T10:00:00Z"));
    expect(p.weekDay).toBe("2026-03-09");
    expect(p.monthDay).toBe("2026-03-01");
    expect(p.week.toISOString()).toBe("2026-03-08T23:00:00.000Z");
    expect(p.month.toISOString()).toBe("2026-02-28T23:00:00.000Z");
  });

  it("on Sunday night in Lagos the week is still the one that began on Monday", () => {
    // 22:30 UTC on Sunday 15 March = 23:30 Lagos, still Sunday.
    expect(periodStarts(new Date("2026-03-15T22:30:00Z")).weekDay).toBe("2026-03-09");
    // 23:30 UTC = 00:30 Monday in Lagos: a new week.
    expect(periodStarts(new Date("2026-03-15T23:30:00Z")).weekDay).toBe("2026-03-16");
  });

  it("adds the days from the first day on", () => {
    const days = [
      { day: "2026-03-08", seconds: 3600 },
      { day: "2026-03-09", seconds: 1800 },
      { day: "2026-03-11", seconds: 1800 },
    ];
    expect(periodFigures(days, "2026-03-09", 2)).toEqual({
      hours: 1,
      seconds: 3600,
      lessonsCompleted: 2,
      activeDays: 2,
    });
  });
});

describe("lessonTotals", () => {
  const enrolment = (progress: number, lessonsCompleted: number, lessonsCount: number) => ({
    progress,
    lessonsCompleted,
    course: { lessonsCount },
  });

  it("counts lessons, so one lesson of five is 20% while no course is completed yet", () => {
    const items = [enrolment(20, 1, 5)];
    expect(lessonTotals(items)).toEqual({ completed: 1, total: 5, percent: 20 });
    expect(progressRate(0, items.length)).toBe(0);
  });

  it("adds up every course, counting all the lessons of a completed one", () => {
    expect(lessonTotals([enrolment(100, 0, 4), enrolment(50, 3, 6), enrolment(0, 0, 2)])).toEqual({
      completed: 7,
      total: 12,
      percent: 58,
    });
  });

  it("never counts more lessons than a course has, and is 0 with none", () => {
    expect(lessonTotals([enrolment(90, 9, 5)])).toEqual({ completed: 5, total: 5, percent: 100 });
    expect(lessonTotals([])).toEqual({ completed: 0, total: 0, percent: 0 });
    expect(lessonTotals([enrolment(0, 0, 0)])).toEqual({ completed: 0, total: 0, percent: 0 });
  });
});

describe("the score panels before any assessment is scored", () => {
  it("say what earns each figure, never a bare dash nor 'coming soon'", () => {
    for (const text of Object.values(UNSCORED)) {
      expect(text).not.toMatch(/^\s*[—–-]?\s*$/);
      expect(text.toLowerCase()).not.toContain("coming soon");
    }
    expect(UNSCORED.excellence).toContain("90% or more");
    expect(UNSCORED.averageScore).toMatch(/assessment/);
  });
});

describe("achievements", () => {
  it("locks each until its rule is met, and says where the learner stands", () => {
    const none = achievements({ enrolled: 0, completed: 0, streak: 2, averageScore: null });
    expect(none.map((a) => a.earned)).toEqual([false, false, false, false]);
    expect(none.find((a) => a.id === "consistent-learner")?.progress).toBe(
      "Current streak: 2 days.",
    );
    expect(none.find((a) => a.id === "high-achiever")?.progress).toBe(UNSCORED.highAchiever);

    const some = achievements({ enrolled: 1, completed: 1, streak: 6, averageScore: 89 });
    expect(some.map((a) => a.earned)).toEqual([true, true, false, false]);

    const all = achievements({ enrolled: 3, completed: 2, streak: 7, averageScore: 90 });
    expect(all.every((a) => a.earned)).toBe(true);
  });
});

describe("My Courses filter and search", () => {
  const items = [
    {
      progress: 0,
      course: { title: "Cassava Production", instructor: "Dr. Ade", category: "crops" },
    },
    { progress: 40, course: { title: "Poultry", instructor: "Mrs. Bello", category: "livestock" } },
    {
      progress: 100,
      course: { title: "Farm Records", instructor: "Ade Musa", category: "business" },
    },
  ];

  it("reads the URL and falls back to everything on nonsense", () => {
    expect(parseMyCoursesQuery(new URLSearchParams("q=%20cassava%20&filter=completed"))).toEqual({
      q: "cassava",
      filter: "completed",
    });
    expect(parseMyCoursesQuery(new URLSearchParams("filter=bogus"))).toEqual({
      q: "",
      filter: "all",
    });
    expect(parseMyCoursesQuery(new URLSearchParams(`q=${"x".repeat(500)}`)).q).toHaveLength(100);
  });

  it("filters by status and matches every word in title, instructor or category", () => {
    const titles = (q: string, filter: "all" | "in-progress" | "completed" | "not-started") =>
      filterEnrolments(items, { q, filter }).map((i) => i.course.title);
    expect(titles("", "all")).toHaveLength(3);
    expect(titles("", "in-progress")).toEqual(["Poultry"]);
    expect(titles("", "completed")).toEqual(["Farm Records"]);
    expect(titles("", "not-started")).toEqual(["Cassava Production"]);
    expect(titles("ade", "all")).toEqual(["Cassava Production", "Farm Records"]);
    expect(titles("ADE records", "all")).toEqual(["Farm Records"]);
    expect(titles("livestock", "all")).toEqual(["Poultry"]);
    expect(titles("ade", "completed")).toEqual(["Farm Records"]);
    expect(titles("nothing-like-this", "all")).toEqual([]);
  });

  it("counts each filter", () => {
    expect(countByFilter(items)).toEqual({
      all: 3,
      "in-progress": 1,
      completed: 1,
      "not-started": 1,
    });
  });
});
