import { useLocation } from "react-router";
import { Alert } from "~/components/ui/alert";
import { ButtonLink } from "~/components/ui/button";
import { LearnerPageHeader } from "./page-header";

/**
 * What a learner page shows when its data could not be read (spec 001 §8's messages): the page's
 * own heading, the message, and a link that loads the page again. Rendered inside the layout, so
 * the sidebar stays usable.
 */
export function LoadError({ title, message }: { title: string; message: string }) {
  const location = useLocation();
  return (
    <div className="space-y-6">
      <LearnerPageHeader title={title} />
      <Alert variant="error" title="Error">
        <p>{message}</p>
      </Alert>
      <div className="flex flex-wrap gap-3">
        <ButtonLink to={`${location.pathname}${location.search}`} reloadDocument>
          Try again
        </ButtonLink>
        {location.pathname === "/dashboard" ? null : (
          <ButtonLink to="/dashboard" variant="outline">
            Back to Dashboard
          </ButtonLink>
        )}
      </div>
    </div>
  );
}
