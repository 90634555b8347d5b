import { data, Link } from "react-router";
import { CourseForm, type CourseFormReply } from "~/components/admin/course-form";
import { createOnce } from "~/domain/abuse/form-submissions.server";
import { COURSE_TOASTS, TEXT_BODY_LIMIT, VIDEO_BODY_LIMIT } from "~/domain/admin/courses.constants";
import { courseSchema } from "~/domain/admin/courses.schema";
import {
  courseInputFrom,
  createCourse,
  managesAllCourses,
  removeUploadedFiles,
  requireCourseManager,
} from "~/domain/admin/courses.server";
import { redirectWithToast } from "~/domain/toast/toast.server";
import { readFormBody } from "~/domain/uploads/form-body.server";
import { MEDIA_MESSAGES, storeMedia } from "~/domain/uploads/media.server";
import { formConstraints } from "~/lib/form-constraints.server";
import { pageTitle } from "~/lib/meta";
import { parseSubmission } from "~/lib/parse-submission";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/course-new";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireCourseManager(context, request);
  // An instructor's course carries their name unless they type another (e.g. a co-teacher's).
  return {
    instructor: managesAllCourses(user) ? "" : user.name,
    formKey: crypto.randomUUID(),
    constraints: formConstraints({ "course-form": courseSchema }),
  };
}

function tooLarge() {
  const empty = new FormData();
  const result = parseSubmission(empty, { schema: courseSchema }).reply({
    fieldErrors: { videoFile: [MEDIA_MESSAGES.tooBig("video")] },
  });
  return data({ result } satisfies CourseFormReply, { status: 413 });
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireCourseManager(context, request);
  const services = context.get(servicesContext);
  const multipart = (request.headers.get("Content-Type") ?? "").startsWith("multipart/form-data");
  const body = await readFormBody(request, multipart ? VIDEO_BODY_LIMIT : TEXT_BODY_LIMIT);
  if (body.status === "too-large") return tooLarge();
  if (body.status !== "ok")
    throw data({ message: "This form could not be read." }, { status: 400 });

  const submission = parseSubmission(body.formData, { schema: courseSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply() } satisfies CourseFormReply, { status: 400 });
  }
  const value = submission.value;
  const stored: string[] = [];
  let videoUrl: string | null = null;
  let thumbnail: string | null = null;
  if (value.videoFile && value.videoFile.size > 0) {
    const video = await storeMedia(services, value.videoFile, {
      kind: "video",
      folder: "course-videos",
    });
    if (!video.ok) {
      return data(
        { result: submission.reply({ fieldErrors: { videoFile: [video.message] } }) },
        { status: 400 },
      );
    }
    videoUrl = video.url;
    stored.push(video.url);
  }
  if (value.thumbnailFile && value.thumbnailFile.size > 0) {
    const image = await storeMedia(services, value.thumbnailFile, {
      kind: "image",
      folder: "course-thumbnails",
    });
    if (!image.ok) {
      await removeUploadedFiles(services, stored);
      return data(
        { result: submission.reply({ fieldErrors: { thumbnailFile: [image.message] } }) },
        { status: 400 },
      );
    }
    thumbnail = image.url;
    stored.push(image.url);
  }
  try {
    const course = await createOnce(services.db, { key: value.formKey, kind: "course" }, (tx) =>
      createCourse(tx, user, { ...courseInputFrom(value, videoUrl), thumbnail }),
    );
    if (!course) throw new Error("the course insert returned no row");
    // A repeat of a form already saved: its files were stored the first time.
    if (course.repeated) await removeUploadedFiles(services, stored);
    return redirectWithToast(
      services.toasts,
      request,
      `/admin-dashboard/courses/${course.id}/lessons`,
      { ...COURSE_TOASTS.created, description: "Now add its lessons, then publish it." },
    );
  } catch (error) {
    services.logger.error({ err: error }, "course creation failed");
    await removeUploadedFiles(services, stored);
    return data(
      {
        result: submission.reply(),
        alert: { title: "Could not create the course", description: "Please try again." },
      } satisfies CourseFormReply,
      { status: 500 },
    );
  }
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
          last={actionData as CourseFormReply | undefined}
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
            hasAssessment: false,
          }}
        />
      </div>
    </div>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "New course") }, { name: "robots", content: "noindex" }];
}
