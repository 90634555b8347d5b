import { z } from "zod";
import { MAX_SEARCH_LENGTH } from "~/lib/search";
import { COURSE_FILTERS, type CourseFilter } from "./stats";

/** ?q= and ?filter= of My Courses; anything unexpected falls back to "everything", never an error. */
export const myCoursesQuerySchema = z.object({
  q: z
    .string()
    .catch("")
    .transform((q) => q.trim().slice(0, MAX_SEARCH_LENGTH)),
  filter: z
    .enum(COURSE_FILTERS.map((f) => f.value) as [CourseFilter, ...CourseFilter[]])
    .catch("all"),
});
export type MyCoursesQuery = z.output<typeof myCoursesQuerySchema>;

export function parseMyCoursesQuery(params: URLSearchParams): MyCoursesQuery {
  return myCoursesQuerySchema.parse({
    q: params.get("q") ?? "",
    filter: params.get("filter") ?? "all",
  });
}
