import { CoursePageHeader } from "~/components/admin/course-nav";
import { useAdminPageError } from "~/components/admin/page-errors";
import { RouteErrorPanel } from "~/components/layout/route-error";
import { Alert } from "~/components/ui/alert";
import { Button, ButtonLink, useIsPending } from "~/components/ui/button";
import { Form } from "~/components/ui/link";
import { deleteCourse } from "~/domain/admin/courses.server";
import { listLessons } from "~/domain/admin/lessons.server";
import { removeUploadedFiles } from "~/domain/admin/uploaded-files.server";
import { messagesFor } from "~/i18n/catalog.server";
import { localeContext } from "~/i18n/locale.server";
import { adminCourses } from "~/i18n/messages/admin-courses";
import { metaT } from "~/i18n/meta";
import { useOptionalT, useT } from "~/i18n/react";
import { pageTitle } from "~/lib/page-title";
import { redirectWithToast } from "~/routes/toast.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/course-delete";
import {
  courseNotFound,
  courseToasts,
  requireCourseManager,
  requireManagedCourse,
} from "./course-route.server";

// The confirmation step of a course deletion: a page of its own, so it works without JavaScript.

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { course, services } = await requireManagedCourse(context, request, params.courseId);
  const lessons = await listLessons(services.db, course.id);
  return {
    ...messagesFor(context.get(localeContext), adminCourses),
    course: { id: course.id, title: course.title, isPublished: course.isPublished },
    lessons: lessons.length,
    resources: course.resources.length,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = requireCourseManager(context, request);
  const services = context.get(servicesContext);
  const toasts = courseToasts(context);
  let outcome: Awaited<ReturnType<typeof deleteCourse>>;
  try {
    outcome = await deleteCourse(services.db, user, params.courseId);
  } catch (error) {
    services.logger.error({ err: error }, "course deletion failed");
    return redirectWithToast(
      services.toasts,
      request,
      "/admin-dashboard/courses",
      toasts.deleteFailed,
    );
  }
  if (!outcome) courseNotFound(context.get(localeContext));
  await removeUploadedFiles(services, outcome.files);
  return redirectWithToast(
    services.toasts,
    request,
    "/admin-dashboard/courses",
    toasts.deleted(outcome.title),
  );
}

export default function DeleteCourse({ loaderData }: Route.ComponentProps) {
  const { course, lessons, resources } = loaderData;
  const pending = useIsPending();
  const t = useT(adminCourses).remove;
  const [before, after = ""] = t
    .warning({
      title: "\u0001",
      lessons: t.lessons({ count: lessons }),
      resources: t.resources({ count: resources }),
    })
    .split("\u0001");
  return (
    <div className="space-y-6">
      <CoursePageHeader course={course} section={t.section} />
      <section
        aria-labelledby="confirm-heading"
        className="max-w-2xl space-y-4 rounded-xl border border-danger-border bg-surface p-4 shadow-sm sm:p-6"
      >
        <h2 id="confirm-heading" className="text-xl font-bold">
          {t.confirm}
        </h2>
        <Alert variant="warning" title={t.warningTitle}>
          {before}
          <strong>{course.title}</strong>
          {after}
        </Alert>
        <Form method="post" className="flex flex-wrap gap-3">
          <Button type="submit" variant="destructive" pending={pending}>
            {t.submit}
          </Button>
          <ButtonLink to="/admin-dashboard/courses" variant="outline">
            {t.cancel}
          </ButtonLink>
        </Form>
      </section>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const pageError = useAdminPageError("course");
  const t = useOptionalT(adminCourses);
  return (
    <RouteErrorPanel error={error} heading={t?.remove.section ?? "Delete course"} {...pageError} />
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: pageTitle(matches, metaT(matches, adminCourses)?.remove.section ?? "Delete course") },
    { name: "robots", content: "noindex" },
  ];
}
