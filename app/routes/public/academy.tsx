import {
  ResultSummary,
  SignUpCallToAction,
  WelcomeBanner,
} from "~/components/catalog/academy-banners";
import { CatalogFilter } from "~/components/catalog/catalog-filter";
import { CourseCard } from "~/components/catalog/course-card";
import { EnrolForm } from "~/components/catalog/enrol-form";
import { categoryName } from "~/components/catalog/labels";
import { LearningResources } from "~/components/catalog/learning-resources";
import { ButtonLink } from "~/components/ui/button";
import { ArrowRightIcon, BookIcon } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { Pagination } from "~/components/ui/pagination";
import { Spinner } from "~/components/ui/spinner";
import { useIsLoadingPage } from "~/components/ui/use-is-loading-page";
import { cardAccess } from "~/domain/catalog/card-access";
import {
  countPublishedCourses,
  listCourseGuides,
  listPublishedCoursePage,
  listPublishedLanguages,
} from "~/domain/catalog/courses.server";
import { type AcademyQuery, academyHref, parseAcademyQuery } from "~/domain/catalog/search-params";
import { countCompleted, enrolmentProgressByCourse } from "~/domain/learning/enrolments.server";
import { isCourseOnlyUrl } from "~/domain/uploads/upload-access";
import { messagesFor } from "~/i18n/catalog.server";
import { localeContext } from "~/i18n/locale.server";
import { LOCALE_NAMES } from "~/i18n/locales";
import { catalog } from "~/i18n/messages/catalog";
import { metaT } from "~/i18n/meta";
import { useT } from "~/i18n/react";
import { courseContentPath } from "~/lib/course-paths";
import { useRootData } from "~/root";
import { userContext } from "~/routes/middleware/user-context.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/academy";
import { pagedMeta } from "./paged-meta";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const user = context.get(userContext);
  const wanted = parseAcademyQuery(new URL(request.url).searchParams);
  const [listed, totalPublished, progress, languages] = await Promise.all([
    listPublishedCoursePage(db, wanted),
    // The banner's "of Y courses" counts the whole catalogue, whatever page or search is shown.
    countPublishedCourses(db),
    user ? enrolmentProgressByCourse(db, user.id) : null,
    // The language filter offers the languages the published courses are taught in.
    listPublishedLanguages(db),
  ]);
  // The guides of the courses on this page: the resources section is as bounded as the page.
  const guides = await listCourseGuides(db, { courseIds: listed.rows.map((course) => course.id) });
  // A page past the end shows (and links from) the last one.
  const query = { ...wanted, page: listed.page };
  return {
    ...messagesFor(context.get(localeContext), catalog),
    query,
    languages,
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
  const { query, languages, total, pageCount, courses, guides, welcome } = loaderData;
  const t = useT(catalog);
  const root = useRootData();
  // Only a client navigation to the catalogue (a new search) waits here; first loads arrive rendered.
  const loading = useIsLoadingPage("/academy");
  const filtered = query.q !== "" || query.category !== "all" || query.language !== "all";

  return (
    <>
      <section aria-labelledby="academy-title" className="bg-surface-muted">
        <div className="container-page py-10 sm:py-14">
          <p className="inline-flex items-center gap-2 rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">
            <BookIcon className="size-4" />
            {root?.site.siteName ?? "AFA Academy"}
          </p>
          <h1 id="academy-title" className="mt-4 max-w-3xl text-display font-extrabold text-ink">
            {t.academy.title}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-ink-muted">{t.academy.intro}</p>
          {welcome ? <WelcomeBanner {...welcome} /> : <SignUpCallToAction />}
        </div>
      </section>

      <section aria-labelledby="catalogue-title" className="py-10 sm:py-14">
        <div className="container-page">
          <h2 id="catalogue-title" className="sr-only">
            {t.academy.coursesHeading}
          </h2>
          <CatalogFilter query={query} languages={languages} />
          <div className="mt-6 flex min-h-6 items-center gap-2" role="status">
            {loading ? (
              <>
                <Spinner />
                <span className="text-ink-muted">{t.academy.loading}</span>
              </>
            ) : (
              <p className="text-ink-muted">
                <ResultSummary
                  count={total}
                  q={query.q}
                  category={query.category === "all" ? null : categoryName(t, query.category)}
                  language={query.language === "all" ? null : LOCALE_NAMES[query.language]}
                />
              </p>
            )}
          </div>
          {courses.length === 0 ? (
            <div className="mt-6 rounded-xl border border-dashed border-border-strong bg-surface-muted px-6 py-12 text-center">
              <p className="text-xl font-bold text-ink">{t.academy.noCourses}</p>
              <p className="mt-2 text-ink-muted">{t.academy.noCoursesHint}</p>
              {filtered ? (
                <Link
                  to="/academy"
                  className="mt-4 inline-block font-semibold text-brand-700 underline underline-offset-4 focus-visible:focus-ring"
                >
                  {t.academy.showAll}
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
                        <ButtonLink
                          to={courseContentPath(course.id)}
                          variant="outline"
                          className="w-full"
                        >
                          {t.academy.continue}
                          <span className="sr-only"> {course.title}</span>
                          <ArrowRightIcon className="size-4" />
                        </ButtonLink>
                      ) : (
                        <EnrolForm
                          slug={course.slug}
                          title={course.title}
                          priceKobo={course.priceKobo}
                        />
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
                label={t.academy.pagesLabel}
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
          total > 0 ? t.academy.noGuidesOnPage : filtered ? t.academy.noGuidesForSearch : undefined
        }
      />
    </>
  );
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const query = loaderData?.query;
  const t = metaT(matches, catalog);
  return pagedMeta(
    matches,
    {
      title: t?.academy.metaTitle ?? "Academy",
      description:
        t?.academy.metaDescription ??
        "Online farming courses for Nigerian farmers and agro-entrepreneurs: crops, livestock, irrigation, soil, technology and farm business. Free and affordable courses with certificates.",
      path: query ? canonicalPath(query) : "/academy",
      image: "/media/video/afa-intro-poster.jpg",
    },
    query
      ? {
          page: query.page,
          pageCount: loaderData.pageCount,
          hrefFor: (page) => academyHref({ ...query, page }),
          ...(t ? { pageTitle: t.academy.pageTitle } : {}),
        }
      : null,
  );
}

/**
 * A page of the catalogue or of a category is its own canonical page (`?page=N` kept); a search
 * is one visitor's words, so its results point to the list they were searched in.
 */
function canonicalPath(query: AcademyQuery): string {
  return query.q
    ? academyHref({ category: query.category, language: query.language })
    : academyHref(query);
}
