import { buttonClasses } from "~/components/ui/button";
import { ChevronLeftIcon } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { ui } from "~/i18n/messages/ui";
import { useT } from "~/i18n/react";

/**
 * Previous / next links with "Page 2 of 7" between them (links, so it works without JavaScript
 * and each page has its own URL). Every paginated list uses it.
 */
export function Pagination({
  label,
  page,
  pageCount,
  hrefFor,
}: {
  /** Names the navigation landmark, e.g. "Users pages". */
  label: string;
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
}) {
  const t = useT(ui).pagination;
  if (pageCount <= 1 && page <= 1) return null;
  const link = buttonClasses({ variant: "outline", size: "sm" });
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={hrefFor(Math.min(page - 1, pageCount))} className={link} rel="prev">
          <ChevronLeftIcon className="size-4" />
          {t.previous}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-ink-muted" aria-current="page">
        {t.pageOf({ page, pageCount })}
      </p>
      {page < pageCount ? (
        <Link to={hrefFor(page + 1)} className={link} rel="next">
          {t.next}
          <ChevronLeftIcon className="size-4 rotate-180" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

/**
 * Newer / older links for a list paged by keyset (the admin lists that grow without bound): the
 * same look as Pagination, without "Page N of M", which would need every row counted. Links, so
 * it works without JavaScript; each href keeps the list's filters.
 */
export function CursorPagination({
  label,
  shown,
  newest,
  newerHref,
  olderHref,
}: {
  /** Names the navigation landmark, e.g. "Messages pages". */
  label: string;
  /** Rows on this page. */
  shown: number;
  /** Whether this is the newest page (nothing newer to link to). */
  newest: boolean;
  newerHref: string | null;
  olderHref: string | null;
}) {
  const t = useT(ui).pagination;
  if (!newerHref && !olderHref) return null;
  const link = buttonClasses({ variant: "outline", size: "sm" });
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      {newerHref ? (
        <Link to={newerHref} className={link} rel="prev">
          <ChevronLeftIcon className="size-4" />
          {t.newer}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-ink-muted" aria-current="page">
        {shown === 0 ? t.nothingHere : newest ? t.newest({ shown }) : t.olderShown({ shown })}
      </p>
      {olderHref ? (
        <Link to={olderHref} className={link} rel="next">
          {t.older}
          <ChevronLeftIcon className="size-4 rotate-180" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
