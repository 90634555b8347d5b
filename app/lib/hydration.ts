/**
 * The routes whose pages load React Router in the browser: the signed-in areas, which are
 * applications (players, settings, admin forms). Every other page is server-rendered HTML with
 * one small enhancement script, so a visitor on mobile data downloads a few kilobytes of
 * JavaScript instead of the router (docs/decisions/0008-script-light-public-pages.md).
 * Read by the root layout and by scripts/budget.ts.
 */
export const HYDRATED_ROUTE_IDS: ReadonlySet<string> = new Set([
  "routes/learner/layout",
  "routes/admin/layout",
]);

export function shipsRouter(routeIds: readonly string[]): boolean {
  return routeIds.some((id) => HYDRATED_ROUTE_IDS.has(id));
}
