import { useNavigation } from "react-router";
import { CatalogFilter } from "~/components/catalog/catalog-filter";
import { CourseCard } from "~/components/catalog/course-card";
import { EnrolForm } from "~/components/catalog/enrol-form";
import { LearningResources } from "~/components/catalog/learning-resources";
import { ButtonLink } from "~/components/ui/button";
import { ArrowRightIcon, BookIcon } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { Pagination } from "~/components/ui/pagination";
import { Spinner } from "~/components/ui/spinner";
import { userContext } from "~/domain/auth/session.server";
import { cardAccess } from "~/domain/catalog/card-access";
import { categoryLabel } from "~/domain/catalog/catalog.constants";
import {
  countPublishedCourses,
  listCourseGuides,
  listPublishedCoursePage,
} from "~/domain/catalog/courses.server";
import { type AcademyQuery, academyHref, parseAcademyQuery } from "~/domain/catalog/search-params";
import { countCompleted, enrolmentProgressByCourse } from "~/domain/learning/enrolments.server";
import { isCourseOnlyUrl } from "~/domain/uploads/upload-access";
import { useRootData } from "~/root";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/academy";
import { pagedMeta } from "./paged-meta";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const user = context.get(userContext);
  const wanted = parseAcademyQuery(new URL(request.url).searchParams);
  const [listed, totalPublished, progress] = await Promise.all([
    listPublishedCoursePage(db, wanted),
    // The banner's "of Y courses" counts the whole catalogue, whatever page or search is shown.
    countPublishedCourses(db),
    user ? enrolmentProgressByCourse(db, user.id) : null,
  ]);
  // The guides of the courses on this page: the resources section is as bounded as the page.
  const guides = await listCourseGuides(db, { courseIds: listed.rows.map((course) => course.id) });
  // A page past the end shows (and links from) the last one.
  const query = { ...wanted, page: listed.page };
  return {
    query,
    total: listed.total,
    pageCount: listed.pageCount,
    courses: listed.rows.map((course) => ({
      ...course,
      enrolled: progress?.has(course.id) ?? false,
      access: cardAccess(course, user !== null),
    })),
    guides: guides.map((guide) => ({
      ...guide,
      // The file itself is checked on every download (routes/uploads.ts); this only decides
      // whether to offer the link or the way to the course that opens it.
      locked: isCourseOnlyUrl(guide.url) && !(progress?.has(guide.course.id) ?? false),
    })),
    welcome: user
      ? {
          name: user.name,
          completed: countCompleted(progress?.values() ?? []),
          total: totalPublished,
          enrolled: progress?.size ?? 0,
        }
      : null,
  };
}

export default function Academy({ loaderData }: Route.ComponentProps) {
  const { query, total, pageCount, courses, guides, welcome } = loaderData;
  const root = useRootData();
  const navigation = useNavigation();
  // Only a client navigation to the catalogue (a new search) waits here; first loads arrive rendered.
  const loading = navigation.state === "loading" && navigation.location.pathname === "/academy";
  const filtered = query.q !== "" || query.category !== "all";

  return (
    <>
      <section aria-labelledby="academy-title" className="bg-surface-muted">
        <div className="container-page py-10 sm:py-14">
          <p className="inline-flex items-center gap-2 rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">
            <BookIcon className="size-4" />
            {root?.site.siteName ?? "AFA Academy"}
          </p>
          <h1 id="academy-title" className="mt-4 max-w-3xl text-display font-extrabold text-ink">
            Practical farming courses you can follow on your phone
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-ink-muted">
            Short video lessons from working farmers, vets and agronomists, with field guides to
            download. Learn at your own pace and earn a certificate when you finish.
          </p>
          {welcome ? <WelcomeBanner {...welcome} /> : <SignUpCallToAction />}
        </div>
      </section>

      <section aria-labelledby="catalogue-title" className="py-10 sm:py-14">
        <div className="container-page">
          <h2 id="catalogue-title" className="sr-only">
            Courses
          </h2>
          <CatalogFilter query={query} />
          <div className="mt-6 flex min-h-6 items-center gap-2" role="status">
            {loading ? (
              <>
                <Spinner />
                <span className="text-ink-muted">Loading courses...</span>
              </>
            ) : (
              <p className="text-ink-muted">
                <ResultSummary
                  count={total}
                  q={query.q}
                  category={query.category === "all" ? null : categoryLabel(query.category)}
                />
              </p>
            )}
          </div>
          {courses.length === 0 ? (
            <div className="mt-6 rounded-xl border border-dashed border-border-strong bg-surface-muted px-6 py-12 text-center">
              <p className="text-xl font-bold text-ink">No courses found</p>
              <p className="mt-2 text-ink-muted">Try another word, or look in all categories.</p>
              {filtered ? (
                <Link
                  to="/academy"
                  className="mt-4 inline-block font-semibold text-brand-700 underline underline-offset-4 focus-visible:focus-ring"
                >
                  Show all courses
                </Link>
              ) : null}
            </div>
          ) : (
            <ul
              aria-busy={loading || undefined}
              className={`mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 ${loading ? "opacity-60" : ""}`}
            >
              {courses.map((course, index) => (
                <li key={course.id}>
                  <CourseCard
                    course={course}
                    access={course.access}
                    lazy={index >= 3}
                    action={
                      course.enrolled ? (
                        <ButtonLink to="/dashboard" variant="outline" className="w-full">
                          Continue
                          <span className="sr-only"> {course.title}</span>
                          <ArrowRightIcon className="size-4" />
                        </ButtonLink>
                      ) : (
                        <EnrolForm slug={course.slug} title={course.title} price={course.price} />
                      )
                    }
                  />
                </li>
              ))}
            </ul>
          )}
          {pageCount > 1 ? (
            <div className="mt-8">
              <Pagination
                label="Course pages"
                page={query.page}
                pageCount={pageCount}
                hrefFor={(page) => academyHref({ ...query, page })}
              />
            </div>
          ) : null}
        </div>
      </section>

      <LearningResources
        guides={guides}
        communityUrl={root?.site.whatsappCommunity}
        signedIn={welcome !== null}
        noGuides={
          total > 0
            ? "None of the courses on this page has a guide yet."
            : query.q || query.category !== "all"
              ? "No course matches this search, so there is no guide to show."
              : undefined
        }
      />
    </>
  );
}

function ResultSummary({
  count,
  q,
  category,
}: {
  count: number;
  q: string;
  category: string | null;
}) {
  const courses = `${count} ${count === 1 ? "course" : "courses"}`;
  if (!q && !category) return <>{courses} to choose from</>;
  return (
    <>
      {courses}
      {q ? <> matching “{q}”</> : null}
      {category ? <> in {category}</> : null}
    </>
  );
}

function WelcomeBanner({
  name,
  completed,
  total,
  enrolled,
}: {
  name: string;
  completed: number;
  total: number;
  enrolled: number;
}) {
  const percent = total === 0 ? 0 : Math.round((completed / total) * 100);
  return (
    <div className="mt-8 flex flex-col gap-4 rounded-2xl bg-brand-800 p-5 text-white shadow-md sm:flex-row sm:items-center sm:p-6">
      <div className="flex-1">
        <p className="text-xl font-bold">Welcome back, {name}!</p>
        <p className="mt-1 text-brand-100">
          You have completed <strong className="text-white">{completed}</strong> of{" "}
          <strong className="text-white">{total}</strong> courses.
          {enrolled > 0 ? (
            <> You are enrolled in {enrolled === 1 ? "1 course" : `${enrolled} courses`}.</>
          ) : (
            <> Pick a course below to start.</>
          )}
        </p>
        <div
          aria-hidden="true"
          className="mt-3 h-2 max-w-md overflow-hidden rounded-full bg-white/20"
        >
          <div className="h-full rounded-full bg-accent-400" style={{ width: `${percent}%` }} />
        </div>
      </div>
      <ButtonLink to="/dashboard" variant="secondary">
        Go to my dashboard
      </ButtonLink>
    </div>
  );
}

function SignUpCallToAction() {
  return (
    <div className="mt-8 flex flex-col gap-4 rounded-2xl border border-brand-200 bg-surface p-5 shadow-xs sm:flex-row sm:items-center sm:p-6">
      <div className="flex-1">
        <p className="text-xl font-bold text-ink">Create a free account to start learning</p>
        <p className="mt-1 text-ink-muted">
          Sign up to enrol in courses, track your progress and earn certificates. It takes a minute.
        </p>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <ButtonLink to="/register">Sign up free</ButtonLink>
        <ButtonLink to="/login?redirectTo=%2Facademy" variant="outline">
          Log in
        </ButtonLink>
      </div>
    </div>
  );
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const query = loaderData?.query;
  return pagedMeta(
    matches,
    {
      title: "Academy",
      description:
        "Online farming courses for Nigerian farmers and agro-entrepreneurs: crops, livestock, irrigation, soil, technology and farm business. Free and affordable courses with certificates.",
      path: query ? canonicalPath(query) : "/academy",
      image: "/media/video/afa-intro-poster.jpg",
    },
    query
      ? {
          page: query.page,
          pageCount: loaderData.pageCount,
          hrefFor: (page) => academyHref({ ...query, page }),
        }
      : null,
  );
}

/**
 * A page of the catalogue or of a category is its own canonical page (`?page=N` kept); a search
 * is one visitor's words, so its results point to the list they were searched in.
 */
function canonicalPath(query: AcademyQuery): string {
  return query.q ? academyHref({ category: query.category }) : academyHref(query);
}
