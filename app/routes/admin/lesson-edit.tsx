import { CoursePageHeader, CourseSection } from "~/components/admin/course-nav";
import { LessonForm } from "~/components/admin/lesson-form";
import type { MediaFormReply } from "~/components/admin/media-fields";
import { useAdminPageError } from "~/components/admin/page-errors";
import { RouteErrorPanel } from "~/components/layout/route-error";
import { lessonSchema } from "~/domain/admin/courses.schema";
import { findLesson } from "~/domain/admin/lessons.server";
import { messagesFor } from "~/i18n/catalog.server";
import { localeContext } from "~/i18n/locale.server";
import { adminCourses } from "~/i18n/messages/admin-courses";
import { metaT } from "~/i18n/meta";
import { useOptionalT, useT } from "~/i18n/react";
import { formConstraints } from "~/lib/form-constraints.server";
import { pageTitle } from "~/lib/page-title";
import type { Route } from "./+types/lesson-edit";
import { lessonFormAction, lessonNotFound, requireManagedCourse } from "./course-route.server";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { course, services } = await requireManagedCourse(context, request, params.courseId);
  const lesson = await findLesson(services.db, course.id, params.lessonId);
  if (!lesson) lessonNotFound(context.get(localeContext));
  return {
    ...messagesFor(context.get(localeContext), adminCourses),
    constraints: formConstraints({ "lesson-form": lessonSchema }),
    course: { id: course.id, title: course.title, isPublished: course.isPublished },
    lesson: {
      id: lesson.id,
      title: lesson.title,
      defaults: {
        title: lesson.title,
        description: lesson.description,
        type: lesson.type,
        videoUrl: lesson.videoUrl ?? "",
        duration: lesson.duration,
      },
    },
  };
}

export async function action(args: Route.ActionArgs) {
  return lessonFormAction(args, args.params.lessonId);
}

export default function EditLesson({ loaderData, actionData }: Route.ComponentProps) {
  const { course, lesson } = loaderData;
  const t = useT(adminCourses).lessonForm;
  return (
    <div className="space-y-6">
      <CoursePageHeader course={course} section={t.editSection} />
      <CourseSection id="lesson-heading" title={lesson.title}>
        <LessonForm
          mode="edit"
          cancelTo={`/admin-dashboard/courses/${course.id}/lessons`}
          last={actionData as MediaFormReply | undefined}
          defaults={lesson.defaults}
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
      heading={t?.lessonForm.editSection ?? "Edit lesson"}
      {...pageError}
    />
  );
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return [
    {
      title: pageTitle(
        matches,
        loaderData
          ? (metaT(matches, adminCourses)?.lessonForm.metaTitle({
              title: loaderData.lesson.title,
            }) ?? `Edit ${loaderData.lesson.title}`)
          : (metaT(matches, adminCourses)?.lessonForm.editSection ?? "Edit lesson"),
      ),
    },
    { name: "robots", content: "noindex" },
  ];
}
