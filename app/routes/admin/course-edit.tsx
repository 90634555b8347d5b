import { data } from "react-router";
import { z } from "zod";
import { CourseForm } from "~/components/admin/course-form";
import {
  type MediaErrors,
  ResourcesSection,
  ThumbnailSection,
} from "~/components/admin/course-media";
import { CoursePageHeader, CourseSection } from "~/components/admin/course-nav";
import type { MediaFormReply } from "~/components/admin/media-fields";
import { useAdminPageError } from "~/components/admin/page-errors";
import { PublishForm } from "~/components/admin/publish-form";
import { RouteErrorPanel } from "~/components/layout/route-error";
import { ButtonLink } from "~/components/ui/button";
import { courseFormDefaults, submitCourseForm } from "~/domain/admin/course-form.server";
import {
  type CourseMediaChange,
  removeCourseResource,
  removeCourseThumbnail,
  replaceCourseThumbnail,
  submitCourseResource,
} from "~/domain/admin/course-resources.server";
import { courseSchema } from "~/domain/admin/courses.schema";
import type { Toast } from "~/domain/toast/toast";
import { messagesFor } from "~/i18n/catalog.server";
import { localeContext } from "~/i18n/locale.server";
import { adminCourseForm } from "~/i18n/messages/admin-course-form";
import { adminCourses } from "~/i18n/messages/admin-courses";
import { catalog } from "~/i18n/messages/catalog";
import { metaT } from "~/i18n/meta";
import { useOptionalT, useT } from "~/i18n/react";
import { formConstraints } from "~/lib/form-constraints.server";
import { notFound } from "~/lib/http.server";
import { pageTitle } from "~/lib/page-title";
import { redirectWithToast } from "~/routes/toast.server";
import type { Route } from "./+types/course-edit";
import {
  answerFormSubmission,
  courseMessages,
  courseNotFound,
  courseToasts,
  parseCourseIntent,
  readVideoForm,
  requireManagedCourse,
  UNKNOWN_ACTION,
} from "./course-route.server";

type EditReply =
  | ({ intent: "save" } & MediaFormReply)
  | { intent: "thumbnail" | "resource-add"; errors: MediaErrors };

/** The forms of this page: the details, the thumbnail and the resources (each its own intent). */
const editIntentSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.enum(["save", "thumbnail", "thumbnail-remove", "resource-add"]) }),
    // Not a resource of this course (a malformed id included): the resource 404.
    z.object({
      intent: z.literal("resource-delete"),
      resourceId: z.string({ error: UNKNOWN_ACTION }).default(""),
    }),
  ],
  { error: UNKNOWN_ACTION },
);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { course } = await requireManagedCourse(context, request, params.courseId);
  return {
    ...messagesFor(context.get(localeContext), adminCourses, adminCourseForm, catalog),
    constraints: formConstraints({ "course-form": courseSchema }),
    course: {
      id: course.id,
      slug: course.slug,
      title: course.title,
      isPublished: course.isPublished,
      thumbnail: course.thumbnail,
      resources: course.resources,
    },
    defaults: courseFormDefaults(course),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user, course, services } = await requireManagedCourse(context, request, params.courseId);
  // The thumbnail and resource forms share the ceiling of the details form, with its video.
  const body = await readVideoForm(request, courseSchema);
  if (body.status === "too-large") {
    return data({ intent: "save", result: body.result } satisfies EditReply, { status: 413 });
  }
  const form = body.formData;
  const input = parseCourseIntent(form, editIntentSchema);
  const here = `/admin-dashboard/courses/${course.id}`;
  const locale = context.get(localeContext);
  const toasts = courseToasts(context);
  const toast = (t: Toast) => redirectWithToast(services.toasts, request, here, t);
  // The thumbnail and resource forms: their messages beside their fields, or on with `saved`.
  const media = (intent: "thumbnail" | "resource-add", change: CourseMediaChange, saved: Toast) => {
    if (change.status === "invalid") {
      return data({ intent, errors: change.errors } satisfies EditReply, { status: 400 });
    }
    if (change.status === "not-found") courseNotFound(locale);
    return toast(saved);
  };

  switch (input.intent) {
    case "save":
      return answerFormSubmission(
        services,
        request,
        await submitCourseForm(services, user, course.id, form),
        {
          saved: () => here,
          toast: toasts.updated,
          notFound: () => courseNotFound(locale),
          reply: { intent: "save" },
        },
      );
    case "thumbnail":
      return media(
        "thumbnail",
        await replaceCourseThumbnail(services, user, course.id, form.get("file")),
        toasts.thumbnailSaved,
      );
    case "thumbnail-remove":
      return media(
        "thumbnail",
        await removeCourseThumbnail(services, user, course.id),
        toasts.thumbnailRemoved,
      );
    case "resource-add":
      return media(
        "resource-add",
        await submitCourseResource(services, user, course.id, form),
        toasts.resourceAdded,
      );
    case "resource-delete": {
      const removed = await removeCourseResource(services, user, course.id, input.resourceId);
      if (!removed) throw notFound(courseMessages(context).errors.resourceNotFound);
      return toast(toasts.resourceDeleted);
    }
  }
}

export default function EditCourse({ loaderData, actionData }: Route.ComponentProps) {
  const { course, defaults } = loaderData;
  const reply = actionData as EditReply | undefined;
  const t = useT(adminCourses).edit;
  return (
    <div className="space-y-6">
      <CoursePageHeader
        course={course}
        section={t.section}
        actions={
          <>
            {course.isPublished ? (
              <ButtonLink to={`/academy/${course.slug}`} size="sm" variant="outline">
                {t.viewOnAcademy}
              </ButtonLink>
            ) : null}
            <PublishForm course={course} returnTo="edit" />
            <ButtonLink
              to={`/admin-dashboard/courses/${course.id}/delete`}
              size="sm"
              variant="ghost"
              className="text-danger hover:bg-danger-bg"
            >
              {t.delete}
            </ButtonLink>
          </>
        }
      />
      <CourseSection id="details-heading" title={t.details}>
        <CourseForm
          mode="edit"
          cancelTo="/admin-dashboard/courses"
          defaults={defaults}
          last={reply?.intent === "save" ? reply : undefined}
        />
      </CourseSection>
      <ThumbnailSection
        thumbnail={course.thumbnail}
        errors={reply?.intent === "thumbnail" ? reply.errors : undefined}
      />
      <ResourcesSection
        resources={course.resources}
        errors={reply?.intent === "resource-add" ? reply.errors : undefined}
      />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const pageError = useAdminPageError("course");
  const t = useOptionalT(adminCourses);
  return (
    <RouteErrorPanel error={error} heading={t?.edit.section ?? "Edit course"} {...pageError} />
  );
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return [
    {
      title: pageTitle(
        matches,
        loaderData
          ? (metaT(matches, adminCourses)?.edit.metaTitle({ title: loaderData.course.title }) ??
              `Edit ${loaderData.course.title}`)
          : (metaT(matches, adminCourses)?.edit.metaFallback ?? "Course"),
      ),
    },
    { name: "robots", content: "noindex" },
  ];
}
