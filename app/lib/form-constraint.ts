import type { getZodConstraint } from "@conform-to/zod/v4";

/**
 * The HTML constraints (required, maxLength…) of a schema, computed by the loader
 * (form-constraints.server.ts) and read by the page's form (components/forms/form-constraints.ts).
 */
export type FormConstraint = ReturnType<typeof getZodConstraint>;
