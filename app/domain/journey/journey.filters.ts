import type { JOURNEY_TYPES } from "~/db/schema/enums";

export type JourneyType = (typeof JOURNEY_TYPES)[number];

/** The Journey page's filters (all, event, story, research) with their labels. */
export const JOURNEY_FILTERS = [
  { value: "all", label: "All Content" },
  { value: "event", label: "Events" },
  { value: "story", label: "Success Stories" },
  { value: "research", label: "Research" },
] as const;
export type JourneyFilter = (typeof JOURNEY_FILTERS)[number]["value"];

export const JOURNEY_TYPE_LABELS: Record<JourneyType, string> = {
  article: "Article",
  video: "Video",
  image: "Photo Story",
  story: "Success Story",
  event: "Event",
  research: "Research",
  course: "Course News",
};

/** Heading of the "related items" section of an item page. */
export const JOURNEY_RELATED_HEADINGS: Record<JourneyType, string> = {
  article: "More articles",
  video: "More videos",
  image: "More photo stories",
  story: "More success stories",
  event: "More events",
  research: "More research",
  course: "More course news",
};

/** Items on one page of /journey: four rows of three cards on a wide screen. */
export const JOURNEY_PAGE_SIZE = 12;

export type JourneyQuery = { q: string; type: JourneyFilter; page: number };

/** The /journey URL of a query, leaving defaults out so links stay short and shareable. */
export function journeyHref(query: Partial<JourneyQuery>): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.type && query.type !== "all") params.set("type", query.type);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return search ? `/journey?${search}` : "/journey";
}
