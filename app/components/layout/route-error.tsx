import { isRouteErrorResponse, useLocation } from "react-router";
import { Alert } from "~/components/ui/alert";
import { ButtonLink } from "~/components/ui/button";
import { ui } from "~/i18n/messages/ui";
import { useOptionalT } from "~/i18n/react";
import { PageHeader } from "./page-header";

import { ROUTE_ERROR_TEXTS, type RouteErrorKind } from "./route-error-texts";

export type { RouteErrorKind };

export { ROUTE_ERROR_TEXTS };

export function routeErrorKind(error: unknown): RouteErrorKind {
  if (!isRouteErrorResponse(error)) return "failed";
  switch (error.status) {
    case 403:
      return "forbidden";
    case 404:
      return "notFound";
    case 429:
      return "tooMany";
    case 503:
      return "unavailable";
    default:
      return "failed";
  }
}

/** The reason a loader or action threw with (`data("…")` or `data({ message })`), if any. */
export function routeErrorReason(error: unknown): string | null {
  if (!isRouteErrorResponse(error)) return null;
  if (typeof error.data === "string" && error.data) return error.data;
  const message = (error.data as { message?: unknown } | null)?.message;
  return typeof message === "string" && message ? message : null;
}

/**
 * What a signed-in page (an admin tab, a learner page, their layouts) shows when its loader or
 * action threw: the page's own heading, why in words for its status (403, 404, 429, 503, other),
 * and a way on. Rendered by the route's ErrorBoundary inside its layout, so the admin tabs or the
 * learner sidebar stay usable after a refusal.
 *
 * The server's own reason (the thrown message) comes first: it is the most precise ("You cannot
 * delete your own account"), then the page's words, then the defaults above. A failure offers
 * "Try again" (a full reload, so a broken client state cannot keep the error on screen); a
 * refusal or a missing record only the way back, since reloading cannot help there.
 */
export function RouteErrorPanel({
  error,
  heading,
  failed,
  notFound,
  back,
}: {
  error: unknown;
  /** The page's h1, kept so the page still says where the user is. */
  heading: string;
  /** The page's own title and text for a failure to load (not for a refusal or a 404). */
  failed?: { title?: string; message?: string };
  /** The alert's title for a 404, naming what is missing ("Course not found"). */
  notFound?: string;
  /** Where to go instead, e.g. the list a record belonged to; left out on that very page. */
  back?: { to: string; label: string };
}) {
  const location = useLocation();
  // English when the page's words never arrived (the root loader itself failed).
  const t = useOptionalT(ui)?.routeError ?? { ...ROUTE_ERROR_TEXTS, tryAgain: "Try again" };
  const kind = routeErrorKind(error);
  const own = kind === "failed" ? failed : kind === "notFound" ? { title: notFound } : undefined;
  const message = routeErrorReason(error) ?? own?.message ?? t[kind].message;
  const retry = kind !== "forbidden" && kind !== "notFound";
  const showBack = back && back.to !== location.pathname;
  return (
    <div className="space-y-6">
      <PageHeader title={heading} />
      <Alert variant="error" title={own?.title ?? t[kind].title}>
        <p>{message}</p>
      </Alert>
      {retry || showBack ? (
        <div className="flex flex-wrap gap-3">
          {retry ? (
            <ButtonLink to={`${location.pathname}${location.search}`} reloadDocument>
              {t.tryAgain}
            </ButtonLink>
          ) : null}
          {showBack ? (
            <ButtonLink to={back.to} variant="outline">
              {back.label}
            </ButtonLink>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
