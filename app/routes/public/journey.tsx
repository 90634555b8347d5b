import { data } from "react-router";
import { JourneyCard } from "~/components/content/journey-card";
import { PageHero } from "~/components/content/page-hero";
import {
  ListSearch,
  NoResults,
  ResultGrid,
  ResultStatus,
  ResultSummary,
} from "~/components/content/result-list";
import { Alert } from "~/components/ui/alert";
import { Pagination } from "~/components/ui/pagination";
import { useIsLoadingPage } from "~/components/ui/use-is-loading-page";
import { JOURNEY_FILTERS, journeyHref } from "~/domain/journey/journey.filters";
import { type JourneyCardItem, listJourney } from "~/domain/journey/journey.server";
import { parseJourneyQuery } from "~/domain/journey/search-params";
import { messagesFor } from "~/i18n/catalog.server";
import { localeContext } from "~/i18n/locale.server";
import { contentPages } from "~/i18n/messages/content-pages";
import { metaT } from "~/i18n/meta";
import { useT } from "~/i18n/react";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/journey";
import { pagedMeta } from "./paged-meta";

export async function loader({ url, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const wanted = parseJourneyQuery(url.searchParams);
  const messages = messagesFor(context.get(localeContext), contentPages);
  try {
    const { items, total, page, pageCount } = await listJourney(services.db, wanted);
    // A page past the end shows (and links from) the last one.
    return { ...messages, query: { ...wanted, page }, items, total, pageCount, failed: false };
  } catch (error) {
    // The page still renders, with 'Error loading journey data'.
    services.logger.error({ err: error }, "journey content failed to load");
    return data(
      {
        ...messages,
        query: wanted,
        items: [] as JourneyCardItem[],
        total: 0,
        pageCount: 1,
        failed: true,
      },
      { status: 503 },
    );
  }
}

export default function Journey({ loaderData }: Route.ComponentProps) {
  const { query, items, total, pageCount, failed } = loaderData;
  const loading = useIsLoadingPage("/journey");
  const t = useT(contentPages).journey;
  const filters = JOURNEY_FILTERS.map(({ value }) => ({ value, label: t.filters[value] }));
  const filterLabel = t.filters[query.type] ?? t.filters.all;
  // "15 items": every match, whichever page of them is shown.
  const summary = total === 0 ? t.noItems : t.items({ count: total });

  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={t.title} lead={<p>{t.lead}</p>} />

      <div className="container-page py-8 sm:py-10">
        <ListSearch
          className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between"
          searchClassName="lg:order-2 lg:w-96"
          action="/journey"
          label={t.searchLabel}
          q={query.q}
          filter={{
            label: t.filterLabel,
            param: "type",
            options: filters,
            current: query.type,
            href: (q, type) => journeyHref({ q, type }),
          }}
        />

        <ResultStatus loading={loading} loadingText={t.loading}>
          {failed || pageCount <= 1 ? null : (
            <ResultSummary
              shown={
                query.type !== "all" ? t.inFilter({ shown: summary, filter: filterLabel }) : summary
              }
              q={query.q}
              clear={
                query.q ? { to: journeyHref({ type: query.type }), label: t.clearSearch } : null
              }
            />
          )}
        </ResultStatus>

        {failed ? (
          <Alert variant="error" title={t.errorTitle} className="mt-6">
            <p>{t.errorText}</p>
          </Alert>
        ) : items.length === 0 ? (
          <NoResults title={t.emptyTitle} show={{ to: "/journey", label: t.showAll }}>
            {t.emptyText}
          </NoResults>
        ) : (
          <ResultGrid items={items} loading={loading} columns="sm:grid-cols-2 lg:grid-cols-3">
            {(item, index) => <JourneyCard item={item} eager={index < 3} />}
          </ResultGrid>
        )}

        {failed || pageCount <= 1 ? null : (
          <div className="mt-10">
            <Pagination
              label={t.pages}
              page={query.page}
              pageCount={pageCount}
              hrefFor={(page) => journeyHref({ ...query, page })}
            />
          </div>
        )}
      </div>
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const query = loaderData?.query;
  const t = metaT(matches, contentPages)?.meta;
  return pagedMeta(
    matches,
    {
      title: t?.journeyTitle ?? "Our Journey",
      description:
        t?.journeyDescription ??
        "Field days, workshops, farmer success stories, practical articles and research from our work with farmers across Nigeria.",
      // A page of a type (or of everything) is its own canonical page; a search points to the
      // list it was searched in.
      path: journeyHref(query?.q ? { type: query.type } : { type: query?.type, page: query?.page }),
    },
    query && !loaderData.failed
      ? {
          page: query.page,
          pageCount: loaderData.pageCount,
          hrefFor: (page) => journeyHref({ ...query, page }),
        }
      : null,
  );
};
