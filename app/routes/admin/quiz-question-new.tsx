import type { AdminFormLast } from "~/components/admin/admin-form";
import { CoursePageHeader, CourseSection } from "~/components/admin/course-nav";
import { useAdminPageError } from "~/components/admin/page-errors";
import { QuestionForm } from "~/components/admin/quiz-question-form";
import { RouteErrorPanel } from "~/components/layout/route-error";
import { quizPath } from "~/domain/assessments/quiz.constants";
import { questionSchema } from "~/domain/assessments/quiz.schema";
import { MEDIA_MAX_BYTES } from "~/domain/uploads/media.server";
import { messagesFor } from "~/i18n/catalog.server";
import { localeContext } from "~/i18n/locale.server";
import { adminCourses } from "~/i18n/messages/admin-courses";
import { adminQuizzes } from "~/i18n/messages/admin-quizzes";
import { metaT } from "~/i18n/meta";
import { useOptionalT, useT } from "~/i18n/react";
import { formConstraints } from "~/lib/form-constraints.server";
import { oneTimeFormHeaders } from "~/lib/one-time-form-headers";
import { pageTitle } from "~/lib/page-title";
import { readFormBody } from "~/routes/request-body.server";
import type { Route } from "./+types/quiz-question-new";
import { unreadableForm } from "./course-route.server";
import { requireManagedQuiz, submitQuestionForm } from "./quiz-route.server";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { course, quiz } = await requireManagedQuiz(context, request, params);
  return {
    ...messagesFor(context.get(localeContext), adminCourses, adminQuizzes),
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
  return submitQuestionForm(
    services,
    request,
    body.formData,
    user,
    {
      courseId: course.id,
      quizId: quiz.id,
      questionId: null,
      imageUrl: null,
    },
    context.get(localeContext),
  );
}

export default function NewQuestion({ loaderData, actionData }: Route.ComponentProps) {
  const { course, quiz } = loaderData;
  const t = useT(adminQuizzes).question;
  return (
    <div className="space-y-6">
      <CoursePageHeader course={course} section={quiz.title} />
      <CourseSection id="question-heading" title={t.newTitle}>
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
  const pageError = useAdminPageError("course");
  const t = useOptionalT(adminQuizzes);
  return (
    <RouteErrorPanel
      error={error}
      heading={t?.question.newTitle ?? "New question"}
      {...pageError}
    />
  );
}

export function meta({ matches }: Route.MetaArgs) {
  const title = metaT(matches, adminQuizzes)?.question.newTitle ?? "New question";
  return [{ title: pageTitle(matches, title) }, { name: "robots", content: "noindex" }];
}

/** The page renders a one-time form key: no cache may keep it. */
export const headers = oneTimeFormHeaders;
