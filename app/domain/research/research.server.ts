import { and, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { researchDatasets, researchPapers } from "~/db/schema";
import { forgetContentVersion } from "~/domain/site/content-cache.server";
import { type ListPage, readPage } from "~/lib/paginate";
import { searchPatterns } from "~/lib/search";
import {
  DATASETS_PAGE_SIZE,
  PAPERS_PAGE_SIZE,
  type ResearchKind,
  type ResearchQuery,
} from "./research.filters";

const paperColumns = {
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
};

const datasetColumns = {
  id: researchDatasets.id,
  slug: researchDatasets.slug,
  title: researchDatasets.title,
  description: researchDatasets.description,
  format: researchDatasets.format,
  fileSizeBytes: researchDatasets.fileSizeBytes,
  downloads: researchDatasets.downloads,
  lastUpdated: researchDatasets.lastUpdated,
};

/**
 * One page (`query.page`, or the last when that is past the end) of the published papers
 * matching the query (every word in title, authors or abstract), newest first, with the number
 * of matches: two queries whatever the number of papers.
 */
export async function listPublishedPapers(
  db: Database,
  query: Pick<ResearchQuery, "q" | "category" | "page">,
  pageSize: number = PAPERS_PAGE_SIZE,
): Promise<ListPage<PaperCardRow>> {
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
  const where = and(...conditions);
  return readPage(query.page, pageSize, {
    count: async () => {
      const [row] = await db.select({ n: count() }).from(researchPapers).where(where);
      return row?.n ?? 0;
    },
    rows: ({ limit, offset }) =>
      db
        .select(paperColumns)
        .from(researchPapers)
        .where(where)
        .orderBy(desc(researchPapers.publishedOn), researchPapers.title, researchPapers.id)
        .limit(limit)
        .offset(offset),
  });
}

type PaperCardRow = Pick<typeof researchPapers.$inferSelect, keyof typeof paperColumns>;

/** One page of the published data sets, most recently updated first, with their number. */
export async function listPublishedDatasets(
  db: Database,
  page = 1,
  pageSize: number = DATASETS_PAGE_SIZE,
): Promise<ListPage<DatasetCardRow>> {
  const where = eq(researchDatasets.isPublished, true);
  return readPage(page, pageSize, {
    count: async () => {
      const [row] = await db.select({ n: count() }).from(researchDatasets).where(where);
      return row?.n ?? 0;
    },
    rows: ({ limit, offset }) =>
      db
        .select(datasetColumns)
        .from(researchDatasets)
        .where(where)
        .orderBy(desc(researchDatasets.lastUpdated), researchDatasets.title, researchDatasets.id)
        .limit(limit)
        .offset(offset),
  });
}

type DatasetCardRow = Pick<typeof researchDatasets.$inferSelect, keyof typeof datasetColumns>;

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
    // The count is shown on cached pages and raised the content version; this is a GET, which
    // the server does not treat as a write, so say it here: this process's next page reads the
    // version anew instead of its reading of the last second.
    forgetContentVersion();
  }
  return { fileUrl: record.fileUrl };
}
