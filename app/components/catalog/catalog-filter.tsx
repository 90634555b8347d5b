import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { controlClasses, SelectField } from "~/components/ui/field";
import { SearchIcon } from "~/components/ui/icons";
import { Form, Link } from "~/components/ui/link";
import { CATALOG_SEARCH_MAX, CATEGORY_FILTER_OPTIONS } from "~/domain/catalog/catalog.constants";
import type { CatalogQuery } from "~/domain/catalog/search-params";

/**
 * Search and category filter as a GET form: the URL holds the query, so it works without
 * JavaScript and a filtered catalogue can be shared. With JavaScript it is a client navigation.
 */
export function CatalogFilter({ query }: { query: CatalogQuery }) {
  const filtered = query.q !== "" || query.category !== "all";
  return (
    <Form
      // Remounted when the URL changes (e.g. Clear), so the fields show the query in force.
      key={`${query.category}|${query.q}`}
      method="get"
      action="/academy"
      role="search"
      aria-label="Courses"
      className="grid gap-3 rounded-xl border border-border bg-surface p-4 shadow-xs sm:grid-cols-[1fr_14rem_auto] sm:items-end sm:p-5"
      // A new query is a new page of results: keep the user's scroll position.
      preventScrollReset
    >
      <div className="space-y-1.5">
        <label htmlFor="catalog-q" className="block text-sm font-semibold text-ink">
          Search courses
        </label>
        <div className="relative">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-ink-muted" />
          <input
            id="catalog-q"
            name="q"
            type="search"
            defaultValue={query.q}
            maxLength={CATALOG_SEARCH_MAX}
            placeholder="Title or instructor"
            autoComplete="off"
            enterKeyHint="search"
            className={cn(controlClasses, "h-11 pl-10")}
          />
        </div>
      </div>
      <SelectField
        label="Category"
        name="category"
        id="catalog-category"
        options={CATEGORY_FILTER_OPTIONS}
        defaultValue={query.category}
      />
      <div className="flex gap-2">
        <Button type="submit" className="flex-1 sm:flex-none">
          Search
        </Button>
        {filtered ? (
          <Link
            to="/academy"
            preventScrollReset
            className="inline-flex h-11 items-center rounded-md px-3 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:focus-ring"
          >
            Clear
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
