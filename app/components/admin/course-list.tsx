import { ButtonLink } from "~/components/ui/button";
import { Link } from "~/components/ui/link";
import { Picture } from "~/components/ui/picture";
import { COURSE_CATEGORIES } from "~/db/schema/enums";
import type { Compiled } from "~/i18n/define";
import type { Locale } from "~/i18n/locales";
import { adminCourses } from "~/i18n/messages/admin-courses";
import type enCourses from "~/i18n/messages/admin-courses/en";
import { catalog } from "~/i18n/messages/catalog";
import type enCatalog from "~/i18n/messages/catalog/en";
import { useLocale, useOptionalT, useT } from "~/i18n/react";
import { formatDate, formatNumber, formatPrice } from "~/lib/format";
import { CourseStatusBadge } from "./course-nav";
import { PublishForm } from "./publish-form";

export type CourseListItem = {
  id: string;
  slug: string;
  title: string;
  instructor: string;
  category: string;
  level: string;
  priceKobo: number;
  thumbnail: string | null;
  isPublished: boolean;
  lessonsCount: number;
  /** Learners enrolled (the count every page shows). */
  students: number;
  createdAt: string;
};

type CatalogWords = Compiled<typeof enCatalog> | null;

function categoryLabel(slug: string, words: CatalogWords): string {
  const translated = words?.categories[slug as keyof typeof words.categories];
  return translated ?? COURSE_CATEGORIES.find((c) => c.slug === slug)?.label ?? slug;
}

function levelLabel(level: string, words: CatalogWords): string {
  return words?.levels[level as keyof typeof words.levels] ?? level;
}

/** The counts and date under a course's title. */
type CourseWords = Compiled<typeof enCourses>["list"];

function courseFacts(course: CourseListItem, t: CourseWords, locale: Locale) {
  return [
    { term: t.lessons, value: formatNumber(course.lessonsCount), strong: true },
    { term: t.students, value: formatNumber(course.students), strong: true },
    { term: t.created, value: formatDate(course.createdAt, locale), strong: false },
  ];
}

/** The pages of a course that its card links to, before Publish and Delete. */
function courseLinks(course: CourseListItem, base: string, t: CourseWords) {
  const title = course.title;
  return [
    { to: base, label: t.edit, ariaLabel: t.editLabel({ title }) },
    { to: `${base}/lessons`, label: t.lessonsLink, ariaLabel: t.lessonsLabel({ title }) },
    { to: `${base}/learners`, label: t.learnersLink, ariaLabel: t.learnersLabel({ title }) },
  ];
}

/** The courses a staff member manages, newest first: cards that stack on phones. */
export function CourseList({
  courses,
  action,
}: {
  courses: CourseListItem[];
  /** The list's own address (with its page): where its Publish buttons post and return. */
  action: string;
}) {
  const t = useT(adminCourses).list;
  const words = useOptionalT(catalog);
  const locale = useLocale();
  return (
    <ul className="space-y-3" aria-label={t.label}>
      {courses.map((course) => {
        const base = `/admin-dashboard/courses/${course.id}`;
        return (
          <li
            key={course.id}
            className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-4 shadow-sm lg:flex-row lg:items-center"
          >
            <div className="flex min-w-0 flex-1 gap-4">
              {course.thumbnail ? (
                <Picture
                  src={course.thumbnail}
                  sizes="96px"
                  alt=""
                  width={96}
                  height={64}
                  loading="lazy"
                  className="hidden h-16 w-24 shrink-0 rounded-md bg-surface-sunken object-cover sm:block"
                />
              ) : (
                <div
                  aria-hidden="true"
                  className="hidden h-16 w-24 shrink-0 rounded-md bg-brand-50 sm:block"
                />
              )}
              <div className="min-w-0 space-y-1">
                <div className="flex flex-wrap items-center gap-2">
                  <h2 className="text-lg leading-snug font-semibold break-words">
                    <Link to={base} className="hover:underline focus-visible:focus-ring">
                      {course.title}
                    </Link>
                  </h2>
                  <CourseStatusBadge published={course.isPublished} />
                </div>
                <p className="text-sm text-ink-muted">
                  {course.instructor} · {categoryLabel(course.category, words)} ·{" "}
                  {levelLabel(course.level, words)} · {formatPrice(course.priceKobo, locale)}
                </p>
                <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
                  {courseFacts(course, t, locale).map((fact) => (
                    <div key={fact.term} className="flex gap-1">
                      <dt className="text-ink-muted">{fact.term}</dt>
                      <dd className={fact.strong ? "font-semibold" : undefined}>{fact.value}</dd>
                    </div>
                  ))}
                </dl>
              </div>
            </div>
            <div className="flex flex-wrap gap-2">
              {courseLinks(course, base, t).map((link) => (
                <ButtonLink
                  key={link.label}
                  to={link.to}
                  size="sm"
                  variant="outline"
                  aria-label={link.ariaLabel}
                >
                  {link.label}
                </ButtonLink>
              ))}
              <PublishForm course={course} returnTo="list" action={action} />
              <ButtonLink
                to={`${base}/delete`}
                size="sm"
                variant="ghost"
                className="text-danger hover:bg-danger-bg"
                aria-label={t.deleteLabel({ title: course.title })}
              >
                {t.delete}
              </ButtonLink>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
