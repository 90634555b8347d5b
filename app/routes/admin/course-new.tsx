import { data } from "react-router";
import { CourseForm } from "~/components/admin/course-form";
import type { MediaFormReply } from "~/components/admin/media-fields";
import { useAdminPageError } from "~/components/admin/page-errors";
import { RouteErrorPanel } from "~/components/layout/route-error";
import { Link } from "~/components/ui/link";
import { submitCourseForm } from "~/domain/admin/course-form.server";
import { courseSchema } from "~/domain/admin/courses.schema";
import { managesAllCourses } from "~/domain/admin/courses.server";
import { messagesFor } from "~/i18n/catalog.server";
import { localeContext } from "~/i18n/locale.server";
import { adminCourseForm } from "~/i18n/messages/admin-course-form";
import { adminCourses } from "~/i18n/messages/admin-courses";
import { catalog } from "~/i18n/messages/catalog";
import { metaT } from "~/i18n/meta";
import { useOptionalT, useT } from "~/i18n/react";
import { formConstraints } from "~/lib/form-constraints.server";
import { oneTimeFormHeaders } from "~/lib/one-time-form-headers";
import { pageTitle } from "~/lib/page-title";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/course-new";
import {
  answerFormSubmission,
  courseNotFound,
  courseToasts,
  readVideoForm,
  requireCourseManager,
} from "./course-route.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireCourseManager(context, request);
  // An instructor's course carries their name unless they type another (e.g. a co-teacher's).
  return {
    ...messagesFor(context.get(localeContext), adminCourses, adminCourseForm, catalog),
    instructor: managesAllCourses(user) ? "" : user.name,
    formKey: crypto.randomUUID(),
    constraints: formConstraints({ "course-form": courseSchema }),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireCourseManager(context, request);
  const services = context.get(servicesContext);
  const body = await readVideoForm(request, courseSchema);
  if (body.status === "too-large") {
    return data({ result: body.result } satisfies MediaFormReply, { status: 413 });
  }
  const outcome = await submitCourseForm(services, user, null, body.formData);
  return answerFormSubmission(services, request, outcome, {
    saved: (id) => `/admin-dashboard/courses/${id}/lessons`,
    toast: courseToasts(context).created,
    notFound: () => courseNotFound(context.get(localeContext)),
  });
}

export default function NewCourse({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(adminCourses);
  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <Link
          to="/admin-dashboard/courses"
          className="inline-flex text-sm font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:focus-ring"
        >
          {t.nav.allCourses}
        </Link>
        <h1 className="text-2xl font-bold tracking-tight">{t.create.title}</h1>
        <p className="text-ink-muted">{t.create.intro}</p>
      </header>
      <div className="rounded-xl border border-border bg-surface p-4 shadow-sm sm:p-6">
        <CourseForm
          mode="create"
          formKey={loaderData.formKey}
          cancelTo="/admin-dashboard/courses"
          last={actionData as MediaFormReply | undefined}
          defaults={{
            title: "",
            instructor: loaderData.instructor,
            description: "",
            category: "",
            duration: "",
            videoUrl: "",
            price: "0",
            level: "Beginner",
            modules: "",
            features: "",
          }}
        />
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const pageError = useAdminPageError("course");
  const t = useOptionalT(adminCourses);
  return <RouteErrorPanel error={error} heading={t?.create.title ?? "New course"} {...pageError} />;
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: pageTitle(matches, metaT(matches, adminCourses)?.create.title ?? "New course") },
    { name: "robots", content: "noindex" },
  ];
}

/** The page renders a one-time form key: no cache may keep it. */
export const headers = oneTimeFormHeaders;
