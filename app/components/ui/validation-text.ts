import { useContext } from "react";
import { UNSAFE_DataRouterStateContext } from "react-router";
import { translateValidation, type ValidationLookup } from "~/i18n/validation";

/**
 * A form message in the page's language: the schemas say it in English, and the admin and
 * learner layouts send the table (`validation` in their data). Elsewhere, or on English pages,
 * the message stays as it is. Read from the router's state rather than useMatches, so a field
 * rendered outside a router (a component test) still works.
 */
export function useValidationText(): (message: string) => string {
  const state = useContext(UNSAFE_DataRouterStateContext);
  let lookup: ValidationLookup | undefined;
  for (const match of state?.matches ?? []) {
    const data = state?.loaderData[match.route.id] as { validation?: ValidationLookup } | undefined;
    if (data && typeof data === "object" && data.validation) lookup = data.validation;
  }
  return (message) => translateValidation(message, lookup);
}
