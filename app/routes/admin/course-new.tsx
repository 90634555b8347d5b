import { data } from "react-router";
import { CourseForm } from "~/components/admin/course-form";
import type { MediaFormReply } from "~/components/admin/media-fields";
import { COURSE_PAGE_ERROR } from "~/components/admin/page-errors";
import { RouteErrorPanel } from "~/components/layout/route-error";
import { Link } from "~/components/ui/link";
import { submitCourseForm } from "~/domain/admin/course-form.server";
import { COURSE_TOASTS } from "~/domain/admin/courses.constants";
import { courseSchema } from "~/domain/admin/courses.schema";
import { managesAllCourses } from "~/domain/admin/courses.server";
import { formConstraints } from "~/lib/form-constraints.server";
import { pageTitle } from "~/lib/meta";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/course-new";
import {
  answerFormSubmission,
  courseNotFound,
  readVideoForm,
  requireCourseManager,
} from "./course-route.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireCourseManager(context, request);
  // An instructor's course carries their name unless they type another (e.g. a co-teacher's).
  return {
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
    toast: { ...COURSE_TOASTS.created, description: "Now add its lessons, then publish it." },
    notFound: courseNotFound,
  });
}

export default function NewCourse({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <Link
          to="/admin-dashboard/courses"
          className="inline-flex text-sm font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:focus-ring"
        >
          ← All courses
        </Link>
        <h1 className="text-2xl font-bold tracking-tight">New course</h1>
        <p className="text-ink-muted">
          It starts as a draft: add its lessons, then publish it. Rating starts at 4.5 and students
          at 0.
        </p>
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
  return <RouteErrorPanel error={error} heading="New course" {...COURSE_PAGE_ERROR} />;
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "New course") }, { name: "robots", content: "noindex" }];
}
