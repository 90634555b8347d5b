import { CoursePageHeader, CourseSection } from "~/components/admin/course-nav";
import { LessonForm } from "~/components/admin/lesson-form";
import type { MediaFormReply } from "~/components/admin/media-fields";
import { COURSE_PAGE_ERROR } from "~/components/admin/page-errors";
import { RouteErrorPanel } from "~/components/layout/route-error";
import { lessonSchema } from "~/domain/admin/courses.schema";
import { formConstraints } from "~/lib/form-constraints.server";
import { pageTitle } from "~/lib/meta";
import type { Route } from "./+types/lesson-new";
import { lessonFormAction, requireManagedCourse } from "./course-route.server";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { course } = await requireManagedCourse(context, request, params.courseId);
  return {
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
  return (
    <div className="space-y-6">
      <CoursePageHeader course={course} section="Add a lesson" />
      <CourseSection id="lesson-heading" title="New lesson">
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
  return <RouteErrorPanel error={error} heading="Add a lesson" {...COURSE_PAGE_ERROR} />;
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "Add a lesson") }, { name: "robots", content: "noindex" }];
}
