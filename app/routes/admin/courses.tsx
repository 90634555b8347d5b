import { z } from "zod";
import { CourseList } from "~/components/admin/course-list";
import { RouteErrorPanel } from "~/components/layout/route-error";
import { ButtonLink } from "~/components/ui/button";
import { Pagination } from "~/components/ui/pagination";
import { COURSE_TOASTS } from "~/domain/admin/courses.constants";
import {
  listManagedCoursePage,
  managesAllCourses,
  setCoursePublished,
} from "~/domain/admin/courses.server";
import { parseCoursesPage } from "~/domain/admin/list-params";
import { pageTitle } from "~/lib/meta";
import { redirectWithToast } from "~/routes/toast.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/courses";
import {
  courseNotFound,
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
  if (outcome === "not-found") courseNotFound();
  const to =
    returnTo === "edit" ? `/admin-dashboard/courses/${courseId}` : backToList(request, PAGE);
  return redirectWithToast(
    services.toasts,
    request,
    to,
    intent === "publish" ? COURSE_TOASTS.published : COURSE_TOASTS.unpublished,
  );
}

export default function AdminCourses({ loaderData }: Route.ComponentProps) {
  const { courses, allCourses, self, total, page, pageCount } = loaderData;
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-ink md:text-3xl">Courses</h1>
          <p className="mt-1 text-ink-muted">
            {allCourses
              ? "Every course of the academy, newest first."
              : "The courses you own, newest first."}
          </p>
        </div>
        <ButtonLink to="/admin-dashboard/courses/new">Add course</ButtonLink>
      </header>
      {courses.length === 0 && total > 0 ? (
        <div className="rounded-xl border border-dashed border-border-strong bg-surface p-8 text-center">
          <h2 className="text-lg font-semibold">No courses on this page</h2>
          <p className="mt-1 text-ink-muted">
            This page is past the end of the list. Go back to the first page.
          </p>
        </div>
      ) : courses.length === 0 ? (
        <div className="rounded-xl border border-dashed border-border-strong bg-surface p-8 text-center">
          <h2 className="text-lg font-semibold">No courses yet</h2>
          <p className="mt-1 text-ink-muted">
            Create a course, add its lessons, then publish it to list it on the academy.
          </p>
          <ButtonLink to="/admin-dashboard/courses/new" className="mt-4">
            Add course
          </ButtonLink>
        </div>
      ) : (
        <CourseList courses={courses} action={self} />
      )}
      <Pagination
        label="Courses pages"
        page={page}
        pageCount={pageCount}
        hrefFor={(p) => (p > 1 ? `${PAGE}?page=${p}` : PAGE)}
      />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPanel error={error} heading="Courses" failed={COURSE_TOASTS.loadFailed} />;
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "Courses") }, { name: "robots", content: "noindex" }];
}
