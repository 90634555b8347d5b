import { CoursePageHeader, CourseSection } from "~/components/admin/course-nav";
import { useAdminPageError } from "~/components/admin/page-errors";
import { RouteErrorPanel } from "~/components/layout/route-error";
import { ScoreText } from "~/components/learner/quiz-parts";
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { CursorPagination } from "~/components/ui/pagination";
import { keysetLinks } from "~/domain/admin/keyset";
import { parseKeysetPage } from "~/domain/admin/list-params";
import { quizPath } from "~/domain/assessments/quiz.constants";
import {
  listQuizAttempts,
  questionDifficulty,
  summariseQuiz,
} from "~/domain/assessments/results.server";
import { messagesFor } from "~/i18n/catalog.server";
import { localeContext } from "~/i18n/locale.server";
import { adminCourses } from "~/i18n/messages/admin-courses";
import { adminQuizzes } from "~/i18n/messages/admin-quizzes";
import { metaT } from "~/i18n/meta";
import { useLocale, useOptionalT, useT } from "~/i18n/react";
import { formatDateTime } from "~/lib/format";
import { pageTitle } from "~/lib/page-title";
import type { Route } from "./+types/quiz-results";
import { requireManagedQuiz } from "./quiz-route.server";

// A quiz's results for the staff who manage its course: the figures, how hard each question
// proved (share of its marks earned), and every attempt, newest first. Read-only.

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { course, quiz, services } = await requireManagedQuiz(context, request, params);
  const page = parseKeysetPage(new URL(request.url).searchParams);
  const [summary, difficulty, attempts] = await Promise.all([
    summariseQuiz(services.db, quiz.id),
    questionDifficulty(services.db, quiz.id),
    listQuizAttempts(services.db, quiz.id, page),
  ]);
  const here = `${quizPath(course.id, quiz.id)}/results`;
  return {
    ...messagesFor(context.get(localeContext), adminCourses, adminQuizzes),
    course: { id: course.id, title: course.title, isPublished: course.isPublished },
    quiz: { id: quiz.id, title: quiz.title, passMark: quiz.passMark },
    summary,
    difficulty,
    newest: attempts.newest,
    ...keysetLinks(here, {}, attempts),
    attempts: attempts.rows.map((a) => ({
      ...a,
      startedAt: a.startedAt.toISOString(),
      submittedAt: a.submittedAt?.toISOString() ?? null,
    })),
  };
}

export default function QuizResults({ loaderData }: Route.ComponentProps) {
  const { course, quiz, summary, difficulty, attempts, newest, newerHref, olderHref } = loaderData;
  const all = useT(adminQuizzes);
  const t = all.results;
  const locale = useLocale();
  const figures = [
    { label: t.attemptsMarked, value: String(summary.graded) },
    { label: t.learners, value: String(summary.learners) },
    {
      label: t.averageScore,
      value: summary.averageScore === null ? t.noAttempts : `${summary.averageScore}%`,
      // Words, not a figure: set smaller.
      words: summary.averageScore === null,
    },
    {
      label: t.learnersPassed,
      value:
        summary.learners === 0
          ? "0"
          : t.passedOf({ passed: summary.learnersPassed, total: summary.learners }),
    },
  ];
  return (
    <div className="space-y-6">
      <CoursePageHeader
        course={course}
        section={t.resultsOf({ title: quiz.title })}
        actions={
          <ButtonLink to={quizPath(course.id, quiz.id)} variant="outline">
            {t.editQuiz}
          </ButtonLink>
        }
      />
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {figures.map((f) => (
          <div key={f.label} className="rounded-xl border border-border bg-surface p-4 shadow-xs">
            <dt className="text-sm text-ink-muted">{f.label}</dt>
            <dd
              className={cn(
                "mt-1 font-bold text-ink",
                "words" in f && f.words ? "text-base" : "text-2xl",
              )}
            >
              {f.value}
            </dd>
          </div>
        ))}
      </dl>

      <CourseSection
        id="difficulty-heading"
        title={t.difficultyTitle}
        description={t.difficultyDescription}
      >
        {difficulty.length === 0 ? (
          <p className="text-ink-muted">{t.noneMarked}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[36rem] text-left text-sm">
              <caption className="sr-only">{t.difficultyCaption}</caption>
              <thead>
                <tr className="border-b border-border text-ink-muted">
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    {t.question}
                  </th>
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    {t.asked}
                  </th>
                  <th scope="col" className="py-2 font-semibold">
                    {t.marksEarned}
                  </th>
                </tr>
              </thead>
              <tbody>
                {difficulty.map((d) => (
                  <tr key={d.questionId} className="border-b border-border align-top">
                    <th scope="row" className="py-2 pr-3 font-normal break-words text-ink">
                      {d.prompt}
                      {d.version > 1 || d.retired ? (
                        <span className="ml-2 inline-flex gap-1">
                          {d.version > 1 ? (
                            <Badge variant="neutral">{all.version({ version: d.version })}</Badge>
                          ) : null}
                          {d.retired ? <Badge variant="neutral">{t.retired}</Badge> : null}
                        </span>
                      ) : null}
                    </th>
                    <td className="py-2 pr-3 text-ink">{d.asked}</td>
                    <td className="py-2">
                      <ScoreText score={d.shareCorrect} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CourseSection>

      <CourseSection id="attempts-heading" title={t.attemptsTitle}>
        {attempts.length === 0 ? (
          <p className="text-ink-muted">{newest ? t.noAttemptsYet : t.noOlder}</p>
        ) : (
          <ul className="divide-y divide-border" aria-label={t.attemptsLabel}>
            {attempts.map((a) => (
              <li key={a.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <div className="min-w-0">
                  <p className="font-semibold break-words text-ink">
                    {a.learner}{" "}
                    <span className="font-normal text-ink-muted">
                      · {t.attemptNumber({ number: a.number })}
                    </span>
                  </p>
                  <p className="text-sm text-ink-muted">
                    {a.submittedAt
                      ? (a.timedOut ? t.submittedTimedOut : t.submitted)({
                          date: formatDateTime(a.submittedAt, locale),
                        })
                      : t.started({ date: formatDateTime(a.startedAt, locale) })}
                  </p>
                </div>
                <div className="flex items-center gap-2">
                  {a.score !== null ? <ScoreText score={a.score} /> : null}
                  {a.status === "in_progress" ? (
                    <Badge variant="info">{t.inProgress}</Badge>
                  ) : a.passed ? (
                    <Badge variant="success">{t.passed}</Badge>
                  ) : (
                    <Badge variant="warning">{t.notPassed}</Badge>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
        <CursorPagination
          label={t.pagesLabel}
          shown={attempts.length}
          newest={newest}
          newerHref={newerHref}
          olderHref={olderHref}
        />
      </CourseSection>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const pageError = useAdminPageError("course");
  const t = useOptionalT(adminQuizzes);
  return (
    <RouteErrorPanel error={error} heading={t?.results.title ?? "Quiz results"} {...pageError} />
  );
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const t = metaT(matches, adminQuizzes)?.results;
  return [
    {
      title: pageTitle(
        matches,
        loaderData
          ? (t?.resultsOf({ title: loaderData.quiz.title }) ??
              `Results of ${loaderData.quiz.title}`)
          : (t?.title ?? "Quiz results"),
      ),
    },
    { name: "robots", content: "noindex" },
  ];
}
