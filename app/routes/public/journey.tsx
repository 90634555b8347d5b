import { data, Link, useNavigation } from "react-router";
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
import { buttonClasses } from "~/components/ui/button";
import { JOURNEY_FILTERS, journeyHref } from "~/domain/journey/journey.filters";
import { type JourneyCardItem, listJourney } from "~/domain/journey/journey.server";
import { parseJourneyQuery } from "~/domain/journey/search-params";
import { pageMeta } from "~/lib/meta";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/journey";

export async function loader({ url, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const query = parseJourneyQuery(url.searchParams);
  try {
    const { items, hasMore } = await listJourney(services.db, query);
    return { query, items, hasMore, failed: false };
  } catch (error) {
    // The page still renders, with 'Error loading journey data'.
    services.logger.error({ err: error }, "journey content failed to load");
    return data(
      { query, items: [] as JourneyCardItem[], hasMore: false, failed: true },
      { status: 503 },
    );
  }
}

export default function Journey({ loaderData }: Route.ComponentProps) {
  const { query, items, hasMore, failed } = loaderData;
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
          {failed ? null : (
            <ResultSummary
              shown={`${summary(items.length, hasMore, query.page)}${
                query.type !== "all" ? ` in ${filterLabel}` : ""
              }`}
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

        {query.page > 1 || hasMore ? (
          <nav aria-label="Pages" className="mt-10 flex justify-between gap-3">
            {query.page > 1 ? (
              <Link
                to={journeyHref({ ...query, page: query.page - 1 })}
                className={buttonClasses({ variant: "outline" })}
              >
                Newer content
              </Link>
            ) : (
              <span />
            )}
            {hasMore ? (
              <Link
                to={journeyHref({ ...query, page: query.page + 1 })}
                className={buttonClasses({ variant: "outline" })}
              >
                Older content
              </Link>
            ) : null}
          </nav>
        ) : null}
      </div>
    </>
  );
}

function summary(count: number, hasMore: boolean, page: number): string {
  if (count === 0) return "No items";
  if (page > 1 || hasMore) return `Page ${page}: ${count} ${count === 1 ? "item" : "items"}`;
  return `${count} ${count === 1 ? "item" : "items"}`;
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title: "Our Journey",
    description:
      "Field days, workshops, farmer success stories, practical articles and research from our work with farmers across Nigeria.",
    path: journeyHref({ type: loaderData?.query.type }),
  });
