import { courseThumbnailUrl } from "~/components/catalog/course-card";
import { CourseFacts } from "~/components/catalog/course-facts";
import { CourseDetails, CourseEnrolCard } from "~/components/catalog/course-page";
import { categoryName, levelName } from "~/components/catalog/labels";
import { JsonLd } from "~/components/site/json-ld";
import { Badge } from "~/components/ui/badge";
import { GlobeIcon } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { can } from "~/domain/auth/permissions";
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
import { useT } from "~/i18n/react";
import { notFound } from "~/lib/http.server";
import { pageMeta } from "~/lib/meta";
import { useRootData } from "~/root";
import { userContext } from "~/routes/middleware/user-context.server";
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
  const t = useT(catalog);
  const tc = useT(common);
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

          <CourseEnrolCard course={course} enrolment={enrolment} signedIn={signedIn} />
        </div>
      </div>

      <CourseDetails course={course} lang={lang} />
    </article>
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
