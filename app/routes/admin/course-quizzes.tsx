import { CoursePageHeader } from "~/components/admin/course-nav";
import { COURSE_PAGE_ERROR } from "~/components/admin/page-errors";
import { RouteErrorPanel } from "~/components/layout/route-error";
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button";
import { quizPath, quizzesPath } from "~/domain/assessments/quiz.constants";
import { listCourseQuizzes } from "~/domain/assessments/quizzes.server";
import { pageTitle } from "~/lib/meta";
import type { Route } from "./+types/course-quizzes";
import { requireManagedCourse } from "./course-route.server";

// A course's quizzes: its final assessment and its lessons' checks, with how learners fare.

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { course, services } = await requireManagedCourse(context, request, params.courseId);
  const quizzes = await listCourseQuizzes(services.db, course.id);
  return {
    course: { id: course.id, title: course.title, isPublished: course.isPublished },
    quizzes,
  };
}

export default function CourseQuizzes({ loaderData }: Route.ComponentProps) {
  const { course, quizzes } = loaderData;
  const addTo = `${quizzesPath(course.id)}/new`;
  const hasFinal = quizzes.some((q) => q.lessonId === null);
  return (
    <div className="space-y-6">
      <CoursePageHeader
        course={course}
        section="Quizzes"
        actions={<ButtonLink to={addTo}>New quiz</ButtonLink>}
      />
      <p className="max-w-3xl text-ink-muted">
        A final assessment completes the course once it is passed (its score goes on the
        certificate); a lesson check follows a lesson's video, and a required one must be passed
        before the lesson counts as completed.
        {hasFinal
          ? ""
          : " This course has no final assessment yet: its certificates carry no score."}
      </p>
      {quizzes.length === 0 ? (
        <div className="rounded-xl border border-dashed border-border-strong bg-surface p-8 text-center">
          <h2 className="text-lg font-semibold">No quizzes yet</h2>
          <p className="mt-1 text-ink-muted">
            Add a final assessment, or a check after one of the lessons.
          </p>
          <ButtonLink to={addTo} className="mt-4">
            New quiz
          </ButtonLink>
        </div>
      ) : (
        <ul className="space-y-3" aria-label="Quizzes">
          {quizzes.map((quiz) => (
            <li
              key={quiz.id}
              className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4 shadow-sm md:flex-row md:items-center"
            >
              <div className="min-w-0 flex-1 space-y-1">
                <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-ink-muted">
                  {quiz.lessonId === null
                    ? "Final assessment"
                    : `Check of lesson ${(quiz.lessonOrder ?? 0) + 1}: ${quiz.lessonTitle}`}
                  {quiz.required ? <Badge variant="info">Required</Badge> : null}
                  {quiz.questions === 0 ? <Badge variant="warning">No questions yet</Badge> : null}
                </p>
                <h2 className="font-semibold break-words text-ink">{quiz.title}</h2>
                <p className="text-sm text-ink-muted">
                  {quiz.questions} {quiz.questions === 1 ? "question" : "questions"}
                  {quiz.drawCount ? ` (${quiz.drawCount} drawn each attempt)` : ""} · pass mark{" "}
                  {quiz.passMark}% ·{" "}
                  {quiz.attemptsAllowed === 0
                    ? "unlimited attempts"
                    : `${quiz.attemptsAllowed} attempts`}
                  {quiz.timeLimitMinutes ? ` · ${quiz.timeLimitMinutes} minutes` : ""}
                </p>
                <p className="text-sm text-ink-muted">
                  {quiz.graded === 0
                    ? "No attempts marked yet."
                    : `${quiz.graded} ${quiz.graded === 1 ? "attempt" : "attempts"} marked, ${quiz.passed} passed.`}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <ButtonLink
                  to={quizPath(course.id, quiz.id)}
                  size="sm"
                  variant="outline"
                  aria-label={`Edit ${quiz.title}`}
                >
                  Edit
                </ButtonLink>
                <ButtonLink
                  to={`${quizPath(course.id, quiz.id)}/results`}
                  size="sm"
                  variant="outline"
                  aria-label={`Results of ${quiz.title}`}
                >
                  Results
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
  return <RouteErrorPanel error={error} heading="Quizzes" {...COURSE_PAGE_ERROR} />;
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return [
    { title: pageTitle(matches, loaderData ? `Quizzes of ${loaderData.course.title}` : "Quizzes") },
    { name: "robots", content: "noindex" },
  ];
}
