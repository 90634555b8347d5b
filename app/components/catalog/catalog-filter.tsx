import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { controlClasses, SelectField } from "~/components/ui/field";
import { SearchIcon } from "~/components/ui/icons";
import { Form, Link } from "~/components/ui/link";
import { COURSE_CATEGORY_SLUGS, type Language } from "~/db/schema/enums";
import { CATALOG_SEARCH_MAX } from "~/domain/catalog/catalog.constants";
import type { CatalogQuery } from "~/domain/catalog/search-params";
import { LOCALE_NAMES } from "~/i18n/locales";
import { catalog } from "~/i18n/messages/catalog";
import { useT } from "~/i18n/react";

/**
 * Search, category and language filters as a GET form: the URL holds the query, so it works
 * without JavaScript and a filtered catalogue can be shared. With JavaScript it is a client
 * navigation. `languages` are those the published courses are taught in (the one asked for is
 * offered too, so the select always shows the filter in force).
 */
export function CatalogFilter({
  query,
  languages,
}: {
  query: CatalogQuery;
  languages: readonly Language[];
}) {
  const t = useT(catalog);
  const filtered = query.q !== "" || query.category !== "all" || query.language !== "all";
  const offered =
    query.language === "all" || languages.includes(query.language)
      ? languages
      : [...languages, query.language];
  return (
    <Form
      // Remounted when the URL changes (e.g. Clear), so the fields show the query in force.
      key={`${query.category}|${query.language}|${query.q}`}
      method="get"
      action="/academy"
      role="search"
      aria-label={t.filter.label}
      className="grid gap-3 rounded-xl border border-border bg-surface p-4 shadow-xs sm:grid-cols-2 sm:items-end sm:p-5 lg:grid-cols-[1fr_14rem_12rem_auto]"
      // A new query is a new page of results: keep the user's scroll position.
      preventScrollReset
    >
      <div className="space-y-1.5 sm:col-span-2 lg:col-span-1">
        <label htmlFor="catalog-q" className="block text-sm font-semibold text-ink">
          {t.filter.search}
        </label>
        <div className="relative">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-ink-muted" />
          <input
            id="catalog-q"
            name="q"
            type="search"
            defaultValue={query.q}
            maxLength={CATALOG_SEARCH_MAX}
            placeholder={t.filter.placeholder}
            autoComplete="off"
            enterKeyHint="search"
            className={cn(controlClasses, "h-11 pl-10")}
          />
        </div>
      </div>
      <SelectField
        label={t.filter.category}
        name="category"
        id="catalog-category"
        options={[
          { value: "all", label: t.filter.allCategories },
          ...COURSE_CATEGORY_SLUGS.map((slug) => ({ value: slug, label: t.categories[slug] })),
        ]}
        defaultValue={query.category}
      />
      <SelectField
        label={t.filter.language}
        name="language"
        id="catalog-language"
        options={[
          { value: "all", label: t.filter.allLanguages },
          ...offered.map((language) => ({ value: language, label: LOCALE_NAMES[language] })),
        ]}
        defaultValue={query.language}
      />
      <div className="flex gap-2 sm:col-span-2 lg:col-span-1">
        <Button type="submit" className="flex-1 sm:flex-none">
          {t.filter.submit}
        </Button>
        {filtered ? (
          <Link
            to="/academy"
            preventScrollReset
            className="inline-flex h-11 items-center rounded-md px-3 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:focus-ring"
          >
            {t.filter.clear}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
