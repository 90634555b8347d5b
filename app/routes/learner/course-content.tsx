import { data, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { courseThumbnailUrl } from "~/components/catalog/course-card";
import { RouteErrorPanel, routeErrorKind } from "~/components/layout/route-error";
import { CourseContentPage } from "~/components/learner/course-content-page";
import { listLearnerQuizStates } from "~/domain/assessments/attempts.server";
import { findCourseLanguage } from "~/domain/catalog/courses.server";
import { getCourseContent } from "~/domain/learning/course-content.server";
import { findCourseOfflineFiles } from "~/domain/learning/offline-files.server";
import { progressActionSchema } from "~/domain/learning/progress.schema";
import { markLessonComplete, recordLessonProgress } from "~/domain/learning/progress.server";
import { PROGRESS_MESSAGES, type ProgressReply } from "~/domain/learning/progress-rules";
import {
  findLessonVideoCopies,
  findVideoQuality,
  saveVideoQuality,
} from "~/domain/media/video-choice.server";
import { messagesFor, translate } from "~/i18n/catalog.server";
import { localizeFieldErrors } from "~/i18n/field-errors";
import { localeContext } from "~/i18n/locale.server";
import { HTML_LANG, type Locale } from "~/i18n/locales";
import { learnerCourse } from "~/i18n/messages/learner-course";
import { learnerOffline } from "~/i18n/messages/learner-offline";
import { learnerQuiz } from "~/i18n/messages/learner-quiz";
import { metaT } from "~/i18n/meta";
import { useOptionalT, useT } from "~/i18n/react";
import { notFound } from "~/lib/http.server";
import { queueReport } from "~/lib/offline/progress-queue";
import { pageTitle } from "~/lib/page-title";
import { parseSubmission } from "~/lib/parse-submission";
import { isUuid } from "~/lib/uuid";
import { readForm } from "~/routes/form-body.server";
import { requireUser } from "~/routes/middleware/guards.server";
import { redirectWithToast } from "~/routes/toast.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/course-content";

/**
 * Course ids are uuids: anything else is a page that does not exist (never a database error).
 * One answer for an unknown id, another learner's hidden draft and a malformed id alike.
 */
function courseIdOr404(courseId: string | undefined, locale: Locale): string {
  if (!isUuid(courseId)) throw notFound(translate(locale, learnerCourse).notFound);
  return courseId;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const locale = context.get(localeContext);
  const t = translate(locale, learnerCourse);
  const courseId = courseIdOr404(params.courseId, locale);
  const services = context.get(servicesContext);
  // The quizzes and the course's language are read beside the content (the quizzes are only
  // shown to an enrolled learner).
  const [content, quizzes, language, quality] = await Promise.all([
    getCourseContent(services.db, user.id, courseId),
    listLearnerQuizStates(services.db, user.id, courseId),
    findCourseLanguage(services.db, courseId),
    findVideoQuality(services.db, user.id),
  ]);
  if (content.status === "not-found") throw notFound(t.notFound);
  if (content.status === "not-enrolled") {
    // A draft stays invisible, exactly like a course that does not exist.
    if (!content.course.isPublished) throw notFound(t.notFound);
    throw await redirectWithToast(services.toasts, request, `/academy/${content.course.slug}`, {
      ...t.toasts.notEnrolled,
      variant: "destructive",
    });
  }
  const { course, enrolment, lessons, nextLessonId } = content;
  // ?lesson= picks a lesson; otherwise (or for one not in this course) the next one to do.
  const asked = new URL(request.url).searchParams.get("lesson");
  const current =
    lessons.find((l) => l.id === asked) ??
    lessons.find((l) => l.id === nextLessonId) ??
    lessons[0] ??
    null;
  const copies = await findLessonVideoCopies(services.db, lessons);
  const offline = await findCourseOfflineFiles(services.db, { courseId, lessons, copies, quality });
  return {
    ...messagesFor(locale, learnerCourse, learnerQuiz, learnerOffline),
    course: {
      lang: HTML_LANG[language],
      id: course.id,
      slug: course.slug,
      title: course.title,
      instructor: course.instructor,
      poster: courseThumbnailUrl(course),
    },
    enrolment,
    lessons,
    currentId: current?.id ?? null,
    /** The lessons' smaller copies, by lesson (none: the original plays), and the learner's choice. */
    video: { quality, copies },
    /** What "Download for offline" fetches for each lesson, in the chosen size. */
    offline,
    nextLessonId,
    /** The final assessment (with questions), if the course has one. */
    finalQuiz: quizzes.find((q) => q.lessonId === null) ?? null,
    /** Lesson checks (with questions), by lesson. */
    checks: Object.fromEntries(
      quizzes.flatMap((q) => (q.lessonId === null ? [] : [[q.lessonId, q] as const])),
    ),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const locale = context.get(localeContext);
  const t = translate(locale, learnerCourse);
  const courseId = courseIdOr404(params.courseId, locale);
  const services = context.get(servicesContext);
  const submission = parseSubmission(await readForm(request), { schema: progressActionSchema });
  if (submission.status !== "success") {
    const result = submission.reply();
    return data(
      {
        status: "invalid" as const,
        result: {
          ...result,
          error: localizeFieldErrors(result.error, PROGRESS_MESSAGES, t.progressMessages),
        },
      },
      { status: 400 },
    );
  }
  const input = submission.value;
  if (input.intent === "video-quality") {
    await saveVideoQuality(services.db, user.id, input.quality);
    return redirect(`/dashboard/courses/${courseId}/content?lesson=${input.lessonId}`);
  }
  // The learner comes from the session, never from the form.
  const target = { userId: user.id, courseId, lessonId: input.lessonId };
  const outcome =
    input.intent === "progress"
      ? await recordLessonProgress(services, {
          ...target,
          percent: input.percent,
          position: input.position,
          watched: input.watched,
        })
      : await markLessonComplete(services, target);

  if (outcome.status === "not-enrolled") {
    return data(
      { status: "refused", message: t.progressMessages.notEnrolled } satisfies ProgressReply,
      { status: 403 },
    );
  }
  if (outcome.status === "not-in-course" || outcome.status === "measured") {
    // A video of ours completes by being watched: Mark as Completed is for what the player
    // cannot measure (a link, a reading).
    const message =
      outcome.status === "measured" ? t.progressMessages.measured : t.progressMessages.notInCourse;
    return data(
      {
        status: "invalid" as const,
        result: submission.reply({ fieldErrors: { lessonId: [message] } }),
      },
      { status: 400 },
    );
  }
  if (input.intent === "complete") {
    // A plain form post: back to the lesson, the way a learner expects after pressing a button.
    return redirectWithToast(
      services.toasts,
      request,
      `/dashboard/courses/${courseId}/content?lesson=${input.lessonId}`,
      outcome.course.completedNow ? t.toasts.courseComplete : t.toasts.lessonComplete,
    );
  }
  return data({
    status: "saved",
    lessonPercent: outcome.lesson.watchedPercentage,
    lessonCompleted: outcome.lesson.completed,
    courseProgress: outcome.course.progress,
    revalidate:
      outcome.lesson.completedNow || outcome.course.completedNow || outcome.certificate !== null,
  } satisfies ProgressReply);
}

/**
 * Progress reports travel through a fetcher. A failed save must not replace the page with an
 * error while the learner watches. A report that could not reach the server (no connection) is
 * kept on the phone and sent when the connection returns (progress-queue.ts).
 */
export async function clientAction({ request, params, serverAction }: Route.ClientActionArgs) {
  const form = await request.clone().formData();
  if (form.get("intent") !== "progress") return serverAction();
  try {
    return await serverAction();
  } catch (error) {
    // A redirect (e.g. the session ended) is still followed.
    if (error instanceof Response) throw error;
    if (!navigator.onLine || error instanceof TypeError) {
      const field = (name: string) => Number(form.get(name)) || 0;
      await queueReport({
        courseId: params.courseId,
        lessonId: String(form.get("lessonId")),
        percent: field("percent"),
        position: field("position"),
        watched: field("watched"),
      }).catch((queueError) => console.error("Progress could not be kept", queueError));
      return { status: "queued" } satisfies ProgressReply;
    }
    console.error("Progress could not be saved", error);
    return { status: "failed" } satisfies ProgressReply;
  }
}

/** A progress report reloads the page's data only when something it lists has changed. */
export function shouldRevalidate({
  formData,
  actionResult,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formData?.get("intent") === "progress") {
    return Boolean((actionResult as { revalidate?: boolean } | undefined)?.revalidate);
  }
  return defaultShouldRevalidate;
}

export default function CourseContent({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(learnerCourse);
  const formError =
    actionData && "result" in actionData
      ? (actionData.result.error?.lessonId?.[0] ?? t.tryAgain)
      : actionData && "message" in actionData
        ? actionData.message
        : null;
  return <CourseContentPage data={loaderData} formError={formError} />;
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return [
    {
      title: pageTitle(
        matches,
        loaderData?.course.title ?? metaT(matches, learnerCourse)?.metaTitle ?? "Course content",
      ),
    },
    { name: "robots", content: "noindex" },
  ];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const missing = routeErrorKind(error) === "notFound";
  // This page's words arrive only with its data: a failed loader leaves the learner area's.
  const t = useOptionalT(learnerCourse);
  const notFoundTitle = t?.errors.notFound ?? "Course not found";
  return (
    <RouteErrorPanel
      error={error}
      heading={missing ? notFoundTitle : (t?.errors.heading ?? "Course content")}
      notFound={notFoundTitle}
      failed={{ message: t?.errors.failed ?? "Could not load course content." }}
      back={{ to: "/dashboard/my-courses", label: t?.errors.back ?? "Back to My Courses" }}
    />
  );
}
