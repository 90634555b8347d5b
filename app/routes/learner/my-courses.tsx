import { CourseDurationText } from "~/components/catalog/course-duration";
import { categoryName } from "~/components/catalog/labels";
import { FilterLinks } from "~/components/content/filter-links";
import { SearchBox } from "~/components/content/search-box";
import { PageHeader } from "~/components/layout/page-header";
import { ProgressBar } from "~/components/layout/progress-bar";
import { RouteErrorPanel } from "~/components/layout/route-error";
import { CourseDownloads } from "~/components/learner/course-downloads";
import { useLearnerPageError } from "~/components/learner/page-error";
import { EmptyState } from "~/components/learner/panel";
import { useOfflineApp } from "~/components/learner/use-offline-app";
import { Badge, type BadgeVariant } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button";
import {
  ArrowRightIcon,
  AwardIcon,
  BookIcon,
  ClockIcon,
  DownloadIcon,
  LayersIcon,
  SearchIcon,
} from "~/components/ui/icons";
import { SLOT, withNode } from "~/components/ui/message-parts";
import { Pagination } from "~/components/ui/pagination";
import { getMyCourses, type MyCourses as MyCoursesData } from "~/domain/learning/dashboard.server";
import {
  type MyCoursesQuery,
  parseLearnerPage,
  parseMyCoursesQuery,
} from "~/domain/learning/search-params";
import { COURSE_FILTERS, type EnrolmentStatus, enrolmentStatus } from "~/domain/learning/stats";
import { messagesFor } from "~/i18n/catalog.server";
import { localeContext } from "~/i18n/locale.server";
import { catalog } from "~/i18n/messages/catalog";
import { learner } from "~/i18n/messages/learner";
import { learnerCourses } from "~/i18n/messages/learner-courses";
import { learnerOffline } from "~/i18n/messages/learner-offline";
import { metaT } from "~/i18n/meta";
import { useT } from "~/i18n/react";
import { courseContentPath } from "~/lib/course-paths";
import { pageTitle } from "~/lib/page-title";
import { requireUser } from "~/routes/middleware/guards.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/my-courses";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const { db } = context.get(servicesContext);
  const params = new URL(request.url).searchParams;
  const query = parseMyCoursesQuery(params);
  return {
    ...messagesFor(context.get(localeContext), learnerCourses, catalog, learnerOffline),
    query,
    ...(await getMyCourses(db, user.id, query, parseLearnerPage(params))),
  };
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
  const t = useT(learnerCourses);
  const l = useT(learner);
  const offline = useT(learnerOffline);
  useOfflineApp();
  return (
    <div className="space-y-6">
      <PageHeader
        title={l.titles.myCourses}
        description={counts.all === 0 ? t.noneYet : t.enrolledIn({ count: counts.all })}
        actions={
          <>
            <ButtonLink to="/dashboard/downloads" variant="ghost" size="sm">
              <DownloadIcon className="size-4" />
              {offline.download.seeAll}
            </ButtonLink>
            <ButtonLink to="/academy" variant="outline" size="sm">
              <SearchIcon className="size-4" />
              {t.findMore}
            </ButtonLink>
          </>
        }
      />

      {counts.all > 0 ? (
        <div className="space-y-4 rounded-xl border border-border bg-surface p-4 shadow-xs sm:p-5">
          <SearchBox
            action={PATH}
            label={t.searchLabel}
            placeholder={t.searchPlaceholder}
            submitLabel={t.searchButton}
            defaultValue={query.q}
            keep={{ filter: query.filter === "all" ? undefined : query.filter }}
          />
          <FilterLinks
            label={t.filterLabel}
            options={COURSE_FILTERS.map((f) => ({
              href: hrefFor({ ...query, filter: f.value }),
              label: t.filterOption({ label: t.filters[f.value], count: counts[f.value] }),
              active: query.filter === f.value,
            }))}
          />
        </div>
      ) : null}

      {filtered && counts.all > 0 ? (
        <p role="status" className="text-sm text-ink-muted">
          {t.showing({ matching, count: counts.all })}
          {query.q ? (
            <>
              {" "}
              {withNode(
                t.matching({ query: SLOT }),
                <span className="font-semibold text-ink">“{query.q}”</span>,
              )}
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
              {l.browseAcademy}
              <ArrowRightIcon className="size-5" />
            </ButtonLink>
          }
        >
          <p className="text-base font-semibold text-ink">{t.emptyTitle}</p>
          <p className="mt-1">{t.emptyText}</p>
        </EmptyState>
      ) : courses.length === 0 ? (
        <EmptyState
          Icon={SearchIcon}
          action={
            <ButtonLink to={PATH} variant="outline">
              {t.showAll}
            </ButtonLink>
          }
        >
          <p className="text-base font-semibold text-ink">{t.noMatchTitle}</p>
          <p className="mt-1">{t.noMatchText}</p>
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
        label={t.pagesLabel}
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
  const t = useT(learnerCourses);
  const l = useT(learner);
  const c = useT(catalog);
  return (
    <article className="flex w-full flex-col rounded-xl border border-border bg-surface shadow-xs">
      <div className="flex-1 space-y-4 p-5">
        <div>
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant="brand">{categoryName(c, course.category)}</Badge>
            <Badge variant={STATUS_BADGE[status]}>{l.status[status]}</Badge>
          </div>
          <h2 className="mt-2 text-lg leading-snug font-bold text-ink">{course.title}</h2>
          <p className="text-sm text-ink-muted">{l.instructor({ name: course.instructor })}</p>
          <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-muted">
            <li className="inline-flex items-center gap-1.5">
              <ClockIcon className="size-4 shrink-0" />
              <CourseDurationText course={course} />
            </li>
            <li className="inline-flex items-center gap-1.5">
              <LayersIcon className="size-4 shrink-0" />
              {l.lessons({ count: course.lessonsCount })}
            </li>
            <li>{l.levels[course.level as keyof typeof l.levels] ?? course.level}</li>
          </ul>
        </div>
        <div>
          <div className="flex items-center justify-between text-sm">
            <span className="font-semibold text-ink">{t.progress}</span>
            <span className="font-semibold text-ink">{progress}%</span>
          </div>
          <ProgressBar
            value={progress}
            label={l.courseProgress({ title: course.title })}
            className="mt-1.5"
          />
        </div>
        <CourseDownloads resources={item.resources} courseTitle={course.title} />
      </div>
      <div className="flex flex-wrap gap-2 border-t border-border px-5 py-4">
        <ButtonLink
          to={courseContentPath(course.id)}
          size="sm"
          variant={completed ? "outline" : "primary"}
        >
          {completed ? t.review : l.continue}
          <span className="sr-only"> {course.title}</span>
          <ArrowRightIcon className="size-4" />
        </ButtonLink>
        {completed ? (
          <ButtonLink to="/dashboard/certificates" size="sm">
            <AwardIcon className="size-4" />
            {t.viewCertificate}
            <span className="sr-only"> {t.certificateFor({ course: course.title })}</span>
          </ButtonLink>
        ) : null}
      </div>
    </article>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t, back, errorTitle } = useLearnerPageError();
  return (
    <RouteErrorPanel
      error={error}
      heading={t?.titles.myCourses ?? "My Courses"}
      failed={{
        title: errorTitle,
        message: t?.errors.myCourses ?? "Could not load courses: please try again in a moment.",
      }}
      back={back}
    />
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: pageTitle(matches, metaT(matches, learner)?.titles.myCourses ?? "My Courses") },
    { name: "robots", content: "noindex" },
  ];
}
