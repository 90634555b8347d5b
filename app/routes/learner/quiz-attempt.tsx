import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { z } from "zod";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorPanel, routeErrorKind } from "~/components/layout/route-error";
import { CourseBreadcrumb } from "~/components/learner/course-lesson";
import { Answering, Graded } from "~/components/learner/quiz-attempt-views";
import { ButtonLink } from "~/components/ui/button";
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
import { useOptionalT, useT } from "~/i18n/react";
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
