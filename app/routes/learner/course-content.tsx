import { useState } from "react";
import {
  data,
  isRouteErrorResponse,
  Link,
  type ShouldRevalidateFunctionArgs,
  useLocation,
} from "react-router";
import { courseThumbnailUrl } from "~/components/catalog/course-card";
import { LessonList } from "~/components/learner/lesson-list";
import {
  ExternalVideoCard,
  LessonVideo,
  lessonMedia,
  MarkCompletedForm,
  ReadingCard,
} from "~/components/learner/lesson-player";
import { LearnerPageHeader } from "~/components/learner/page-header";
import { ProgressBar } from "~/components/learner/progress-bar";
import { progressTone, TONE_CLASSES } from "~/components/learner/progress-tone";
import { Alert } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button, ButtonLink } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { ArrowRightIcon, AwardIcon, CheckCircleIcon } from "~/components/ui/icons";
import { requireUser } from "~/domain/auth/session.server";
import { getCourseContent } from "~/domain/learning/course-content.server";
import { progressActionSchema } from "~/domain/learning/progress.schema";
import { markLessonComplete, recordLessonProgress } from "~/domain/learning/progress.server";
import {
  courseProgressHint,
  LESSON_COMPLETE_PERCENT,
  PROGRESS_MESSAGES,
  type ProgressReply,
} from "~/domain/learning/progress-rules";
import { redirectWithToast } from "~/domain/toast/toast.server";
import { readForm } from "~/domain/uploads/form-body.server";
import { pageTitle } from "~/lib/meta";
import { parseSubmission } from "~/lib/parse-submission";
import { isUuid } from "~/lib/uuid";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/course-content";

/** Course ids are uuids: anything else is a page that does not exist (never a database error). */
function courseIdOr404(courseId: string | undefined): string {
  if (!isUuid(courseId)) throw data("Course not found", { status: 404 });
  return courseId;
}

const NOT_ENROLLED_TOAST = {
  title: "Enrolment Required",
  description: "Please enrol in this course to open its lessons.",
  variant: "destructive",
} as const;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const courseId = courseIdOr404(params.courseId);
  const services = context.get(servicesContext);
  const content = await getCourseContent(services.db, user.id, courseId);
  if (content.status === "not-found") throw data("Course not found", { status: 404 });
  if (content.status === "not-enrolled") {
    // A draft stays invisible, exactly like a course that does not exist.
    if (!content.course.isPublished) throw data("Course not found", { status: 404 });
    throw await redirectWithToast(
      services.toasts,
      request,
      `/academy/${content.course.slug}`,
      NOT_ENROLLED_TOAST,
    );
  }
  const { course, enrolment, lessons, nextLessonId } = content;
  // ?lesson= picks a lesson; otherwise (or for one not in this course) the next one to do.
  const asked = new URL(request.url).searchParams.get("lesson");
  const current =
    lessons.find((l) => l.id === asked) ??
    lessons.find((l) => l.id === nextLessonId) ??
    lessons[0] ??
    null;
  return {
    course: {
      id: course.id,
      slug: course.slug,
      title: course.title,
      instructor: course.instructor,
      poster: courseThumbnailUrl(course),
    },
    enrolment,
    lessons,
    currentId: current?.id ?? null,
    nextLessonId,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const courseId = courseIdOr404(params.courseId);
  const services = context.get(servicesContext);
  const submission = parseSubmission(await readForm(request), { schema: progressActionSchema });
  if (submission.status !== "success") {
    return data({ status: "invalid" as const, result: submission.reply() }, { status: 400 });
  }
  const input = submission.value;
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
      { status: "refused", message: PROGRESS_MESSAGES.notEnrolled } satisfies ProgressReply,
      { status: 403 },
    );
  }
  if (outcome.status === "not-in-course") {
    return data(
      {
        status: "invalid" as const,
        result: submission.reply({ fieldErrors: { lessonId: [PROGRESS_MESSAGES.notInCourse] } }),
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
      outcome.course.completedNow
        ? {
            title: "Course Complete",
            description: "You finished every lesson. Your certificate is ready.",
          }
        : { title: "Lesson Complete", description: "Your progress has been saved." },
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
 * error while the learner watches (spec 001 §8: progress-save failures are console-only).
 */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const intent = (await request.clone().formData()).get("intent");
  if (intent !== "progress") return serverAction();
  try {
    return await serverAction();
  } catch (error) {
    // A redirect (e.g. the session ended) is still followed.
    if (error instanceof Response) throw error;
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
  const { course, enrolment, lessons, currentId, nextLessonId } = loaderData;
  const [live, setLive] = useState<{ lessonId: string; percent: number } | null>(null);
  const shownId = useShownLesson(currentId);
  const pinnedIndex = lessons.findIndex((l) => l.id === shownId);
  const index = pinnedIndex >= 0 ? pinnedIndex : lessons.findIndex((l) => l.id === currentId);
  const lesson = lessons[index];
  const actionUrl = `/dashboard/courses/${course.id}/content`;
  const listHeadingId = "course-lessons-heading";

  if (!lesson) {
    return (
      <div className="space-y-6">
        <Breadcrumb title={course.title} />
        <LearnerPageHeader title={course.title} description={`Taught by ${course.instructor}`} />
        <Alert title="No lessons yet">
          <p>
            The lessons of this course are being prepared. You will find them here as soon as they
            are published.
          </p>
        </Alert>
      </div>
    );
  }

  const previous = lessons[index - 1] ?? null;
  const next = lessons[index + 1] ?? null;
  const completedCount = lessons.filter((l) => l.completed).length;
  const livePercent = live?.lessonId === lesson.id ? live.percent : 0;
  const lessonPercent = Math.max(lesson.watchedPercentage, livePercent);
  const lessonDone = lesson.completed || lessonPercent >= LESSON_COMPLETE_PERCENT;
  const listed = lessons.map((l) =>
    l.id === lesson.id ? { ...l, watchedPercentage: lessonPercent, completed: lessonDone } : l,
  );
  const media = lessonMedia(lesson);
  const firstIncomplete = lessons.find((l) => l.id === nextLessonId) ?? null;
  const remaining = lessons.length - completedCount;
  const formError =
    actionData && "result" in actionData
      ? (actionData.result.error?.lessonId?.[0] ?? "Please try again.")
      : actionData && "message" in actionData
        ? actionData.message
        : null;

  const nextControl = next ? (
    <ButtonLink to={`?lesson=${next.id}`} preventScrollReset className={NAV_BUTTON}>
      <ShortOnPhones label="Next" more="lesson" />
      <ArrowRightIcon className="size-5" />
    </ButtonLink>
  ) : enrolment.completed ? (
    <ButtonLink
      to="/dashboard/certificates"
      aria-label="Course Complete: view your certificate"
      className={NAV_BUTTON}
    >
      <AwardIcon className="size-5" />
      Course Complete
    </ButtonLink>
  ) : firstIncomplete && firstIncomplete.id !== lesson.id ? (
    <ButtonLink to={`?lesson=${firstIncomplete.id}`} preventScrollReset className={NAV_BUTTON}>
      {remaining} {remaining === 1 ? "lesson" : "lessons"} left
      <ArrowRightIcon className="size-5" />
    </ButtonLink>
  ) : (
    // The last lesson, not finished yet: nothing to go on to, so a hint instead of a dead button.
    <p className="max-w-56 flex-1 text-right text-sm font-semibold text-ink-muted sm:flex-none">
      Finish this lesson to complete the course.
    </p>
  );

  return (
    <div className="space-y-6">
      <Breadcrumb title={course.title} />
      <LearnerPageHeader
        title={course.title}
        description={
          <>
            Taught by {course.instructor} · {lessons.length}{" "}
            {lessons.length === 1 ? "lesson" : "lessons"}
          </>
        }
      />

      {enrolment.completed ? (
        <Alert variant="success" title="Course Complete">
          <p>
            You finished every lesson of this course.{" "}
            <Link to="/dashboard/certificates">View your certificate</Link>.
          </p>
        </Alert>
      ) : null}
      {formError ? (
        <Alert variant="error" title="Progress not saved">
          <p>{formError}</p>
        </Alert>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start">
        <div className="min-w-0 space-y-5">
          <section aria-labelledby="lesson-title" className="space-y-4">
            {media.kind === "video" ? (
              <LessonVideo
                key={lesson.id}
                actionUrl={actionUrl}
                lesson={lesson}
                src={media.url}
                poster={course.poster}
                startAt={lesson.watchedPercentage >= 100 ? 0 : lesson.positionSeconds}
                onPercent={(percent) =>
                  setLive((prev) =>
                    prev?.lessonId === lesson.id && prev.percent >= percent
                      ? prev
                      : { lessonId: lesson.id, percent },
                  )
                }
                completeActions={
                  next ? (
                    <ButtonLink
                      to={`?lesson=${next.id}`}
                      variant="secondary"
                      size="sm"
                      preventScrollReset
                    >
                      Next lesson
                      <ArrowRightIcon className="size-4" />
                    </ButtonLink>
                  ) : enrolment.completed ? (
                    <ButtonLink to="/dashboard/certificates" variant="secondary" size="sm">
                      <AwardIcon className="size-4" />
                      View your certificate
                    </ButtonLink>
                  ) : null
                }
              />
            ) : media.kind === "external" ? (
              <ExternalVideoCard url={media.url} title={lesson.title} poster={course.poster} />
            ) : (
              <ReadingCard title={lesson.title} description={lesson.description} />
            )}

            <div>
              <p className="text-sm font-semibold text-accent-800">
                Lesson {index + 1} of {lessons.length} · {lesson.duration}
              </p>
              <h2
                id="lesson-title"
                className="mt-1 flex flex-wrap items-center gap-2 text-xl font-bold text-ink sm:text-2xl"
              >
                {lesson.title}
                {lessonDone ? (
                  <Badge variant="success">
                    <CheckCircleIcon className="size-4" />
                    Completed
                  </Badge>
                ) : null}
              </h2>
              {media.kind !== "none" && lesson.description ? (
                <p className="mt-2 text-ink-muted">{lesson.description}</p>
              ) : null}
            </div>

            {/* Spec 001 §2: an embedded-video lesson always has the button, even when its file is
                ours and plays here; a plain video only needs it without JavaScript. */}
            {media.kind === "video" && lesson.type !== "embed" ? (
              <noscript>
                <MarkCompletedForm
                  actionUrl={actionUrl}
                  lessonId={lesson.id}
                  completed={lessonDone}
                >
                  <span className="text-sm text-ink-muted">
                    Progress is saved automatically when JavaScript is on. Watched this lesson? Mark
                    it here.
                  </span>
                </MarkCompletedForm>
              </noscript>
            ) : (
              <MarkCompletedForm
                actionUrl={actionUrl}
                lessonId={lesson.id}
                completed={lessonDone}
              />
            )}
          </section>

          <nav
            aria-label="Previous and next lesson"
            className="flex flex-wrap items-center justify-between gap-3 border-y border-border py-4"
          >
            {previous ? (
              <ButtonLink
                to={`?lesson=${previous.id}`}
                variant="outline"
                preventScrollReset
                className={NAV_BUTTON}
              >
                <ArrowRightIcon className="size-5 rotate-180" />
                <ShortOnPhones label="Previous" more="lesson" />
              </ButtonLink>
            ) : (
              <Button type="button" variant="outline" disabled className={NAV_BUTTON}>
                <ArrowRightIcon className="size-5 rotate-180" />
                <ShortOnPhones label="Previous" more="lesson" />
              </Button>
            )}
            {nextControl}
          </nav>

          <section aria-labelledby="progress-heading">
            <h2 id="progress-heading" className="sr-only">
              Your progress
            </h2>
            <div className="grid gap-4 sm:grid-cols-2">
              <ProgressPanel
                title="This lesson"
                tone="neutral"
                percent={lessonPercent}
                label={`${lesson.title} watched`}
                detail={
                  lessonDone
                    ? "Lesson complete."
                    : `A lesson counts as completed at ${LESSON_COMPLETE_PERCENT}% watched.`
                }
              />
              <ProgressPanel
                title="Course progress"
                tone="course"
                percent={enrolment.progress}
                label={`${course.title} progress`}
                detail={
                  <>
                    {completedCount} of {lessons.length} lessons completed.{" "}
                    <span className="font-semibold text-ink">
                      {courseProgressHint(enrolment.progress)}
                    </span>
                  </>
                }
              />
            </div>
          </section>
        </div>

        <aside className="lg:sticky lg:top-24">
          <LessonList lessons={listed} currentId={lesson.id} headingId={listHeadingId} />
        </aside>
      </div>
    </div>
  );
}

/**
 * The lesson on screen stays put while the learner is on this page. Without ?lesson= the loader
 * opens the next incomplete lesson, so the reload that follows a report completing the lesson
 * would otherwise switch to the next one mid-video. A navigation (a new location) takes the
 * loader's choice again.
 */
function useShownLesson(currentId: string | null): string | null {
  const { key } = useLocation();
  const [pinned, setPinned] = useState({ key, id: currentId });
  if (pinned.key !== key) {
    // React's "adjust state while rendering" pattern: no effect, no flash of the old lesson.
    setPinned({ key, id: currentId });
    return currentId;
  }
  return pinned.id;
}

/**
 * Previous and next share a phone's width (and each takes a full row when they cannot both fit);
 * from sm up they sit at either end of the bar.
 */
const NAV_BUTTON = "flex-1 sm:flex-none";

/** "Previous" on a phone, so both buttons fit one row; "Previous lesson" wider up and for screen readers. */
function ShortOnPhones({ label, more }: { label: string; more: string }) {
  return (
    <span>
      {label}
      <span className="sr-only sm:not-sr-only"> {more}</span>
    </span>
  );
}

function Breadcrumb({ title }: { title: string }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-1.5 text-sm text-ink-muted">
        <li>
          <Link
            to="/dashboard/my-courses"
            className="font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:focus-ring"
          >
            My Courses
          </Link>
        </li>
        <li aria-hidden="true">/</li>
        <li aria-current="page" className="min-w-0 truncate">
          {title}
        </li>
      </ol>
    </nav>
  );
}

/**
 * One progress figure with its bar. The spec's colours (80+ green, 50+ yellow, else red) are for
 * a course's progress; a lesson's watching is `neutral`, so a lesson just begun is not in red.
 */
function ProgressPanel({
  title,
  tone,
  percent,
  label,
  detail,
}: {
  title: string;
  tone: "course" | "neutral";
  percent: number;
  label: string;
  detail: React.ReactNode;
}) {
  return (
    <div className="rounded-xl border border-border bg-surface p-4 shadow-sm sm:p-5">
      <div className="flex items-baseline justify-between gap-3">
        <h3 className="font-semibold text-ink">{title}</h3>
        <p
          className={cn(
            "text-2xl font-bold tabular-nums",
            tone === "course" ? TONE_CLASSES[progressTone(percent)].text : "text-ink",
          )}
        >
          {percent}%
        </p>
      </div>
      <ProgressBar value={percent} label={label} tone={tone} className="mt-3" />
      <p className="mt-3 text-sm text-ink-muted">{detail}</p>
    </div>
  );
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return [
    { title: pageTitle(matches, loaderData?.course.title ?? "Course content") },
    { name: "robots", content: "noindex" },
  ];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="space-y-4">
      <LearnerPageHeader title={notFound ? "Course not found" : "Course content"} />
      <Alert variant="error" title={notFound ? "Course not found" : "Error"}>
        <p>
          {notFound
            ? "This course does not exist or is no longer available."
            : "Could not load course content."}
        </p>
      </Alert>
      <ButtonLink to="/dashboard/my-courses" variant="outline">
        Back to My Courses
      </ButtonLink>
    </div>
  );
}
