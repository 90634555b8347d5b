import { CoursePageHeader } from "~/components/admin/course-nav";
import { useAdminPageError } from "~/components/admin/page-errors";
import { RouteErrorPanel } from "~/components/layout/route-error";
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button";
import { quizPath, quizzesPath } from "~/domain/assessments/quiz.constants";
import { listCourseQuizzes } from "~/domain/assessments/quizzes.server";
import { messagesFor } from "~/i18n/catalog.server";
import { localeContext } from "~/i18n/locale.server";
import { admin } from "~/i18n/messages/admin";
import { adminCourses } from "~/i18n/messages/admin-courses";
import { adminQuizzes } from "~/i18n/messages/admin-quizzes";
import { metaT } from "~/i18n/meta";
import { useOptionalT, useT } from "~/i18n/react";
import { pageTitle } from "~/lib/page-title";
import type { Route } from "./+types/course-quizzes";
import { requireManagedCourse } from "./course-route.server";

// A course's quizzes: its final assessment and its lessons' checks, with how learners fare.

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { course, services } = await requireManagedCourse(context, request, params.courseId);
  const quizzes = await listCourseQuizzes(services.db, course.id);
  return {
    ...messagesFor(context.get(localeContext), adminCourses, adminQuizzes),
    course: { id: course.id, title: course.title, isPublished: course.isPublished },
    quizzes,
  };
}

export default function CourseQuizzes({ loaderData }: Route.ComponentProps) {
  const { course, quizzes } = loaderData;
  const all = useT(adminQuizzes);
  const t = all.list;
  const { edit } = useT(admin);
  const addTo = `${quizzesPath(course.id)}/new`;
  const hasFinal = quizzes.some((q) => q.lessonId === null);
  return (
    <div className="space-y-6">
      <CoursePageHeader
        course={course}
        section={t.section}
        actions={<ButtonLink to={addTo}>{t.newQuiz}</ButtonLink>}
      />
      <p className="max-w-3xl text-ink-muted">
        {t.intro}
        {hasFinal ? "" : ` ${t.noFinal}`}
      </p>
      {quizzes.length === 0 ? (
        <div className="rounded-xl border border-dashed border-border-strong bg-surface p-8 text-center">
          <h2 className="text-lg font-semibold">{t.noneTitle}</h2>
          <p className="mt-1 text-ink-muted">{t.noneBody}</p>
          <ButtonLink to={addTo} className="mt-4">
            {t.newQuiz}
          </ButtonLink>
        </div>
      ) : (
        <ul className="space-y-3" aria-label={t.label}>
          {quizzes.map((quiz) => (
            <li
              key={quiz.id}
              className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4 shadow-sm md:flex-row md:items-center"
            >
              <div className="min-w-0 flex-1 space-y-1">
                <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-ink-muted">
                  {quiz.lessonId === null
                    ? all.finalAssessment
                    : all.lessonCheck({
                        number: (quiz.lessonOrder ?? 0) + 1,
                        title: quiz.lessonTitle ?? "",
                      })}
                  {quiz.required ? <Badge variant="info">{t.required}</Badge> : null}
                  {quiz.questions === 0 ? <Badge variant="warning">{t.noQuestions}</Badge> : null}
                </p>
                <h2 className="font-semibold break-words text-ink">{quiz.title}</h2>
                <p className="text-sm text-ink-muted">
                  {t.questions({ count: quiz.questions })}
                  {quiz.drawCount ? ` ${t.drawn({ count: quiz.drawCount })}` : ""} ·{" "}
                  {t.passMark({ mark: quiz.passMark })} ·{" "}
                  {quiz.attemptsAllowed === 0
                    ? t.unlimitedAttempts
                    : t.attempts({ count: quiz.attemptsAllowed })}
                  {quiz.timeLimitMinutes ? ` · ${t.minutes({ count: quiz.timeLimitMinutes })}` : ""}
                </p>
                <p className="text-sm text-ink-muted">
                  {quiz.graded === 0
                    ? t.noneMarked
                    : t.marked({ count: quiz.graded, passed: quiz.passed })}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <ButtonLink
                  to={quizPath(course.id, quiz.id)}
                  size="sm"
                  variant="outline"
                  aria-label={t.editLabel({ title: quiz.title })}
                >
                  {edit}
                </ButtonLink>
                <ButtonLink
                  to={`${quizPath(course.id, quiz.id)}/results`}
                  size="sm"
                  variant="outline"
                  aria-label={t.resultsLabel({ title: quiz.title })}
                >
                  {t.results}
                </ButtonLink>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const pageError = useAdminPageError("course");
  const t = useOptionalT(adminQuizzes);
  return <RouteErrorPanel error={error} heading={t?.list.section ?? "Quizzes"} {...pageError} />;
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const t = metaT(matches, adminQuizzes)?.list;
  return [
    {
      title: pageTitle(
        matches,
        loaderData
          ? (t?.metaTitle({ title: loaderData.course.title }) ??
              `Quizzes of ${loaderData.course.title}`)
          : (t?.section ?? "Quizzes"),
      ),
    },
    { name: "robots", content: "noindex" },
  ];
}
