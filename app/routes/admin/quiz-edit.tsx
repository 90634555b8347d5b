import { data } from "react-router";
import { z } from "zod";
import type { AdminFormLast } from "~/components/admin/admin-form";
import { CoursePageHeader, CourseSection } from "~/components/admin/course-nav";
import { useAdminPageError } from "~/components/admin/page-errors";
import { QuestionCsvImport, QuizQuestionList } from "~/components/admin/quiz-edit-sections";
import { QuizSettingsForm } from "~/components/admin/quiz-forms";
import { RouteErrorPanel } from "~/components/layout/route-error";
import { Button, ButtonLink, buttonClasses, usePendingForm } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { Form } from "~/components/ui/link";
import { removeUploadedFiles } from "~/domain/admin/uploaded-files.server";
import { readQuestionsCsv } from "~/domain/assessments/question-csv.server";
import { QUESTION_CSV_MAX_BYTES, quizPath, quizzesPath } from "~/domain/assessments/quiz.constants";
import { quizSettingsSchema } from "~/domain/assessments/quiz.schema";
import {
  addQuestions,
  countQuizAttempts,
  deleteQuestion,
  deleteQuiz,
  listQuestions,
  moveQuestion,
} from "~/domain/assessments/quizzes.server";
import { messagesFor } from "~/i18n/catalog.server";
import { localeContext } from "~/i18n/locale.server";
import { adminCourses } from "~/i18n/messages/admin-courses";
import { adminQuizzes } from "~/i18n/messages/admin-quizzes";
import { metaT } from "~/i18n/meta";
import { useOptionalT, useT } from "~/i18n/react";
import { formConstraints } from "~/lib/form-constraints.server";
import { notFound } from "~/lib/http.server";
import { pageTitle } from "~/lib/page-title";
import { parseSubmission } from "~/lib/parse-submission";
import { readFormBody } from "~/routes/request-body.server";
import { redirectWithToast } from "~/routes/toast.server";
import type { Route } from "./+types/quiz-edit";
import { UNKNOWN_ACTION, unreadableForm } from "./course-route.server";
import {
  quizMessages,
  quizToasts,
  requireManagedQuiz,
  submitQuizSettings,
} from "./quiz-route.server";

// One quiz: its settings, its questions (order, edit, delete, add, import from CSV), and Delete.

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { course, quiz, services } = await requireManagedQuiz(context, request, params);
  const [questions, attempts] = await Promise.all([
    listQuestions(services.db, quiz.id),
    countQuizAttempts(services.db, quiz.id),
  ]);
  return {
    ...messagesFor(context.get(localeContext), adminCourses, adminQuizzes),
    course: { id: course.id, title: course.title, isPublished: course.isPublished },
    quiz: {
      id: quiz.id,
      title: quiz.title,
      lessonId: quiz.lessonId,
      lessonTitle: quiz.lessonTitle,
      settings: {
        title: quiz.title,
        scope: quiz.lessonId ?? "final",
        passMark: String(quiz.passMark),
        attemptsAllowed: String(quiz.attemptsAllowed),
        keptGrade: quiz.keptGrade,
        shuffleQuestions: quiz.shuffleQuestions,
        shuffleOptions: quiz.shuffleOptions,
        drawCount: quiz.drawCount === null ? "" : String(quiz.drawCount),
        timeLimitMinutes: quiz.timeLimitMinutes === null ? "" : String(quiz.timeLimitMinutes),
        reveal: quiz.reveal,
        required: quiz.required,
      },
    },
    attempts,
    questions: questions.map((q) => ({
      id: q.id,
      type: q.type,
      prompt: q.prompt,
      marks: q.marks,
      version: q.version,
      hasImage: q.imageUrl !== null,
    })),
    constraints: formConstraints({ "quiz-settings-form": quizSettingsSchema }),
  };
}

const rowIntent = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("move"),
      id: z.string().default(""),
      direction: z.enum(["up", "down"], { error: "Choose up or down." }),
    }),
    z.object({ intent: z.literal("delete"), id: z.string().default("") }),
    z.object({ intent: z.literal("delete-quiz") }),
    z.object({ intent: z.literal("import"), file: z.instanceof(File).optional() }),
  ],
  { error: UNKNOWN_ACTION },
);

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user, course, quiz, services } = await requireManagedQuiz(context, request, params);
  const locale = context.get(localeContext);
  const t = quizMessages(context);
  const toasts = quizToasts(locale);
  const kb = QUESTION_CSV_MAX_BYTES / 1024;
  // A questions file can be a few hundred kilobytes; every other post of this page is small.
  const body = await readFormBody(request, QUESTION_CSV_MAX_BYTES + 64 * 1024);
  if (body.status === "too-large") {
    return data({ importProblems: [t.edit.fileTooLarge({ kb })] }, { status: 413 });
  }
  if (body.status !== "ok") throw unreadableForm();
  const form = body.formData;
  const here = quizPath(course.id, quiz.id);
  if (form.get("intent") === "settings") {
    return submitQuizSettings(
      services,
      request,
      form,
      user,
      { courseId: course.id, quizId: quiz.id },
      locale,
    );
  }
  const submission = parseSubmission(form, { schema: rowIntent });
  if (submission.status !== "success") return data({ message: UNKNOWN_ACTION }, { status: 400 });
  const input = submission.value;
  switch (input.intent) {
    case "move": {
      const moved = await moveQuestion(
        services.db,
        user,
        course.id,
        quiz.id,
        input.id,
        input.direction,
      );
      if (moved === "not-found") throw notFound(t.errors.questionNotFound);
      return redirectWithToast(services.toasts, request, here, toasts.questionsReordered);
    }
    case "delete": {
      const removed = await deleteQuestion(services.db, user, course.id, quiz.id, input.id);
      if (!removed) throw notFound(t.errors.questionNotFound);
      await removeUploadedFiles(services, [removed.imageUrl]);
      return redirectWithToast(services.toasts, request, here, toasts.questionDeleted);
    }
    case "delete-quiz": {
      const removed = await deleteQuiz(services.db, user, course.id, quiz.id);
      if (!removed) throw notFound(t.errors.quizGone);
      await removeUploadedFiles(services, removed.imageUrls);
      return redirectWithToast(
        services.toasts,
        request,
        quizzesPath(course.id),
        toasts.deleted(quiz.title),
      );
    }
    case "import": {
      if (!input.file || input.file.size === 0) {
        return data({ importProblems: [t.edit.chooseFile] }, { status: 400 });
      }
      const read = readQuestionsCsv(await input.file.text());
      if (read.status === "invalid")
        return data({ importProblems: read.problems }, { status: 400 });
      const added = await addQuestions(services.db, user, course.id, quiz.id, read.questions, {
        kind: "quiz-import",
      });
      if (added.status === "not-found") throw notFound(t.errors.quizGone);
      if (added.status === "too-many") {
        return data(
          {
            importProblems: [
              t.edit.tooMany({ count: read.questions.length, allowed: added.allowed }),
            ],
          },
          { status: 400 },
        );
      }
      return redirectWithToast(services.toasts, request, here, toasts.imported(added.ids.length));
    }
  }
}

export default function QuizEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { course, quiz, questions, attempts } = loaderData;
  const all = useT(adminQuizzes);
  const t = all.edit;
  const isPending = usePendingForm();
  const busy = (intent: string, id?: string) =>
    isPending({ fields: id === undefined ? { intent } : { intent, id } });
  const here = quizPath(course.id, quiz.id);
  const importProblems =
    actionData && "importProblems" in actionData ? actionData.importProblems : null;
  const settingsReply =
    actionData && "result" in actionData ? (actionData as AdminFormLast) : undefined;
  return (
    <div className="space-y-6">
      <CoursePageHeader
        course={course}
        section={
          quiz.lessonId ? all.checkOf({ title: quiz.lessonTitle ?? "" }) : all.finalAssessment
        }
        actions={
          <ButtonLink to={`${here}/results`} variant="outline">
            {all.list.results}
          </ButtonLink>
        }
      />

      <QuizQuestionList quizPath={here} questions={questions} attempts={attempts} />

      <QuestionCsvImport problems={importProblems} pending={busy("import")} />

      <CourseSection id="settings-heading" title={t.settings}>
        <QuizSettingsForm
          mode="edit"
          lessonCheck={quiz.lessonId !== null}
          defaults={quiz.settings}
          cancelTo={quizzesPath(course.id)}
          last={settingsReply}
        />
      </CourseSection>

      <CourseSection id="delete-heading" title={t.deleteSection}>
        <details className="group">
          <summary
            className={cn(
              buttonClasses({ variant: "outline", size: "md" }),
              "cursor-pointer list-none text-danger [&::-webkit-details-marker]:hidden",
            )}
          >
            {t.deleteQuiz}
          </summary>
          <Form
            method="post"
            className="mt-3 max-w-lg space-y-2 rounded-lg border border-danger-border bg-danger-bg p-3 text-sm"
          >
            <p className="font-semibold text-danger-strong">
              {t.deleteQuizAsk({ title: quiz.title })}
            </p>
            <p className="text-ink">
              {attempts > 0
                ? t.deleteQuizConsequenceAttempts({ count: attempts })
                : t.deleteQuizConsequence}
            </p>
            <input type="hidden" name="intent" value="delete-quiz" />
            <Button type="submit" variant="destructive" size="sm" pending={busy("delete-quiz")}>
              {t.confirmDeleteQuiz}
            </Button>
          </Form>
        </details>
      </CourseSection>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const pageError = useAdminPageError("course");
  const t = useOptionalT(adminQuizzes);
  return <RouteErrorPanel error={error} heading={t?.quiz ?? "Quiz"} {...pageError} />;
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return [
    {
      title: pageTitle(
        matches,
        loaderData?.quiz.title ?? metaT(matches, adminQuizzes)?.quiz ?? "Quiz",
      ),
    },
    { name: "robots", content: "noindex" },
  ];
}
