import { ButtonLink } from "~/components/ui/button";
import { ArrowRightIcon } from "~/components/ui/icons";
import type { Dashboard as DashboardData } from "~/domain/learning/dashboard.server";
import { learner } from "~/i18n/messages/learner";
import { learnerDashboard } from "~/i18n/messages/learner-dashboard";
import { useT } from "~/i18n/react";

export function WelcomeBanner({
  name,
  roleLabel,
  summary,
}: {
  name: string;
  roleLabel: string;
  summary: DashboardData["summary"];
}) {
  const t = useT(learnerDashboard);
  const l = useT(learner);
  // Nothing left to pick up: every enrolled course is finished.
  const finishedAll = summary.enrolled > 0 && summary.completed === summary.enrolled;
  return (
    <section
      aria-labelledby="welcome-title"
      className="relative overflow-hidden rounded-2xl bg-brand-700 p-5 text-white shadow-sm sm:p-8"
    >
      {/* Decorative rings in the corner, drawn by CSS: nothing to download. */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-16 -right-16 size-56 rounded-full border-[28px] border-white/5"
      />
      <div className="relative grid gap-6 md:grid-cols-[minmax(0,1fr)_auto] md:items-end">
        <div className="min-w-0">
          <ul className="flex flex-wrap gap-2 text-xs font-semibold">
            <li className="rounded-full bg-white/15 px-2.5 py-1 ring-1 ring-white/30 ring-inset">
              {roleLabel}
            </li>
            <li className="rounded-full bg-accent-400 px-2.5 py-1 text-brand-950">
              {l.level({ level: l.levels[summary.level] })}
            </li>
          </ul>
          <h1
            id="welcome-title"
            className="mt-3 text-2xl font-bold tracking-tight break-words sm:text-3xl"
          >
            {/* "Welcome back" once there is something to come back to. */}
            {summary.enrolled === 0 ? t.welcomeFirst({ name }) : t.welcome({ name })}
          </h1>
          <p className="mt-2 max-w-xl text-brand-50">
            {summary.enrolled === 0 ? t.startFirst : finishedAll ? t.allCompleted : t.pickUp}
          </p>
          {summary.enrolled === 0 || finishedAll ? (
            <ButtonLink to="/academy" variant="secondary" className="mt-4">
              {t.browseCourses}
              <ArrowRightIcon className="size-5" />
            </ButtonLink>
          ) : null}
        </div>
        {/* The banner's progress is lesson by lesson, so a first lesson shows at once; the
            Progress Rate (whole courses) is the tile below, labelled with what it counts. */}
        <div className="rounded-xl bg-brand-800/60 p-4 ring-1 ring-white/15 ring-inset md:w-60">
          <p className="text-4xl font-extrabold">{summary.lessons.percent}%</p>
          <p className="text-sm font-semibold text-brand-50">{l.nav.progress}</p>
          {/* Amber on the green banner: the red/yellow/green course tones would read as an alarm here. */}
          <div
            role="progressbar"
            aria-label={t.progressAria}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={summary.lessons.percent}
            className="mt-3 h-2 w-full overflow-hidden rounded-full bg-white/20"
          >
            <div
              className="h-full rounded-full bg-accent-400"
              style={{ width: `${summary.lessons.percent}%` }}
            />
          </div>
          <p className="mt-2 text-xs text-brand-50">
            {summary.lessons.total === 0
              ? t.noLessons
              : l.lessonsCompleted({
                  completed: summary.lessons.completed,
                  count: summary.lessons.total,
                })}
          </p>
        </div>
      </div>
    </section>
  );
}
