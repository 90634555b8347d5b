import { data } from "react-router";
import { CourseErrorPanel } from "~/components/admin/course-error";
import { CoursePageHeader } from "~/components/admin/course-nav";
import { LessonForm, type LessonFormReply } from "~/components/admin/lesson-form";
import { COURSE_TOASTS, TEXT_BODY_LIMIT, VIDEO_BODY_LIMIT } from "~/domain/admin/courses.constants";
import { lessonSchema } from "~/domain/admin/courses.schema";
import {
  courseNotFound,
  findManagedCourse,
  requireCourseManager,
} from "~/domain/admin/courses.server";
import { submitLessonForm } from "~/domain/admin/lessons.server";
import { redirectWithToast } from "~/domain/toast/toast.server";
import { readFormBody } from "~/domain/uploads/form-body.server";
import { MEDIA_MESSAGES } from "~/domain/uploads/media.server";
import { formConstraints } from "~/lib/form-constraints.server";
import { pageTitle } from "~/lib/meta";
import { parseSubmission } from "~/lib/parse-submission";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/lesson-new";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = requireCourseManager(context, request);
  const { db } = context.get(servicesContext);
  const course = await findManagedCourse(db, user, params.courseId);
  if (!course) courseNotFound();
  return {
    course: { id: course.id, title: course.title, isPublished: course.isPublished },
    formKey: crypto.randomUUID(),
    constraints: formConstraints({ "lesson-form": lessonSchema }),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = requireCourseManager(context, request);
  const services = context.get(servicesContext);
  const course = await findManagedCourse(services.db, user, params.courseId);
  if (!course) courseNotFound();
  const multipart = (request.headers.get("Content-Type") ?? "").startsWith("multipart/form-data");
  const body = await readFormBody(request, multipart ? VIDEO_BODY_LIMIT : TEXT_BODY_LIMIT);
  if (body.status === "too-large") {
    const result = parseSubmission(new FormData(), { schema: lessonSchema }).reply({
      fieldErrors: { videoFile: [MEDIA_MESSAGES.tooBig("video")] },
    });
    return data({ result } satisfies LessonFormReply, { status: 413 });
  }
  if (body.status !== "ok")
    throw data({ message: "This form could not be read." }, { status: 400 });
  const outcome = await submitLessonForm(services, user, course.id, null, body.formData);
  if (outcome.status === "not-found") courseNotFound();
  if (outcome.status === "invalid") {
    return data({ result: outcome.result } satisfies LessonFormReply, { status: 400 });
  }
  return redirectWithToast(
    services.toasts,
    request,
    `/admin-dashboard/courses/${course.id}/lessons`,
    COURSE_TOASTS.lessonAdded,
  );
}

export default function NewLesson({ loaderData, actionData }: Route.ComponentProps) {
  const { course } = loaderData;
  return (
    <div className="space-y-6">
      <CoursePageHeader course={course} section="Add a lesson" />
      <section
        aria-labelledby="lesson-heading"
        className="space-y-4 rounded-xl border border-border bg-surface p-4 shadow-sm sm:p-6"
      >
        <h2 id="lesson-heading" className="text-lg font-bold">
          New lesson
        </h2>
        <LessonForm
          mode="create"
          formKey={loaderData.formKey}
          cancelTo={`/admin-dashboard/courses/${course.id}/lessons`}
          last={actionData as LessonFormReply | undefined}
          defaults={{ title: "", description: "", type: "video", videoUrl: "", duration: "" }}
        />
      </section>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <CourseErrorPanel error={error} title="Add a lesson" />;
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "Add a lesson") }, { name: "robots", content: "noindex" }];
}
