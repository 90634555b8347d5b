import { useNavigation } from "react-router";
import { z } from "zod";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorPanel, routeErrorKind } from "~/components/layout/route-error";
import { CourseBreadcrumb } from "~/components/learner/course-lesson";
import { Panel } from "~/components/learner/panel";
import { QuizStatusBadge, ScoreText } from "~/components/learner/quiz-parts";
import { Alert } from "~/components/ui/alert";
import { Button, ButtonLink } from "~/components/ui/button";
import { Form } from "~/components/ui/link";
import { getLearnerQuiz, startAttempt } from "~/domain/assessments/attempts.server";
import { MULTIPLE_CHOICE_RULE, TIME_GRACE_SECONDS } from "~/domain/assessments/grading";
import { KEPT_GRADE_LABELS } from "~/domain/assessments/quiz.constants";
import { formatDateTime } from "~/lib/format";
import { notFound } from "~/lib/http.server";
import { pageTitle } from "~/lib/meta";
import { parseSubmission } from "~/lib/parse-submission";
import { readForm } from "~/routes/form-body.server";
import { requireUser } from "~/routes/middleware/guards.server";
import { redirectWithToast } from "~/routes/toast.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/quiz";

// A quiz's page for the learner: what it asks and how it is marked, their attempts, and Start
// (or Continue). Only an enrolled learner sees it; anyone else meets the course's 404 or its
// catalogue page, as on the course's lessons.

const QUIZ_NOT_FOUND = "This quiz does not exist or is no longer part of the course.";

const attemptHref = (courseId: string, quizId: string, attemptId: string) =>
  `/dashboard/courses/${courseId}/quizzes/${quizId}/attempts/${attemptId}`;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const { db } = context.get(servicesContext);
  const view = await getLearnerQuiz(db, user.id, params.courseId, params.quizId);
  if (view.status === "not-found") throw notFound(QUIZ_NOT_FOUND);
  if (view.status === "not-enrolled") {
    throw notFound("Enrol in this course to take its quizzes.");
  }
  return {
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

const START_REFUSED = {
  "no-attempts-left": "You have used every attempt this quiz allows.",
  "no-questions": "This quiz has no questions yet. Please try again later.",
} as const;

/** Start: a new attempt, or the one in progress (a second tap lands on the same one). */
export async function action({ request, context, params }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const services = context.get(servicesContext);
  const submission = parseSubmission(await readForm(request), { schema: startSchema });
  if (submission.status !== "success") throw notFound(QUIZ_NOT_FOUND);
  const started = await startAttempt(services, {
    userId: user.id,
    courseId: params.courseId,
    quizId: params.quizId,
  });
  switch (started.status) {
    case "not-found":
      throw notFound(QUIZ_NOT_FOUND);
    case "not-enrolled":
      throw notFound("Enrol in this course to take its quizzes.");
    case "no-attempts-left":
    case "no-questions":
      return redirectWithToast(
        services.toasts,
        request,
        `/dashboard/courses/${params.courseId}/quizzes/${params.quizId}`,
        {
          title: "Quiz not started",
          description: START_REFUSED[started.status],
          variant: "destructive",
        },
      );
    case "started":
    case "resumed":
      return redirectWithToast(
        services.toasts,
        request,
        attemptHref(params.courseId, params.quizId, started.attemptId),
        started.status === "started"
          ? { title: "Quiz started", description: "Your answers are saved each time you move on." }
          : { title: "Welcome back", description: "Your saved answers are here." },
      );
  }
}

export default function QuizPage({ loaderData }: Route.ComponentProps) {
  const { quiz, attempts, open, kept, passed, attemptsLeft } = loaderData;
  const navigation = useNavigation();
  const starting =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "start";
  const canStart = open !== null || attemptsLeft === null || attemptsLeft > 0;
  const rules = [
    `${quiz.questions} ${quiz.questions === 1 ? "question" : "questions"}; you pass with ${quiz.passMark}% of the marks.`,
    quiz.attemptsAllowed === 0
      ? "You may try as often as you like."
      : `You may try ${quiz.attemptsAllowed === 1 ? "once" : `${quiz.attemptsAllowed} times`}.`,
    `Your grade is ${KEPT_GRADE_LABELS[quiz.keptGrade].toLowerCase()}.`,
    quiz.timeLimitMinutes
      ? `You have ${quiz.timeLimitMinutes} minutes from the moment you start. Answers saved after the time is up (and ${TIME_GRACE_SECONDS} seconds' grace) do not count.`
      : "There is no time limit: leave and come back, your saved answers wait for you.",
    "Your answers are saved each time you move on, so a dropped connection loses nothing you saved.",
    "Quizzes are marked on our server: take them while you are online.",
  ];
  return (
    <div className="space-y-6">
      <CourseBreadcrumb courseId={quiz.courseId} title={quiz.courseTitle} />
      <PageHeader
        title={quiz.title}
        description={
          quiz.lessonId
            ? `Check for the lesson "${quiz.lessonTitle}"${quiz.required ? ": pass it to complete the lesson" : ""}.`
            : "The course's final assessment: pass it, with every lesson completed, to finish the course."
        }
      />

      {passed ? (
        <Alert variant="success" title="Passed">
          <p>
            You passed this quiz. Your grade is <ScoreText score={kept ?? 0} />.
            {attemptsLeft === null || attemptsLeft > 0 ? " You may try again to improve it." : ""}
          </p>
        </Alert>
      ) : null}
      {open?.expired ? (
        <Alert variant="warning" title="Time is up">
          <p>Your time for the attempt in progress ran out. Open it to see your result.</p>
        </Alert>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <Panel id="quiz-rules" title="How this quiz works">
          <ul className="list-disc space-y-1.5 pl-5 text-ink">
            {rules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
            <li>Multiple choice: {MULTIPLE_CHOICE_RULE}</li>
          </ul>
          <div className="mt-5 flex flex-wrap items-center gap-3">
            {open ? (
              <ButtonLink to={attemptHref(quiz.courseId, quiz.id, open.id)}>
                {open.expired ? "See my result" : "Continue my attempt"}
              </ButtonLink>
            ) : canStart ? (
              <Form method="post">
                <input type="hidden" name="intent" value="start" />
                <Button type="submit" pending={starting}>
                  {attempts.length === 0 ? "Start the quiz" : "Start a new attempt"}
                </Button>
              </Form>
            ) : (
              <p className="font-semibold text-ink">
                You have used every attempt this quiz allows.
              </p>
            )}
            {attemptsLeft !== null && !open ? (
              <p className="text-sm text-ink-muted">
                {attemptsLeft === 1 ? "1 attempt left" : `${attemptsLeft} attempts left`}
              </p>
            ) : null}
          </div>
        </Panel>

        <Panel id="quiz-attempts" title="Your attempts">
          {attempts.length === 0 ? (
            <p className="text-ink-muted">You have not taken this quiz yet.</p>
          ) : (
            <ol className="divide-y divide-border">
              {attempts.map((a) => (
                <li key={a.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                  <div className="min-w-0">
                    <p className="font-semibold text-ink">Attempt {a.number}</p>
                    <p className="text-sm text-ink-muted">
                      {a.submittedAt
                        ? `Submitted ${formatDateTime(a.submittedAt)}${a.timedOut ? " (time ran out)" : ""}`
                        : `Started ${formatDateTime(a.startedAt)}`}
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
                      {a.status === "in_progress" ? "Open" : "Results"}
                      <span className="sr-only"> of attempt {a.number}</span>
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
    { title: pageTitle(matches, loaderData?.quiz.title ?? "Quiz") },
    { name: "robots", content: "noindex" },
  ];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const missing = routeErrorKind(error) === "notFound";
  return (
    <RouteErrorPanel
      error={error}
      heading={missing ? "Quiz not found" : "Quiz"}
      notFound="Quiz not found"
      failed={{ message: "Could not load this quiz." }}
      back={{ to: "/dashboard/my-courses", label: "Back to My Courses" }}
    />
  );
}
