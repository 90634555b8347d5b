import { data } from "react-router";
import { CourseErrorPanel } from "~/components/admin/course-error";
import { CoursePageHeader } from "~/components/admin/course-nav";
import { LessonList } from "~/components/admin/lesson-list";
import { ButtonLink } from "~/components/ui/button";
import { COURSE_TOASTS, TEXT_BODY_LIMIT } from "~/domain/admin/courses.constants";
import {
  courseNotFound,
  findManagedCourse,
  removeUploadedFiles,
  requireCourseManager,
} from "~/domain/admin/courses.server";
import { deleteLesson, listLessons, moveLesson } from "~/domain/admin/lessons.server";
import { redirectWithToast } from "~/domain/toast/toast.server";
import { readFormBody } from "~/domain/uploads/form-body.server";
import { pageTitle } from "~/lib/meta";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/course-lessons";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = requireCourseManager(context, request);
  const { db } = context.get(servicesContext);
  const course = await findManagedCourse(db, user, params.courseId);
  if (!course) courseNotFound();
  const lessons = await listLessons(db, course.id);
  return {
    course: {
      id: course.id,
      title: course.title,
      isPublished: course.isPublished,
      lessonsCount: course.lessonsCount,
    },
    lessons: lessons.map((l) => ({
      id: l.id,
      title: l.title,
      type: l.type,
      duration: l.duration,
      videoUrl: l.videoUrl,
    })),
  };
}

/** Move a lesson up or down, or delete it (the <details> confirmation posts intent=delete). */
export async function action({ request, context, params }: Route.ActionArgs) {
  const user = requireCourseManager(context, request);
  const services = context.get(servicesContext);
  const course = await findManagedCourse(services.db, user, params.courseId);
  if (!course) courseNotFound();
  const body = await readFormBody(request, TEXT_BODY_LIMIT);
  if (body.status !== "ok")
    throw data({ message: "This form could not be read." }, { status: 400 });
  const form = body.formData;
  const lessonId = String(form.get("lessonId") ?? "");
  const here = `/admin-dashboard/courses/${course.id}/lessons`;
  const notFound = () => data({ message: "This lesson does not exist." }, { status: 404 });

  switch (form.get("intent")) {
    case "move": {
      const direction = form.get("direction");
      if (direction !== "up" && direction !== "down") {
        throw data({ message: "Choose up or down." }, { status: 400 });
      }
      const outcome = await moveLesson(services.db, user, course.id, lessonId, direction);
      if (outcome === "not-found") throw notFound();
      return redirectWithToast(services.toasts, request, here, COURSE_TOASTS.lessonsReordered);
    }
    case "delete": {
      const removed = await deleteLesson(services.db, user, course.id, lessonId, services);
      if (!removed) throw notFound();
      await removeUploadedFiles(services, [removed.videoUrl]);
      return redirectWithToast(services.toasts, request, here, COURSE_TOASTS.lessonDeleted);
    }
    default:
      throw data({ message: "Unknown action." }, { status: 400 });
  }
}

export default function CourseLessons({ loaderData }: Route.ComponentProps) {
  const { course, lessons } = loaderData;
  const addTo = `/admin-dashboard/courses/${course.id}/lessons/new`;
  return (
    <div className="space-y-6">
      <CoursePageHeader
        course={course}
        section="Lessons"
        actions={<ButtonLink to={addTo}>Add lesson</ButtonLink>}
      />
      <p className="text-ink-muted">
        {lessons.length === 1 ? "1 lesson" : `${lessons.length} lessons`}. Learners take them in
        this order; their progress is completed lessons out of all lessons.
      </p>
      {lessons.length === 0 ? (
        <div className="rounded-xl border border-dashed border-border-strong bg-surface p-8 text-center">
          <h2 className="text-lg font-semibold">No lessons yet</h2>
          <p className="mt-1 text-ink-muted">Add the first lesson: a video, a link or a reading.</p>
          <ButtonLink to={addTo} className="mt-4">
            Add lesson
          </ButtonLink>
        </div>
      ) : (
        <section aria-labelledby="order-heading" className="space-y-3">
          <h2 id="order-heading" className="sr-only">
            Lessons in order
          </h2>
          <LessonList courseId={course.id} lessons={lessons} />
        </section>
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <CourseErrorPanel error={error} title="Lessons" />;
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return [
    { title: pageTitle(matches, loaderData ? `Lessons of ${loaderData.course.title}` : "Lessons") },
    { name: "robots", content: "noindex" },
  ];
}
