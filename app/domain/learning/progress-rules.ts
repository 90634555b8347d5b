// The lesson and course progress rules, shared by the player (browser) and the server. No
// zod here: the course content page's JavaScript imports this file, and the schema library would
// more than double it (the action's schema lives in progress.schema.ts, on the server only).

/** A lesson counts as completed at 80% watched or more. */
export const LESSON_COMPLETE_PERCENT = 80;
/** Watch progress is reported at every 10% step, each step once per page session. */
export const PROGRESS_STEP_PERCENT = 10;
/** "Skip forward 10 seconds". */
export const SKIP_SECONDS = 10;
/** Volume from 0 to 1 in steps of 0.1. */
export const VOLUME_STEP = 0.1;

/**
 * The most a single report may claim (watched seconds, position): twelve hours. Reports come at
 * every 10% of a lesson, so anything larger is not a lesson being watched.
 */
export const MAX_REPORT_SECONDS = 12 * 60 * 60;

/** In English; the page's action answers them in the page's language (`learner-course`). */
export const PROGRESS_MESSAGES = {
  lesson: "Choose a lesson of this course.",
  percent: "Progress must be a whole number from 0 to 100.",
  seconds: "Seconds must be a whole number of 0 or more.",
  notInCourse: "This lesson is not part of this course.",
  measured: "This video lesson completes as you watch it: there is nothing to mark.",
  notEnrolled: "You are not enrolled in this course.",
  intent: "Unknown action.",
} as const;

/** What the page's action answers a progress report (the player's fetcher reads it). */
export type ProgressReply =
  | {
      status: "saved";
      lessonPercent: number;
      lessonCompleted: boolean;
      courseProgress: number;
      /** Something the page lists changed (a lesson or the course completed): reload its data. */
      revalidate: boolean;
    }
  /** Refused by the rules: not enrolled, or a lesson of another course. */
  | { status: "refused"; message: string }
  /** Not saved (network or server failure); a failed save is only logged to the console. */
  | { status: "failed" }
  /** No connection: kept on the phone and sent later (app/lib/offline/progress-queue.ts). */
  | { status: "queued" };

export function isLessonComplete(percent: number): boolean {
  return percent >= LESSON_COMPLETE_PERCENT;
}

/**
 * How a lesson is shown, and so how its completion is decided: our own video file plays in the
 * page's player, which measures the watching (the lesson completes on credited watch time); a
 * video hosted elsewhere is only a link, and a reading has no video: the learner marks those.
 */
export function lessonMedia(lesson: {
  type: "video" | "embed" | "text";
  videoUrl: string | null;
}):
  | { kind: "video"; url: string }
  | { kind: "external"; url: string }
  | { kind: "none"; url: null } {
  const url = lesson.videoUrl?.trim() || null;
  if (url && lesson.type !== "text") {
    // Our own files play inline; anything hosted elsewhere is only ever a link (no third-party
    // request before the learner asks, and our CSP allows no foreign frames or media).
    if (url.startsWith("/") && !url.startsWith("//")) return { kind: "video", url };
    if (/^https?:\/\//i.test(url)) return { kind: "external", url };
  }
  return { kind: "none", url: null };
}

/**
 * The credited watch seconds a lesson needs before it counts as watched: the completion share
 * (80%) of its real length, for a video our player measures. None for a lesson the learner marks
 * (a link, a reading) or a video whose length nobody knows.
 */
export function secondsToComplete(lesson: { measured: boolean; seconds: number | null }): number {
  if (!lesson.measured || !lesson.seconds || lesson.seconds <= 0) return 0;
  return Math.ceil((lesson.seconds * LESSON_COMPLETE_PERCENT) / 100);
}

/**
 * Watched far enough to count as completed (a required check aside): 80% reported by the player
 * and, for a measured video, as many credited seconds as that share of its length. The client
 * says how far it got; the server's credited time says whether that was possible.
 */
export function isLessonWatched(
  progress: { percent: number; watchSeconds: number },
  requiredSeconds: number,
): boolean {
  return isLessonComplete(progress.percent) && progress.watchSeconds >= requiredSeconds;
}

/** Course progress: completed lessons over total lessons, rounded to a percent. */
export function courseProgressPercent(completed: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.round((completed / total) * 100));
}

/** Which hint the course progress panel gives: 80%+ almost done, 50%+ halfway. */
export function courseProgressHintKey(
  percent: number,
): "complete" | "almost" | "halfway" | "start" {
  if (percent >= 100) return "complete";
  if (percent >= 80) return "almost";
  if (percent >= 50) return "halfway";
  return "start";
}

/**
 * The hint in English (the page shows it in its language: `learner-course` messages'
 * `progress.hints`, keyed by courseProgressHintKey).
 */
export function courseProgressHint(percent: number): string {
  return COURSE_PROGRESS_HINTS[courseProgressHintKey(percent)];
}

const COURSE_PROGRESS_HINTS = {
  complete: "Course complete. Well done!",
  almost: "Almost done! Only a little left to finish this course.",
  halfway: "Halfway there. Keep going!",
  start: "Each lesson you finish moves your course forward.",
} as const;
