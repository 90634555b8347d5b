import type { SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
import type { z } from "zod";
import { TEXT_BODY_LIMIT, VIDEO_BODY_LIMIT } from "~/domain/admin/courses.constants";
import { lessonSchema } from "~/domain/admin/courses.schema";
import { findManagedCourse } from "~/domain/admin/courses.server";
import { submitLessonForm } from "~/domain/admin/lesson-form.server";
import type { FormSubmission } from "~/domain/admin/uploaded-files.server";
import { canManageCourses } from "~/domain/auth/permissions";
import type { SessionUser } from "~/domain/auth/session.server";
import type { Toast } from "~/domain/toast/toast";
import { MEDIA_MESSAGES } from "~/domain/uploads/media.server";
import { translate } from "~/i18n/catalog.server";
import { localeContext } from "~/i18n/locale.server";
import type { Locale } from "~/i18n/locales";
import { adminCourses } from "~/i18n/messages/admin-courses";
import { forbidden, notFound } from "~/lib/http.server";
import { parseSubmission } from "~/lib/parse-submission";
import { FORBIDDEN_MESSAGE, requirePermission } from "~/routes/middleware/guards.server";
import { readFormBody } from "~/routes/request-body.server";
import { redirectWithToast } from "~/routes/toast.server";
import { type Services, servicesContext } from "~/services.server";

// What the Courses tab's loaders and actions share: their guards, the reading of their posts and
// the answers to their forms. They answer with HTTP responses (a redirect, 400, 403, 404), so
// they live beside the routes; the course domain answers null instead.

type GuardContext = Parameters<typeof requirePermission>[0];

/** The Courses tab's messages in the request's language (toasts, 404 reasons). */
export function courseMessages(context: GuardContext) {
  return translate(context.get(localeContext), adminCourses);
}

/** The Courses tab's toasts in the request's language (COURSE_TOASTS' wording, translated). */
export function courseToasts(context: GuardContext) {
  const t = courseMessages(context).toasts;
  return {
    created: { title: t.created, description: t.createdDescription },
    updated: { title: t.updated },
    deleted: (title: string) => ({
      title: t.deleted,
      description: t.deletedDescription({ title }),
    }),
    deleteFailed: {
      title: t.deleteFailed,
      variant: "destructive",
      description: t.deleteFailedDescription,
    },
    published: { title: t.published, description: t.publishedDescription },
    unpublished: { title: t.unpublished, description: t.unpublishedDescription },
    lessonAdded: { title: t.lessonAdded },
    lessonUpdated: { title: t.lessonUpdated },
    lessonDeleted: { title: t.lessonDeleted },
    lessonsReordered: { title: t.lessonsReordered },
    renditionsRetried: { title: t.renditionsRetried },
    thumbnailSaved: { title: t.thumbnailSaved },
    thumbnailRemoved: { title: t.thumbnailRemoved },
    resourceAdded: { title: t.resourceAdded },
    resourceDeleted: { title: t.resourceDeleted },
  } satisfies Record<string, Toast | ((title: string) => Toast)>;
}

/**
 * The guard of every Courses-tab loader and action: signed out → /login, no admin-area access →
 * /dashboard, staff who manage no courses at all (moderators) → 403.
 */
export function requireCourseManager(context: GuardContext, request: Request): SessionUser {
  const user = requirePermission(context, request, "admin.access");
  if (!canManageCourses(user.role)) throw forbidden(FORBIDDEN_MESSAGE);
  return user;
}

/** 404 for a course the actor may not see (or that does not exist): the same answer for both. */
export function courseNotFound(locale: Locale = "en"): never {
  throw notFound(translate(locale, adminCourses).errors.courseNotFound);
}

/** 404 for a lesson that is not (or no longer) one of the course's. */
export function lessonNotFound(locale: Locale = "en"): never {
  throw notFound(translate(locale, adminCourses).errors.lessonNotFound);
}

/**
 * The opening of every loader and action of one course's pages: the guard, then the course the
 * user manages (with its resources), or 404 when it is missing or another instructor's.
 */
export async function requireManagedCourse(
  context: GuardContext,
  request: Request,
  courseId: string,
) {
  const user = requireCourseManager(context, request);
  const services = context.get(servicesContext);
  const course = await findManagedCourse(services.db, user, courseId);
  if (!course) courseNotFound(context.get(localeContext));
  return { user, course, services };
}

/** The 400 of a post that names no action of the page (what no button of ours sends). */
export const UNKNOWN_ACTION = "Unknown action.";

/** The 400 of a post whose body is not a form, or is larger than the form allows. */
export function unreadableForm() {
  return data({ message: "This form could not be read." }, { status: 400 });
}

/** A post to a course page without uploads, read within the text forms' ceiling. */
export async function readCoursePost(request: Request): Promise<FormData> {
  const body = await readFormBody(request, TEXT_BODY_LIMIT);
  if (body.status !== "ok") throw unreadableForm();
  return body.formData;
}

/**
 * What a post to a course page asks for: its intent and the ids it names, parsed by `schema`. A
 * post that fits no intent is a 400 with the schema's message (UNKNOWN_ACTION unless it says more).
 */
export function parseCourseIntent<Schema extends z.ZodType>(
  form: FormData,
  schema: Schema,
): z.output<Schema> {
  const submission = parseSubmission(form, { schema });
  if (submission.status === "success") return submission.value as z.output<Schema>;
  const message = Object.values(submission.error ?? {}).flat()[0] ?? UNKNOWN_ACTION;
  throw data({ message }, { status: 400 });
}

/**
 * The post of a form that may carry a video (the course and lesson forms): a multipart one within
 * the video ceiling, any other within the text one. A body over it is answered by the form itself
 * (`too-large`: its result, with the message beside the video field, for a 413); one that is no
 * form is a 400.
 */
export async function readVideoForm(
  request: Request,
  schema: z.ZodObject | z.ZodPipe,
): Promise<
  { status: "ok"; formData: FormData } | { status: "too-large"; result: SubmissionResult<string[]> }
> {
  const multipart = (request.headers.get("Content-Type") ?? "").startsWith("multipart/form-data");
  const body = await readFormBody(request, multipart ? VIDEO_BODY_LIMIT : TEXT_BODY_LIMIT);
  if (body.status === "too-large") {
    const result = parseSubmission(new FormData(), { schema }).reply({
      fieldErrors: { videoFile: [MEDIA_MESSAGES.tooBig("video")] },
    });
    return { status: "too-large", result };
  }
  if (body.status !== "ok") throw unreadableForm();
  return body;
}

/**
 * The answer to a course or lesson form's submission (the domain's submitCourseForm or
 * submitLessonForm): on to `saved(id)` with `toast`, the form again with its messages (400) or
 * its alert (500), or the page's 404. `reply` adds fields to the form's answer (e.g. its intent
 * on a page with several forms).
 */
export function answerFormSubmission(
  services: Services,
  request: Request,
  outcome: FormSubmission,
  options: {
    saved: (id: string) => string;
    toast: Toast;
    notFound: () => never;
    reply?: Record<string, unknown>;
  },
) {
  switch (outcome.status) {
    case "invalid":
      return data({ ...options.reply, result: outcome.result }, { status: 400 });
    case "failed":
      return data(
        { ...options.reply, result: outcome.result, alert: outcome.alert },
        { status: 500 },
      );
    case "not-found":
      return options.notFound();
    case "saved":
      return redirectWithToast(services.toasts, request, options.saved(outcome.id), options.toast);
  }
}

/**
 * The action of the new-lesson page (`lessonId` null) and of a lesson's edit page: back to the
 * course's lessons once saved; a course gone meanwhile is the course 404, a lesson the lesson 404.
 */
export async function lessonFormAction(
  {
    request,
    context,
    params,
  }: { request: Request; context: GuardContext; params: { courseId: string } },
  lessonId: string | null,
) {
  const { user, course, services } = await requireManagedCourse(context, request, params.courseId);
  const body = await readVideoForm(request, lessonSchema);
  if (body.status === "too-large") return data({ result: body.result }, { status: 413 });
  const outcome = await submitLessonForm(services, user, course.id, lessonId, body.formData);
  const locale = context.get(localeContext);
  const toasts = courseToasts(context);
  return answerFormSubmission(services, request, outcome, {
    saved: () => `/admin-dashboard/courses/${course.id}/lessons`,
    toast: lessonId === null ? toasts.lessonAdded : toasts.lessonUpdated,
    notFound: () => (lessonId === null ? courseNotFound(locale) : lessonNotFound(locale)),
  });
}
