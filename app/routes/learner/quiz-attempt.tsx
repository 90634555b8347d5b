import { useEffect, useRef, useState } from "react";
import { data, type ShouldRevalidateFunctionArgs, useNavigation } from "react-router";
import { z } from "zod";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorPanel, routeErrorKind } from "~/components/layout/route-error";
import { CourseBreadcrumb } from "~/components/learner/course-lesson";
import { Panel } from "~/components/learner/panel";
import { ScoreText } from "~/components/learner/quiz-parts";
import { QuestionField, QuestionResult, TimeLeft } from "~/components/learner/quiz-questions";
import { Alert } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button, ButtonLink } from "~/components/ui/button";
import { Form, Link } from "~/components/ui/link";
import { answerFormValues, feedbackFor, questionView } from "~/domain/assessments/attempt-view";
import {
  ANSWER_MESSAGES,
  getLearnerAttempt,
  type RawAnswer,
  saveAnswers,
  submitAttempt,
} from "~/domain/assessments/attempts.server";
import { TIME_GRACE_SECONDS } from "~/domain/assessments/grading";
import { findCourseLanguage } from "~/domain/catalog/courses.server";
import { messagesFor, translate } from "~/i18n/catalog.server";
import { localeContext } from "~/i18n/locale.server";
import { HTML_LANG } from "~/i18n/locales";
import { learner } from "~/i18n/messages/learner";
import { learnerCourse } from "~/i18n/messages/learner-course";
import { learnerQuiz } from "~/i18n/messages/learner-quiz";
import { metaT } from "~/i18n/meta";
import { useLocale, useOptionalT, useT } from "~/i18n/react";
import { courseContentPath } from "~/lib/course-paths";
import { formatDateTime } from "~/lib/format";
import { notFound } from "~/lib/http.server";
import { pageTitle } from "~/lib/page-title";
import { parseSubmission } from "~/lib/parse-submission";
import { isUuid } from "~/lib/uuid";
import { readForm } from "~/routes/form-body.server";
import { requireUser } from "~/routes/middleware/guards.server";
import { redirectWithToast } from "~/routes/toast.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/quiz-attempt";

// One attempt: the answering form while it is in progress (all questions on one page, or one at
// a time with ?q=N, which is lighter on a small phone), its results once graded. Every move
// saves the page's answers first; nothing here ever holds a right answer before grading.

function scopeOf(userId: string, params: Route.LoaderArgs["params"]) {
  return {
    userId,
    courseId: params.courseId,
    quizId: params.quizId,
    attemptId: params.attemptId,
  };
}

const pageOf = (url: URL) => {
  const q = Number(url.searchParams.get("q"));
  return Number.isInteger(q) && q >= 1 ? q : null;
};

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const locale = context.get(localeContext);
  const t = translate(locale, learnerQuiz);
  const { db } = context.get(servicesContext);
  const found = await getLearnerAttempt(db, scopeOf(user.id, params));
  if (!found) throw notFound(t.attemptNotFound);
  const { attempt, quiz, courseTitle, answers, passedEver } = found;
  // The questions, options and explanations are course content: marked with its language.
  const language = await findCourseLanguage(db, quiz.courseId);
  const now = new Date();
  const common = {
    ...messagesFor(locale, learnerCourse, learnerQuiz),
    lang: HTML_LANG[language],
    quiz: {
      id: quiz.id,
      title: quiz.title,
      courseId: quiz.courseId,
      courseTitle,
      passMark: quiz.passMark,
      lessonId: quiz.lessonId,
    },
    attempt: { id: attempt.id, number: attempt.number },
  };
  if (attempt.status === "in_progress") {
    const total = attempt.questions.length;
    const one = pageOf(new URL(request.url));
    const index = one === null ? null : Math.min(one, total) - 1;
    const shown = index === null ? attempt.questions : attempt.questions.slice(index, index + 1);
    const expired =
      attempt.deadlineAt !== null &&
      now.getTime() > attempt.deadlineAt.getTime() + TIME_GRACE_SECONDS * 1000;
    return {
      ...common,
      state: "answering" as const,
      now: now.toISOString(),
      deadlineAt: attempt.deadlineAt?.toISOString() ?? null,
      expired,
      total,
      /** The attempt's saved answers: what the counter counts before any tick is made. */
      saved: attempt.questions.filter((q) => answers.has(q.id)).length,
      /** The question shown (one at a time), from 0; null when all are shown. */
      index,
      /** Each shown question with its number in the attempt and its saved answer. */
      questions: shown.map((q) => ({
        question: questionView(q),
        number: attempt.questions.indexOf(q) + 1,
        values: answerFormValues(answers.get(q.id)?.answer),
      })),
    };
  }
  return {
    ...common,
    state: "graded" as const,
    submittedAt: attempt.submittedAt?.toISOString() ?? null,
    score: attempt.score ?? 0,
    passed: attempt.passed === true,
    timedOut: attempt.timedOut,
    marksEarned: attempt.marksEarned ?? 0,
    marksTotal: attempt.marksTotal,
    reveal: quiz.reveal,
    feedback: feedbackFor(attempt.questions, answers, quiz.reveal, passedEver, t.question),
  };
}

const moveSchema = z.object({
  intent: z.enum(["save", "next", "previous", "submit"], { error: "Unknown action." }),
});

/**
 * Saves the shown questions' answers, then moves (next, previous), stays (save) or grades
 * (submit). An answer that cannot be read comes back beside its question with what was typed,
 * and holds the move; the page's other answers are saved all the same (`stored` says how many).
 * After the deadline nothing is saved: the attempt is graded on what was saved in time.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const services = context.get(servicesContext);
  const t = translate(context.get(localeContext), learnerQuiz);
  const scope = scopeOf(user.id, params);
  const form = await readForm(request);
  const submission = parseSubmission(form, { schema: moveSchema });
  if (submission.status !== "success") throw notFound(t.attemptNotFound);
  const intent = submission.value.intent;
  const shown = form
    .getAll("shown")
    .filter((v): v is string => typeof v === "string" && isUuid(v))
    .slice(0, 200);
  const answers = new Map<string, RawAnswer>(
    shown.map((id) => [
      id,
      form
        .getAll(`answer.${id}`)
        .filter((v): v is string => typeof v === "string")
        .slice(0, 20),
    ]),
  );
  const url = new URL(request.url);
  const here = `/dashboard/courses/${params.courseId}/quizzes/${params.quizId}/attempts/${params.attemptId}`;
  const saved = await saveAnswers(services.db, { ...scope, shown, answers });

  if (saved.status === "not-found") throw notFound(t.attemptNotFound);
  if (saved.status === "closed") {
    return redirectWithToast(services.toasts, request, here, t.toasts.alreadySubmitted);
  }
  if (saved.status === "time-up") {
    await submitAttempt(services, scope);
    return redirectWithToast(services.toasts, request, here, {
      ...t.toasts.timeUp,
      variant: "destructive",
    });
  }
  if (saved.status !== "saved") throw notFound(t.attemptNotFound);
  if (Object.keys(saved.errors).length > 0) {
    // The answer messages come in English (ANSWER_MESSAGES): told in the page's language.
    const inLanguage: Record<string, string> = {
      [ANSWER_MESSAGES.number]: t.answerMessages.number,
      [ANSWER_MESSAGES.tooLong]: t.answerMessages.tooLong,
    };
    return data(
      {
        errors: Object.fromEntries(
          Object.entries(saved.errors).map(([id, message]) => [id, inLanguage[message] ?? message]),
        ),
        values: Object.fromEntries(answers),
        stored: saved.stored,
      },
      { status: 400 },
    );
  }
  if (intent === "submit") {
    const graded = await submitAttempt(services, scope);
    if (graded.status === "not-found") throw notFound(t.attemptNotFound);
    return redirectWithToast(
      services.toasts,
      request,
      here,
      graded.passed
        ? {
            title: t.toasts.passed.title,
            description: t.toasts.passed.description({ score: graded.score }),
          }
        : {
            title: t.toasts.submitted.title,
            description: t.toasts.submitted.description({ score: graded.score }),
          },
    );
  }
  const current = pageOf(url);
  if (intent === "save" || current === null) {
    return redirectWithToast(services.toasts, request, `${here}${url.search}`, {
      title: t.toasts.saved,
    });
  }
  const target = Math.max(1, intent === "next" ? current + 1 : current - 1);
  return redirectWithToast(services.toasts, request, `${here}?q=${target}`, {
    title: t.toasts.saved,
  });
}

/**
 * A save that refused an unreadable answer (400) still stored the page's other answers: the
 * page reloads its data so the counter counts them (React Router skips that after a 4xx).
 */
export function shouldRevalidate({
  actionStatus,
  formMethod,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod === "POST" && actionStatus === 400 && currentUrl.pathname === nextUrl.pathname) {
    return true;
  }
  return defaultShouldRevalidate;
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

export default function QuizAttempt({ loaderData, actionData }: Route.ComponentProps) {
  const backToQuiz = `/dashboard/courses/${loaderData.quiz.courseId}/quizzes/${loaderData.quiz.id}`;
  const t = useT(learnerQuiz);
  return (
    <div className="space-y-6">
      <CourseBreadcrumb courseId={loaderData.quiz.courseId} title={loaderData.quiz.courseTitle} />
      <PageHeader
        title={loaderData.quiz.title}
        description={t.attempt.description({
          number: loaderData.attempt.number,
          passMark: loaderData.quiz.passMark,
        })}
        actions={
          <ButtonLink to={backToQuiz} variant="outline" size="sm">
            {t.attempt.aboutQuiz}
          </ButtonLink>
        }
      />
      {loaderData.state === "answering" ? (
        <Answering data={loaderData} actionData={actionData} />
      ) : (
        <Graded data={loaderData} backToQuiz={backToQuiz} />
      )}
    </div>
  );
}

type LoaderData = Route.ComponentProps["loaderData"];
type AnsweringData = Extract<LoaderData, { state: "answering" }>;
type GradedData = Extract<LoaderData, { state: "graded" }>;

function Answering({
  data: view,
  actionData,
}: {
  data: AnsweringData;
  actionData: Route.ComponentProps["actionData"];
}) {
  const t = useT(learnerQuiz);
  const navigation = useNavigation();
  const busy = (intent: string) =>
    navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
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

function Graded({ data: view, backToQuiz }: { data: GradedData; backToQuiz: string }) {
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

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return [
    {
      title: pageTitle(
        matches,
        loaderData?.quiz.title ?? metaT(matches, learnerQuiz)?.metaTitle ?? "Quiz",
      ),
    },
    { name: "robots", content: "noindex" },
  ];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const missing = routeErrorKind(error) === "notFound";
  // This page's words arrive only with its data: a failed loader leaves the learner area's.
  const t = useOptionalT(learnerQuiz);
  const l = useOptionalT(learner);
  const notFoundTitle = t?.errors.attemptNotFound ?? "Attempt not found";
  return (
    <RouteErrorPanel
      error={error}
      heading={missing ? notFoundTitle : (t?.errors.quiz ?? l?.titles.quiz ?? "Quiz")}
      notFound={notFoundTitle}
      failed={{ message: t?.errors.attemptFailed ?? "Could not load this attempt." }}
      back={{ to: "/dashboard/my-courses", label: t?.errors.back ?? "Back to My Courses" }}
    />
  );
}
