import { useMatches } from "react-router";
import type { FormConstraint } from "~/lib/form-constraint";

/**
 * A form's HTML constraints (required, maxLength…), computed from its zod schema by the loader of
 * the page that shows it: the loader returns `constraints: formConstraints({ [key]: schema })`
 * (~/lib/form-constraints.server), so the schema need not be in the page's first download.
 */
export function useFormConstraint(key: string): FormConstraint {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const data = matches[i]?.loaderData as { constraints?: Record<string, FormConstraint> } | null;
    const constraint = data?.constraints?.[key];
    if (constraint) return constraint;
  }
  return {};
}
