import type { ReactNode } from "react";
import { buttonClasses } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { Link } from "~/components/ui/link";
import { Spinner } from "~/components/ui/spinner";
import { contentPages } from "~/i18n/messages/content-pages";
import { useT } from "~/i18n/react";
import { FilterLinks } from "./filter-links";
import { SearchBox } from "./search-box";

// The pieces of a searchable public list (journey, research): the search and its filter, the live
// line saying what is shown, the list itself, and what is said when nothing matches.

/**
 * The search box and the row of filter links. Each keeps the other: a search stays within the
 * chosen filter (`param` in the URL, left out for "all"), and a filter keeps the search words.
 */
export function ListSearch<Value extends string>({
  className,
  searchClassName,
  action,
  label,
  q,
  filter,
}: {
  className: string;
  searchClassName: string;
  action: string;
  label: string;
  q: string;
  filter: {
    label: string;
    param: string;
    options: ReadonlyArray<{ value: Value; label: string }>;
    current: Value;
    href: (q: string, value: Value) => string;
  };
}) {
  const t = useT(contentPages).list;
  return (
    <div className={className}>
      <div className={searchClassName}>
        <SearchBox
          action={action}
          label={label}
          placeholder={t.searchPlaceholder}
          submitLabel={t.search}
          defaultValue={q}
          keep={{ [filter.param]: filter.current === "all" ? undefined : filter.current }}
        />
      </div>
      <FilterLinks
        label={filter.label}
        options={filter.options.map((option) => ({
          href: filter.href(q, option.value),
          label: option.label,
          active: option.value === filter.current,
        }))}
      />
    </div>
  );
}

/** The live line above the list: a spinner while a new search loads, else `children`. */
export function ResultStatus({
  loading,
  loadingText,
  children,
}: {
  loading: boolean;
  loadingText: string;
  children?: ReactNode;
}) {
  return (
    <div
      role="status"
      className="mt-6 flex min-h-6 flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-muted"
    >
      {loading ? (
        <span className="inline-flex items-center gap-2 font-semibold text-brand-800">
          <Spinner />
          {loadingText}
        </span>
      ) : (
        children
      )}
    </div>
  );
}

/** What the list shows ("3 papers in Soil"), the search words, and a link back to everything. */
export function ResultSummary({
  shown,
  q,
  clear,
}: {
  shown: string;
  q: string;
  clear: { to: string; label: string } | null;
}) {
  const t = useT(contentPages).list;
  return (
    <>
      <span>
        {shown}
        {q ? (
          <>
            {" "}
            {t.forQuery} <strong className="text-ink">“{q}”</strong>
          </>
        ) : null}
      </span>
      {clear ? (
        <Link
          to={clear.to}
          preventScrollReset
          className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
        >
          {clear.label}
        </Link>
      ) : null}
    </>
  );
}

/** The cards, dimmed while the next search loads. */
export function ResultGrid<T extends { id: string }>({
  items,
  loading,
  columns,
  children,
}: {
  items: readonly T[];
  loading: boolean;
  /** The grid's columns, e.g. "lg:grid-cols-2". */
  columns: string;
  children: (item: T, index: number) => ReactNode;
}) {
  return (
    <ul
      aria-busy={loading || undefined}
      className={cn("mt-6 grid gap-6 transition-opacity", columns, loading && "opacity-60")}
    >
      {items.map((item, index) => (
        <li key={item.id}>{children(item, index)}</li>
      ))}
    </ul>
  );
}

/** Nothing matches: a heading, a sentence and the way back to the whole list. */
export function NoResults({
  title,
  heading: Heading = "h2",
  show,
  children,
}: {
  title: string;
  /** The heading's level where the list sits (h3 under a section's own h2). */
  heading?: "h2" | "h3";
  show: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <div className="mt-6 rounded-xl border border-dashed border-border-strong bg-surface-muted px-6 py-12 text-center">
      <Heading className="text-xl font-bold text-ink">{title}</Heading>
      <p className="mx-auto mt-2 max-w-md text-ink-muted">{children}</p>
      <Link to={show.to} className={cn(buttonClasses({ variant: "outline" }), "mt-6")}>
        {show.label}
      </Link>
    </div>
  );
}
