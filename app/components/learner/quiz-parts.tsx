import { scoreTone, TONE_CLASSES } from "~/components/layout/progress-tone";
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { AwardIcon, CheckCircleIcon } from "~/components/ui/icons";
import type { LearnerQuizState } from "~/domain/assessments/attempts.server";

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
  if (quiz.passed) return <Badge variant="success">Passed</Badge>;
  if (quiz.open) return <Badge variant="info">In progress</Badge>;
  if (quiz.best !== null) return <Badge variant="warning">Not passed yet</Badge>;
  return <Badge variant="neutral">Not taken</Badge>;
}

/**
 * A lesson's check or the course's final assessment, as the course page shows it: what it asks,
 * whether it holds anything back, how the learner stands, and the way in.
 */
export function QuizCallout({
  courseId,
  quiz,
  kind,
}: {
  courseId: string;
  quiz: LearnerQuizState;
  kind: "check" | "final";
}) {
  const headingId = `quiz-${quiz.id}-title`;
  const action = quiz.open
    ? "Continue"
    : quiz.best === null
      ? "Start"
      : quiz.passed
        ? "Review"
        : "Try again";
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
          {kind === "final" ? "Final assessment" : "Lesson check"}
        </p>
        <h2 id={headingId} className="font-bold break-words text-ink">
          {quiz.title}
        </h2>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-muted">
          <QuizStatusBadge quiz={quiz} />
          <span>
            {quiz.questions} {quiz.questions === 1 ? "question" : "questions"} · pass mark{" "}
            {quiz.passMark}%
          </span>
          {quiz.best !== null ? (
            <span className={cn("font-semibold", TONE_CLASSES[scoreTone(quiz.best)].text)}>
              Best score {quiz.best}%
            </span>
          ) : null}
        </p>
        <p className="text-sm text-ink-muted">
          {kind === "final"
            ? "Pass it, with every lesson completed, to finish the course and get your scored certificate."
            : quiz.required
              ? "Pass it to complete this lesson."
              : "Optional: a quick check of what you learned."}
        </p>
      </div>
      <ButtonLink to={quizHref(courseId, quiz.id)} variant={quiz.passed ? "outline" : "primary"}>
        {action}
        <span className="sr-only">: {quiz.title}</span>
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
