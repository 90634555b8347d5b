import type { ComponentType } from "react";
import { createRoutesStub, Outlet } from "react-router";
import { I18nProvider } from "~/i18n/react";
import AdminLayout, { ErrorBoundary as AdminLayoutBoundary } from "~/routes/admin/layout";
import { allMessages } from "./render";

/** What the root document does: every namespace, as if each route's loader had sent its own. */
function Root() {
  return (
    <I18nProvider locale="en" messages={allMessages()}>
      <Outlet />
    </I18nProvider>
  );
}

type StubRoute = Parameters<typeof createRoutesStub>[0][number];

/**
 * A routes stub with the real admin layout (and its error boundary) under a bare root, holding
 * `tabs` as its children: how a tab renders inside the admin frame without a server.
 */
export function adminLayoutStub(
  tabs: StubRoute[],
  layout: { loader?: StubRoute["loader"] } = {},
): ComponentType<Parameters<ReturnType<typeof createRoutesStub>>[0]> {
  return createRoutesStub([
    {
      id: "root",
      path: "/",
      Component: Root,
      children: [
        {
          id: "routes/admin/layout",
          Component: AdminLayout,
          ErrorBoundary: AdminLayoutBoundary,
          loader: layout.loader,
          children: tabs,
        },
      ],
    },
  ]);
}
