import { desc } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { siteStats } from "~/db/schema";
import type { Services } from "~/services.server";
import { cachedContent } from "./content-cache.server";
import { NO_STATS, type PublicStats, type SiteStats } from "./stats";

/** The latest statistics row (order by updated_at desc, limit 1), or null when there is none. */
export function getLatestSiteStats(db: Database): Promise<SiteStats | null> {
  return cachedContent(db, "site-stats", () => readLatestSiteStats(db));
}

async function readLatestSiteStats(db: Database): Promise<SiteStats | null> {
  const [row] = await db
    .select({
      farmersTrained: siteStats.farmersTrained,
      certificatesIssued: siteStats.certificatesIssued,
      yieldImprovement: siteStats.yieldImprovement,
      sustainableProjects: siteStats.sustainableProjects,
      updatedAt: siteStats.updatedAt,
    })
    .from(siteStats)
    .orderBy(desc(siteStats.updatedAt))
    .limit(1);
  return row ? { ...row, updatedAt: row.updatedAt.toISOString() } : null;
}

/**
 * The statistics for a public page: zeros while staff have entered none (the page shows none). A
 * failing query is logged and answers null, so the page keeps its placeholders instead of failing.
 */
export async function loadSiteStats(services: Services): Promise<PublicStats | null> {
  try {
    const stats = await getLatestSiteStats(services.db);
    if (!stats) return NO_STATS;
    const { updatedAt: _updatedAt, ...figures } = stats;
    return figures;
  } catch (error) {
    services.logger.error({ err: error }, "site statistics could not be loaded");
    return null;
  }
}
