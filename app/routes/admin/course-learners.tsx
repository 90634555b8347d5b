import { CoursePageHeader } from "~/components/admin/course-nav";
import { COURSE_PAGE_ERROR } from "~/components/admin/page-errors";
import { ProgressBar } from "~/components/layout/progress-bar";
import { RouteErrorPanel } from "~/components/layout/route-error";
import { CursorPagination } from "~/components/ui/pagination";
import { listCourseLearners } from "~/domain/admin/course-learners.server";
import { keysetLinks } from "~/domain/admin/keyset";
import { parseKeysetPage } from "~/domain/admin/list-params";
import { formatDate, formatNumber } from "~/lib/format";
import { pageTitle } from "~/lib/meta";
import type { Route } from "./+types/course-learners";
import { requireManagedCourse } from "./course-route.server";

// Read-only: an instructor follows their learners here; nothing on this page changes anything.
// A popular course has thousands of learners: 25 a page, Newer / Older (?after= / ?before=), the
// total counted above the list.

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { course, services } = await requireManagedCourse(context, request, params.courseId);
  const page = parseKeysetPage(new URL(request.url).searchParams);
  const { page: listed, total } = await listCourseLearners(services.db, course.id, page);
  return {
    course: { id: course.id, title: course.title, isPublished: course.isPublished },
    total,
    newest: listed.newest,
    ...keysetLinks(`/admin-dashboard/courses/${course.id}/learners`, {}, listed),
    learners: listed.rows.map((l) => ({
      id: l.id,
      name: l.name,
      progress: l.progress,
      enrolledAt: l.enrolledAt.toISOString(),
      completedAt: l.completedAt?.toISOString() ?? null,
    })),
  };
}

function status(progress: number): string {
  // Enrolment status by progress: 0 Not Started, 1-99 In Progress, 100 Completed.
  if (progress >= 100) return "Completed";
  return progress > 0 ? "In Progress" : "Not Started";
}

export default function CourseLearners({ loaderData }: Route.ComponentProps) {
  const { course, learners, total, newest, newerHref, olderHref } = loaderData;
  return (
    <div className="space-y-6">
      <CoursePageHeader course={course} section="Learners" />
      {total === 0 ? (
        <div className="rounded-xl border border-dashed border-border-strong bg-surface p-8 text-center">
          <h2 className="text-lg font-semibold">No learners yet</h2>
          <p className="mt-1 text-ink-muted">
            Learners appear here, newest first, as soon as they enrol.
          </p>
        </div>
      ) : (
        <section aria-labelledby="learners-heading" className="space-y-3">
          <h2 id="learners-heading" className="text-lg font-bold">
            {total === 1 ? "1 learner" : `${formatNumber(total)} learners`}, newest first
          </h2>
          {learners.length === 0 ? (
            // A cursor past the oldest learner (one removed since the link was made).
            <p className="text-ink-muted">No older learners.</p>
          ) : (
            <ul className="divide-y divide-border rounded-xl border border-border bg-surface shadow-sm">
              {learners.map((learner) => (
                <li
                  key={learner.id}
                  className="grid gap-2 p-4 sm:grid-cols-[minmax(0,1fr)_12rem_10rem] sm:items-center sm:gap-4"
                >
                  <div className="min-w-0">
                    <p className="font-semibold break-words">{learner.name}</p>
                    <p className="text-sm text-ink-muted">
                      Enrolled {formatDate(learner.enrolledAt)}
                      {learner.completedAt ? ` · completed ${formatDate(learner.completedAt)}` : ""}
                    </p>
                  </div>
                  <div className="space-y-1">
                    <p className="flex justify-between text-sm">
                      <span className="text-ink-muted">{status(learner.progress)}</span>
                      <span className="font-semibold">{learner.progress}%</span>
                    </p>
                    <ProgressBar value={learner.progress} label={`${learner.name}'s progress`} />
                  </div>
                  <p className="text-sm text-ink-muted sm:text-right">
                    <span className="sr-only">Enrolled on </span>
                    {formatDate(learner.enrolledAt)}
                  </p>
                </li>
              ))}
            </ul>
          )}
          <CursorPagination
            label="Learners pages"
            shown={learners.length}
            newest={newest}
            newerHref={newerHref}
            olderHref={olderHref}
          />
        </section>
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPanel error={error} heading="Learners" {...COURSE_PAGE_ERROR} />;
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "Learners") }, { name: "robots", content: "noindex" }];
}
