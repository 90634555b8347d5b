import { isRouteErrorResponse } from "react-router";
import { LearnerPageHeader } from "~/components/learner/page-header";
import { Alert } from "~/components/ui/alert";
import { ButtonLink } from "~/components/ui/button";

/**
 * What a Content, Stories or Messages page shows when it cannot load: the spec's "Error fetching …"
 * title, why (gone, not allowed, or a failure), and a way back. Used by their ErrorBoundaries.
 */
export function ContentLoadError({
  title,
  toast,
  error,
  back,
}: {
  /** The page's h1, kept so the page still says where the user is. */
  title: string;
  toast: { title: string };
  error: unknown;
  back?: { to: string; label: string };
}) {
  let message = "Something went wrong while loading this page. Please refresh it.";
  if (isRouteErrorResponse(error)) {
    const detail =
      typeof error.data === "object" && error.data && "message" in error.data
        ? String((error.data as { message: unknown }).message)
        : typeof error.data === "string"
          ? error.data
          : null;
    if (error.status === 404) message = detail ?? "This record no longer exists.";
    else if (error.status === 403) message = detail ?? "You do not have permission to do this.";
    else if (detail) message = detail;
  }
  return (
    <div className="space-y-6">
      <LearnerPageHeader title={title} />
      <Alert variant="error" title={toast.title}>
        {message}
      </Alert>
      {back ? (
        <ButtonLink to={back.to} variant="outline">
          {back.label}
        </ButtonLink>
      ) : null}
    </div>
  );
}
