import { RESEARCH_CATEGORIES } from "~/db/schema/enums";

export type ResearchCategory = (typeof RESEARCH_CATEGORIES)[number]["slug"];
export type ResearchCategoryFilter = "all" | ResearchCategory;

/** The Research page's category filter: all, then every research category. */
export const RESEARCH_FILTERS: ReadonlyArray<{ value: ResearchCategoryFilter; label: string }> = [
  { value: "all", label: "All Research" },
  ...RESEARCH_CATEGORIES.map((c) => ({ value: c.slug, label: c.label })),
];

export const RESEARCH_KINDS = ["papers", "datasets"] as const;
export type ResearchKind = (typeof RESEARCH_KINDS)[number];

/** Papers on one page of /research: six rows of two on a wide screen. */
export const PAPERS_PAGE_SIZE = 12;
/** Data sets on one page of /research: two rows of three on a wide screen. */
export const DATASETS_PAGE_SIZE = 6;

/**
 * The Research page's URL: the papers' search and category, the page of papers (`?page=`) and,
 * as its own list lower down, the page of data sets (`?datasets=`).
 */
export type ResearchQuery = {
  q: string;
  category: ResearchCategoryFilter;
  page: number;
  datasets: number;
};

export function researchCategoryLabel(slug: string): string {
  return RESEARCH_CATEGORIES.find((c) => c.slug === slug)?.label ?? slug;
}

export function researchHref(query: Partial<ResearchQuery>): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.category && query.category !== "all") params.set("category", query.category);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  if (query.datasets && query.datasets > 1) params.set("datasets", String(query.datasets));
  const search = params.toString();
  return search ? `/research?${search}` : "/research";
}

export function downloadHref(kind: ResearchKind, slug: string): string {
  return `/research/${kind}/${slug}/download`;
}
