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

/** The figures a public page shows (when they were last changed is for staff). */
export type PublicStats = Omit<SiteStats, "updatedAt">;

/** No statistics entered yet: nothing to show (a public page then leaves the band out). */
export const NO_STATS: PublicStats = {
  farmersTrained: 0,
  certificatesIssued: 0,
  yieldImprovement: 0,
  sustainableProjects: 0,
};

/**
 * The statistics a public page shows, in display order and formatted: each one staff have given
 * a figure above zero ("0 farmers trained" beside a full catalogue would say the site is empty,
 * and no figure is made up to fill the band). When `stats` is null (not loaded, or unreadable)
 * all four come with a null value, and the page shows the '...' placeholders.
 */
export function statItems(stats: PublicStats | null): StatItem[] {
  return allStatItems(stats).filter((item) => stats === null || stats[item.key] > 0);
}

function allStatItems(stats: PublicStats | null): StatItem[] {
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
