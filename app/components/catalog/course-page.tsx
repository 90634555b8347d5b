import type { ReactNode } from "react";
import { courseThumbnailUrl } from "~/components/catalog/course-card";
import { EnrolForm, useCurrentPath } from "~/components/catalog/enrol-form";
import { categoryName, levelName } from "~/components/catalog/labels";
import { ResourceLink } from "~/components/catalog/learning-resources";
import { CourseVideo } from "~/components/catalog/video-dialog";
import { Avatar } from "~/components/site/avatar";
import { ButtonLink } from "~/components/ui/button";
import { ArrowRightIcon, CheckCircleIcon } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { Picture } from "~/components/ui/picture";
import type { CourseDetail, CourseResource } from "~/domain/catalog/courses.server";
import { catalog } from "~/i18n/messages/catalog";
import { useLocale, useT } from "~/i18n/react";
import { courseContentPath } from "~/lib/course-paths";
import { formatNaira, formatPrice } from "~/lib/format";

// Two parts of a course's public page: the card to enrol (or to continue, once enrolled), and
// what the course teaches, its lessons, what it includes, its guides and its instructor.

/** A published course as its page shows it: each guide says whether this visitor may open it. */
export type CoursePageCourse = Omit<CourseDetail, "ownerId" | "resources"> & {
  resources: (CourseResource & { locked: boolean })[];
};

/** The intro video (or picture) with the price and Enroll; once enrolled, progress and Continue. */
export function CourseEnrolCard({
  course,
  enrolment,
  signedIn,
}: {
  course: CoursePageCourse;
  /** The visitor's enrolment, with what they paid (null: free or given by staff). */
  enrolment: { progress: number; paidKobo: number | null } | null;
  signedIn: boolean;
}) {
  const here = useCurrentPath();
  const t = useT(catalog);
  const locale = useLocale();
  return (
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
  );
}

/** The course's description below its header, in two columns on a wide screen. */
export function CourseDetails({
  course,
  lang,
}: {
  course: CoursePageCourse;
  /** The language the course is taught in (its own words are in it). */
  lang: string;
}) {
  const t = useT(catalog);
  return (
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
