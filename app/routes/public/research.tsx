import { PageHero } from "~/components/content/page-hero";
import { DatasetCard, PaperCard } from "~/components/content/research-cards";
import {
  ListSearch,
  NoResults,
  ResultGrid,
  ResultStatus,
  ResultSummary,
} from "~/components/content/result-list";
import { CallToAction, PageSection } from "~/components/site/page-sections";
import { Pagination } from "~/components/ui/pagination";
import { SectionHeading } from "~/components/ui/section-heading";
import { useIsLoadingPage } from "~/components/ui/use-is-loading-page";
import { RESEARCH_FILTERS, researchHref } from "~/domain/research/research.filters";
import { listPublishedDatasets, listPublishedPapers } from "~/domain/research/research.server";
import { parseResearchQuery } from "~/domain/research/search-params";
import { messagesFor } from "~/i18n/catalog.server";
import { localeContext } from "~/i18n/locale.server";
import { contentPages } from "~/i18n/messages/content-pages";
import { metaT } from "~/i18n/meta";
import { useT } from "~/i18n/react";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/research";
import { pagedMeta } from "./paged-meta";

export async function loader({ url, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const wanted = parseResearchQuery(url.searchParams);
  const [papers, datasets] = await Promise.all([
    listPublishedPapers(db, wanted),
    listPublishedDatasets(db, wanted.datasets),
  ]);
  return {
    ...messagesFor(context.get(localeContext), contentPages),
    // A page past the end shows (and links from) the last one.
    query: { ...wanted, page: papers.page, datasets: datasets.page },
    papers: papers.rows,
    paperCount: papers.total,
    paperPages: papers.pageCount,
    datasets: datasets.rows,
    datasetCount: datasets.total,
    datasetPages: datasets.pageCount,
  };
}

export default function Research({ loaderData }: Route.ComponentProps) {
  const { query, papers, paperCount, paperPages, datasets, datasetCount, datasetPages } =
    loaderData;
  const loading = useIsLoadingPage("/research");
  const filtered = query.q !== "" || query.category !== "all";
  const t = useT(contentPages).research;
  const label = (value: string) =>
    t.categories[value as keyof typeof t.categories] ??
    RESEARCH_FILTERS.find((f) => f.value === value)?.label ??
    value;
  const filters = RESEARCH_FILTERS.map(({ value }) => ({ value, label: label(value) }));
  const papersShown = t.papers({ count: paperCount });

  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={t.title} lead={<p>{t.lead}</p>} />

      <PageSection id="papers-title" className="py-10 sm:py-14">
        <SectionHeading id="papers-title" eyebrow={t.papersEyebrow} title={t.papersTitle}>
          <p>{t.papersLead}</p>
        </SectionHeading>

        <ListSearch
          className="mt-6 space-y-4"
          searchClassName="max-w-xl"
          action="/research"
          label={t.searchLabel}
          q={query.q}
          filter={{
            label: t.filterLabel,
            param: "category",
            options: filters,
            current: query.category,
            href: (q, category) => researchHref({ q, category }),
          }}
        />

        <ResultStatus loading={loading} loadingText={t.loading}>
          <ResultSummary
            shown={
              query.category !== "all"
                ? t.inCategory({ shown: papersShown, category: label(query.category) })
                : papersShown
            }
            q={query.q}
            clear={filtered ? { to: "/research", label: t.clearFilters } : null}
          />
        </ResultStatus>

        {papers.length === 0 ? (
          <NoResults title={t.emptyTitle} heading="h3" show={{ to: "/research", label: t.showAll }}>
            {t.emptyText}
          </NoResults>
        ) : (
          <ResultGrid items={papers} loading={loading} columns="lg:grid-cols-2">
            {(paper) => <PaperCard paper={paper} />}
          </ResultGrid>
        )}
        {paperPages > 1 ? (
          <div className="mt-8">
            <Pagination
              label={t.paperPages}
              page={query.page}
              pageCount={paperPages}
              hrefFor={(page) => `${researchHref({ ...query, page })}#papers-title`}
            />
          </div>
        ) : null}
      </PageSection>

      {datasets.length > 0 ? (
        <PageSection
          id="datasets-title"
          className="border-t border-border bg-surface-muted py-10 sm:py-14"
        >
          <SectionHeading id="datasets-title" eyebrow={t.datasetsEyebrow} title={t.datasetsTitle}>
            <p>{t.datasetsLead({ count: datasetCount })}</p>
          </SectionHeading>
          <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {datasets.map((dataset) => (
              <li key={dataset.id}>
                <DatasetCard dataset={dataset} />
              </li>
            ))}
          </ul>
          {datasetPages > 1 ? (
            <div className="mt-8">
              <Pagination
                label={t.datasetPages}
                page={query.datasets}
                pageCount={datasetPages}
                hrefFor={(page) => `${researchHref({ ...query, datasets: page })}#datasets-title`}
              />
            </div>
          ) : null}
        </PageSection>
      ) : null}

      <CallToAction
        id="research-cta-title"
        title={t.ctaTitle}
        primary={{ to: "/contact", label: t.ctaPrimary }}
        secondary={{ to: "/academy", label: t.ctaSecondary }}
      >
        {t.ctaText}
      </CallToAction>
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const query = loaderData?.query;
  const t = metaT(matches, contentPages)?.meta;
  return pagedMeta(
    matches,
    {
      title: t?.researchTitle ?? "Research",
      description:
        t?.researchDescription ??
        "Research papers and open data sets on crop science, soil health, technology, sustainability and climate for Nigerian farms, free to download.",
      // A page of a category (or of everything) is its own canonical page; a search points to
      // the list it was searched in.
      path: researchHref(query?.q ? { category: query.category } : (query ?? {})),
    },
    query
      ? {
          page: query.page,
          pageCount: loaderData.paperPages,
          hrefFor: (page) => researchHref({ ...query, page }),
        }
      : null,
  );
};
