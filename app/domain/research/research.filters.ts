import { RESEARCH_CATEGORIES } from "~/domain/catalog/enums";
import { readSearchQuery } from "~/lib/search";

export type ResearchCategory = (typeof RESEARCH_CATEGORIES)[number]["slug"];
export type ResearchCategoryFilter = "all" | ResearchCategory;

/** The category filter of spec 001 §2 Research: all, then every research category. */
export const RESEARCH_FILTERS: ReadonlyArray<{ value: ResearchCategoryFilter; label: string }> = [
  { value: "all", label: "All Research" },
  ...RESEARCH_CATEGORIES.map((c) => ({ value: c.slug, label: c.label })),
];

export const RESEARCH_KINDS = ["papers", "datasets"] as const;
export type ResearchKind = (typeof RESEARCH_KINDS)[number];

export type ResearchQuery = { q: string; category: ResearchCategoryFilter };

export function researchCategoryLabel(slug: string): string {
  return RESEARCH_CATEGORIES.find((c) => c.slug === slug)?.label ?? slug;
}

/** Reads ?q=&category= leniently: an unknown category means all. */
export function parseResearchQuery(params: URLSearchParams): ResearchQuery {
  const category = params.get("category");
  const known = RESEARCH_FILTERS.find((f) => f.value === category);
  return { q: readSearchQuery(params), category: known ? known.value : "all" };
}

export function researchHref(query: Partial<ResearchQuery>): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.category && query.category !== "all") params.set("category", query.category);
  const search = params.toString();
  return search ? `/research?${search}` : "/research";
}

export function downloadHref(kind: ResearchKind, slug: string): string {
  return `/research/${kind}/${slug}/download`;
}
