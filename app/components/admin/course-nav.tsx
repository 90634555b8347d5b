import { Badge } from "~/components/ui/badge";
import { cn } from "~/components/ui/cn";
import { Link, NavLink } from "~/components/ui/link";
import { admin } from "~/i18n/messages/admin";
import { adminCourses } from "~/i18n/messages/admin-courses";
import { useT } from "~/i18n/react";

/** A course is either Published or Draft (its is_published flag). */
export function CourseStatusBadge({ published }: { published: boolean }) {
  const t = useT(admin);
  return published ? (
    <Badge variant="success">{t.published}</Badge>
  ) : (
    <Badge variant="neutral">{t.draft}</Badge>
  );
}

/**
 * The opening of every page about one course: a way back to the list, the course's title as the
 * page's h1 (with what the page is about), its status and the course's own sections.
 */
export function CoursePageHeader({
  course,
  section,
  actions,
}: {
  course: { id: string; title: string; isPublished: boolean };
  section: string;
  actions?: React.ReactNode;
}) {
  const t = useT(adminCourses).nav;
  const base = `/admin-dashboard/courses/${course.id}`;
  const links = [
    { to: base, label: t.details, end: true },
    { to: `${base}/lessons`, label: t.lessons, end: false },
    { to: `${base}/quizzes`, label: t.quizzes, end: false },
    { to: `${base}/learners`, label: t.learners, end: true },
  ];
  return (
    <header className="space-y-4">
      <Link
        to="/admin-dashboard/courses"
        className="inline-flex text-sm font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:focus-ring"
      >
        {t.allCourses}
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <p className="text-sm font-semibold text-ink-muted">{section}</p>
          <h1 className="text-2xl font-bold tracking-tight break-words text-ink">{course.title}</h1>
          <CourseStatusBadge published={course.isPublished} />
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      <nav aria-label={t.label}>
        <ul className="flex flex-wrap gap-1 border-b border-border">
          {links.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end={link.end}
                className={({ isActive }) =>
                  cn(
                    "-mb-px inline-flex h-11 items-center border-b-2 px-3 text-sm font-semibold focus-visible:focus-ring",
                    isActive
                      ? "border-brand-700 text-brand-800"
                      : "border-transparent text-ink-muted hover:text-ink",
                  )
                }
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}

/** A card of a course's page (its details, thumbnail, resources, a lesson's form), under an h2. */
export function CourseSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: React.ReactNode;
  description?: string;
  children: React.ReactNode;
}) {
  const heading = (
    <h2 id={id} className="text-lg font-bold break-words">
      {title}
    </h2>
  );
  return (
    <section
      aria-labelledby={id}
      className="space-y-4 rounded-xl border border-border bg-surface p-4 shadow-sm sm:p-6"
    >
      {description ? (
        <div>
          {heading}
          <p className="text-sm text-ink-muted">{description}</p>
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
