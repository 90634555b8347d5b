import { PROGRESS_STEP_PERCENT } from "~/domain/learning/progress-rules";

// The player's bookkeeping, kept apart from React and the <video> element so it can be tested.

type Played = { length: number; start: (index: number) => number; end: (index: number) => number };

/**
 * How much of the video has really been watched, in whole percent: the ranges played in this
 * page session (skipping ahead does not count) joined with the share saved earlier, taken as the
 * opening stretch (the player resumes where the learner left off).
 */
export function watchedPercent(
  media: { duration: number; played: Played },
  savedPercent: number,
): number {
  const duration = media.duration;
  if (!Number.isFinite(duration) || duration <= 0) return 0;
  const spans: [number, number][] = [
    [0, (Math.max(0, Math.min(100, savedPercent)) / 100) * duration],
  ];
  for (let i = 0; i < media.played.length; i += 1) {
    spans.push([media.played.start(i), media.played.end(i)]);
  }
  spans.sort((a, b) => a[0] - b[0]);
  let total = 0;
  let covered = 0;
  for (const [start, end] of spans) {
    const from = Math.max(start, covered);
    if (end > from) {
      total += end - from;
      covered = end;
    }
  }
  // The tiny epsilon keeps 0.3 / 0.1 style float noise from losing a whole percent.
  return Math.max(0, Math.min(100, Math.floor((total / duration) * 100 + 1e-9)));
}

/**
 * The 10% step to report now, or null: each step once per page session. Jumping
 * several steps at once reports only the highest and marks the ones below as done. 100% is left
 * to the `ended` event.
 */
export function stepToReport(percent: number, reported: Set<number>): number | null {
  const step = Math.min(
    100 - PROGRESS_STEP_PERCENT,
    Math.floor(percent / PROGRESS_STEP_PERCENT) * PROGRESS_STEP_PERCENT,
  );
  if (step < PROGRESS_STEP_PERCENT || reported.has(step)) return null;
  for (let s = PROGRESS_STEP_PERCENT; s <= step; s += PROGRESS_STEP_PERCENT) reported.add(s);
  return step;
}

/** Longest gap between two playback ticks still counted as watching (a stalled or frozen tab is not). */
const MAX_TICK_GAP_MS = 5000;

/**
 * Time actually spent playing, from the gaps between `timeupdate` ticks while the video plays:
 * pauses, stalls and seeks stop the clock, so jumping around adds nothing.
 */
export class WatchClock {
  private pendingMs = 0;
  private last: number | null = null;

  /** Playback (re)started. */
  start(now: number) {
    this.last = now;
  }

  /** A tick while playing. */
  tick(now: number) {
    if (this.last !== null) {
      const gap = now - this.last;
      if (gap > 0 && gap <= MAX_TICK_GAP_MS) this.pendingMs += gap;
    }
    this.last = now;
  }

  /** Paused, stalled, seeking or ended: count up to now, then stop. */
  stop(now: number) {
    this.tick(now);
    this.last = null;
  }

  /** Whole seconds watched since the last call; the remainder waits for the next report. */
  take(): number {
    const seconds = Math.floor(this.pendingMs / 1000);
    this.pendingMs -= seconds * 1000;
    return seconds;
  }
}

/** 75 → "1:15", 3725 → "1:02:05". */
export function formatClock(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = String(s % 60).padStart(2, "0");
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, "0")}:${seconds}`
    : `${minutes}:${seconds}`;
}
