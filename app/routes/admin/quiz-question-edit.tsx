import type { AdminFormLast } from "~/components/admin/admin-form";
import { CoursePageHeader, CourseSection } from "~/components/admin/course-nav";
import { useAdminPageError } from "~/components/admin/page-errors";
import { QuestionForm } from "~/components/admin/quiz-question-form";
import { RouteErrorPanel } from "~/components/layout/route-error";
import { quizPath } from "~/domain/assessments/quiz.constants";
import { questionFormDefaults, questionSchema } from "~/domain/assessments/quiz.schema";
import { findQuestion, wasAsked } from "~/domain/assessments/quizzes.server";
import { MEDIA_MAX_BYTES } from "~/domain/uploads/media.server";
import { messagesFor } from "~/i18n/catalog.server";
import { localeContext } from "~/i18n/locale.server";
import { adminCourses } from "~/i18n/messages/admin-courses";
import { adminQuizzes } from "~/i18n/messages/admin-quizzes";
import { metaT } from "~/i18n/meta";
import { useOptionalT, useT } from "~/i18n/react";
import { formConstraints } from "~/lib/form-constraints.server";
import { notFound } from "~/lib/http.server";
import { pageTitle } from "~/lib/page-title";
import { readFormBody } from "~/routes/request-body.server";
import type { Route } from "./+types/quiz-question-edit";
import { unreadableForm } from "./course-route.server";
import { quizMessages, requireManagedQuiz, submitQuestionForm } from "./quiz-route.server";

/** 404 for a question that is not (or no longer) one of the quiz's, in the request's language. */
function questionNotFound(context: Parameters<typeof quizMessages>[0]): never {
  throw notFound(quizMessages(context).errors.questionNotFound);
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { course, quiz, services } = await requireManagedQuiz(context, request, params);
  const question = await findQuestion(services.db, quiz.id, params.questionId);
  if (!question) questionNotFound(context);
  return {
    ...messagesFor(context.get(localeContext), adminCourses, adminQuizzes),
    course: { id: course.id, title: course.title, isPublished: course.isPublished },
    quiz: { id: quiz.id, title: quiz.title },
    question: {
      id: question.id,
      imageUrl: question.imageUrl,
      defaults: questionFormDefaults(question),
    },
    // Learners were given this version: saving makes a new one.
    asked: await wasAsked(services.db, quiz.id, question.id),
    constraints: formConstraints({ "question-form": questionSchema }),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user, course, quiz, services } = await requireManagedQuiz(context, request, params);
  const question = await findQuestion(services.db, quiz.id, params.questionId);
  if (!question) questionNotFound(context);
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
      questionId: question.id,
      imageUrl: question.imageUrl,
    },
    context.get(localeContext),
  );
}

export default function EditQuestion({ loaderData, actionData }: Route.ComponentProps) {
  const { course, quiz, question, asked } = loaderData;
  const t = useT(adminQuizzes).question;
  return (
    <div className="space-y-6">
      <CoursePageHeader course={course} section={quiz.title} />
      <CourseSection id="question-heading" title={t.editTitle}>
        <QuestionForm
          mode="edit"
          asked={asked}
          imageUrl={question.imageUrl}
          cancelTo={quizPath(course.id, quiz.id)}
          last={actionData as AdminFormLast | undefined}
          defaults={question.defaults}
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
      heading={t?.question.editTitle ?? "Edit question"}
      {...pageError}
    />
  );
}

export function meta({ matches }: Route.MetaArgs) {
  const title = metaT(matches, adminQuizzes)?.question.editTitle ?? "Edit question";
  return [{ title: pageTitle(matches, title) }, { name: "robots", content: "noindex" }];
}
