import { getZodConstraint } from "@conform-to/zod/v4";
import type { z } from "zod";
import type { FormConstraint } from "./form-constraint";

// A schema's constraints never change: computed once, not on every page load.
const computed = new WeakMap<z.ZodType, FormConstraint>();

/** The HTML constraints of each form of a page, by key: a loader returns them as `constraints`. */
export function formConstraints<Key extends string>(
  schemas: Record<Key, z.ZodType>,
): Record<Key, FormConstraint> {
  const out = {} as Record<Key, FormConstraint>;
  for (const key of Object.keys(schemas) as Key[]) {
    const schema = schemas[key];
    let constraint = computed.get(schema);
    if (!constraint) {
      constraint = getZodConstraint(schema);
      computed.set(schema, constraint);
    }
    out[key] = constraint;
  }
  return out;
}
