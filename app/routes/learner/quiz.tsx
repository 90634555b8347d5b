import { z } from "zod";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorPanel, routeErrorKind } from "~/components/layout/route-error";
import { CourseBreadcrumb } from "~/components/learner/course-lesson";
import { Panel } from "~/components/learner/panel";
import { QuizStatusBadge, ScoreText } from "~/components/learner/quiz-parts";
import { Alert } from "~/components/ui/alert";
import { Button, ButtonLink, usePendingForm } from "~/components/ui/button";
import { Form } from "~/components/ui/link";
import { SLOT, withNode } from "~/components/ui/message-parts";
import { getLearnerQuiz, startAttempt } from "~/domain/assessments/attempts.server";
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
import { formatDateTime } from "~/lib/format";
import { notFound } from "~/lib/http.server";
import { pageTitle } from "~/lib/page-title";
import { parseSubmission } from "~/lib/parse-submission";
import { readForm } from "~/routes/form-body.server";
import { requireUser } from "~/routes/middleware/guards.server";
import { redirectWithToast } from "~/routes/toast.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/quiz";

// A quiz's page for the learner: what it asks and how it is marked, their attempts, and Start
// (or Continue). Only an enrolled learner sees it; anyone else meets the course's 404 or its
// catalogue page, as on the course's lessons.

const attemptHref = (courseId: string, quizId: string, attemptId: string) =>
  `/dashboard/courses/${courseId}/quizzes/${quizId}/attempts/${attemptId}`;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const locale = context.get(localeContext);
  const t = translate(locale, learnerQuiz);
  const { db } = context.get(servicesContext);
  const view = await getLearnerQuiz(db, user.id, params.courseId, params.quizId);
  if (view.status === "not-found") throw notFound(t.notFound);
  if (view.status === "not-enrolled") {
    throw notFound(t.enrolFirst);
  }
  // The quiz's title and lesson are course content: marked with the course's language.
  const language = await findCourseLanguage(db, view.quiz.courseId);
  return {
    ...messagesFor(locale, learnerCourse, learnerQuiz),
    lang: HTML_LANG[language],
    quiz: view.quiz,
    attempts: view.attempts.map((a) => ({
      ...a,
      startedAt: a.startedAt.toISOString(),
      submittedAt: a.submittedAt?.toISOString() ?? null,
      deadlineAt: a.deadlineAt?.toISOString() ?? null,
    })),
    open: view.open ? { id: view.open.id, expired: view.open.expired } : null,
    kept: view.kept,
    passed: view.passed,
    attemptsLeft: view.attemptsLeft,
  };
}

const startSchema = z.object({ intent: z.literal("start", { error: "Unknown action." }) });

/** Start: a new attempt, or the one in progress (a second tap lands on the same one). */
export async function action({ request, context, params }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const services = context.get(servicesContext);
  const t = translate(context.get(localeContext), learnerQuiz);
  const submission = parseSubmission(await readForm(request), { schema: startSchema });
  if (submission.status !== "success") throw notFound(t.notFound);
  const started = await startAttempt(services, {
    userId: user.id,
    courseId: params.courseId,
    quizId: params.quizId,
  });
  switch (started.status) {
    case "not-found":
      throw notFound(t.notFound);
    case "not-enrolled":
      throw notFound(t.enrolFirst);
    case "no-attempts-left":
    case "no-questions":
      return redirectWithToast(
        services.toasts,
        request,
        `/dashboard/courses/${params.courseId}/quizzes/${params.quizId}`,
        {
          title: t.toasts.notStarted,
          description:
            started.status === "no-attempts-left" ? t.toasts.noAttemptsLeft : t.toasts.noQuestions,
          variant: "destructive",
        },
      );
    case "started":
    case "resumed":
      return redirectWithToast(
        services.toasts,
        request,
        attemptHref(params.courseId, params.quizId, started.attemptId),
        started.status === "started" ? t.toasts.started : t.toasts.resumed,
      );
  }
}

export default function QuizPage({ loaderData }: Route.ComponentProps) {
  const { quiz, attempts, open, kept, passed, attemptsLeft, lang } = loaderData;
  const t = useT(learnerQuiz);
  const locale = useLocale();
  const isPending = usePendingForm();
  const starting = isPending({ fields: { intent: "start" } });
  const canStart = open !== null || attemptsLeft === null || attemptsLeft > 0;
  const rules = [
    t.rules.questions({ count: quiz.questions, passMark: quiz.passMark }),
    quiz.attemptsAllowed === 0
      ? t.rules.unlimited
      : quiz.attemptsAllowed === 1
        ? t.rules.once
        : t.rules.times({ count: quiz.attemptsAllowed }),
    t.rules.grade({ grade: t.keptGrade[quiz.keptGrade] }),
    quiz.timeLimitMinutes
      ? t.rules.timeLimit({ minutes: quiz.timeLimitMinutes, grace: TIME_GRACE_SECONDS })
      : t.rules.noTimeLimit,
    t.rules.saved,
    t.rules.online,
  ];
  return (
    <div className="space-y-6">
      <CourseBreadcrumb courseId={quiz.courseId} title={quiz.courseTitle} />
      <PageHeader
        title={quiz.title}
        description={
          quiz.lessonId
            ? withNode(
                (quiz.required ? t.lessonCheckRequired : t.lessonCheck)({ lesson: SLOT }),
                <span lang={lang}>{quiz.lessonTitle}</span>,
              )
            : t.finalDescription
        }
      />

      {passed ? (
        <Alert variant="success" title={t.passed}>
          <p>
            {withNode(t.youPassed({ score: SLOT }), <ScoreText score={kept ?? 0} />)}
            {attemptsLeft === null || attemptsLeft > 0 ? ` ${t.mayImprove}` : ""}
          </p>
        </Alert>
      ) : null}
      {open?.expired ? (
        <Alert variant="warning" title={t.timeIsUp}>
          <p>{t.timeRanOutOpen}</p>
        </Alert>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <Panel id="quiz-rules" title={t.howItWorks}>
          <ul className="list-disc space-y-1.5 pl-5 text-ink">
            {rules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
            <li>{t.rules.multipleChoice({ rule: t.multipleChoiceRule })}</li>
          </ul>
          <div className="mt-5 flex flex-wrap items-center gap-3">
            {open ? (
              <ButtonLink to={attemptHref(quiz.courseId, quiz.id, open.id)}>
                {open.expired ? t.seeResult : t.continueAttempt}
              </ButtonLink>
            ) : canStart ? (
              <Form method="post">
                <input type="hidden" name="intent" value="start" />
                <Button type="submit" pending={starting}>
                  {attempts.length === 0 ? t.startQuiz : t.startNew}
                </Button>
              </Form>
            ) : (
              <p className="font-semibold text-ink">{t.usedEvery}</p>
            )}
            {attemptsLeft !== null && !open ? (
              <p className="text-sm text-ink-muted">{t.attemptsLeft({ count: attemptsLeft })}</p>
            ) : null}
          </div>
        </Panel>

        <Panel id="quiz-attempts" title={t.yourAttempts}>
          {attempts.length === 0 ? (
            <p className="text-ink-muted">{t.notTakenYet}</p>
          ) : (
            <ol className="divide-y divide-border">
              {attempts.map((a) => (
                <li key={a.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                  <div className="min-w-0">
                    <p className="font-semibold text-ink">
                      {t.attemptNumber({ number: a.number })}
                    </p>
                    <p className="text-sm text-ink-muted">
                      {a.submittedAt
                        ? (a.timedOut ? t.submittedTimedOut : t.submittedAt)({
                            date: formatDateTime(a.submittedAt, locale),
                          })
                        : t.startedAt({ date: formatDateTime(a.startedAt, locale) })}
                    </p>
                  </div>
                  <div className="flex items-center gap-2">
                    {a.score !== null ? <ScoreText score={a.score} /> : null}
                    <QuizStatusBadge
                      quiz={{
                        passed: a.passed === true,
                        open: a.status === "in_progress",
                        best: a.score,
                      }}
                    />
                    <ButtonLink
                      to={attemptHref(quiz.courseId, quiz.id, a.id)}
                      size="sm"
                      variant="outline"
                    >
                      {a.status === "in_progress" ? t.open : t.results}
                      <span className="sr-only"> {t.ofAttempt({ number: a.number })}</span>
                    </ButtonLink>
                  </div>
                </li>
              ))}
            </ol>
          )}
        </Panel>
      </div>
    </div>
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
  const notFoundTitle = t?.errors.quizNotFound ?? "Quiz not found";
  return (
    <RouteErrorPanel
      error={error}
      heading={missing ? notFoundTitle : (t?.errors.quiz ?? l?.titles.quiz ?? "Quiz")}
      notFound={notFoundTitle}
      failed={{ message: t?.errors.quizFailed ?? "Could not load this quiz." }}
      back={{ to: "/dashboard/my-courses", label: t?.errors.back ?? "Back to My Courses" }}
    />
  );
}
