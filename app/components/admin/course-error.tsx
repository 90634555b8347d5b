import { isRouteErrorResponse, Link } from "react-router";
import { Alert } from "~/components/ui/alert";

/**
 * What a course page shows when its loader or action refused: not found (also another
 * instructor's course), not allowed, or a failure.
 */
export function CourseErrorPanel({ error, title }: { error: unknown; title: string }) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    isRouteErrorResponse(error) && typeof error.data?.message === "string"
      ? error.data.message
      : "Something went wrong. Please refresh the page, or try again in a few minutes.";
  return (
    <div className="space-y-6">
      <Link
        to="/admin-dashboard/courses"
        className="inline-flex text-sm font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:focus-ring"
      >
        ← All courses
      </Link>
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      <Alert
        variant="error"
        title={
          status === 404
            ? "Course not found"
            : status === 403
              ? "Not available to your role"
              : "Something went wrong"
        }
      >
        {message}
      </Alert>
    </div>
  );
}
