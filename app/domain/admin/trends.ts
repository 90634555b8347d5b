// The stats strip's figures and their wording; pure, so the page and its tests share them.

export type RecordTrend = {
  key: "users" | "publishedCourses" | "consultations" | "stories" | "messages";
  label: string;
  total: number;
  /** Added in the last 30 days. */
  last30: number;
  /** Added in the 30 days before those. */
  previous30: number;
};

/**
 * The change of the last 30 days against the 30 before, as the strip words it: "+25%", "−40%",
 * "No change"; with nothing in the previous period a percentage means nothing, so "+3 new"
 * (or "No change" when both are 0). PRODUCT.md replaced the first build's fixed "+12%".
 */
export function trendLabel({ last30, previous30 }: Pick<RecordTrend, "last30" | "previous30">): {
  text: string;
  direction: "up" | "down" | "flat";
} {
  if (last30 === previous30) return { text: "No change", direction: "flat" };
  if (previous30 === 0) return { text: `+${last30} new`, direction: "up" };
  const percent = Math.round(((last30 - previous30) / previous30) * 100);
  if (percent === 0) return { text: "No change", direction: "flat" };
  return percent > 0
    ? { text: `+${percent}%`, direction: "up" }
    : { text: `\u2212${Math.abs(percent)}%`, direction: "down" };
}
