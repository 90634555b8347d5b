import { data } from "react-router";
import { CourseErrorPanel } from "~/components/admin/course-error";
import { CourseForm, type CourseFormReply } from "~/components/admin/course-form";
import { PublishForm } from "~/components/admin/course-list";
import {
  type MediaErrors,
  ResourcesSection,
  ThumbnailSection,
} from "~/components/admin/course-media";
import { CoursePageHeader } from "~/components/admin/course-nav";
import { ButtonLink } from "~/components/ui/button";
import { COURSE_TOASTS, TEXT_BODY_LIMIT, VIDEO_BODY_LIMIT } from "~/domain/admin/courses.constants";
import { courseSchema, resourceSchema } from "~/domain/admin/courses.schema";
import {
  addCourseResource,
  type CourseActor,
  courseFormDefaults,
  courseInputFrom,
  courseNotFound,
  deleteCourseResource,
  findManagedCourse,
  removeUploadedFiles,
  requireCourseManager,
  setCourseThumbnail,
  updateCourse,
} from "~/domain/admin/courses.server";
import { redirectWithToast } from "~/domain/toast/toast.server";
import { readFormBody } from "~/domain/uploads/form-body.server";
import { MEDIA_MESSAGES, storeMedia } from "~/domain/uploads/media.server";
import { formConstraints } from "~/lib/form-constraints.server";
import { pageTitle } from "~/lib/meta";
import { parseSubmission } from "~/lib/parse-submission";
import { type Services, servicesContext } from "~/services.server";
import type { Route } from "./+types/course-edit";

type EditReply =
  | ({ intent: "save" } & CourseFormReply)
  | { intent: "thumbnail" | "resource-add"; errors: MediaErrors };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = requireCourseManager(context, request);
  const { db } = context.get(servicesContext);
  const course = await findManagedCourse(db, user, params.courseId);
  if (!course) courseNotFound();
  return {
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
  const user = requireCourseManager(context, request);
  const services = context.get(servicesContext);
  const course = await findManagedCourse(services.db, user, params.courseId);
  if (!course) courseNotFound();
  const multipart = (request.headers.get("Content-Type") ?? "").startsWith("multipart/form-data");
  const body = await readFormBody(request, multipart ? VIDEO_BODY_LIMIT : TEXT_BODY_LIMIT);
  if (body.status === "too-large") {
    const result = parseSubmission(new FormData(), { schema: courseSchema }).reply({
      fieldErrors: { videoFile: [MEDIA_MESSAGES.tooBig("video")] },
    });
    return data({ intent: "save", result } satisfies EditReply, { status: 413 });
  }
  if (body.status !== "ok")
    throw data({ message: "This form could not be read." }, { status: 400 });
  const form = body.formData;
  const here = `/admin-dashboard/courses/${course.id}`;
  const toast = (t: { title: string; description?: string }) =>
    redirectWithToast(services.toasts, request, here, t);

  switch (form.get("intent")) {
    case "save":
      return save(services, request, user, course.id, form, here);
    case "thumbnail": {
      const image = await storeMedia(services, form.get("file"), {
        kind: "image",
        folder: "course-thumbnails",
      });
      if (!image.ok) {
        return data(
          { intent: "thumbnail", errors: { file: [image.message] } } satisfies EditReply,
          {
            status: 400,
          },
        );
      }
      const outcome = await setCourseThumbnail(services.db, user, course.id, image.url);
      if (outcome === "not-found") {
        await removeUploadedFiles(services, [image.url]);
        courseNotFound();
      }
      await removeUploadedFiles(services, [outcome.previous]);
      return toast(COURSE_TOASTS.thumbnailSaved);
    }
    case "thumbnail-remove": {
      const outcome = await setCourseThumbnail(services.db, user, course.id, null);
      if (outcome === "not-found") courseNotFound();
      await removeUploadedFiles(services, [outcome.previous]);
      return toast(COURSE_TOASTS.thumbnailRemoved);
    }
    case "resource-add": {
      const submission = parseSubmission(form, { schema: resourceSchema });
      if (submission.status !== "success") {
        const errors = submission.reply().error ?? {};
        return data({ intent: "resource-add", errors } satisfies EditReply, { status: 400 });
      }
      const pdf = await storeMedia(services, submission.value.file, {
        kind: "pdf",
        folder: "course-resources",
      });
      if (!pdf.ok) {
        return data(
          { intent: "resource-add", errors: { file: [pdf.message] } } satisfies EditReply,
          {
            status: 400,
          },
        );
      }
      const outcome = await addCourseResource(services.db, user, course.id, {
        title: submission.value.title,
        url: pdf.url,
        mimeType: pdf.contentType,
        sizeBytes: pdf.size,
      });
      if (outcome === "not-found") {
        await removeUploadedFiles(services, [pdf.url]);
        courseNotFound();
      }
      return toast(COURSE_TOASTS.resourceAdded);
    }
    case "resource-delete": {
      const removed = await deleteCourseResource(
        services.db,
        user,
        course.id,
        String(form.get("resourceId") ?? ""),
      );
      if (!removed) throw data({ message: "This resource does not exist." }, { status: 404 });
      await removeUploadedFiles(services, [removed.url]);
      return toast(COURSE_TOASTS.resourceDeleted);
    }
    default:
      throw data({ message: "Unknown action." }, { status: 400 });
  }
}

async function save(
  services: Services,
  request: Request,
  user: CourseActor,
  courseId: string,
  form: FormData,
  here: string,
) {
  const submission = parseSubmission(form, { schema: courseSchema });
  if (submission.status !== "success") {
    return data({ intent: "save", result: submission.reply() } satisfies EditReply, {
      status: 400,
    });
  }
  let uploaded: string | null = null;
  const file = submission.value.videoFile;
  if (file && file.size > 0) {
    const video = await storeMedia(services, file, { kind: "video", folder: "course-videos" });
    if (!video.ok) {
      const result = submission.reply({ fieldErrors: { videoFile: [video.message] } });
      return data({ intent: "save", result } satisfies EditReply, { status: 400 });
    }
    uploaded = video.url;
  }
  const input = courseInputFrom(submission.value, uploaded);
  const outcome = await updateCourse(services.db, user, courseId, input);
  if (!outcome) {
    await removeUploadedFiles(services, [uploaded]);
    courseNotFound();
  }
  // Our old video file goes once nothing points at it.
  if (outcome.previousVideoUrl !== input.videoUrl) {
    await removeUploadedFiles(services, [outcome.previousVideoUrl]);
  }
  return redirectWithToast(services.toasts, request, here, COURSE_TOASTS.updated);
}

export default function EditCourse({ loaderData, actionData }: Route.ComponentProps) {
  const { course, defaults } = loaderData;
  const reply = actionData as EditReply | undefined;
  return (
    <div className="space-y-6">
      <CoursePageHeader
        course={course}
        section="Edit course"
        actions={
          <>
            {course.isPublished ? (
              <ButtonLink to={`/academy/${course.slug}`} size="sm" variant="outline">
                View on academy
              </ButtonLink>
            ) : null}
            <PublishForm course={course} returnTo="edit" />
            <ButtonLink
              to={`/admin-dashboard/courses/${course.id}/delete`}
              size="sm"
              variant="ghost"
              className="text-danger hover:bg-danger-bg"
            >
              Delete course
            </ButtonLink>
          </>
        }
      />
      <section
        aria-labelledby="details-heading"
        className="space-y-4 rounded-xl border border-border bg-surface p-4 shadow-sm sm:p-6"
      >
        <h2 id="details-heading" className="text-lg font-bold">
          Details
        </h2>
        <CourseForm
          mode="edit"
          cancelTo="/admin-dashboard/courses"
          defaults={defaults}
          last={reply?.intent === "save" ? reply : undefined}
        />
      </section>
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
  return <CourseErrorPanel error={error} title="Edit course" />;
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return [
    { title: pageTitle(matches, loaderData ? `Edit ${loaderData.course.title}` : "Course") },
    { name: "robots", content: "noindex" },
  ];
}
