import { FilterLinks } from "~/components/content/filter-links";
import { SearchBox } from "~/components/content/search-box";
import { PageHeader } from "~/components/layout/page-header";
import { ProgressBar } from "~/components/layout/progress-bar";
import { RouteErrorPanel } from "~/components/layout/route-error";
import { CourseDownloads } from "~/components/learner/course-downloads";
import { LEARNER_PAGE_ERROR } from "~/components/learner/page-error";
import { EmptyState } from "~/components/learner/panel";
import { Badge, type BadgeVariant } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button";
import {
  ArrowRightIcon,
  AwardIcon,
  BookIcon,
  ClockIcon,
  LayersIcon,
  SearchIcon,
} from "~/components/ui/icons";
import { Pagination } from "~/components/ui/pagination";
import { categoryLabel } from "~/domain/catalog/catalog.constants";
import { getMyCourses, type MyCourses as MyCoursesData } from "~/domain/learning/dashboard.server";
import {
  type MyCoursesQuery,
  parseLearnerPage,
  parseMyCoursesQuery,
} from "~/domain/learning/search-params";
import {
  COURSE_FILTERS,
  ENROLMENT_STATUS_LABELS,
  type EnrolmentStatus,
  enrolmentStatus,
} from "~/domain/learning/stats";
import { pageTitle } from "~/lib/meta";
import { requireUser } from "~/routes/middleware/guards.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/my-courses";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const { db } = context.get(servicesContext);
  const params = new URL(request.url).searchParams;
  const query = parseMyCoursesQuery(params);
  return { query, ...(await getMyCourses(db, user.id, query, parseLearnerPage(params))) };
}

const PATH = "/dashboard/my-courses";

/**
 * The page URL for a filter, search and page, leaving out defaults so links stay short. A new
 * filter starts again at page 1 (no page given).
 */
function hrefFor(query: MyCoursesQuery, page = 1): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.filter !== "all") params.set("filter", query.filter);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `${PATH}?${search}` : PATH;
}

export default function MyCourses({ loaderData }: Route.ComponentProps) {
  const { query, counts, matching, page, pageCount, courses } = loaderData;
  const filtered = query.q !== "" || query.filter !== "all";
  return (
    <div className="space-y-6">
      <PageHeader
        title="My Courses"
        description={
          counts.all === 0
            ? "The courses you enrol in appear here."
            : `You are enrolled in ${counts.all} course${counts.all === 1 ? "" : "s"}.`
        }
        actions={
          <ButtonLink to="/academy" variant="outline" size="sm">
            <SearchIcon className="size-4" />
            Find more courses
          </ButtonLink>
        }
      />

      {counts.all > 0 ? (
        <div className="space-y-4 rounded-xl border border-border bg-surface p-4 shadow-xs sm:p-5">
          <SearchBox
            action={PATH}
            label="Search my courses"
            placeholder="Title or topic"
            defaultValue={query.q}
            keep={{ filter: query.filter === "all" ? undefined : query.filter }}
          />
          <FilterLinks
            label="Filter by progress"
            options={COURSE_FILTERS.map((f) => ({
              href: hrefFor({ ...query, filter: f.value }),
              label: `${f.label} (${counts[f.value]})`,
              active: query.filter === f.value,
            }))}
          />
        </div>
      ) : null}

      {filtered && counts.all > 0 ? (
        <p role="status" className="text-sm text-ink-muted">
          Showing {matching} of {counts.all} course{counts.all === 1 ? "" : "s"}
          {query.q ? (
            <>
              {" "}
              matching <span className="font-semibold text-ink">“{query.q}”</span>
            </>
          ) : null}
          .
        </p>
      ) : null}

      {counts.all === 0 ? (
        <EmptyState
          Icon={BookIcon}
          action={
            <ButtonLink to="/academy">
              Browse the academy
              <ArrowRightIcon className="size-5" />
            </ButtonLink>
          }
        >
          <p className="text-base font-semibold text-ink">You have not enrolled in a course yet.</p>
          <p className="mt-1">
            Choose a course in the academy: many are free, and you can start at once.
          </p>
        </EmptyState>
      ) : courses.length === 0 ? (
        <EmptyState
          Icon={SearchIcon}
          action={
            <ButtonLink to={PATH} variant="outline">
              Show all my courses
            </ButtonLink>
          }
        >
          <p className="text-base font-semibold text-ink">No courses match.</p>
          <p className="mt-1">Try another search or filter.</p>
        </EmptyState>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {courses.map((item) => (
            <li key={item.id} className="flex">
              <CourseCard item={item} />
            </li>
          ))}
        </ul>
      )}

      <Pagination
        label="My Courses pages"
        page={page}
        pageCount={pageCount}
        hrefFor={(p) => hrefFor(query, p)}
      />
    </div>
  );
}

const STATUS_BADGE: Record<EnrolmentStatus, BadgeVariant> = {
  "not-started": "neutral",
  "in-progress": "info",
  completed: "success",
};

function CourseCard({ item }: { item: MyCoursesData["courses"][number] }) {
  const { course, progress } = item;
  const status = enrolmentStatus(progress);
  const completed = status === "completed";
  return (
    <article className="flex w-full flex-col rounded-xl border border-border bg-surface shadow-xs">
      <div className="flex-1 space-y-4 p-5">
        <div>
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant="brand">{categoryLabel(course.category)}</Badge>
            <Badge variant={STATUS_BADGE[status]}>{ENROLMENT_STATUS_LABELS[status]}</Badge>
          </div>
          <h2 className="mt-2 text-lg leading-snug font-bold text-ink">{course.title}</h2>
          <p className="text-sm text-ink-muted">Instructor: {course.instructor}</p>
          <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-muted">
            <li className="inline-flex items-center gap-1.5">
              <ClockIcon className="size-4 shrink-0" />
              {course.duration}
            </li>
            <li className="inline-flex items-center gap-1.5">
              <LayersIcon className="size-4 shrink-0" />
              {course.lessonsCount} lesson{course.lessonsCount === 1 ? "" : "s"}
            </li>
            <li>{course.level}</li>
          </ul>
        </div>
        <div>
          <div className="flex items-center justify-between text-sm">
            <span className="font-semibold text-ink">Progress</span>
            <span className="font-semibold text-ink">{progress}%</span>
          </div>
          <ProgressBar value={progress} label={`${course.title} progress`} className="mt-1.5" />
        </div>
        <CourseDownloads resources={item.resources} courseTitle={course.title} />
      </div>
      <div className="flex flex-wrap gap-2 border-t border-border px-5 py-4">
        <ButtonLink
          to={`/dashboard/courses/${course.id}/content`}
          size="sm"
          variant={completed ? "outline" : "primary"}
        >
          {completed ? "Review" : "Continue"}
          <span className="sr-only"> {course.title}</span>
          <ArrowRightIcon className="size-4" />
        </ButtonLink>
        {completed ? (
          <ButtonLink to="/dashboard/certificates" size="sm">
            <AwardIcon className="size-4" />
            View Certificate
            <span className="sr-only"> for {course.title}</span>
          </ButtonLink>
        ) : null}
      </div>
    </article>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <RouteErrorPanel
      error={error}
      heading="My Courses"
      failed={{ title: "Error", message: "Could not load courses: please try again in a moment." }}
      {...LEARNER_PAGE_ERROR}
    />
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "My Courses") }, { name: "robots", content: "noindex" }];
}
