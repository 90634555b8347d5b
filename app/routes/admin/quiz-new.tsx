import type { AdminFormLast } from "~/components/admin/admin-form";
import { CoursePageHeader, CourseSection } from "~/components/admin/course-nav";
import { COURSE_PAGE_ERROR } from "~/components/admin/page-errors";
import { QuizSettingsForm } from "~/components/admin/quiz-forms";
import { RouteErrorPanel } from "~/components/layout/route-error";
import { quizzesPath } from "~/domain/assessments/quiz.constants";
import { quizSettingsSchema } from "~/domain/assessments/quiz.schema";
import { hasFinalAssessment, lessonsWithoutCheck } from "~/domain/assessments/quizzes.server";
import { formConstraints } from "~/lib/form-constraints.server";
import { pageTitle } from "~/lib/meta";
import { readForm } from "~/routes/form-body.server";
import type { Route } from "./+types/quiz-new";
import { requireManagedCourse } from "./course-route.server";
import { submitQuizSettings } from "./quiz-route.server";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { course, services } = await requireManagedCourse(context, request, params.courseId);
  const [open, hasFinal] = await Promise.all([
    lessonsWithoutCheck(services.db, course.id),
    hasFinalAssessment(services.db, course.id),
  ]);
  return {
    course: { id: course.id, title: course.title, isPublished: course.isPublished },
    formKey: crypto.randomUUID(),
    constraints: formConstraints({ "quiz-settings-form": quizSettingsSchema }),
    scopes: [
      ...(hasFinal ? [] : [{ value: "final", label: "The course's final assessment" }]),
      ...open.map((l) => ({
        value: l.id,
        label: `Check of lesson ${l.orderIndex + 1}: ${l.title}`,
      })),
    ],
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user, course, services } = await requireManagedCourse(context, request, params.courseId);
  return submitQuizSettings(services, request, await readForm(request), user, {
    courseId: course.id,
    quizId: null,
  });
}

export default function NewQuiz({ loaderData, actionData }: Route.ComponentProps) {
  const { course, scopes } = loaderData;
  const first = scopes[0]?.value ?? "";
  return (
    <div className="space-y-6">
      <CoursePageHeader course={course} section="New quiz" />
      <CourseSection
        id="quiz-settings-heading"
        title="New quiz"
        description="Its settings first; you add its questions next."
      >
        {scopes.length === 0 ? (
          <p className="text-ink">
            This course has a final assessment and every lesson has a check. Edit one of them from
            the Quizzes tab.
          </p>
        ) : (
          <QuizSettingsForm
            mode="create"
            formKey={loaderData.formKey}
            scopes={scopes}
            cancelTo={quizzesPath(course.id)}
            last={actionData as AdminFormLast | undefined}
            defaults={{
              title: first === "final" ? `Final assessment: ${course.title}` : "",
              scope: first,
              passMark: first === "final" ? "70" : "60",
              attemptsAllowed: first === "final" ? "3" : "0",
              keptGrade: "highest",
              shuffleQuestions: false,
              shuffleOptions: true,
              drawCount: "",
              timeLimitMinutes: "",
              reveal: "after_submit",
              required: false,
            }}
          />
        )}
      </CourseSection>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPanel error={error} heading="New quiz" {...COURSE_PAGE_ERROR} />;
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "New quiz") }, { name: "robots", content: "noindex" }];
}
