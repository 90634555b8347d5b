import { cn } from "~/components/ui/cn";
import { CheckCircleIcon, PlayCircleIcon } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { learnerCourse } from "~/i18n/messages/learner-course";
import { useT } from "~/i18n/react";

export type LessonListItem = {
  id: string;
  title: string;
  duration: string;
  watchedPercentage: number;
  completed: boolean;
};

/**
 * The course's lessons in order: done ticks, the current one highlighted, each a plain link
 * (`?lesson=`) so it works before JavaScript loads.
 */
export function LessonList({
  lessons,
  currentId,
  headingId,
  lang,
}: {
  lessons: LessonListItem[];
  currentId: string;
  headingId: string;
  /** The course's language: the lesson titles are course content, marked with it. */
  lang?: string;
}) {
  const done = lessons.filter((l) => l.completed).length;
  const t = useT(learnerCourse);
  return (
    <nav
      aria-labelledby={headingId}
      className="overflow-hidden rounded-xl border border-border bg-surface shadow-sm"
    >
      <div className="border-b border-border px-4 py-3">
        <h2 id={headingId} className="font-bold text-ink">
          {t.list.heading}
        </h2>
        <p className="text-sm text-ink-muted">
          {t.list.completedOf({ done, total: lessons.length })}
        </p>
      </div>
      <ol className="divide-y divide-border">
        {lessons.map((lesson, index) => {
          const current = lesson.id === currentId;
          return (
            <li key={lesson.id}>
              <Link
                to={`?lesson=${lesson.id}`}
                aria-current={current ? "page" : undefined}
                preventScrollReset
                className={cn(
                  "flex items-start gap-3 px-4 py-3 focus-visible:focus-ring",
                  current
                    ? "bg-brand-50 shadow-[inset_4px_0_0_var(--color-brand-700)]"
                    : "hover:bg-surface-muted",
                )}
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    "mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-bold",
                    lesson.completed
                      ? "bg-brand-700 text-white"
                      : current
                        ? "bg-white text-brand-800 ring-2 ring-brand-700"
                        : "bg-surface-sunken text-ink-muted",
                  )}
                >
                  {lesson.completed ? <CheckCircleIcon className="size-5" /> : index + 1}
                </span>
                <span className="min-w-0 flex-1">
                  <span
                    className={cn(
                      "block leading-snug",
                      current ? "font-semibold text-brand-900" : "font-medium text-ink",
                    )}
                  >
                    <span className="sr-only">{t.list.lessonNumber({ number: index + 1 })}</span>
                    <span lang={lang}>{lesson.title}</span>
                  </span>
                  <span className="mt-0.5 flex flex-wrap items-center gap-x-2 text-sm text-ink-muted">
                    <span>{lesson.duration}</span>
                    {lesson.completed ? (
                      <span className="font-semibold text-success">{t.completed}</span>
                    ) : lesson.watchedPercentage > 0 ? (
                      <span>{t.list.watchedPercent({ percent: lesson.watchedPercentage })}</span>
                    ) : null}
                  </span>
                </span>
                {current ? (
                  <PlayCircleIcon className="mt-0.5 size-5 shrink-0 text-brand-700" />
                ) : null}
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
