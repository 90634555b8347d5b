/** One page of a list, with what its pagination needs. */
export type ListPage<T> = {
  rows: T[];
  /** Every row matching the list's filters, not just this page's. */
  total: number;
  /** The page shown: the one asked for, or the last one when that is past the end. */
  page: number;
  pageCount: number;
};

/** How many pages `total` rows fill; an empty list is still one (empty) page. */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * Page `wanted` of a list, read as its rows and its number of matches at once (two queries, the
 * same for every page and every size of list). A page past the end (a stale or made-up link, the
 * last row just unpublished) shows the last page rather than an empty one with a Next link, at
 * the cost of a third query in that case only.
 */
export async function readPage<T>(
  wanted: number,
  pageSize: number,
  read: {
    count: () => Promise<number>;
    rows: (window: { limit: number; offset: number }) => Promise<T[]>;
  },
): Promise<ListPage<T>> {
  const asked = Number.isSafeInteger(wanted) && wanted > 1 ? wanted : 1;
  const windowOf = (page: number) => ({ limit: pageSize, offset: (page - 1) * pageSize });
  const [total, rows] = await Promise.all([read.count(), read.rows(windowOf(asked))]);
  const pageCount = pageCountOf(total, pageSize);
  const page = Math.min(asked, pageCount);
  return {
    rows: page === asked ? rows : await read.rows(windowOf(page)),
    total,
    page,
    pageCount,
  };
}
