import { z } from "zod";
import { CourseList } from "~/components/admin/course-list";
import { RouteErrorPanel } from "~/components/layout/route-error";
import { ButtonLink } from "~/components/ui/button";
import { Pagination } from "~/components/ui/pagination";
import {
  listManagedCoursePage,
  managesAllCourses,
  setCoursePublished,
} from "~/domain/admin/courses.server";
import { parseCoursesPage } from "~/domain/admin/list-params";
import { messagesFor } from "~/i18n/catalog.server";
import { localeContext } from "~/i18n/locale.server";
import { adminCourses } from "~/i18n/messages/admin-courses";
import { catalog } from "~/i18n/messages/catalog";
import { metaT } from "~/i18n/meta";
import { useOptionalT, useT } from "~/i18n/react";
import { pageTitle } from "~/lib/page-title";
import { redirectWithToast } from "~/routes/toast.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/courses";
import {
  courseNotFound,
  courseToasts,
  parseCourseIntent,
  readCoursePost,
  requireCourseManager,
  UNKNOWN_ACTION,
} from "./course-route.server";
import { backToList } from "./row-action.server";

const PAGE = "/admin-dashboard/courses";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireCourseManager(context, request);
  const { db } = context.get(servicesContext);
  const requested = parseCoursesPage(new URL(request.url).searchParams);
  const { courses, total, page, pageCount } = await listManagedCoursePage(db, user, requested);
  return {
    ...messagesFor(context.get(localeContext), adminCourses, catalog),
    allCourses: managesAllCourses(user),
    // The page as shown: its Publish buttons post here and come back to it.
    self: page > 1 ? `${PAGE}?page=${page}` : PAGE,
    total,
    page,
    pageCount,
    courses: courses.map((c) => ({ ...c, createdAt: c.createdAt.toISOString() })),
  };
}

const publishSchema = z.object({
  intent: z.enum(["publish", "unpublish"], { error: UNKNOWN_ACTION }),
  // Anything but one of the actor's courses (a malformed id included) is the course 404.
  courseId: z.string({ error: UNKNOWN_ACTION }).default(""),
  // A course's own page sends returnTo=edit, to come back to it; the list sends list.
  returnTo: z.enum(["list", "edit"]).catch("list"),
});

/** Publish / unpublish from the list or a course's page (which sends returnTo=edit). */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requireCourseManager(context, request);
  const services = context.get(servicesContext);
  const { intent, courseId, returnTo } = parseCourseIntent(
    await readCoursePost(request),
    publishSchema,
  );
  const outcome = await setCoursePublished(services.db, user, courseId, intent === "publish");
  if (outcome === "not-found") courseNotFound(context.get(localeContext));
  const toasts = courseToasts(context);
  const to =
    returnTo === "edit" ? `/admin-dashboard/courses/${courseId}` : backToList(request, PAGE);
  return redirectWithToast(
    services.toasts,
    request,
    to,
    intent === "publish" ? toasts.published : toasts.unpublished,
  );
}

export default function AdminCourses({ loaderData }: Route.ComponentProps) {
  const { courses, allCourses, self, total, page, pageCount } = loaderData;
  const t = useT(adminCourses).list;
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-ink md:text-3xl">{t.title}</h1>
          <p className="mt-1 text-ink-muted">{allCourses ? t.introAll : t.introOwn}</p>
        </div>
        <ButtonLink to="/admin-dashboard/courses/new">{t.add}</ButtonLink>
      </header>
      {courses.length === 0 && total > 0 ? (
        <div className="rounded-xl border border-dashed border-border-strong bg-surface p-8 text-center">
          <h2 className="text-lg font-semibold">{t.beyondTitle}</h2>
          <p className="mt-1 text-ink-muted">{t.beyondBody}</p>
        </div>
      ) : courses.length === 0 ? (
        <div className="rounded-xl border border-dashed border-border-strong bg-surface p-8 text-center">
          <h2 className="text-lg font-semibold">{t.noneTitle}</h2>
          <p className="mt-1 text-ink-muted">{t.noneBody}</p>
          <ButtonLink to="/admin-dashboard/courses/new" className="mt-4">
            {t.add}
          </ButtonLink>
        </div>
      ) : (
        <CourseList courses={courses} action={self} />
      )}
      <Pagination
        label={t.pages}
        page={page}
        pageCount={pageCount}
        hrefFor={(p) => (p > 1 ? `${PAGE}?page=${p}` : PAGE)}
      />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useOptionalT(adminCourses);
  return (
    <RouteErrorPanel
      error={error}
      heading={t?.list.title ?? "Courses"}
      failed={{ title: t?.toasts.loadFailed ?? "Failed to load courses" }}
    />
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: pageTitle(matches, metaT(matches, adminCourses)?.list.title ?? "Courses") },
    { name: "robots", content: "noindex" },
  ];
}
