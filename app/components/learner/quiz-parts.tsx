import { scoreTone, TONE_CLASSES } from "~/components/layout/progress-tone";
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { AwardIcon, CheckCircleIcon } from "~/components/ui/icons";
import type { LearnerQuizState } from "~/domain/assessments/attempts.server";
import { learnerQuiz } from "~/i18n/messages/learner-quiz";
import { useT } from "~/i18n/react";

// The quiz pieces of the learner's pages: the card a lesson or a course shows for its check or
// final assessment, and the facts every quiz page repeats.

export const quizHref = (courseId: string, quizId: string) =>
  `/dashboard/courses/${courseId}/quizzes/${quizId}`;

/** Passed, in progress, tried, or not yet taken, as a badge. */
export function QuizStatusBadge({
  quiz,
}: {
  quiz: Pick<LearnerQuizState, "passed" | "open" | "best">;
}) {
  const t = useT(learnerQuiz);
  if (quiz.passed) return <Badge variant="success">{t.status.passed}</Badge>;
  if (quiz.open) return <Badge variant="info">{t.status.inProgress}</Badge>;
  if (quiz.best !== null) return <Badge variant="warning">{t.status.notPassedYet}</Badge>;
  return <Badge variant="neutral">{t.status.notTaken}</Badge>;
}

/**
 * A lesson's check or the course's final assessment, as the course page shows it: what it asks,
 * whether it holds anything back, how the learner stands, and the way in.
 */
export function QuizCallout({
  courseId,
  quiz,
  kind,
  lang,
}: {
  courseId: string;
  quiz: LearnerQuizState;
  kind: "check" | "final";
  /** The course's language (the quiz's title is course content). */
  lang?: string;
}) {
  const t = useT(learnerQuiz);
  const headingId = `quiz-${quiz.id}-title`;
  const action = quiz.open
    ? t.callout.continue
    : quiz.best === null
      ? t.callout.start
      : quiz.passed
        ? t.callout.review
        : t.callout.tryAgain;
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        "flex flex-col gap-3 rounded-xl border p-4 shadow-xs sm:flex-row sm:items-center sm:p-5",
        quiz.passed ? "border-success-border bg-success-bg/40" : "border-border bg-surface",
      )}
    >
      <span
        aria-hidden="true"
        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700"
      >
        {quiz.passed ? <CheckCircleIcon className="size-5" /> : <AwardIcon className="size-5" />}
      </span>
      <div className="min-w-0 flex-1 space-y-1">
        <p className="text-sm font-semibold text-ink-muted">
          {kind === "final" ? t.callout.final : t.callout.check}
        </p>
        <h2 id={headingId} lang={lang} className="font-bold break-words text-ink">
          {quiz.title}
        </h2>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-muted">
          <QuizStatusBadge quiz={quiz} />
          <span>
            {t.callout.questionsPassMark({ count: quiz.questions, passMark: quiz.passMark })}
          </span>
          {quiz.best !== null ? (
            <span className={cn("font-semibold", TONE_CLASSES[scoreTone(quiz.best)].text)}>
              {t.callout.bestScore({ score: quiz.best })}
            </span>
          ) : null}
        </p>
        <p className="text-sm text-ink-muted">
          {kind === "final"
            ? t.callout.finalHint
            : quiz.required
              ? t.callout.requiredHint
              : t.callout.optionalHint}
        </p>
      </div>
      <ButtonLink to={quizHref(courseId, quiz.id)} variant={quiz.passed ? "outline" : "primary"}>
        {action}
        <span className="sr-only" lang={lang}>
          : {quiz.title}
        </span>
      </ButtonLink>
    </section>
  );
}

/** A score with its colour (90+ green, 80+ yellow), as certificates show it. */
export function ScoreText({ score, className }: { score: number; className?: string }) {
  return (
    <span className={cn("font-bold", TONE_CLASSES[scoreTone(score)].text, className)}>
      {score}%
    </span>
  );
}
