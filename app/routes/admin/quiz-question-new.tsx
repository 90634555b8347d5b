import type { AdminFormLast } from "~/components/admin/admin-form";
import { CoursePageHeader, CourseSection } from "~/components/admin/course-nav";
import { COURSE_PAGE_ERROR } from "~/components/admin/page-errors";
import { QuestionForm } from "~/components/admin/quiz-question-form";
import { RouteErrorPanel } from "~/components/layout/route-error";
import { quizPath } from "~/domain/assessments/quiz.constants";
import { questionSchema } from "~/domain/assessments/quiz.schema";
import { readFormBody } from "~/domain/uploads/form-body.server";
import { MEDIA_MAX_BYTES } from "~/domain/uploads/media.server";
import { formConstraints } from "~/lib/form-constraints.server";
import { pageTitle } from "~/lib/meta";
import type { Route } from "./+types/quiz-question-new";
import { unreadableForm } from "./course-route.server";
import { requireManagedQuiz, submitQuestionForm } from "./quiz-route.server";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { course, quiz } = await requireManagedQuiz(context, request, params);
  return {
    course: { id: course.id, title: course.title, isPublished: course.isPublished },
    quiz: { id: quiz.id, title: quiz.title },
    formKey: crypto.randomUUID(),
    constraints: formConstraints({ "question-form": questionSchema }),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user, course, quiz, services } = await requireManagedQuiz(context, request, params);
  const body = await readFormBody(request, MEDIA_MAX_BYTES.image + 64 * 1024);
  if (body.status !== "ok") throw unreadableForm();
  return submitQuestionForm(services, request, body.formData, user, {
    courseId: course.id,
    quizId: quiz.id,
    questionId: null,
    imageUrl: null,
  });
}

export default function NewQuestion({ loaderData, actionData }: Route.ComponentProps) {
  const { course, quiz } = loaderData;
  return (
    <div className="space-y-6">
      <CoursePageHeader course={course} section={quiz.title} />
      <CourseSection id="question-heading" title="New question">
        <QuestionForm
          mode="create"
          formKey={loaderData.formKey}
          cancelTo={quizPath(course.id, quiz.id)}
          last={actionData as AdminFormLast | undefined}
          defaults={{
            type: "single",
            prompt: "",
            marks: "1",
            explanation: "",
            options: "",
            trueFalse: "",
            answer: "",
            tolerance: "0",
            unit: "",
            accepted: "",
          }}
        />
      </CourseSection>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPanel error={error} heading="New question" {...COURSE_PAGE_ERROR} />;
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "New question") }, { name: "robots", content: "noindex" }];
}
