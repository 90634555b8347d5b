import { CoursePageHeader, CourseSection } from "~/components/admin/course-nav";
import { LessonForm } from "~/components/admin/lesson-form";
import type { MediaFormReply } from "~/components/admin/media-fields";
import { useAdminPageError } from "~/components/admin/page-errors";
import { RouteErrorPanel } from "~/components/layout/route-error";
import { lessonSchema } from "~/domain/admin/courses.schema";
import { messagesFor } from "~/i18n/catalog.server";
import { localeContext } from "~/i18n/locale.server";
import { adminCourses } from "~/i18n/messages/admin-courses";
import { metaT } from "~/i18n/meta";
import { useOptionalT, useT } from "~/i18n/react";
import { formConstraints } from "~/lib/form-constraints.server";
import { oneTimeFormHeaders } from "~/lib/one-time-form-headers";
import { pageTitle } from "~/lib/page-title";
import type { Route } from "./+types/lesson-new";
import { lessonFormAction, requireManagedCourse } from "./course-route.server";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { course } = await requireManagedCourse(context, request, params.courseId);
  return {
    ...messagesFor(context.get(localeContext), adminCourses),
    course: { id: course.id, title: course.title, isPublished: course.isPublished },
    formKey: crypto.randomUUID(),
    constraints: formConstraints({ "lesson-form": lessonSchema }),
  };
}

export async function action(args: Route.ActionArgs) {
  return lessonFormAction(args, null);
}

export default function NewLesson({ loaderData, actionData }: Route.ComponentProps) {
  const { course } = loaderData;
  const t = useT(adminCourses).lessonForm;
  return (
    <div className="space-y-6">
      <CoursePageHeader course={course} section={t.newSection} />
      <CourseSection id="lesson-heading" title={t.newTitle}>
        <LessonForm
          mode="create"
          formKey={loaderData.formKey}
          cancelTo={`/admin-dashboard/courses/${course.id}/lessons`}
          last={actionData as MediaFormReply | undefined}
          defaults={{ title: "", description: "", type: "video", videoUrl: "", duration: "" }}
        />
      </CourseSection>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const pageError = useAdminPageError("course");
  const t = useOptionalT(adminCourses);
  return (
    <RouteErrorPanel
      error={error}
      heading={t?.lessonForm.newSection ?? "Add a lesson"}
      {...pageError}
    />
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    {
      title: pageTitle(
        matches,
        metaT(matches, adminCourses)?.lessonForm.newSection ?? "Add a lesson",
      ),
    },
    { name: "robots", content: "noindex" },
  ];
}

/** The page renders a one-time form key: no cache may keep it. */
export const headers = oneTimeFormHeaders;
