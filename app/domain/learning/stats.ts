// Pure learning-statistics rules shared by the dashboard, My Courses and Progress pages (and safe
// in the browser bundle). Every figure is computed from the learner's own records, never
// the random or sample values of the first build.
import { TZDate } from "@date-fns/tz";
import { addDays, format, startOfMonth, startOfWeek } from "date-fns";
import { categoryLabel } from "~/domain/catalog/catalog.constants";
import { SITE_TIME_ZONE } from "~/lib/format";

// ---------------------------------------------------------------------------------------------
// Enrolment status: 0 Not Started, 1-99 In Progress, 100 Completed

export const ENROLMENT_STATUSES = ["not-started", "in-progress", "completed"] as const;
export type EnrolmentStatus = (typeof ENROLMENT_STATUSES)[number];

export const ENROLMENT_STATUS_LABELS: Record<EnrolmentStatus, string> = {
  "not-started": "Not Started",
  "in-progress": "In Progress",
  completed: "Completed",
};

export function enrolmentStatus(progress: number): EnrolmentStatus {
  if (progress >= 100) return "completed";
  if (progress <= 0) return "not-started";
  return "in-progress";
}

/** The My Courses filter. */
export const COURSE_FILTERS = [
  { value: "all", label: "All" },
  { value: "in-progress", label: "In Progress" },
  { value: "completed", label: "Completed" },
  { value: "not-started", label: "Not Started" },
] as const;
export type CourseFilter = (typeof COURSE_FILTERS)[number]["value"];

type Searchable = {
  progress: number;
  course: { title: string; instructor: string; category: string };
};

/**
 * The learner's enrolments matching the filter and every word of the search (title, instructor
 * or category, case-insensitive). A learner has a handful of enrolments, so this runs on the one
 * list the page loads, which also gives the count shown on each filter.
 */
export function filterEnrolments<T extends Searchable>(
  items: readonly T[],
  query: { q: string; filter: CourseFilter },
) {
  const words = query.q.toLowerCase().split(/\s+/).filter(Boolean);
  return items.filter((item) => {
    if (query.filter !== "all" && enrolmentStatus(item.progress) !== query.filter) return false;
    if (words.length === 0) return true;
    const haystack = [
      item.course.title,
      item.course.instructor,
      categoryLabel(item.course.category),
    ]
      .join(" ")
      .toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

export function countByFilter(
  items: readonly { progress: number }[],
): Record<CourseFilter, number> {
  const counts: Record<CourseFilter, number> = {
    all: items.length,
    "in-progress": 0,
    completed: 0,
    "not-started": 0,
  };
  for (const item of items) counts[enrolmentStatus(item.progress)] += 1;
  return counts;
}

// ---------------------------------------------------------------------------------------------
// Summary figures

/** The Progress Rate: rounded percent of enrolled courses completed (0 with none enrolled). */
export function progressRate(completed: number, enrolled: number): number {
  if (enrolled <= 0) return 0;
  return Math.round((completed / enrolled) * 100);
}

export type LessonTotals = {
  /** Lessons completed across the learner's courses (every lesson of a completed course). */
  completed: number;
  /** Lessons in those courses. */
  total: number;
  /** Completed over total, rounded (0 with no lessons). */
  percent: number;
};

/**
 * Lesson-level progress across every enrolled course: what "progress" alone means on the
 * learner's pages. One lesson of five gives 20%, where the Progress Rate (whole courses
 * completed) still says 0%; each figure is labelled with what it counts.
 */
export function lessonTotals(
  enrolments: readonly {
    progress: number;
    lessonsCompleted: number;
    course: { lessonsCount: number };
  }[],
): LessonTotals {
  let completed = 0;
  let total = 0;
  for (const e of enrolments) {
    const lessons = Math.max(0, e.course.lessonsCount);
    total += lessons;
    completed += e.progress >= 100 ? lessons : Math.min(Math.max(0, e.lessonsCompleted), lessons);
  }
  return { completed, total, percent: total === 0 ? 0 : Math.round((completed / total) * 100) };
}

/** The mean of the scores that exist, rounded; null when no enrolment has a score. */
export function averageScore(scores: ReadonlyArray<number | null | undefined>): number | null {
  const present = scores.filter((s): s is number => typeof s === "number");
  if (present.length === 0) return null;
  return Math.round(present.reduce((sum, s) => sum + s, 0) / present.length);
}

/** Hours with one decimal (0.1 h = 6 minutes), what the tiles show. */
export function hoursFromSeconds(seconds: number): number {
  return Math.round((Math.max(0, seconds) / 3600) * 10) / 10;
}

/**
 * Time spent learning as the pages show it: minutes under an hour, so a finished course of short
 * films never reads "0 hours" (any time at all is at least 1 minute), then hours to one decimal.
 */
export type LearningTime = { unit: "minutes" | "hours"; value: number };

export function learningTime(seconds: number): LearningTime {
  if (seconds > 0 && seconds < 3600) {
    return { unit: "minutes", value: Math.max(1, Math.round(seconds / 60)) };
  }
  return { unit: "hours", value: hoursFromSeconds(seconds) };
}

export type LearnerLevel = "Beginner" | "Intermediate" | "Advanced";

/** Level shown in the welcome banner: 0-1 completed courses Beginner, 2-4 Intermediate, 5+ Advanced. */
export function learnerLevel(completedCourses: number): LearnerLevel {
  if (completedCourses >= 5) return "Advanced";
  if (completedCourses >= 2) return "Intermediate";
  return "Beginner";
}

// ---------------------------------------------------------------------------------------------
// Calendar days in Lagos

/** The Lagos calendar day of a moment, "YYYY-MM-DD". */
export function lagosDay(moment: Date): string {
  return format(new TZDate(moment, SITE_TIME_ZONE), "yyyy-MM-dd");
}

/** The calendar day `delta` days after `day` ("YYYY-MM-DD" in, same out). */
export function shiftDay(day: string, delta: number): string {
  const [y = 1970, m = 1, d = 1] = day.split("-").map(Number);
  return format(addDays(new Date(Date.UTC(y, m - 1, d, 12)), delta), "yyyy-MM-dd");
}

/**
 * Consecutive Lagos days with learning activity, ending today or yesterday (a streak is not lost
 * until a whole day passes without learning). 0 when the last active day is older.
 */
export function currentStreak(activeDays: Iterable<string>, now: Date): number {
  const days = new Set(activeDays);
  const today = lagosDay(now);
  let day = days.has(today) ? today : shiftDay(today, -1);
  let streak = 0;
  while (days.has(day)) {
    streak += 1;
    day = shiftDay(day, -1);
  }
  return streak;
}

/** First Lagos days of this week (Monday) and this month, "YYYY-MM-DD", and their instants. */
export function periodStarts(now: Date) {
  const local = new TZDate(now, SITE_TIME_ZONE);
  const week = startOfWeek(local, { weekStartsOn: 1 });
  const month = startOfMonth(local);
  return {
    weekDay: format(week, "yyyy-MM-dd"),
    monthDay: format(month, "yyyy-MM-dd"),
    week: new Date(week.getTime()),
    month: new Date(month.getTime()),
  };
}

export type DayActivity = { day: string; seconds: number };

export type PeriodFigures = {
  hours: number;
  /** The seconds behind `hours`, for a page that shows minutes under an hour. */
  seconds: number;
  lessonsCompleted: number;
  activeDays: number;
};

/** Hours and active days from `firstDay` on (inclusive), from per-day activity totals. */
export function periodFigures(
  days: readonly DayActivity[],
  firstDay: string,
  lessonsCompleted: number,
): PeriodFigures {
  let seconds = 0;
  let activeDays = 0;
  for (const d of days) {
    if (d.day < firstDay) continue;
    seconds += d.seconds;
    activeDays += 1;
  }
  return { hours: hoursFromSeconds(seconds), seconds, lessonsCompleted, activeDays };
}

// ---------------------------------------------------------------------------------------------
// Achievements, each earned from the learner's own records

export const CONSISTENT_LEARNER_DAYS = 7;
export const HIGH_ACHIEVER_SCORE = 90;
/** An excellence award is a certificate score of 90 or more. */
export const EXCELLENCE_SCORE = 90;

/**
 * What the score panels say while the learner has no score yet (no final assessment of theirs
 * graded): what earns each figure, never a bare dash.
 */
export const UNSCORED = {
  value: "No scores yet",
  averageScore: "Your average score on the final assessments of your courses. Pass one to see it.",
  excellence: `Awarded for scoring ${EXCELLENCE_SCORE}% or more on the final assessment of a course.`,
  highAchiever: "Take the final assessment of a course to start your average score.",
} as const;

export type Achievement = {
  id: "first-course" | "goal-setter" | "consistent-learner" | "high-achiever";
  title: string;
  /** What earns it, shown on the card. */
  rule: string;
  earned: boolean;
  /** Where the learner stands while it is locked. */
  progress: string;
};

export function achievements(input: {
  enrolled: number;
  completed: number;
  streak: number;
  averageScore: number | null;
}): Achievement[] {
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
  return [
    {
      id: "first-course",
      title: "First Course",
      rule: "Enroll in your first course.",
      earned: input.enrolled >= 1,
      progress: "Not enrolled in a course yet.",
    },
    {
      id: "goal-setter",
      title: "Goal Setter",
      rule: "Finish every lesson of a course.",
      earned: input.completed >= 1,
      progress: "No course completed yet.",
    },
    {
      id: "consistent-learner",
      title: "Consistent Learner",
      rule: `Learn on ${CONSISTENT_LEARNER_DAYS} days in a row.`,
      earned: input.streak >= CONSISTENT_LEARNER_DAYS,
      progress: `Current streak: ${plural(input.streak, "day")}.`,
    },
    {
      id: "high-achiever",
      title: "High Achiever",
      rule: `Keep an average score of ${HIGH_ACHIEVER_SCORE}% or more.`,
      earned: input.averageScore !== null && input.averageScore >= HIGH_ACHIEVER_SCORE,
      progress:
        input.averageScore === null
          ? UNSCORED.highAchiever
          : `Your average score: ${input.averageScore}%.`,
    },
  ];
}
