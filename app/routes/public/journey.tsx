import { data, useNavigation } from "react-router";
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
import { JOURNEY_FILTERS, journeyHref } from "~/domain/journey/journey.filters";
import { type JourneyCardItem, listJourney } from "~/domain/journey/journey.server";
import { parseJourneyQuery } from "~/domain/journey/search-params";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/journey";
import { pagedMeta } from "./paged-meta";

export async function loader({ url, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const wanted = parseJourneyQuery(url.searchParams);
  try {
    const { items, total, page, pageCount } = await listJourney(services.db, wanted);
    // A page past the end shows (and links from) the last one.
    return { query: { ...wanted, page }, items, total, pageCount, failed: false };
  } catch (error) {
    // The page still renders, with 'Error loading journey data'.
    services.logger.error({ err: error }, "journey content failed to load");
    return data(
      { query: wanted, items: [] as JourneyCardItem[], total: 0, pageCount: 1, failed: true },
      { status: 503 },
    );
  }
}

export default function Journey({ loaderData }: Route.ComponentProps) {
  const { query, items, total, pageCount, failed } = loaderData;
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/journey";
  const filterLabel = JOURNEY_FILTERS.find((f) => f.value === query.type)?.label ?? "All Content";

  return (
    <>
      <PageHero
        eyebrow="Our Journey"
        title="Stories, events and research from the field"
        lead={
          <p>
            Follow our work with farmers across Nigeria: field days and workshops, the success
            stories of our learners, practical articles and videos, and what our research is
            finding.
          </p>
        }
      />

      <div className="container-page py-8 sm:py-10">
        <ListSearch
          className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between"
          searchClassName="lg:order-2 lg:w-96"
          action="/journey"
          label="Search journey content"
          q={query.q}
          filter={{
            label: "Filter by type",
            param: "type",
            options: JOURNEY_FILTERS,
            current: query.type,
            href: (q, type) => journeyHref({ q, type }),
          }}
        />

        <ResultStatus loading={loading} loadingText="Loading journey content...">
          {failed || pageCount <= 1 ? null : (
            <ResultSummary
              shown={`${summary(total)}${query.type !== "all" ? ` in ${filterLabel}` : ""}`}
              q={query.q}
              clear={
                query.q ? { to: journeyHref({ type: query.type }), label: "Clear search" } : null
              }
            />
          )}
        </ResultStatus>

        {failed ? (
          <Alert variant="error" title="Error loading journey data" className="mt-6">
            <p>We could not load our stories and events just now. Please try again in a moment.</p>
          </Alert>
        ) : items.length === 0 ? (
          <NoResults title="No content found" show={{ to: "/journey", label: "Show all content" }}>
            Nothing matches this search and filter yet. Try other words, or browse everything we
            have published.
          </NoResults>
        ) : (
          <ResultGrid items={items} loading={loading} columns="sm:grid-cols-2 lg:grid-cols-3">
            {(item, index) => <JourneyCard item={item} eager={index < 3} />}
          </ResultGrid>
        )}

        {failed || pageCount <= 1 ? null : (
          <div className="mt-10">
            <Pagination
              label="Journey pages"
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

/** "15 items": every match, whichever page of them is shown. */
function summary(total: number): string {
  if (total === 0) return "No items";
  return `${total} ${total === 1 ? "item" : "items"}`;
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const query = loaderData?.query;
  return pagedMeta(
    matches,
    {
      title: "Our Journey",
      description:
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
