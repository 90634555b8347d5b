import type { AdminFormLast } from "~/components/admin/admin-form";
import { CoursePageHeader, CourseSection } from "~/components/admin/course-nav";
import { useAdminPageError } from "~/components/admin/page-errors";
import { QuizSettingsForm } from "~/components/admin/quiz-forms";
import { RouteErrorPanel } from "~/components/layout/route-error";
import { defaultReveal, quizzesPath } from "~/domain/assessments/quiz.constants";
import { quizSettingsSchema } from "~/domain/assessments/quiz.schema";
import { hasFinalAssessment, lessonsWithoutCheck } from "~/domain/assessments/quizzes.server";
import { messagesFor, translate } from "~/i18n/catalog.server";
import { localeContext } from "~/i18n/locale.server";
import { adminCourses } from "~/i18n/messages/admin-courses";
import { adminQuizzes } from "~/i18n/messages/admin-quizzes";
import { metaT } from "~/i18n/meta";
import { useOptionalT, useT } from "~/i18n/react";
import { formConstraints } from "~/lib/form-constraints.server";
import { oneTimeFormHeaders } from "~/lib/one-time-form-headers";
import { pageTitle } from "~/lib/page-title";
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
  const locale = context.get(localeContext);
  const t = translate(locale, adminQuizzes);
  return {
    ...messagesFor(locale, adminCourses, adminQuizzes),
    course: { id: course.id, title: course.title, isPublished: course.isPublished },
    formKey: crypto.randomUUID(),
    constraints: formConstraints({ "quiz-settings-form": quizSettingsSchema }),
    scopes: [
      ...(hasFinal ? [] : [{ value: "final", label: t.create.finalScope }]),
      ...open.map((l) => ({
        value: l.id,
        label: t.lessonCheck({ number: l.orderIndex + 1, title: l.title }),
      })),
    ],
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user, course, services } = await requireManagedCourse(context, request, params.courseId);
  return submitQuizSettings(
    services,
    request,
    await readForm(request),
    user,
    { courseId: course.id, quizId: null },
    context.get(localeContext),
  );
}

export default function NewQuiz({ loaderData, actionData }: Route.ComponentProps) {
  const { course, scopes } = loaderData;
  const first = scopes[0]?.value ?? "";
  const t = useT(adminQuizzes).create;
  return (
    <div className="space-y-6">
      <CoursePageHeader course={course} section={t.title} />
      <CourseSection id="quiz-settings-heading" title={t.title} description={t.description}>
        {scopes.length === 0 ? (
          <p className="text-ink">{t.allTaken}</p>
        ) : (
          <QuizSettingsForm
            mode="create"
            formKey={loaderData.formKey}
            scopes={scopes}
            cancelTo={quizzesPath(course.id)}
            last={actionData as AdminFormLast | undefined}
            defaults={{
              title: first === "final" ? t.finalTitle({ title: course.title }) : "",
              scope: first,
              passMark: first === "final" ? "70" : "60",
              attemptsAllowed: first === "final" ? "3" : "0",
              keptGrade: "highest",
              shuffleQuestions: false,
              shuffleOptions: true,
              drawCount: "",
              timeLimitMinutes: "",
              reveal: defaultReveal({ final: first === "final" }),
              required: false,
            }}
          />
        )}
      </CourseSection>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const pageError = useAdminPageError("course");
  const t = useOptionalT(adminQuizzes);
  return <RouteErrorPanel error={error} heading={t?.create.title ?? "New quiz"} {...pageError} />;
}

export function meta({ matches }: Route.MetaArgs) {
  const title = metaT(matches, adminQuizzes)?.create.title ?? "New quiz";
  return [{ title: pageTitle(matches, title) }, { name: "robots", content: "noindex" }];
}

/** The page renders a one-time form key: no cache may keep it. */
export const headers = oneTimeFormHeaders;
