import { useNavigation } from "react-router";
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
import { RESEARCH_FILTERS, researchHref } from "~/domain/research/research.filters";
import { listPublishedDatasets, listPublishedPapers } from "~/domain/research/research.server";
import { parseResearchQuery } from "~/domain/research/search-params";
import { formatNumber } from "~/lib/format";
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

      <PageSection id="papers-title" className="py-10 sm:py-14">
        <SectionHeading id="papers-title" eyebrow="Publications" title="Research papers">
          <p>Search by title, author or topic, or browse by category.</p>
        </SectionHeading>

        <ListSearch
          className="mt-6 space-y-4"
          searchClassName="max-w-xl"
          action="/research"
          label="Search research papers"
          q={query.q}
          filter={{
            label: "Filter by category",
            param: "category",
            options: RESEARCH_FILTERS,
            current: query.category,
            href: (q, category) => researchHref({ q, category }),
          }}
        />

        <ResultStatus loading={loading} loadingText="Loading research...">
          <ResultSummary
            shown={`${paperCount} ${paperCount === 1 ? "paper" : "papers"}${
              query.category !== "all" ? ` in ${categoryLabel}` : ""
            }`}
            q={query.q}
            clear={filtered ? { to: "/research", label: "Clear filters" } : null}
          />
        </ResultStatus>

        {papers.length === 0 ? (
          <NoResults
            title="No research found"
            heading="h3"
            show={{ to: "/research", label: "Show all research" }}
          >
            No paper matches this search and category. Try other words or another category.
          </NoResults>
        ) : (
          <ResultGrid items={papers} loading={loading} columns="lg:grid-cols-2">
            {(paper) => <PaperCard paper={paper} />}
          </ResultGrid>
        )}
        {paperPages > 1 ? (
          <div className="mt-8">
            <Pagination
              label="Research paper pages"
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
          <SectionHeading id="datasets-title" eyebrow="Open data" title="Datasets">
            <p>
              The measurements behind our research, as spreadsheets you can open in Excel, Google
              Sheets or LibreOffice. {formatNumber(datasetCount)}{" "}
              {datasetCount === 1 ? "data set" : "data sets"}, free to use with credit to us.
            </p>
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
                label="Data set pages"
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
        title="Put the research to work on your farm"
        primary={{ to: "/contact", label: "Contact our research team" }}
        secondary={{ to: "/academy", label: "Explore the Academy" }}
      >
        Want to run a trial with us, need advice on what the findings mean for your crops, or prefer
        to learn step by step? Talk to our team or start a course.
      </CallToAction>
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const query = loaderData?.query;
  return pagedMeta(
    matches,
    {
      title: "Research",
      description:
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
