import { asc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { courses, journeyContent } from "~/db/schema";
import { pathSegment, type SitemapEntry, STATIC_SITEMAP_PATHS } from "./sitemap";

/**
 * Every page a search engine may list: the static public pages, then each published course and
 * journey item (drafts never appear), with their last change.
 */
export async function getSitemapEntries(db: Database): Promise<SitemapEntry[]> {
  const [courseRows, journeyRows] = await Promise.all([
    db
      .select({ slug: courses.slug, updatedAt: courses.updatedAt })
      .from(courses)
      .where(eq(courses.isPublished, true))
      .orderBy(asc(courses.slug)),
    db
      .select({ slug: journeyContent.slug, updatedAt: journeyContent.updatedAt })
      .from(journeyContent)
      .where(eq(journeyContent.isPublished, true))
      .orderBy(asc(journeyContent.slug)),
  ]);
  return [
    ...STATIC_SITEMAP_PATHS.map((path) => ({ path })),
    ...courseRows.map((c) => ({
      path: `/academy/${pathSegment(c.slug)}`,
      lastModified: c.updatedAt,
    })),
    ...journeyRows.map((j) => ({
      path: `/journey/${pathSegment(j.slug)}`,
      lastModified: j.updatedAt,
    })),
  ];
}
