import { data, useNavigation } from "react-router";
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
  getLearnerAttempt,
  type RawAnswer,
  saveAnswers,
  submitAttempt,
} from "~/domain/assessments/attempts.server";
import { TIME_GRACE_SECONDS } from "~/domain/assessments/grading";
import { formatDateTime } from "~/lib/format";
import { notFound } from "~/lib/http.server";
import { pageTitle } from "~/lib/meta";
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

const ATTEMPT_NOT_FOUND = "This attempt does not exist or is not yours.";

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
  const { db } = context.get(servicesContext);
  const found = await getLearnerAttempt(db, scopeOf(user.id, params));
  if (!found) throw notFound(ATTEMPT_NOT_FOUND);
  const { attempt, quiz, courseTitle, answers, passedEver } = found;
  const now = new Date();
  const common = {
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
      answered: attempt.questions.filter((q) => answers.has(q.id)).length,
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
    feedback: feedbackFor(attempt.questions, answers, quiz.reveal, passedEver),
  };
}

const moveSchema = z.object({
  intent: z.enum(["save", "next", "previous", "submit"], { error: "Unknown action." }),
});

/**
 * Saves the shown questions' answers, then moves (next, previous), stays (save) or grades
 * (submit). An answer that cannot be read comes back beside its question with what was typed.
 * After the deadline nothing is saved: the attempt is graded on what was saved in time.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const services = context.get(servicesContext);
  const scope = scopeOf(user.id, params);
  const form = await readForm(request);
  const submission = parseSubmission(form, { schema: moveSchema });
  if (submission.status !== "success") throw notFound(ATTEMPT_NOT_FOUND);
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

  if (saved.status === "not-found") throw notFound(ATTEMPT_NOT_FOUND);
  if (saved.status === "closed") {
    return redirectWithToast(services.toasts, request, here, {
      title: "Already submitted",
      description: "This attempt was submitted already: here is its result.",
    });
  }
  if (saved.status === "time-up") {
    await submitAttempt(services, scope);
    return redirectWithToast(services.toasts, request, here, {
      title: "Time is up",
      description: "Your answers saved in time have been marked.",
      variant: "destructive",
    });
  }
  if (saved.status !== "saved") throw notFound(ATTEMPT_NOT_FOUND);
  if (Object.keys(saved.errors).length > 0) {
    return data(
      {
        errors: saved.errors,
        values: Object.fromEntries(answers),
      },
      { status: 400 },
    );
  }
  if (intent === "submit") {
    const graded = await submitAttempt(services, scope);
    if (graded.status === "not-found") throw notFound(ATTEMPT_NOT_FOUND);
    return redirectWithToast(
      services.toasts,
      request,
      here,
      graded.passed
        ? { title: "Quiz passed", description: `Well done: you scored ${graded.score}%.` }
        : {
            title: "Quiz submitted",
            description: `You scored ${graded.score}%. Look at the results, then try again.`,
          },
    );
  }
  const current = pageOf(url);
  if (intent === "save" || current === null) {
    return redirectWithToast(services.toasts, request, `${here}${url.search}`, {
      title: "Answers saved",
    });
  }
  const target = Math.max(1, intent === "next" ? current + 1 : current - 1);
  return redirectWithToast(services.toasts, request, `${here}?q=${target}`, {
    title: "Answers saved",
  });
}

export default function QuizAttempt({ loaderData, actionData }: Route.ComponentProps) {
  const backToQuiz = `/dashboard/courses/${loaderData.quiz.courseId}/quizzes/${loaderData.quiz.id}`;
  return (
    <div className="space-y-6">
      <CourseBreadcrumb courseId={loaderData.quiz.courseId} title={loaderData.quiz.courseTitle} />
      <PageHeader
        title={loaderData.quiz.title}
        description={`Attempt ${loaderData.attempt.number} · pass mark ${loaderData.quiz.passMark}%`}
        actions={
          <ButtonLink to={backToQuiz} variant="outline" size="sm">
            About this quiz
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
  const navigation = useNavigation();
  const busy = (intent: string) =>
    navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const errors = actionData && "errors" in actionData ? actionData.errors : {};
  const typed = actionData && "values" in actionData ? actionData.values : {};
  const one = view.index !== null;
  const first = view.index === 0;
  const last = view.index === view.total - 1;
  const pageSearch = one ? `?q=${(view.index ?? 0) + 1}` : "";
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border bg-surface p-4 shadow-xs">
        <div className="space-y-1">
          <p className="font-semibold text-ink">
            {one ? `Question ${(view.index ?? 0) + 1} of ${view.total} · ` : ""}
            {view.answered} of {view.total} answered
          </p>
          {view.deadlineAt ? <TimeLeft deadline={view.deadlineAt} now={view.now} /> : null}
        </div>
        <Link
          to={one ? "?" : "?q=1"}
          className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:focus-ring"
        >
          {one ? "Show all questions" : "One question at a time"}
        </Link>
      </div>
      {view.expired ? (
        <Alert variant="warning" title="Time is up">
          <p>Answers are no longer saved. Submit to see your result.</p>
        </Alert>
      ) : null}
      {Object.keys(errors).length > 0 ? (
        <Alert variant="error" title="Some answers were not saved">
          <p>Please look at the questions marked below.</p>
        </Alert>
      ) : null}
      <Form
        method="post"
        action={pageSearch || "?"}
        key={JSON.stringify(typed)}
        className="space-y-4"
      >
        {view.questions.map(({ question, number, values }) => (
          <QuestionField
            key={question.id}
            question={question}
            number={number}
            values={typed[question.id] ?? values}
            error={errors[question.id]}
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
              Previous
            </Button>
          ) : null}
          {one && !last ? (
            <Button type="submit" name="intent" value="next" pending={busy("next")}>
              Save and next
            </Button>
          ) : null}
          <Button type="submit" name="intent" value="save" variant="outline" pending={busy("save")}>
            Save answers
          </Button>
          {!one || last ? (
            <Button type="submit" name="intent" value="submit" pending={busy("submit")}>
              Submit for marking
            </Button>
          ) : null}
        </div>
        <p className="text-sm text-ink-muted">
          Submitting marks your attempt: you cannot change its answers afterwards. Questions left
          blank earn no marks.
        </p>
      </Form>
    </>
  );
}

function Graded({ data: view, backToQuiz }: { data: GradedData; backToQuiz: string }) {
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
            {view.passed ? "You passed" : "Not passed this time"}
            <Badge variant={view.passed ? "success" : "warning"}>
              {view.passed ? "Passed" : `Pass mark ${view.quiz.passMark}%`}
            </Badge>
          </h2>
          <p className="text-ink-muted">
            {view.marksEarned} of {view.marksTotal} marks
            {view.submittedAt ? ` · submitted ${formatDateTime(view.submittedAt)}` : ""}
          </p>
          {view.timedOut ? (
            <p className="text-sm text-ink-muted">
              The time ran out: the answers saved before it did were marked.
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <ButtonLink to={`/dashboard/courses/${view.quiz.courseId}/content`} variant="outline">
            Back to the course
          </ButtonLink>
          {view.passed && view.quiz.lessonId === null ? (
            <ButtonLink to="/dashboard/certificates">My certificates</ButtonLink>
          ) : (
            <ButtonLink to={backToQuiz}>{view.passed ? "See the quiz" : "Try again"}</ButtonLink>
          )}
        </div>
      </section>

      <Panel id="answers" title="Your answers">
        {view.reveal === "never" ? (
          <p className="mb-4 text-sm text-ink-muted">
            This quiz shows your score only, not which answers were right.
          </p>
        ) : view.reveal === "after_pass" && !view.feedback.some((f) => f.rightAnswer !== null) ? (
          <p className="mb-4 text-sm text-ink-muted">
            The right answers are shown once you have passed this quiz.
          </p>
        ) : null}
        <ol className="space-y-3">
          {view.feedback.map((item, i) => (
            <QuestionResult key={item.id} item={item} number={i + 1} />
          ))}
        </ol>
      </Panel>
    </>
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
      heading={missing ? "Attempt not found" : "Quiz"}
      notFound="Attempt not found"
      failed={{ message: "Could not load this attempt." }}
      back={{ to: "/dashboard/my-courses", label: "Back to My Courses" }}
    />
  );
}
