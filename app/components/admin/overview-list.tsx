import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Link } from "~/components/ui/link";

/** One panel of the overview: a titled list with a link to the full tab and an empty state. */
export function OverviewList({
  id,
  title,
  viewAll,
  empty,
  children,
}: {
  id: string;
  title: string;
  viewAll?: { to: string; label: string };
  empty: string;
  children: React.ReactNode[];
}) {
  return (
    <Card>
      <section aria-labelledby={id} className="flex h-full flex-col">
        <CardHeader className="flex flex-row flex-wrap items-baseline justify-between gap-2">
          <CardTitle id={id} className="text-lg">
            {title}
          </CardTitle>
          {viewAll ? (
            <Link
              to={viewAll.to}
              className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:focus-ring"
            >
              {viewAll.label}
            </Link>
          ) : null}
        </CardHeader>
        <CardContent className="flex-1">
          {children.length === 0 ? (
            <p className="text-ink-muted">{empty}</p>
          ) : (
            <ul className="divide-y divide-border">{children}</ul>
          )}
        </CardContent>
      </section>
    </Card>
  );
}

/** A row of an overview list: a title (linked when there is a page for it) and a detail line. */
export function OverviewItem({
  to,
  title,
  detail,
  aside,
}: {
  to?: string;
  title: string;
  detail: string;
  aside?: React.ReactNode;
}) {
  return (
    <li className="flex items-start justify-between gap-3 py-3 first:pt-0 last:pb-0">
      <div className="min-w-0">
        {to ? (
          <Link
            to={to}
            className="font-semibold break-words text-ink hover:text-brand-700 hover:underline focus-visible:focus-ring"
          >
            {title}
          </Link>
        ) : (
          <p className="font-semibold break-words text-ink">{title}</p>
        )}
        <p className="text-sm break-words text-ink-muted">{detail}</p>
      </div>
      {aside ? <div className="shrink-0">{aside}</div> : null}
    </li>
  );
}
