import { renderToString } from "react-dom/server";
import { createRoutesStub, Outlet } from "react-router";
import { namespaceMessages, namespaceNames } from "~/i18n/catalog.server";
import type { MessageBundle } from "~/i18n/define";
import type { Locale } from "~/i18n/locales";
import { I18nProvider } from "~/i18n/react";

/** Every namespace in one language: a page rendered alone has no loaders to send its own. */
export function allMessages(locale: Locale = "en"): MessageBundle {
  return Object.fromEntries(
    namespaceNames().map((name) => [name, namespaceMessages(name, locale)]),
  );
}

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
  locale: Locale = "en",
  /** The address opened, when it has more than the route's path (a query). */
  url: string = page.path,
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
    <I18nProvider locale={locale} messages={allMessages(locale)}>
      <Stub initialEntries={[url]} hydrationData={{ loaderData: { root, [page.id]: data } }} />
    </I18nProvider>,
  );
}

/** A component as the server renders it, with every namespace's messages in `locale`. */
export function renderWithMessages(element: React.ReactNode, locale: Locale = "en"): string {
  return renderToString(
    <I18nProvider locale={locale} messages={allMessages(locale)}>
      {element}
    </I18nProvider>,
  );
}
