import { and, count, desc, eq, ilike, ne, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { journeyContent } from "~/db/schema";
import { readPage } from "~/lib/paginate";
import { searchPatterns } from "~/lib/search";
import { JOURNEY_PAGE_SIZE, type JourneyQuery, type JourneyType } from "./journey.filters";

const cardColumns = {
  id: journeyContent.id,
  slug: journeyContent.slug,
  type: journeyContent.type,
  title: journeyContent.title,
  description: journeyContent.description,
  author: journeyContent.author,
  thumbnail: journeyContent.thumbnail,
  imageUrl: journeyContent.imageUrl,
  date: journeyContent.date,
  location: journeyContent.location,
  readTime: journeyContent.readTime,
};

export type JourneyCardItem = {
  id: string;
  slug: string;
  type: JourneyType;
  title: string;
  description: string;
  author: string;
  thumbnail: string | null;
  imageUrl: string | null;
  date: Date;
  location: string | null;
  readTime: string | null;
};

/** Every search word must appear in the title, description or author (case-insensitive). */
function searchCondition(q: string): SQL[] {
  return searchPatterns(q).map(
    (pattern) =>
      or(
        ilike(journeyContent.title, pattern),
        ilike(journeyContent.description, pattern),
        ilike(journeyContent.author, pattern),
      ) as SQL,
  );
}

/**
 * One page of published journey items matching the query, newest date first (`query.page`, or
 * the last page when that is past the end), with the number of matches: two queries whatever
 * the number of items.
 */
export async function listJourney(
  db: Database,
  query: JourneyQuery,
  pageSize = JOURNEY_PAGE_SIZE,
): Promise<{ items: JourneyCardItem[]; total: number; page: number; pageCount: number }> {
  const conditions: SQL[] = [eq(journeyContent.isPublished, true), ...searchCondition(query.q)];
  if (query.type !== "all") conditions.push(eq(journeyContent.type, query.type));
  const where = and(...conditions);
  const { rows, ...pages } = await readPage(query.page, pageSize, {
    count: async () => {
      const [row] = await db.select({ n: count() }).from(journeyContent).where(where);
      return row?.n ?? 0;
    },
    rows: ({ limit, offset }) =>
      db
        .select(cardColumns)
        .from(journeyContent)
        .where(where)
        .orderBy(desc(journeyContent.date), desc(journeyContent.createdAt), journeyContent.id)
        .limit(limit)
        .offset(offset),
  });
  return { items: rows, ...pages };
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A published item by slug, or null (drafts and unknown slugs look the same to the public). */
export async function getPublishedJourneyItem(db: Database, slug: string) {
  if (!SLUG.test(slug) || slug.length > 200) return null;
  const [item] = await db
    .select({
      ...cardColumns,
      content: journeyContent.content,
      videoUrl: journeyContent.videoUrl,
      views: journeyContent.views,
      attendees: journeyContent.attendees,
      speakers: journeyContent.speakers,
    })
    .from(journeyContent)
    .where(and(eq(journeyContent.slug, slug), eq(journeyContent.isPublished, true)))
    .limit(1);
  return item ?? null;
}

export type JourneyItem = NonNullable<Awaited<ReturnType<typeof getPublishedJourneyItem>>>;

/**
 * Counts one view in a single UPDATE (`views = views + 1`), so simultaneous readers never lose
 * a count. Returns the new total, or null when the item is gone or unpublished. updated_at is
 * left alone: a view is not an edit.
 */
export async function recordJourneyView(db: Database, id: string): Promise<number | null> {
  const [row] = await db
    .update(journeyContent)
    .set({
      views: sql`${journeyContent.views} + 1`,
      updatedAt: sql`${journeyContent.updatedAt}`,
    })
    .where(and(eq(journeyContent.id, id), eq(journeyContent.isPublished, true)))
    .returning({ views: journeyContent.views });
  return row?.views ?? null;
}

/** Up to `limit` other published items of the same type, newest first. */
export async function listRelatedJourney(
  db: Database,
  item: { id: string; type: JourneyType },
  limit = 3,
): Promise<JourneyCardItem[]> {
  return db
    .select(cardColumns)
    .from(journeyContent)
    .where(
      and(
        eq(journeyContent.isPublished, true),
        eq(journeyContent.type, item.type),
        ne(journeyContent.id, item.id),
      ),
    )
    .orderBy(desc(journeyContent.date), desc(journeyContent.createdAt))
    .limit(limit);
}
