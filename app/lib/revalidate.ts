import type { ShouldRevalidateFunctionArgs } from "react-router";

/**
 * The shouldRevalidate of a list whose rows can be acted on: an action's 404 means the list on
 * screen is stale (changed in another tab), so it is loaded again even though nothing succeeded.
 */
export function revalidateWhenStale({
  actionStatus,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return actionStatus === 404 || defaultShouldRevalidate;
}
