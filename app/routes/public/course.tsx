import type { ReactNode } from "react";
import { courseThumbnailUrl } from "~/components/catalog/course-card";
import { CourseFacts } from "~/components/catalog/course-facts";
import { EnrolForm, useCurrentPath } from "~/components/catalog/enrol-form";
import { categoryName, levelName } from "~/components/catalog/labels";
import { ResourceLink } from "~/components/catalog/learning-resources";
import { CourseVideo } from "~/components/catalog/video-dialog";
import { Avatar } from "~/components/site/avatar";
import { JsonLd } from "~/components/site/json-ld";
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button";
import { ArrowRightIcon, CheckCircleIcon, GlobeIcon } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { Picture } from "~/components/ui/picture";
import { can } from "~/domain/auth/permissions";
import { userContext } from "~/domain/auth/session.server";
import { courseJsonLd } from "~/domain/catalog/course-json-ld";
import { getPublishedCourse } from "~/domain/catalog/courses.server";
import { findEnrolment } from "~/domain/learning/enrolments.server";
import { isCourseOnlyUrl } from "~/domain/uploads/upload-access";
import { messagesFor } from "~/i18n/catalog.server";
import { localeContext } from "~/i18n/locale.server";
import { HTML_LANG, LOCALE_NAMES } from "~/i18n/locales";
import { catalog } from "~/i18n/messages/catalog";
import { common } from "~/i18n/messages/common";
import { metaT } from "~/i18n/meta";
import { useLocale, useT } from "~/i18n/react";
import { courseContentPath } from "~/lib/course-paths";
import { formatNaira, formatPrice } from "~/lib/format";
import { notFound } from "~/lib/http.server";
import { pageMeta } from "~/lib/meta";
import { useRootData } from "~/root";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/course";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const user = context.get(userContext);
  const found = await getPublishedCourse(db, params.slug);
  // Drafts are invisible to the public: the same answer as a course that does not exist.
  if (!found) throw notFound("Course not found");
  const { ownerId, ...course } = found;
  const enrolment = user ? await findEnrolment(db, { userId: user.id, courseId: course.id }) : null;
  // Who may download the course's own files, as routes/uploads.ts decides per file: its learners
  // and the staff who manage it. Everyone else sees them locked, with the way to enrol.
  const mayDownload =
    enrolment !== null ||
    (user !== null &&
      (can(user.role, "courses.manageAll") ||
        (can(user.role, "courses.manageOwn") && ownerId === user.id)));
  return {
    ...messagesFor(context.get(localeContext), catalog),
    course: {
      ...course,
      resources: course.resources.map((resource) => ({
        ...resource,
        locked: !mayDownload && isCourseOnlyUrl(resource.url),
      })),
    },
    enrolment,
    signedIn: user !== null,
  };
}

export default function Course({ loaderData }: Route.ComponentProps) {
  const { course, enrolment, signedIn } = loaderData;
  const root = useRootData();
  const here = useCurrentPath();
  const t = useT(catalog);
  const tc = useT(common);
  const locale = useLocale();
  // The course's own words (title, description, lessons) are in the language it is taught in.
  const lang = HTML_LANG[course.language];
  const jsonLd = courseJsonLd(course, {
    siteName: root?.site.siteName ?? "AFA Academy",
    appUrl: root?.site.appUrl ?? "",
  });

  return (
    <article aria-labelledby="course-title">
      <JsonLd value={jsonLd} />
      <div className="bg-surface-muted">
        <div className="container-page grid gap-8 py-8 sm:py-12 lg:grid-cols-[1.35fr_1fr] lg:items-start lg:gap-12">
          <div>
            <nav aria-label={t.course.breadcrumb}>
              <ol className="flex flex-wrap items-center gap-1.5 text-sm text-ink-muted">
                <li>
                  <Link
                    to="/academy"
                    className="font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:focus-ring"
                  >
                    {t.course.academy}
                  </Link>
                </li>
                <li aria-hidden="true">/</li>
                <li aria-current="page" className="truncate" lang={lang}>
                  {course.title}
                </li>
              </ol>
            </nav>
            <div className="mt-5 flex flex-wrap gap-2">
              <Badge variant="brand">{categoryName(t, course.category)}</Badge>
              <Badge variant="neutral">
                <span className="sr-only">{t.card.level}</span>
                {levelName(t, course.level)}
              </Badge>
              {course.priceKobo === 0 ? <Badge variant="success">{t.course.free}</Badge> : null}
            </div>
            <h1 id="course-title" lang={lang} className="mt-3 text-display font-extrabold text-ink">
              {course.title}
            </h1>
            <p lang={lang} className="mt-4 text-lg text-ink-muted">
              {course.description}
            </p>
            <p className="mt-4 text-ink">
              {t.course.taughtBy} <strong>{course.instructor}</strong>
            </p>
            <p className="mt-2 inline-flex items-center gap-2 font-semibold text-ink">
              <GlobeIcon className="size-5 shrink-0 text-brand-700" />
              {tc.courseLanguage({ language: LOCALE_NAMES[course.language] })}
            </p>
            <CourseFacts course={course} className="mt-4" />
          </div>

          <div
            id="enrol"
            className="overflow-hidden rounded-2xl border border-border bg-surface shadow-md"
          >
            {course.videoUrl ? (
              <CourseVideo id="intro-video" src={course.videoUrl} title={course.title} />
            ) : (
              <Picture
                src={courseThumbnailUrl(course)}
                sizes="(min-width: 1024px) 560px, 100vw"
                width={640}
                height={360}
                className="aspect-video w-full object-cover"
              />
            )}
            <div className="space-y-4 p-5 sm:p-6">
              {enrolment ? (
                <>
                  {/* Bought: what they paid (the coupon's price), not the list price in large type. */}
                  <p className="flex items-center gap-2 font-semibold text-success">
                    <CheckCircleIcon className="size-5 shrink-0" />
                    {t.course.enrolledProgress({ progress: enrolment.progress })}
                  </p>
                  {enrolment.paidKobo !== null ? (
                    <p className="text-ink-muted">
                      {t.course.youPaid({ amount: formatNaira(enrolment.paidKobo, locale) })} ·{" "}
                      <Link
                        to="/settings/payments"
                        className="font-semibold text-brand-700 underline underline-offset-4"
                      >
                        {t.course.receipt}
                      </Link>
                    </p>
                  ) : null}
                  <ButtonLink to={courseContentPath(course.id)} size="lg" className="w-full">
                    {t.course.continue}
                    <ArrowRightIcon className="size-5" />
                  </ButtonLink>
                </>
              ) : (
                <>
                  <p className="text-3xl font-bold text-ink">
                    <span className="sr-only">{t.course.price}</span>
                    {formatPrice(course.priceKobo, locale)}
                  </p>
                  <EnrolForm
                    slug={course.slug}
                    title={course.title}
                    priceKobo={course.priceKobo}
                    size="lg"
                  />
                  {signedIn ? null : (
                    <p className="text-sm text-ink-muted">
                      {t.course.needsAccount}{" "}
                      <Link
                        to={`/register?redirectTo=${encodeURIComponent(here)}`}
                        className="font-semibold text-brand-700 underline"
                      >
                        {t.course.signUp}
                      </Link>{" "}
                      {t.course.or}{" "}
                      <Link
                        to={`/login?redirectTo=${encodeURIComponent(here)}`}
                        className="font-semibold text-brand-700 underline"
                      >
                        {t.course.logIn}
                      </Link>
                      .
                    </p>
                  )}
                </>
              )}
            </div>
          </div>
        </div>
      </div>

      <div className="container-page grid gap-10 py-10 sm:py-14 lg:grid-cols-[1.35fr_1fr] lg:gap-12">
        <div className="space-y-10">
          {course.modules.length > 0 ? (
            <CourseSection id="modules-title" title={t.course.whatYouWillLearn}>
              <CheckList
                lang={lang}
                items={course.modules}
                className="mt-4 grid gap-3 sm:grid-cols-2"
                iconClassName="text-brand-600"
              />
            </CourseSection>
          ) : null}

          <CourseSection id="lessons-title" title={t.course.lessons}>
            {course.lessons.length === 0 ? (
              <p className="mt-3 text-ink-muted">{t.course.lessonsPreparing}</p>
            ) : (
              <ol
                lang={lang}
                className="mt-4 divide-y divide-border overflow-hidden rounded-xl border border-border bg-surface"
              >
                {course.lessons.map((lesson, index) => (
                  <li key={lesson.id} className="flex items-center gap-4 px-4 py-3 sm:px-5">
                    <span
                      aria-hidden="true"
                      className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-bold text-brand-800"
                    >
                      {index + 1}
                    </span>
                    <span className="min-w-0 flex-1 font-medium text-ink">{lesson.title}</span>
                    <span className="shrink-0 text-sm text-ink-muted">{lesson.duration}</span>
                  </li>
                ))}
              </ol>
            )}
          </CourseSection>
        </div>

        <div className="space-y-10">
          {course.features.length > 0 ? (
            <CourseSection id="features-title" title={t.course.includes}>
              <CheckList
                lang={lang}
                items={course.features}
                className="mt-4 space-y-2.5"
                iconClassName="text-accent-700"
              />
            </CourseSection>
          ) : null}

          {course.resources.length > 0 ? (
            <CourseSection id="resources-title" title={t.course.resources}>
              <ul className="mt-3 -mx-3">
                {course.resources.map((resource) => (
                  <li key={resource.id}>
                    <ResourceLink
                      resource={{
                        ...resource,
                        course: {
                          slug: course.slug,
                          title: course.title,
                          language: course.language,
                        },
                      }}
                      lockedHref="#enrol"
                    />
                  </li>
                ))}
              </ul>
            </CourseSection>
          ) : null}

          <CourseSection id="instructor-title" title={t.course.yourInstructor}>
            <div className="mt-4 flex items-center gap-4">
              <Avatar name={course.instructor} size={56} />
              <div>
                <p className="text-lg font-semibold text-ink">{course.instructor}</p>
                <p className="text-ink-muted">
                  {t.course.levelLine({
                    category: categoryName(t, course.category),
                    level: levelName(t, course.level),
                  })}
                </p>
              </div>
            </div>
          </CourseSection>
        </div>
      </div>
    </article>
  );
}

/** A part of the course's description, named by its heading. */
function CourseSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-bold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Short lines, each after a tick (what the course teaches, what it includes). */
function CheckList({
  items,
  className,
  iconClassName,
  lang,
}: {
  items: readonly string[];
  className: string;
  iconClassName: string;
  /** The language of the items (the course's). */
  lang: string;
}) {
  return (
    <ul className={className} lang={lang}>
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2 text-ink">
          <CheckCircleIcon className={`mt-0.5 size-5 shrink-0 ${iconClassName}`} />
          {item}
        </li>
      ))}
    </ul>
  );
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  if (!loaderData)
    return pageMeta(matches, {
      title: metaT(matches, catalog)?.course.notFound ?? "Course not found",
      description: "",
      path: "/academy",
      noindex: true,
    });
  const { course } = loaderData;
  return pageMeta(matches, {
    title: course.title,
    description: course.description,
    path: `/academy/${course.slug}`,
    image: courseThumbnailUrl(course),
  });
}
