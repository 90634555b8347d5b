import { z } from "zod";
import { CoursePageHeader } from "~/components/admin/course-nav";
import { LessonList, type LessonRenditionState } from "~/components/admin/lesson-list";
import { useAdminPageError } from "~/components/admin/page-errors";
import { RouteErrorPanel } from "~/components/layout/route-error";
import { ButtonLink } from "~/components/ui/button";
import { deleteLesson, listLessons, moveLesson } from "~/domain/admin/lessons.server";
import { removeUploadedFiles } from "~/domain/admin/uploaded-files.server";
import { findRenditions, retryRendition } from "~/domain/media/renditions.server";
import { messagesFor } from "~/i18n/catalog.server";
import { localeContext } from "~/i18n/locale.server";
import { adminCourses } from "~/i18n/messages/admin-courses";
import { metaT } from "~/i18n/meta";
import { useOptionalT, useT } from "~/i18n/react";
import { notFound } from "~/lib/http.server";
import { pageTitle } from "~/lib/page-title";
import { redirectWithToast } from "~/routes/toast.server";
import type { Route } from "./+types/course-lessons";
import {
  courseMessages,
  courseToasts,
  parseCourseIntent,
  readCoursePost,
  requireManagedCourse,
  UNKNOWN_ACTION,
} from "./course-route.server";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { course, services } = await requireManagedCourse(context, request, params.courseId);
  const lessons = await listLessons(services.db, course.id);
  const renditions = await findRenditions(
    services.db,
    lessons.map((l) => (l.type === "video" ? l.videoUrl : null)),
  );
  return {
    ...messagesFor(context.get(localeContext), adminCourses),
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
      rendition: renditionState(l.type === "video" ? l.videoUrl : null, renditions),
    })),
  };
}

/**
 * What staff see of a lesson video's smaller copies: none for a video that is not ours (a link),
 * "pending" for one the worker has not looked at yet.
 */
function renditionState(
  videoUrl: string | null,
  renditions: Awaited<ReturnType<typeof findRenditions>>,
): LessonRenditionState | null {
  if (
    !videoUrl ||
    !(videoUrl.startsWith("/uploads/lesson-videos/") || videoUrl.startsWith("/media/"))
  )
    return null;
  const row = renditions.get(videoUrl);
  if (!row) return { id: null, status: "pending", error: null, sizes: null };
  return {
    id: row.id,
    status: row.status,
    error: row.status === "failed" ? row.lastError : null,
    sizes:
      row.status === "ready"
        ? { dataSaver: row.dataSaverBytes, standard: row.standardBytes, audio: row.audioBytes }
        : null,
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
    z.object({
      intent: z.literal("retry-renditions"),
      renditionId: z.string({ error: UNKNOWN_ACTION }).default(""),
    }),
  ],
  { error: UNKNOWN_ACTION },
);

/**
 * Move a lesson up or down, delete it (the <details> confirmation posts intent=delete), or make a
 * video's smaller copies again after they failed.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { user, course, services } = await requireManagedCourse(context, request, params.courseId);
  const input = parseCourseIntent(await readCoursePost(request), lessonActionSchema);
  const here = `/admin-dashboard/courses/${course.id}/lessons`;
  const toasts = courseToasts(context);
  const gone = courseMessages(context).errors.lessonNotFound;

  switch (input.intent) {
    case "move": {
      const { lessonId, direction } = input;
      const outcome = await moveLesson(services.db, user, course.id, lessonId, direction);
      if (outcome === "not-found") throw notFound(gone);
      return redirectWithToast(services.toasts, request, here, toasts.lessonsReordered);
    }
    case "delete": {
      const removed = await deleteLesson(services.db, user, course.id, input.lessonId, services);
      if (!removed) throw notFound(gone);
      await removeUploadedFiles(services, [removed.videoUrl]);
      return redirectWithToast(services.toasts, request, here, toasts.lessonDeleted);
    }
    case "retry-renditions": {
      // Only a video this course shows: another course's staff cannot retry it from here.
      const shown = await findRenditions(
        services.db,
        (await listLessons(services.db, course.id)).map((l) => l.videoUrl),
      );
      const ours = [...shown.values()].some((r) => r.id === input.renditionId);
      if (!ours || !(await retryRendition(services.db, input.renditionId))) {
        throw notFound(gone);
      }
      services.renditions.wake();
      return redirectWithToast(services.toasts, request, here, toasts.renditionsRetried);
    }
  }
}

export default function CourseLessons({ loaderData }: Route.ComponentProps) {
  const { course, lessons } = loaderData;
  const addTo = `/admin-dashboard/courses/${course.id}/lessons/new`;
  const t = useT(adminCourses).lessons;
  return (
    <div className="space-y-6">
      <CoursePageHeader
        course={course}
        section={t.section}
        actions={<ButtonLink to={addTo}>{t.add}</ButtonLink>}
      />
      <p className="text-ink-muted">{t.count({ count: lessons.length })}</p>
      {lessons.length === 0 ? (
        <div className="rounded-xl border border-dashed border-border-strong bg-surface p-8 text-center">
          <h2 className="text-lg font-semibold">{t.noneTitle}</h2>
          <p className="mt-1 text-ink-muted">{t.noneBody}</p>
          <ButtonLink to={addTo} className="mt-4">
            {t.add}
          </ButtonLink>
        </div>
      ) : (
        <section aria-labelledby="order-heading" className="space-y-3">
          <h2 id="order-heading" className="sr-only">
            {t.inOrder}
          </h2>
          <LessonList courseId={course.id} lessons={lessons} />
        </section>
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const pageError = useAdminPageError("course");
  const t = useOptionalT(adminCourses);
  return <RouteErrorPanel error={error} heading={t?.lessons.section ?? "Lessons"} {...pageError} />;
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return [
    {
      title: pageTitle(
        matches,
        loaderData
          ? (metaT(matches, adminCourses)?.lessons.metaTitle({ title: loaderData.course.title }) ??
              `Lessons of ${loaderData.course.title}`)
          : (metaT(matches, adminCourses)?.lessons.section ?? "Lessons"),
      ),
    },
    { name: "robots", content: "noindex" },
  ];
}
