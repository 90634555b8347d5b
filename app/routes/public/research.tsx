import { Link, useNavigation } from "react-router";
import { FilterLinks } from "~/components/content/filter-links";
import { PageHero } from "~/components/content/page-hero";
import { DatasetCard, PaperCard } from "~/components/content/research-cards";
import { SearchBox } from "~/components/content/search-box";
import { buttonClasses } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { SectionHeading } from "~/components/ui/section-heading";
import { Spinner } from "~/components/ui/spinner";
import {
  parseResearchQuery,
  RESEARCH_FILTERS,
  researchHref,
} from "~/domain/research/research.filters";
import { listPublishedDatasets, listPublishedPapers } from "~/domain/research/research.server";
import { formatNumber } from "~/lib/format";
import { pageMeta } from "~/lib/meta";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/research";

export async function loader({ url, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const query = parseResearchQuery(url.searchParams);
  const [papers, datasets] = await Promise.all([
    listPublishedPapers(db, query),
    listPublishedDatasets(db),
  ]);
  return { query, papers, datasets };
}

export default function Research({ loaderData }: Route.ComponentProps) {
  const { query, papers, datasets } = loaderData;
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/research";
  const filtered = query.q !== "" || query.category !== "all";
  const categoryLabel = RESEARCH_FILTERS.find((f) => f.value === query.category)?.label;

  return (
    <>
      <PageHero
        eyebrow="Research"
        title="Research and open data for Nigerian farms"
        lead={
          <p>
            Our agronomists and partners test varieties, practices and tools on farmers' own fields.
            Read what we found, and download the papers and data sets free of charge.
          </p>
        }
      />

      <section aria-labelledby="papers-title" className="py-10 sm:py-14">
        <div className="container-page">
          <SectionHeading id="papers-title" eyebrow="Publications" title="Research papers">
            <p>Search by title, author or topic, or browse by category.</p>
          </SectionHeading>

          <div className="mt-6 space-y-4">
            <div className="max-w-xl">
              <SearchBox
                action="/research"
                label="Search research papers"
                placeholder="Topic or author"
                defaultValue={query.q}
                keep={{ category: query.category === "all" ? undefined : query.category }}
              />
            </div>
            <FilterLinks
              label="Filter by category"
              options={RESEARCH_FILTERS.map((f) => ({
                href: researchHref({ q: query.q, category: f.value }),
                label: f.label,
                active: f.value === query.category,
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
                Loading research...
              </span>
            ) : (
              <>
                <span>
                  {papers.length} {papers.length === 1 ? "paper" : "papers"}
                  {query.category !== "all" ? ` in ${categoryLabel}` : ""}
                  {query.q ? (
                    <>
                      {" "}
                      for <strong className="text-ink">“{query.q}”</strong>
                    </>
                  ) : null}
                </span>
                {filtered ? (
                  <Link
                    to="/research"
                    preventScrollReset
                    className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
                  >
                    Clear filters
                  </Link>
                ) : null}
              </>
            )}
          </div>

          {papers.length === 0 ? (
            <div className="mt-6 rounded-xl border border-dashed border-border-strong bg-surface-muted px-6 py-12 text-center">
              <h3 className="text-xl font-bold text-ink">No research found</h3>
              <p className="mx-auto mt-2 max-w-md text-ink-muted">
                No paper matches this search and category. Try other words or another category.
              </p>
              <Link to="/research" className={cn(buttonClasses({ variant: "outline" }), "mt-6")}>
                Show all research
              </Link>
            </div>
          ) : (
            <ul
              aria-busy={loading || undefined}
              className={cn(
                "mt-6 grid gap-6 transition-opacity lg:grid-cols-2",
                loading && "opacity-60",
              )}
            >
              {papers.map((paper) => (
                <li key={paper.id}>
                  <PaperCard paper={paper} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>

      {datasets.length > 0 ? (
        <section
          aria-labelledby="datasets-title"
          className="border-t border-border bg-surface-muted py-10 sm:py-14"
        >
          <div className="container-page">
            <SectionHeading id="datasets-title" eyebrow="Open data" title="Datasets">
              <p>
                The measurements behind our research, as spreadsheets you can open in Excel, Google
                Sheets or LibreOffice. {formatNumber(datasets.length)}{" "}
                {datasets.length === 1 ? "data set" : "data sets"}, free to use with credit to us.
              </p>
            </SectionHeading>
            <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {datasets.map((dataset) => (
                <li key={dataset.id}>
                  <DatasetCard dataset={dataset} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      <section aria-labelledby="research-cta-title" className="py-12 sm:py-16">
        <div className="container-page">
          <div className="rounded-2xl bg-brand-800 px-6 py-10 text-center shadow-lg sm:px-12 sm:py-14">
            <h2 id="research-cta-title" className="text-2xl font-bold text-white sm:text-3xl">
              Put the research to work on your farm
            </h2>
            <p className="mx-auto mt-3 max-w-2xl text-lg text-brand-100">
              Want to run a trial with us, need advice on what the findings mean for your crops, or
              prefer to learn step by step? Talk to our team or start a course.
            </p>
            <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
              <Link to="/contact" className={buttonClasses({ size: "lg", variant: "secondary" })}>
                Contact our research team
              </Link>
              <Link
                to="/academy"
                className={cn(
                  buttonClasses({ size: "lg", variant: "outline" }),
                  "border-white/60 bg-transparent text-white hover:border-white hover:bg-white/10 hover:text-white",
                )}
              >
                Explore the Academy
              </Link>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title: "Research",
    description:
      "Research papers and open data sets on crop science, soil health, technology, sustainability and climate for Nigerian farms, free to download.",
    path: researchHref({ category: loaderData?.query.category }),
  });
