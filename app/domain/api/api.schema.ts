import { z } from "zod";

/** POST /api/v1/enrolments: the course, by the slug /api/v1/courses lists. */
export const enrolRequestSchema = z.object({
  course: z
    .string({ error: 'Give the course\'s slug, e.g. "cassava-production-for-profit".' })
    .trim()
    .min(1, 'Give the course\'s slug, e.g. "cassava-production-for-profit".')
    .max(200, "That is not a course slug."),
});

export type EnrolRequest = z.output<typeof enrolRequestSchema>;
