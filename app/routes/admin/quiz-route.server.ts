import { data } from "react-router";
import type { AdminFormLast } from "~/components/admin/admin-form";
import type { CourseActor } from "~/domain/admin/courses.server";
import { removeUploadedFiles, storeOptionalUpload } from "~/domain/admin/uploaded-files.server";
import { quizPath } from "~/domain/assessments/quiz.constants";
import {
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
import type { Toast } from "~/domain/toast/toast";
import { translate } from "~/i18n/catalog.server";
import { localeContext } from "~/i18n/locale.server";
import type { Locale } from "~/i18n/locales";
import { adminQuizzes } from "~/i18n/messages/admin-quizzes";
import { notFound } from "~/lib/http.server";
import { parseSubmission } from "~/lib/parse-submission";
import { redirectWithToast } from "~/routes/toast.server";
import type { Services } from "~/services.server";
import { courseNotFound, requireManagedCourse } from "./course-route.server";

// What a course's quiz pages share: the guard that finds the quiz among the course's, and the
// answers to the settings and question forms. They answer with HTTP responses (redirects, 400,
// 404), so they live beside the routes; the domain answers values.

type GuardArgs = Parameters<typeof requireManagedCourse>;

/** The quiz pages' messages in the request's language (toasts, 404 reasons, import problems). */
export function quizMessages(context: GuardArgs[0]) {
  return translate(context.get(localeContext), adminQuizzes);
}

/** The quiz pages' toasts in `locale` (the wording of quiz.constants' QUIZ_TOASTS, translated). */
export function quizToasts(locale: Locale) {
  const t = translate(locale, adminQuizzes).toasts;
  return {
    created: { title: t.created, description: t.createdDescription },
    saved: { title: t.saved },
    deleted: (title: string) => ({
      title: t.deleted,
      description: t.deletedDescription({ title }),
    }),
    questionAdded: { title: t.questionAdded },
    questionSaved: { title: t.questionSaved },
    questionVersioned: {
      title: t.questionSaved,
      description: t.questionVersionedDescription,
    },
    questionDeleted: { title: t.questionDeleted },
    questionsReordered: { title: t.questionsReordered },
    imported: (count: number) => ({
      title: t.imported,
      description: t.importedDescription({ count }),
    }),
  } satisfies Record<string, Toast | ((arg: never) => Toast)>;
}

export function quizNotFound(locale: Locale = "en"): never {
  throw notFound(translate(locale, adminQuizzes).errors.quizNotFound);
}

/** The guard of a quiz's pages: the course the user manages, then the quiz of that course. */
export async function requireManagedQuiz(
  context: GuardArgs[0],
  request: Request,
  params: { courseId: string; quizId: string },
) {
  const found = await requireManagedCourse(context, request, params.courseId);
  const quiz = await findCourseQuiz(found.services.db, found.course.id, params.quizId);
  if (!quiz) quizNotFound(context.get(localeContext));
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
  locale: Locale = "en",
) {
  const toasts = quizToasts(locale);
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
        return courseNotFound(locale);
      case "created":
        return redirectWithToast(
          services.toasts,
          request,
          quizPath(target.courseId, outcome.id),
          toasts.created,
        );
    }
  }
  const saved = await updateQuizSettings(services.db, actor, target.courseId, target.quizId, value);
  if (saved === "not-found") quizNotFound(locale);
  return redirectWithToast(
    services.toasts,
    request,
    quizPath(target.courseId, target.quizId),
    toasts.saved,
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
  locale: Locale = "en",
) {
  const t = translate(locale, adminQuizzes);
  const toasts = quizToasts(locale);
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
      if (added.status === "not-found") quizNotFound(locale);
      return reply(submission.reply(), 400, {
        title: t.errors.notAddedTitle,
        description: t.errors.notAddedFull,
      });
    }
    return redirectWithToast(services.toasts, request, back, toasts.questionAdded);
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
    throw notFound(t.errors.questionNotFound);
  }
  if (saved.previousImageUrl && saved.previousImageUrl !== imageUrl) {
    await removeUploadedFiles(services, [saved.previousImageUrl]);
  }
  return redirectWithToast(
    services.toasts,
    request,
    back,
    saved.versioned ? toasts.questionVersioned : toasts.questionSaved,
  );
}
