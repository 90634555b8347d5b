import { useNavigation } from "react-router";
import { CoursePageHeader } from "~/components/admin/course-nav";
import { COURSE_PAGE_ERROR } from "~/components/admin/page-errors";
import { RouteErrorPanel } from "~/components/layout/route-error";
import { Alert } from "~/components/ui/alert";
import { Button, ButtonLink } from "~/components/ui/button";
import { Form } from "~/components/ui/link";
import { COURSE_TOASTS } from "~/domain/admin/courses.constants";
import { deleteCourse } from "~/domain/admin/courses.server";
import { listLessons } from "~/domain/admin/lessons.server";
import { removeUploadedFiles } from "~/domain/admin/uploaded-files.server";
import { formatNumber } from "~/lib/format";
import { pageTitle } from "~/lib/meta";
import { redirectWithToast } from "~/routes/toast.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/course-delete";
import { courseNotFound, requireCourseManager, requireManagedCourse } from "./course-route.server";

// The confirmation step of a course deletion: a page of its own, so it works without JavaScript.

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { course, services } = await requireManagedCourse(context, request, params.courseId);
  const lessons = await listLessons(services.db, course.id);
  return {
    course: { id: course.id, title: course.title, isPublished: course.isPublished },
    lessons: lessons.length,
    resources: course.resources.length,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = requireCourseManager(context, request);
  const services = context.get(servicesContext);
  let outcome: Awaited<ReturnType<typeof deleteCourse>>;
  try {
    outcome = await deleteCourse(services.db, user, params.courseId);
  } catch (error) {
    services.logger.error({ err: error }, "course deletion failed");
    return redirectWithToast(services.toasts, request, "/admin-dashboard/courses", {
      ...COURSE_TOASTS.deleteFailed,
      description: "Nothing was deleted. Please try again.",
    });
  }
  if (!outcome) courseNotFound();
  await removeUploadedFiles(services, outcome.files);
  return redirectWithToast(services.toasts, request, "/admin-dashboard/courses", {
    ...COURSE_TOASTS.deleted,
    description: `${outcome.title} has been removed.`,
  });
}

export default function DeleteCourse({ loaderData }: Route.ComponentProps) {
  const { course, lessons, resources } = loaderData;
  const navigation = useNavigation();
  return (
    <div className="space-y-6">
      <CoursePageHeader course={course} section="Delete course" />
      <section
        aria-labelledby="confirm-heading"
        className="max-w-2xl space-y-4 rounded-xl border border-danger-border bg-surface p-4 shadow-sm sm:p-6"
      >
        <h2 id="confirm-heading" className="text-xl font-bold">
          Are you absolutely sure?
        </h2>
        <Alert variant="warning" title="This cannot be undone">
          Deleting <strong>{course.title}</strong> removes its {formatNumber(lessons)}{" "}
          {lessons === 1 ? "lesson" : "lessons"}, {formatNumber(resources)}{" "}
          {resources === 1 ? "resource" : "resources"}, its uploaded files and every learner's
          enrolment and progress. Certificates already issued stay valid.
        </Alert>
        <Form method="post" className="flex flex-wrap gap-3">
          <Button type="submit" variant="destructive" pending={navigation.state === "submitting"}>
            Delete course
          </Button>
          <ButtonLink to="/admin-dashboard/courses" variant="outline">
            Cancel
          </ButtonLink>
        </Form>
      </section>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPanel error={error} heading="Delete course" {...COURSE_PAGE_ERROR} />;
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "Delete course") }, { name: "robots", content: "noindex" }];
}
