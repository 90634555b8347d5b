import { z } from "zod";
import { COURSE_CATEGORY_SLUGS } from "~/db/schema/enums";

/** POST /api/v1/enrolments: the course, by the slug /api/v1/courses lists. */
export const enrolRequestSchema = z.object({
  course: z
    .string({ error: 'Give the course\'s slug, e.g. "cassava-production-for-profit".' })
    .trim()
    .min(1, 'Give the course\'s slug, e.g. "cassava-production-for-profit".')
    .max(200, "That is not a course slug."),
});

export type EnrolRequest = z.output<typeof enrolRequestSchema>;

/** Courses one page of GET /api/v1/courses holds when the client does not say (two phone screens). */
export const API_COURSES_DEFAULT_LIMIT = 24;
/** The most courses one page may hold: a page is always a bounded read and a bounded answer. */
export const API_COURSES_MAX_LIMIT = 100;
/** Far past the last page of any real catalogue, so the offset a request asks for stays bounded. */
export const API_COURSES_MAX_PAGE = 10_000;

/**
 * `?name=`: a whole number from 1 to `max` written in digits, `fallback` when absent or empty.
 * Unlike a page's lenient links, a client's mistake is answered (400), not silently replaced.
 */
function boundedWholeNumber(name: string, max: number, fallback: number) {
  const message = `${name} must be a whole number from 1 to ${max}.`;
  return z
    .string()
    .optional()
    .transform((value) => (value === undefined || value === "" ? String(fallback) : value))
    .pipe(z.string().regex(/^\d{1,9}$/, message))
    .transform(Number)
    .pipe(z.number().int().min(1, message).max(max, message));
}

const API_CATEGORIES = ["all", ...COURSE_CATEGORY_SLUGS] as const;
const categoryMessage = `category must be one of: ${API_CATEGORIES.join(", ")}.`;

/**
 * `?category=`: one of the catalogue's categories, or "all" (also when absent or empty). Unlike the
 * Academy page's links, which fall back to "all", a client's typo is answered (400): a silent
 * "all" would hand it the whole catalogue as if it were the category it asked for.
 */
const apiCategory = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value === "" ? "all" : value))
  .pipe(z.enum(API_CATEGORIES, { error: categoryMessage }));

/** GET /api/v1/courses's strict parameters (?category=&page=&limit=); ?q= is the catalogue's. */
export const apiCoursesParamsSchema = z.object({
  category: apiCategory,
  page: boundedWholeNumber("page", API_COURSES_MAX_PAGE, 1),
  limit: boundedWholeNumber("limit", API_COURSES_MAX_LIMIT, API_COURSES_DEFAULT_LIMIT),
});

export type ApiCoursesParams = z.output<typeof apiCoursesParamsSchema>;
