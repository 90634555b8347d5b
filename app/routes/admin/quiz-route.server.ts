import { data } from "react-router";
import type { AdminFormLast } from "~/components/admin/admin-form";
import type { CourseActor } from "~/domain/admin/courses.server";
import { removeUploadedFiles, storeOptionalUpload } from "~/domain/admin/uploaded-files.server";
import { quizPath } from "~/domain/assessments/quiz.constants";
import {
  QUIZ_TOASTS,
  questionKeyFrom,
  questionSchema,
  quizSettingsSchema,
} from "~/domain/assessments/quiz.schema";
import {
  addQuestions,
  createQuiz,
  findCourseQuiz,
  updateQuestion,
  updateQuizSettings,
} from "~/domain/assessments/quizzes.server";
import { notFound } from "~/lib/http.server";
import { parseSubmission } from "~/lib/parse-submission";
import { redirectWithToast } from "~/routes/toast.server";
import type { Services } from "~/services.server";
import { courseNotFound, requireManagedCourse } from "./course-route.server";

// What a course's quiz pages share: the guard that finds the quiz among the course's, and the
// answers to the settings and question forms. They answer with HTTP responses (redirects, 400,
// 404), so they live beside the routes; the domain answers values.

type GuardArgs = Parameters<typeof requireManagedCourse>;

export function quizNotFound(): never {
  throw notFound("This quiz does not exist or is not part of this course.");
}

/** The guard of a quiz's pages: the course the user manages, then the quiz of that course. */
export async function requireManagedQuiz(
  context: GuardArgs[0],
  request: Request,
  params: { courseId: string; quizId: string },
) {
  const found = await requireManagedCourse(context, request, params.courseId);
  const quiz = await findCourseQuiz(found.services.db, found.course.id, params.quizId);
  if (!quiz) quizNotFound();
  return { ...found, quiz };
}

function reply(
  result: AdminFormLast["result"],
  status: number,
  alert: AdminFormLast["alert"] = null,
) {
  return data({ result, alert } satisfies AdminFormLast, { status });
}

/** The settings form, creating a quiz (`quizId` null) or saving one's settings. */
export async function submitQuizSettings(
  services: Services,
  request: Request,
  formData: FormData,
  actor: CourseActor,
  target: { courseId: string; quizId: string | null },
) {
  const submission = parseSubmission(formData, { schema: quizSettingsSchema });
  if (submission.status !== "success") return reply(submission.reply(), 400);
  const value = submission.value;
  if (target.quizId === null) {
    const outcome = await createQuiz(services.db, actor, target.courseId, value, {
      key: value.formKey,
      kind: "quiz",
    });
    switch (outcome.status) {
      case "invalid":
        return reply(
          submission.reply({ fieldErrors: { [outcome.field]: [outcome.message] } }),
          400,
        );
      case "not-found":
        return courseNotFound();
      case "created":
        return redirectWithToast(
          services.toasts,
          request,
          quizPath(target.courseId, outcome.id),
          QUIZ_TOASTS.created,
        );
    }
  }
  const saved = await updateQuizSettings(services.db, actor, target.courseId, target.quizId, value);
  if (saved === "not-found") quizNotFound();
  return redirectWithToast(
    services.toasts,
    request,
    quizPath(target.courseId, target.quizId),
    QUIZ_TOASTS.saved,
  );
}

/**
 * The question form: a new question at the end of the quiz (`questionId` null) or a change to
 * one (a new version when learners were already given it), with its optional picture.
 */
export async function submitQuestionForm(
  services: Services,
  request: Request,
  formData: FormData,
  actor: CourseActor,
  target: { courseId: string; quizId: string; questionId: string | null; imageUrl: string | null },
) {
  const submission = parseSubmission(formData, { schema: questionSchema });
  if (submission.status !== "success") return reply(submission.reply(), 400);
  const value = submission.value;
  const picture = await storeOptionalUpload(services, value.image, {
    kind: "image",
    folder: "quiz-images",
  });
  if (!picture.ok) {
    return reply(submission.reply({ fieldErrors: { image: [picture.message] } }), 400);
  }
  const imageUrl = picture.url ?? (value.removeImage ? null : target.imageUrl);
  const fields = {
    type: value.type,
    prompt: value.prompt,
    marks: value.marks,
    explanation: value.explanation ?? "",
    key: questionKeyFrom(value),
    imageUrl,
  };
  const back = quizPath(target.courseId, target.quizId);
  if (target.questionId === null) {
    const added = await addQuestions(services.db, actor, target.courseId, target.quizId, [fields], {
      key: value.formKey,
      kind: "quiz-question",
    });
    if (added.status !== "added") {
      await removeUploadedFiles(services, [picture.url]);
      if (added.status === "not-found") quizNotFound();
      return reply(submission.reply(), 400, {
        title: "Question not added",
        description: "This quiz already holds as many questions as it may.",
      });
    }
    return redirectWithToast(services.toasts, request, back, QUIZ_TOASTS.questionAdded);
  }
  const saved = await updateQuestion(
    services.db,
    actor,
    target.courseId,
    target.quizId,
    target.questionId,
    fields,
  );
  if (saved.status === "not-found") {
    await removeUploadedFiles(services, [picture.url]);
    throw notFound("This question does not exist.");
  }
  if (saved.previousImageUrl && saved.previousImageUrl !== imageUrl) {
    await removeUploadedFiles(services, [saved.previousImageUrl]);
  }
  return redirectWithToast(
    services.toasts,
    request,
    back,
    saved.versioned ? QUIZ_TOASTS.questionVersioned : QUIZ_TOASTS.questionSaved,
  );
}
