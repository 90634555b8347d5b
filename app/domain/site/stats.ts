import { formatNumber } from "~/lib/format";

/** The latest site_stats row as pages receive it. */
export type SiteStats = {
  farmersTrained: number;
  certificatesIssued: number;
  /** A percentage: 35 means "35%". */
  yieldImprovement: number;
  sustainableProjects: number;
  updatedAt: string;
};

export type StatItem = {
  key: "farmersTrained" | "certificatesIssued" | "yieldImprovement" | "sustainableProjects";
  label: string;
  /** Formatted for display, or null while there is nothing to show (the '...' then stays). */
  value: string | null;
};

/** What a page shows in place of a statistic that has not loaded (or could not be read). */
export const STAT_PLACEHOLDER = "...";

/** The four statistics in their display order, formatted; every value null when `stats` is null. */
export function statItems(stats: SiteStats | null): StatItem[] {
  return [
    {
      key: "farmersTrained",
      label: "Farmers Trained",
      value: stats ? formatNumber(stats.farmersTrained) : null,
    },
    {
      key: "certificatesIssued",
      label: "Certificates Issued",
      value: stats ? formatNumber(stats.certificatesIssued) : null,
    },
    {
      key: "yieldImprovement",
      label: "Yield Improvement",
      value: stats ? `${formatNumber(stats.yieldImprovement)}%` : null,
    },
    {
      key: "sustainableProjects",
      label: "Sustainable Projects",
      value: stats ? formatNumber(stats.sustainableProjects) : null,
    },
  ];
}
