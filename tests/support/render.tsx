import { renderToString } from "react-dom/server";
import { createRoutesStub, Outlet } from "react-router";

/** A route module's default export, as createRoutesStub takes it. */
type RouteComponent = NonNullable<Parameters<typeof createRoutesStub>[0][number]["Component"]>;

/**
 * A page as the server renders it for `data` (its loader's answer), under a root route whose data
 * is `root` (what the page reads from the root loader, e.g. the site settings).
 */
export function renderPage(
  page: { id: string; path: string; Component: RouteComponent },
  data: unknown,
  root: unknown,
): string {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: page.path,
      Component: Outlet,
      children: [{ id: page.id, index: true, Component: page.Component }],
    },
  ]);
  return renderToString(
    <Stub initialEntries={[page.path]} hydrationData={{ loaderData: { root, [page.id]: data } }} />,
  );
}
