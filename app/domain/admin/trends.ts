// The stats strip's figures and their wording; pure, so the page and its tests share them.

export type RecordTrend = {
  key: "users" | "publishedCourses" | "consultations" | "stories" | "messages";
  label: string;
  total: number;
  /** Added in the last 30 days (and still there). */
  last30: number;
};

/** What the strip says under each count, followed by TREND_PERIOD. */
export type TrendLabel = { text: string; direction: "up" | "flat" };

/** The words after a change, shown beside it on wide screens and once under the strip on phones. */
export const TREND_PERIOD = "in the last 30 days";

/**
 * How a count changed over the last 30 days, worded so that it reads right: "+3 (+25%)" when
 * there were already some 30 days ago (the percentage compares with those), "+3 new" when there
 * were none (a fresh install: nothing to compare with, so no percentage), "No change" when
 * nothing was added. The counts only grow by what was added, so nothing here is ever a fall
 * (not the first build's fixed "+12%", nor two 30-day periods' additions compared, which
 * made a new site's seeded content read as "−50%").
 */
export function trendLabel({ total, last30 }: Pick<RecordTrend, "total" | "last30">): TrendLabel {
  if (last30 <= 0) return { text: "No change", direction: "flat" };
  const before = total - last30;
  if (before <= 0) return { text: `+${last30} new`, direction: "up" };
  const percent = Math.round((last30 / before) * 100);
  return { text: `+${last30} (+${percent}%)`, direction: "up" };
}
