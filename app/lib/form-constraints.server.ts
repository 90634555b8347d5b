import { getZodConstraint } from "@conform-to/zod/v4";
import type { z } from "zod";
import type { FormConstraint } from "~/components/forms/use-lazy-form";

/** The HTML constraints of each form of a page, by key: a loader returns them as `constraints`. */
export function formConstraints<Key extends string>(
  schemas: Record<Key, z.ZodType>,
): Record<Key, FormConstraint> {
  const out = {} as Record<Key, FormConstraint>;
  for (const key of Object.keys(schemas) as Key[]) out[key] = getZodConstraint(schemas[key]);
  return out;
}
