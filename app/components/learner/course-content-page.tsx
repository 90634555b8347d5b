import { useState } from "react";
import { useLocation } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import {
  CompleteActions,
  CourseBreadcrumb,
  LessonNav,
  LessonProgress,
  LessonSection,
} from "~/components/learner/course-lesson";
import { LessonList } from "~/components/learner/lesson-list";
import { OfflineDownload } from "~/components/learner/offline-download";
import { QuizCallout } from "~/components/learner/quiz-parts";
import { useOfflineApp } from "~/components/learner/use-offline-app";
import { Alert } from "~/components/ui/alert";
import { Link } from "~/components/ui/link";
import { SLOT, withNode } from "~/components/ui/message-parts";
import type { VideoQuality } from "~/db/schema/enums";
import type { LearnerQuizState } from "~/domain/assessments/attempts.server";
import type { ContentLesson } from "~/domain/learning/course-content.server";
import type { CourseOfflineFiles } from "~/domain/learning/offline-files.server";
import { isLessonWatched } from "~/domain/learning/progress-rules";
import type { LessonVideoCopies } from "~/domain/media/video-choice.server";
import { learnerCourse } from "~/i18n/messages/learner-course";
import { learnerOffline } from "~/i18n/messages/learner-offline";
import { useT } from "~/i18n/react";
import { courseContentPath } from "~/lib/course-paths";

// The course content page of an enrolled learner: the lesson on screen with its player, its
// check and the way on, the final assessment, and the course's lessons beside it.

/** What the course content page shows (the loader's answer). */
export type CourseContentData = {
  /** `lang`: the course's language, for its lessons and quizzes. */
  course: {
    lang: string;
    id: string;
    slug: string;
    title: string;
    instructor: string;
    poster: string;
  };
  enrolment: { progress: number; completed: boolean };
  lessons: ContentLesson[];
  currentId: string | null;
  /** The lessons' smaller copies, by lesson (none: the original plays), and the learner's choice. */
  video: { quality: VideoQuality; copies: Record<string, LessonVideoCopies> };
  /** What "Download for offline" fetches for each lesson, in the chosen size. */
  offline: CourseOfflineFiles;
  nextLessonId: string | null;
  /** The final assessment, if the course has one. */
  finalQuiz: LearnerQuizState | null;
  /** Each lesson's check, by lesson. */
  checks: Record<string, LearnerQuizState>;
};

export function CourseContentPage({
  data: loaderData,
  formError,
}: {
  data: CourseContentData;
  /** Why the last progress form was refused, in the page's language; null when it was not. */
  formError: string | null;
}) {
  const { course, enrolment, lessons, currentId, nextLessonId, finalQuiz, checks } = loaderData;
  // What the player reported on this page since the lesson's data was read (`base`: its credited
  // seconds then; new data, e.g. after a reload, starts afresh).
  const [live, setLive] = useState<{
    lessonId: string;
    base: number;
    percent: number;
    watched: number;
  } | null>(null);
  const shownId = useShownLesson(currentId);
  const pinnedIndex = lessons.findIndex((l) => l.id === shownId);
  const index = pinnedIndex >= 0 ? pinnedIndex : lessons.findIndex((l) => l.id === currentId);
  const lesson = lessons[index];
  const actionUrl = courseContentPath(course.id);
  const listHeadingId = "course-lessons-heading";
  const t = useT(learnerCourse);
  const offlineWords = useT(learnerOffline);
  useOfflineApp();

  if (!lesson) {
    return (
      <div className="space-y-6">
        <CourseBreadcrumb title={course.title} />
        <PageHeader title={course.title} description={t.taughtBy({ name: course.instructor })} />
        <Alert title={t.noLessons.title}>
          <p>{t.noLessons.text}</p>
        </Alert>
      </div>
    );
  }

  const previous = lessons[index - 1] ?? null;
  const next = lessons[index + 1] ?? null;
  const completedCount = lessons.filter((l) => l.completed).length;
  const liveNow = live?.lessonId === lesson.id && live.base === lesson.watchSeconds ? live : null;
  const lessonPercent = Math.max(lesson.watchedPercentage, liveNow?.percent ?? 0);
  const check = checks[lesson.id] ?? null;
  // Watched far enough (the server's rule, with the seconds played on this page added to those
  // credited) counts at once, also offline, unless a required check still holds it back.
  const lessonDone =
    lesson.completed ||
    (isLessonWatched(
      { percent: lessonPercent, watchSeconds: lesson.watchSeconds + (liveNow?.watched ?? 0) },
      lesson.requiredSeconds,
    ) &&
      !(check?.required && !check.passed));
  const listed = lessons.map((l) =>
    l.id === lesson.id ? { ...l, watchedPercentage: lessonPercent, completed: lessonDone } : l,
  );
  const firstIncomplete = lessons.find((l) => l.id === nextLessonId) ?? null;

  return (
    <div className="space-y-6">
      <CourseBreadcrumb title={course.title} />
      <PageHeader
        title={course.title}
        description={t.taughtByLessons({ name: course.instructor, count: lessons.length })}
      />

      {enrolment.completed ? (
        <Alert variant="success" title={t.courseComplete}>
          <p>
            {withNode(
              t.finishedAll({ link: SLOT }),
              <Link to="/dashboard/certificates">{t.viewCertificate}</Link>,
            )}
          </p>
        </Alert>
      ) : null}
      {formError ? (
        <Alert variant="error" title={t.progressNotSaved}>
          <p>{formError}</p>
        </Alert>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start">
        <div className="min-w-0 space-y-5">
          <LessonSection
            lang={course.lang}
            actionUrl={actionUrl}
            lesson={lesson}
            position={{ index, total: lessons.length }}
            poster={course.poster}
            video={{
              quality: loaderData.video.quality,
              copies: loaderData.video.copies[lesson.id] ?? null,
            }}
            done={lessonDone}
            onPercent={(percent, watched) =>
              setLive((prev) => ({
                lessonId: lesson.id,
                base: lesson.watchSeconds,
                percent: prev?.lessonId === lesson.id ? Math.max(prev.percent, percent) : percent,
                watched,
              }))
            }
            completeActions={<CompleteActions next={next} courseCompleted={enrolment.completed} />}
          />
          <OfflineDownload
            course={{ id: course.id, title: course.title }}
            lessons={lessons}
            lesson={lesson}
            files={loaderData.offline}
          />
          {check ? (
            <QuizCallout courseId={course.id} quiz={check} kind="check" lang={course.lang} />
          ) : null}
          <LessonNav
            lessonId={lesson.id}
            previous={previous}
            next={next}
            courseCompleted={enrolment.completed}
            firstIncomplete={firstIncomplete}
            remaining={lessons.length - completedCount}
          />
          {finalQuiz ? (
            <QuizCallout courseId={course.id} quiz={finalQuiz} kind="final" lang={course.lang} />
          ) : null}
          {finalQuiz || check ? (
            <p className="text-sm text-ink-muted">{offlineWords.quizOffline}</p>
          ) : null}
          <LessonProgress
            lesson={lesson}
            lessonPercent={lessonPercent}
            lessonDone={lessonDone}
            checkRequired={Boolean(check?.required && !check.passed)}
            course={{
              title: course.title,
              progress: enrolment.progress,
              completedLessons: completedCount,
              totalLessons: lessons.length,
              finalPassed: finalQuiz ? finalQuiz.passed : null,
            }}
          />
        </div>

        <aside className="lg:sticky lg:top-24">
          <LessonList
            lessons={listed}
            currentId={lesson.id}
            headingId={listHeadingId}
            lang={course.lang}
          />
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
