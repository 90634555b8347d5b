import { useEffect, useRef, useState } from "react";
import { Panel } from "~/components/learner/panel";
import { ScoreText } from "~/components/learner/quiz-parts";
import { QuestionField, QuestionResult, TimeLeft } from "~/components/learner/quiz-questions";
import { Alert } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button, ButtonLink, usePendingForm } from "~/components/ui/button";
import { Form, Link } from "~/components/ui/link";
import type { AnswerReveal } from "~/db/schema/enums";
import type { QuestionFeedback, QuestionView } from "~/domain/assessments/attempt-view";
import { learnerQuiz } from "~/i18n/messages/learner-quiz";
import { useLocale, useT } from "~/i18n/react";
import { courseContentPath } from "~/lib/course-paths";
import { formatDateTime } from "~/lib/format";

// The two states of a quiz attempt's page: the answering form while it is in progress, and its
// results once graded.

/** What the attempt page shows while the attempt is in progress (the loader's answer). */
export type AnsweringData = {
  /** The course's language: the questions are course content. */
  lang: string;
  now: string;
  deadlineAt: string | null;
  expired: boolean;
  total: number;
  /** The attempt's saved answers: what the counter counts before any tick is made. */
  saved: number;
  /** The question shown (one at a time), from 0; null when all are shown. */
  index: number | null;
  questions: { question: QuestionView; number: number; values: string[] }[];
};

/**
 * A save that refused an unreadable answer: the errors by question, what was typed, and how many
 * of the page's other answers were stored.
 */
export type AnsweringActionData =
  | { errors: Record<string, string>; values: Record<string, string[]>; stored: number }
  | undefined;

/** What the attempt page shows once the attempt is graded. */
export type GradedData = {
  lang: string;
  quiz: { courseId: string; passMark: number; lessonId: string | null };
  submittedAt: string | null;
  score: number;
  passed: boolean;
  timedOut: boolean;
  marksEarned: number;
  marksTotal: number;
  reveal: AnswerReveal;
  feedback: QuestionFeedback[];
};

export function Answering({
  data: view,
  actionData,
}: {
  data: AnsweringData;
  actionData: AnsweringActionData;
}) {
  const t = useT(learnerQuiz);
  const isPending = usePendingForm();
  const busy = (intent: string) => isPending({ fields: { intent } });
  const errors = actionData && "errors" in actionData ? actionData.errors : {};
  const typed = actionData && "values" in actionData ? actionData.values : {};
  const stored = actionData && "stored" in actionData ? actionData.stored : 0;
  const refused = Object.keys(errors).length;
  // Before JavaScript (and on the server) the counter counts saved answers; once the page runs,
  // it follows the ticks and typing as well, and still says how many are saved.
  const formRef = useRef<HTMLFormElement>(null);
  const [answered, setAnswered] = useState<number | null>(null);
  const recount = () => {
    if (formRef.current) setAnswered(countAnswered(formRef.current, view));
  };
  const formKey = JSON.stringify(typed);
  // biome-ignore lint/correctness/useExhaustiveDependencies: recount when the form is replaced or the saved answers change.
  useEffect(recount, [formKey, view.saved]);
  const one = view.index !== null;
  const first = view.index === 0;
  const last = view.index === view.total - 1;
  const pageSearch = one ? `?q=${(view.index ?? 0) + 1}` : "";
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border bg-surface p-4 shadow-xs">
        <div className="space-y-1">
          <p className="font-semibold text-ink">
            {one ? t.attempt.questionOf({ number: (view.index ?? 0) + 1, total: view.total }) : ""}
            <span aria-live="polite">
              {answered === null || answered === view.saved
                ? t.attempt.savedOf({ saved: view.saved, total: view.total })
                : t.attempt.answeredSavedOf({ answered, total: view.total, saved: view.saved })}
            </span>
          </p>
          {view.deadlineAt ? <TimeLeft deadline={view.deadlineAt} now={view.now} /> : null}
        </div>
        <Link
          to={one ? "?" : "?q=1"}
          className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:focus-ring"
        >
          {one ? t.attempt.showAll : t.attempt.oneAtATime}
        </Link>
      </div>
      {view.expired ? (
        <Alert variant="warning" title={t.timeIsUp}>
          <p>{t.attempt.noLongerSaved}</p>
        </Alert>
      ) : null}
      {refused > 0 ? (
        <Alert variant="error" title={t.attempt.notSavedTitle({ count: refused })}>
          <p>
            {stored > 0 ? `${t.attempt.othersSaved({ count: stored })} ` : ""}
            {t.attempt.fixMarked}
          </p>
        </Alert>
      ) : null}
      <Form
        method="post"
        action={pageSearch || "?"}
        key={formKey}
        ref={formRef}
        onChange={recount}
        className="space-y-4"
      >
        {view.questions.map(({ question, number, values }) => (
          <QuestionField
            key={question.id}
            question={question}
            number={number}
            values={typed[question.id] ?? values}
            error={errors[question.id]}
            lang={view.lang}
          />
        ))}
        <div className="flex flex-wrap items-center gap-3 pt-2">
          {one && !first ? (
            <Button
              type="submit"
              name="intent"
              value="previous"
              variant="outline"
              pending={busy("previous")}
            >
              {t.attempt.previous}
            </Button>
          ) : null}
          {one && !last ? (
            <Button type="submit" name="intent" value="next" pending={busy("next")}>
              {t.attempt.saveNext}
            </Button>
          ) : null}
          <Button type="submit" name="intent" value="save" variant="outline" pending={busy("save")}>
            {t.attempt.save}
          </Button>
          {!one || last ? (
            <Button type="submit" name="intent" value="submit" pending={busy("submit")}>
              {t.attempt.submit}
            </Button>
          ) : null}
        </div>
        <p className="text-sm text-ink-muted">{t.attempt.submitNote}</p>
      </Form>
    </>
  );
}

export function Graded({ data: view, backToQuiz }: { data: GradedData; backToQuiz: string }) {
  const t = useT(learnerQuiz);
  const locale = useLocale();
  return (
    <>
      <section
        aria-labelledby="result-title"
        className="flex flex-wrap items-center gap-5 rounded-xl border border-border bg-surface p-5 shadow-xs sm:p-6"
      >
        <ScoreText score={view.score} className="text-5xl" />
        <div className="min-w-0 flex-1 space-y-1">
          <h2
            id="result-title"
            className="flex flex-wrap items-center gap-2 text-xl font-bold text-ink"
          >
            {view.passed ? t.attempt.youPassed : t.attempt.notPassed}
            <Badge variant={view.passed ? "success" : "warning"}>
              {view.passed ? t.passed : t.attempt.passMark({ passMark: view.quiz.passMark })}
            </Badge>
          </h2>
          <p className="text-ink-muted">
            {t.attempt.marks({ earned: view.marksEarned, total: view.marksTotal })}
            {view.submittedAt
              ? t.attempt.submittedOn({ date: formatDateTime(view.submittedAt, locale) })
              : ""}
          </p>
          {view.timedOut ? <p className="text-sm text-ink-muted">{t.attempt.timeRanOut}</p> : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <ButtonLink to={courseContentPath(view.quiz.courseId)} variant="outline">
            {t.attempt.backToCourse}
          </ButtonLink>
          {view.passed && view.quiz.lessonId === null ? (
            <ButtonLink to="/dashboard/certificates">{t.attempt.myCertificates}</ButtonLink>
          ) : (
            <ButtonLink to={backToQuiz}>
              {view.passed ? t.attempt.seeQuiz : t.attempt.tryAgain}
            </ButtonLink>
          )}
        </div>
      </section>

      <Panel id="answers" title={t.attempt.yourAnswers}>
        {view.reveal === "never" ? (
          <p className="mb-4 text-sm text-ink-muted">{t.attempt.scoreOnly}</p>
        ) : view.reveal === "after_pass" && !view.feedback.some((f) => f.rightAnswer !== null) ? (
          <p className="mb-4 text-sm text-ink-muted">{t.attempt.afterPass}</p>
        ) : null}
        <ol className="space-y-3">
          {view.feedback.map((item, i) => (
            <QuestionResult key={item.id} item={item} number={i + 1} lang={view.lang} />
          ))}
        </ol>
      </Panel>
    </>
  );
}

/**
 * How many questions of the attempt have an answer in the form as it stands: the saved answers of
 * the questions not on the page, and the shown ones that hold a tick or some text.
 */
function countAnswered(form: HTMLFormElement, view: AnsweringData): number {
  const values = new FormData(form);
  const shownSaved = view.questions.filter((q) => q.values.length > 0).length;
  const shownFilled = view.questions.filter(({ question }) =>
    values.getAll(`answer.${question.id}`).some((v) => typeof v === "string" && v.trim() !== ""),
  ).length;
  return view.saved - shownSaved + shownFilled;
}
