import { CoursePageHeader } from "~/components/admin/course-nav";
import { useAdminPageError } from "~/components/admin/page-errors";
import { ProgressBar } from "~/components/layout/progress-bar";
import { RouteErrorPanel } from "~/components/layout/route-error";
import { CursorPagination } from "~/components/ui/pagination";
import { listCourseLearners } from "~/domain/admin/course-learners.server";
import { keysetLinks } from "~/domain/admin/keyset";
import { parseKeysetPage } from "~/domain/admin/list-params";
import { messagesFor } from "~/i18n/catalog.server";
import { localeContext } from "~/i18n/locale.server";
import { adminCourses } from "~/i18n/messages/admin-courses";
import { metaT } from "~/i18n/meta";
import { useLocale, useOptionalT, useT } from "~/i18n/react";
import { formatDate } from "~/lib/format";
import { pageTitle } from "~/lib/page-title";
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
    ...messagesFor(context.get(localeContext), adminCourses),
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

function status(progress: number): "completedStatus" | "inProgress" | "notStarted" {
  // Enrolment status by progress: 0 Not Started, 1-99 In Progress, 100 Completed.
  if (progress >= 100) return "completedStatus";
  return progress > 0 ? "inProgress" : "notStarted";
}

export default function CourseLearners({ loaderData }: Route.ComponentProps) {
  const { course, learners, total, newest, newerHref, olderHref } = loaderData;
  const t = useT(adminCourses).learners;
  const locale = useLocale();
  return (
    <div className="space-y-6">
      <CoursePageHeader course={course} section={t.section} />
      {total === 0 ? (
        <div className="rounded-xl border border-dashed border-border-strong bg-surface p-8 text-center">
          <h2 className="text-lg font-semibold">{t.noneTitle}</h2>
          <p className="mt-1 text-ink-muted">{t.noneBody}</p>
        </div>
      ) : (
        <section aria-labelledby="learners-heading" className="space-y-3">
          <h2 id="learners-heading" className="text-lg font-bold">
            {t.count({ count: total })}
          </h2>
          {learners.length === 0 ? (
            // A cursor past the oldest learner (one removed since the link was made).
            <p className="text-ink-muted">{t.noOlder}</p>
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
                      {t.enrolled({ date: formatDate(learner.enrolledAt, locale) })}
                      {learner.completedAt
                        ? t.completed({ date: formatDate(learner.completedAt, locale) })
                        : ""}
                    </p>
                  </div>
                  <div className="space-y-1">
                    <p className="flex justify-between text-sm">
                      <span className="text-ink-muted">{t[status(learner.progress)]}</span>
                      <span className="font-semibold">{learner.progress}%</span>
                    </p>
                    <ProgressBar
                      value={learner.progress}
                      label={t.progressOf({ name: learner.name })}
                    />
                  </div>
                  <p className="text-sm text-ink-muted sm:text-right">
                    <span className="sr-only">{t.enrolledOn}</span>
                    {formatDate(learner.enrolledAt, locale)}
                  </p>
                </li>
              ))}
            </ul>
          )}
          <CursorPagination
            label={t.pages}
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
  const pageError = useAdminPageError("course");
  const t = useOptionalT(adminCourses);
  return (
    <RouteErrorPanel error={error} heading={t?.learners.section ?? "Learners"} {...pageError} />
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: pageTitle(matches, metaT(matches, adminCourses)?.learners.section ?? "Learners") },
    { name: "robots", content: "noindex" },
  ];
}
