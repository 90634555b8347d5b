import { z } from "zod";
import { CoursePageHeader } from "~/components/admin/course-nav";
import { LessonList } from "~/components/admin/lesson-list";
import { COURSE_PAGE_ERROR } from "~/components/admin/page-errors";
import { RouteErrorPanel } from "~/components/layout/route-error";
import { ButtonLink } from "~/components/ui/button";
import { COURSE_TOASTS } from "~/domain/admin/courses.constants";
import { deleteLesson, listLessons, moveLesson } from "~/domain/admin/lessons.server";
import { removeUploadedFiles } from "~/domain/admin/uploaded-files.server";
import { notFound } from "~/lib/http.server";
import { pageTitle } from "~/lib/meta";
import { redirectWithToast } from "~/routes/toast.server";
import type { Route } from "./+types/course-lessons";
import {
  parseCourseIntent,
  readCoursePost,
  requireManagedCourse,
  UNKNOWN_ACTION,
} from "./course-route.server";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { course, services } = await requireManagedCourse(context, request, params.courseId);
  const lessons = await listLessons(services.db, course.id);
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

// Not a lesson of this course (a malformed id included): the lesson 404.
const lessonId = z.string({ error: UNKNOWN_ACTION }).default("");

const lessonActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("move"),
      lessonId,
      direction: z.enum(["up", "down"], { error: "Choose up or down." }),
    }),
    z.object({ intent: z.literal("delete"), lessonId }),
  ],
  { error: UNKNOWN_ACTION },
);

/** Move a lesson up or down, or delete it (the <details> confirmation posts intent=delete). */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { user, course, services } = await requireManagedCourse(context, request, params.courseId);
  const input = parseCourseIntent(await readCoursePost(request), lessonActionSchema);
  const here = `/admin-dashboard/courses/${course.id}/lessons`;

  switch (input.intent) {
    case "move": {
      const { lessonId, direction } = input;
      const outcome = await moveLesson(services.db, user, course.id, lessonId, direction);
      if (outcome === "not-found") throw notFound("This lesson does not exist.");
      return redirectWithToast(services.toasts, request, here, COURSE_TOASTS.lessonsReordered);
    }
    case "delete": {
      const removed = await deleteLesson(services.db, user, course.id, input.lessonId, services);
      if (!removed) throw notFound("This lesson does not exist.");
      await removeUploadedFiles(services, [removed.videoUrl]);
      return redirectWithToast(services.toasts, request, here, COURSE_TOASTS.lessonDeleted);
    }
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
  return <RouteErrorPanel error={error} heading="Lessons" {...COURSE_PAGE_ERROR} />;
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return [
    { title: pageTitle(matches, loaderData ? `Lessons of ${loaderData.course.title}` : "Lessons") },
    { name: "robots", content: "noindex" },
  ];
}
