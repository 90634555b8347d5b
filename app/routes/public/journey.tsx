import { data, Link, useNavigation } from "react-router";
import { FilterLinks } from "~/components/content/filter-links";
import { JourneyCard } from "~/components/content/journey-card";
import { PageHero } from "~/components/content/page-hero";
import { SearchBox } from "~/components/content/search-box";
import { Alert } from "~/components/ui/alert";
import { buttonClasses } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { Spinner } from "~/components/ui/spinner";
import { JOURNEY_FILTERS, journeyHref, parseJourneyQuery } from "~/domain/journey/journey.filters";
import { type JourneyCardItem, listJourney } from "~/domain/journey/journey.server";
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
    // Spec 000 §8: the page still renders, with 'Error loading journey data'.
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
        <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
          <div className="lg:order-2 lg:w-96">
            <SearchBox
              action="/journey"
              label="Search journey content"
              placeholder="Topic or author"
              defaultValue={query.q}
              keep={{ type: query.type === "all" ? undefined : query.type }}
            />
          </div>
          <FilterLinks
            label="Filter by type"
            options={JOURNEY_FILTERS.map((f) => ({
              href: journeyHref({ q: query.q, type: f.value }),
              label: f.label,
              active: f.value === query.type,
            }))}
          />
        </div>

        <div
          role="status"
          className="mt-6 flex min-h-6 flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-muted"
        >
          {loading ? (
            <span className="inline-flex items-center gap-2 font-semibold text-brand-800">
              <Spinner />
              Loading journey content...
            </span>
          ) : failed ? null : (
            <>
              <span>
                {summary(items.length, hasMore, query.page)}
                {query.type !== "all" ? ` in ${filterLabel}` : ""}
                {query.q ? (
                  <>
                    {" "}
                    for <strong className="text-ink">“{query.q}”</strong>
                  </>
                ) : null}
              </span>
              {query.q ? (
                <Link
                  to={journeyHref({ type: query.type })}
                  preventScrollReset
                  className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
                >
                  Clear search
                </Link>
              ) : null}
            </>
          )}
        </div>

        {failed ? (
          <Alert variant="error" title="Error loading journey data" className="mt-6">
            <p>We could not load our stories and events just now. Please try again in a moment.</p>
          </Alert>
        ) : items.length === 0 ? (
          <div className="mt-6 rounded-xl border border-dashed border-border-strong bg-surface-muted px-6 py-12 text-center">
            <h2 className="text-xl font-bold text-ink">No content found</h2>
            <p className="mx-auto mt-2 max-w-md text-ink-muted">
              Nothing matches this search and filter yet. Try other words, or browse everything we
              have published.
            </p>
            <Link to="/journey" className={cn(buttonClasses({ variant: "outline" }), "mt-6")}>
              Show all content
            </Link>
          </div>
        ) : (
          <ul
            aria-busy={loading || undefined}
            className={cn(
              "mt-6 grid gap-6 transition-opacity sm:grid-cols-2 lg:grid-cols-3",
              loading && "opacity-60",
            )}
          >
            {items.map((item, index) => (
              <li key={item.id}>
                <JourneyCard item={item} eager={index < 3} />
              </li>
            ))}
          </ul>
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
