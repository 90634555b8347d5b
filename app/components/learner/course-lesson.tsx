import { ProgressBar } from "~/components/layout/progress-bar";
import { progressTone, TONE_CLASSES } from "~/components/layout/progress-tone";
import { Badge } from "~/components/ui/badge";
import { Button, ButtonLink } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { ArrowRightIcon, AwardIcon, CheckCircleIcon } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import type { VideoQuality } from "~/db/schema/enums";
import type { ContentLesson } from "~/domain/learning/course-content.server";
import {
  courseProgressHintKey,
  LESSON_COMPLETE_PERCENT,
  lessonMedia,
} from "~/domain/learning/progress-rules";
import type { LessonVideoCopies } from "~/domain/media/video-choice.server";
import { learnerCourse } from "~/i18n/messages/learner-course";
import { useT } from "~/i18n/react";
import { courseContentPath } from "~/lib/course-paths";
import { ExternalVideoCard, MarkCompletedForm, ReadingCard } from "./lesson-cards";
import { LessonVideo } from "./lesson-player";
import { chosenCopy, VideoQualityChoice } from "./video-quality";

// The parts of a course's lesson page (routes/learner/course-content.tsx), top to bottom.

/** My Courses / the course: its title, a link back to its lessons when `courseId` is given. */
export function CourseBreadcrumb({ title, courseId }: { title: string; courseId?: string }) {
  const linkClasses =
    "font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:focus-ring";
  const t = useT(learnerCourse);
  return (
    <nav aria-label={t.breadcrumb}>
      <ol className="flex flex-wrap items-center gap-1.5 text-sm text-ink-muted">
        <li>
          <Link to="/dashboard/my-courses" className={linkClasses}>
            {t.myCourses}
          </Link>
        </li>
        <li aria-hidden="true">/</li>
        {courseId ? (
          <li className="min-w-0">
            <Link to={courseContentPath(courseId)} className={`${linkClasses} break-words`}>
              {title}
            </Link>
          </li>
        ) : (
          <li aria-current="page" className="min-w-0 truncate">
            {title}
          </li>
        )}
      </ol>
    </nav>
  );
}

/**
 * The lesson itself: its video (or the link to one hosted elsewhere, or its text), its title and
 * the Mark as Completed button where the lesson needs one.
 */
export function LessonSection({
  actionUrl,
  lesson,
  position,
  poster,
  video,
  done,
  onPercent,
  completeActions,
  lang,
}: {
  /** The course's language: the lesson's title is course content, marked with it. */
  lang?: string;
  actionUrl: string;
  lesson: ContentLesson;
  /** The video's smaller copies (null: the original plays) and the learner's choice. */
  video: { quality: VideoQuality; copies: LessonVideoCopies | null };
  /** "Lesson 2 of 5". */
  position: { index: number; total: number };
  poster: string;
  /** Completed, or watched far enough to count as completed. */
  done: boolean;
  onPercent: (percent: number, watchedSeconds: number) => void;
  completeActions: React.ReactNode;
}) {
  const media = lessonMedia(lesson);
  const t = useT(learnerCourse);
  const copy = video.copies ? chosenCopy(video.copies, video.quality) : null;
  return (
    <section aria-labelledby="lesson-title" className="space-y-4">
      {media.kind === "video" ? (
        <>
          <LessonVideo
            // A new choice is a new source: the player starts afresh (at the saved position).
            key={`${lesson.id}:${copy?.url ?? media.url}`}
            actionUrl={actionUrl}
            lesson={lesson}
            src={copy?.url ?? media.url}
            poster={video.copies?.poster ?? poster}
            startAt={lesson.watchedPercentage >= 100 ? 0 : lesson.positionSeconds}
            done={done}
            onPercent={onPercent}
            completeActions={completeActions}
          />
          {video.copies ? (
            <VideoQualityChoice
              actionUrl={actionUrl}
              lessonId={lesson.id}
              quality={video.quality}
              copies={video.copies}
            />
          ) : null}
        </>
      ) : media.kind === "external" ? (
        <ExternalVideoCard url={media.url} title={lesson.title} poster={poster} />
      ) : (
        <ReadingCard title={lesson.title} description={lesson.description} />
      )}

      <div>
        <p className="text-sm font-semibold text-accent-800">
          {t.lessonOf({
            number: position.index + 1,
            total: position.total,
            duration: lesson.duration,
          })}
        </p>
        <h2
          id="lesson-title"
          className="mt-1 flex flex-wrap items-center gap-2 text-xl font-bold text-ink sm:text-2xl"
        >
          <span lang={lang}>{lesson.title}</span>
          {done ? (
            <Badge variant="success">
              <CheckCircleIcon className="size-4" />
              {t.completed}
            </Badge>
          ) : null}
        </h2>
        {media.kind !== "none" && lesson.description ? (
          <p className="mt-2 text-ink-muted">{lesson.description}</p>
        ) : null}
      </div>

      {/* A video of ours completes by being watched (the player reports it); only a lesson the
          player cannot measure, a link or a reading, is marked by hand. */}
      {media.kind === "video" ? (
        <noscript>
          <p className="text-sm text-ink-muted">{t.noscriptHint}</p>
        </noscript>
      ) : (
        <MarkCompletedForm actionUrl={actionUrl} lessonId={lesson.id} completed={done} />
      )}
    </section>
  );
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

/**
 * Previous lesson, and the way on: the next lesson, the certificate once the course is complete,
 * the first lesson still to do, or (on the last lesson, not finished yet) a hint.
 */
export function LessonNav({
  lessonId,
  previous,
  next,
  courseCompleted,
  firstIncomplete,
  remaining,
}: {
  lessonId: string;
  previous: { id: string } | null;
  next: { id: string } | null;
  courseCompleted: boolean;
  firstIncomplete: { id: string } | null;
  /** Lessons not completed yet. */
  remaining: number;
}) {
  const t = useT(learnerCourse);
  const nextControl = next ? (
    <ButtonLink to={`?lesson=${next.id}`} preventScrollReset className={NAV_BUTTON}>
      <ShortOnPhones label={t.nav.next} more={t.nav.lesson} />
      <ArrowRightIcon className="size-5" />
    </ButtonLink>
  ) : courseCompleted ? (
    <ButtonLink
      to="/dashboard/certificates"
      aria-label={t.nav.courseCompleteLabel}
      className={NAV_BUTTON}
    >
      <AwardIcon className="size-5" />
      {t.courseComplete}
    </ButtonLink>
  ) : firstIncomplete && firstIncomplete.id !== lessonId ? (
    <ButtonLink to={`?lesson=${firstIncomplete.id}`} preventScrollReset className={NAV_BUTTON}>
      {t.nav.lessonsLeft({ count: remaining })}
      <ArrowRightIcon className="size-5" />
    </ButtonLink>
  ) : (
    // The last lesson, not finished yet: nothing to go on to, so a hint instead of a dead button.
    <p className="max-w-56 flex-1 text-right text-sm font-semibold text-ink-muted sm:flex-none">
      {t.nav.finishToComplete}
    </p>
  );

  return (
    <nav
      aria-label={t.nav.label}
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
          <ShortOnPhones label={t.nav.previous} more={t.nav.lesson} />
        </ButtonLink>
      ) : (
        <Button type="button" variant="outline" disabled className={NAV_BUTTON}>
          <ArrowRightIcon className="size-5 rotate-180" />
          <ShortOnPhones label={t.nav.previous} more={t.nav.lesson} />
        </Button>
      )}
      {nextControl}
    </nav>
  );
}

/** The way on shown over a finished video: the next lesson, or the certificate. */
export function CompleteActions({
  next,
  courseCompleted,
}: {
  next: { id: string } | null;
  courseCompleted: boolean;
}) {
  const t = useT(learnerCourse);
  if (next) {
    return (
      <ButtonLink to={`?lesson=${next.id}`} variant="secondary" size="sm" preventScrollReset>
        {t.nav.nextLesson}
        <ArrowRightIcon className="size-4" />
      </ButtonLink>
    );
  }
  return courseCompleted ? (
    <ButtonLink to="/dashboard/certificates" variant="secondary" size="sm">
      <AwardIcon className="size-4" />
      {t.viewCertificate}
    </ButtonLink>
  ) : null;
}

/** "Your progress": this lesson's watching, and the course's progress with its hint. */
export function LessonProgress({
  lesson,
  lessonPercent,
  lessonDone,
  checkRequired = false,
  course,
}: {
  lesson: { title: string };
  lessonPercent: number;
  lessonDone: boolean;
  /** The lesson has a required check not passed yet: watching alone does not complete it. */
  checkRequired?: boolean;
  course: {
    title: string;
    progress: number;
    completedLessons: number;
    totalLessons: number;
    /** Whether its final assessment is passed; null when the course has none. */
    finalPassed?: boolean | null;
  };
}) {
  const t = useT(learnerCourse);
  const final =
    course.finalPassed === true
      ? ` ${t.progress.finalPassed}`
      : course.finalPassed === false
        ? ` ${t.progress.finalNotPassed}`
        : "";
  return (
    <section aria-labelledby="progress-heading">
      <h2 id="progress-heading" className="sr-only">
        {t.progress.heading}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <ProgressPanel
          title={t.progress.thisLesson}
          tone="neutral"
          percent={lessonPercent}
          label={t.progress.watched({ title: lesson.title })}
          detail={
            lessonDone
              ? t.progress.lessonComplete
              : checkRequired
                ? t.progress.countsWithCheck({ percent: LESSON_COMPLETE_PERCENT })
                : t.progress.counts({ percent: LESSON_COMPLETE_PERCENT })
          }
        />
        <ProgressPanel
          title={t.progress.course}
          tone="course"
          percent={course.progress}
          label={t.progress.courseLabel({ title: course.title })}
          detail={
            <>
              {t.progress.lessonsCompleted({
                completed: course.completedLessons,
                total: course.totalLessons,
              })}
              {final}{" "}
              <span className="font-semibold text-ink">
                {t.progress.hints[courseProgressHintKey(course.progress)]}
              </span>
            </>
          }
        />
      </div>
    </section>
  );
}

/**
 * One progress figure with its bar. The red/yellow/green colours (80+ green, 50+ yellow, else red)
 * are for a course's progress; a lesson's watching is `neutral`, so a lesson just begun is not in red.
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
