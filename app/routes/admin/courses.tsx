import { data, isRouteErrorResponse } from "react-router";
import { CourseList } from "~/components/admin/course-list";
import { Alert } from "~/components/ui/alert";
import { ButtonLink } from "~/components/ui/button";
import { COURSE_TOASTS, TEXT_BODY_LIMIT } from "~/domain/admin/courses.constants";
import {
  courseNotFound,
  listManagedCourses,
  managesAllCourses,
  requireCourseManager,
  setCoursePublished,
} from "~/domain/admin/courses.server";
import { redirectWithToast } from "~/domain/toast/toast.server";
import { readFormBody } from "~/domain/uploads/form-body.server";
import { pageTitle } from "~/lib/meta";
import { isUuid } from "~/lib/uuid";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/courses";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireCourseManager(context, request);
  const { db } = context.get(servicesContext);
  const rows = await listManagedCourses(db, user);
  return {
    allCourses: managesAllCourses(user),
    courses: rows.map((c) => ({ ...c, createdAt: c.createdAt.toISOString() })),
  };
}

/** Publish / unpublish from the list or a course's page (which sends returnTo=edit). */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requireCourseManager(context, request);
  const services = context.get(servicesContext);
  const body = await readFormBody(request, TEXT_BODY_LIMIT);
  if (body.status !== "ok")
    throw data({ message: "This form could not be read." }, { status: 400 });
  const form = body.formData;
  const intent = form.get("intent");
  const courseId = String(form.get("courseId") ?? "");
  if (intent !== "publish" && intent !== "unpublish") {
    throw data({ message: "Unknown action." }, { status: 400 });
  }
  if (!isUuid(courseId)) courseNotFound();
  const outcome = await setCoursePublished(services.db, user, courseId, intent === "publish");
  if (outcome === "not-found") courseNotFound();
  const to =
    form.get("returnTo") === "edit"
      ? `/admin-dashboard/courses/${courseId}`
      : "/admin-dashboard/courses";
  return redirectWithToast(
    services.toasts,
    request,
    to,
    intent === "publish" ? COURSE_TOASTS.published : COURSE_TOASTS.unpublished,
  );
}

export default function AdminCourses({ loaderData }: Route.ComponentProps) {
  const { courses, allCourses } = loaderData;
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-ink md:text-3xl">Courses</h1>
          <p className="mt-1 text-ink-muted">
            {allCourses
              ? "Every course of the academy, newest first."
              : "The courses you own, newest first."}
          </p>
        </div>
        <ButtonLink to="/admin-dashboard/courses/new">Add course</ButtonLink>
      </header>
      {courses.length === 0 ? (
        <div className="rounded-xl border border-dashed border-border-strong bg-surface p-8 text-center">
          <h2 className="text-lg font-semibold">No courses yet</h2>
          <p className="mt-1 text-ink-muted">
            Create a course, add its lessons, then publish it to list it on the academy.
          </p>
          <ButtonLink to="/admin-dashboard/courses/new" className="mt-4">
            Add course
          </ButtonLink>
        </div>
      ) : (
        <CourseList courses={courses} />
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const forbidden = isRouteErrorResponse(error) && error.status === 403;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold tracking-tight">Courses</h1>
      <Alert
        variant="error"
        title={forbidden ? "Not available to your role" : COURSE_TOASTS.loadFailed.title}
      >
        {forbidden
          ? "You do not have permission to do this."
          : "Please refresh the page. If it keeps happening, try again in a few minutes."}
      </Alert>
    </div>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "Courses") }, { name: "robots", content: "noindex" }];
}
