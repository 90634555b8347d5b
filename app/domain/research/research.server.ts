import { and, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { researchDatasets, researchPapers } from "~/db/schema";
import { searchPatterns } from "~/lib/search";
import type { ResearchKind, ResearchQuery } from "./research.filters";

/** Published papers matching the query (every word in title, authors or abstract), newest first. */
export async function listPublishedPapers(db: Database, query: ResearchQuery) {
  const conditions: SQL[] = [eq(researchPapers.isPublished, true)];
  for (const pattern of searchPatterns(query.q)) {
    conditions.push(
      or(
        ilike(researchPapers.title, pattern),
        ilike(researchPapers.authors, pattern),
        ilike(researchPapers.abstract, pattern),
      ) as SQL,
    );
  }
  if (query.category !== "all") conditions.push(eq(researchPapers.category, query.category));
  return db
    .select({
      id: researchPapers.id,
      slug: researchPapers.slug,
      title: researchPapers.title,
      authors: researchPapers.authors,
      category: researchPapers.category,
      abstract: researchPapers.abstract,
      publishedOn: researchPapers.publishedOn,
      fileType: researchPapers.fileType,
      fileSizeBytes: researchPapers.fileSizeBytes,
      downloads: researchPapers.downloads,
    })
    .from(researchPapers)
    .where(and(...conditions))
    .orderBy(desc(researchPapers.publishedOn), researchPapers.title);
}

export async function listPublishedDatasets(db: Database) {
  return db
    .select({
      id: researchDatasets.id,
      slug: researchDatasets.slug,
      title: researchDatasets.title,
      description: researchDatasets.description,
      format: researchDatasets.format,
      fileSizeBytes: researchDatasets.fileSizeBytes,
      downloads: researchDatasets.downloads,
      lastUpdated: researchDatasets.lastUpdated,
    })
    .from(researchDatasets)
    .where(eq(researchDatasets.isPublished, true))
    .orderBy(desc(researchDatasets.lastUpdated), researchDatasets.title);
}

/**
 * A path our static server answers from public/media: /media/ followed by plain path segments.
 * Anything else (another host, "//host", "..", a query, odd characters) is refused so a record
 * can never turn the download link into an open redirect.
 */
export function isLocalMediaPath(url: string): boolean {
  if (!/^\/media\/[A-Za-z0-9._~\-/]+$/.test(url)) return false;
  return url
    .slice("/media/".length)
    .split("/")
    .every((segment) => segment.length > 0 && segment !== "." && segment !== "..");
}

const tables = { papers: researchPapers, datasets: researchDatasets } as const;

/**
 * The file of a published paper or dataset, counting the download first when `count` is set
 * (one atomic `downloads = downloads + 1`). Null for unknown, unpublished or non-local files.
 */
export async function takeResearchDownload(
  db: Database,
  kind: ResearchKind,
  slug: string,
  options: { count: boolean },
): Promise<{ fileUrl: string } | null> {
  const table = tables[kind];
  const [record] = await db
    .select({ id: table.id, fileUrl: table.fileUrl })
    .from(table)
    .where(and(eq(table.slug, slug), eq(table.isPublished, true)))
    .limit(1);
  if (!record || !isLocalMediaPath(record.fileUrl)) return null;
  if (options.count) {
    await db
      .update(table)
      .set({ downloads: sql`${table.downloads} + 1`, updatedAt: sql`${table.updatedAt}` })
      .where(eq(table.id, record.id));
  }
  return { fileUrl: record.fileUrl };
}
