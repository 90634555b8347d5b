import { PageHeader } from "~/components/layout/page-header";
import { streakTone, TONE_CLASSES } from "~/components/layout/progress-tone";
import { RouteErrorPanel } from "~/components/layout/route-error";
import { useLearningTimeText } from "~/components/learner/learning-time";
import { useLearnerPageError } from "~/components/learner/page-error";
import { Panel } from "~/components/learner/panel";
import {
  Achievements,
  CourseProgress,
  OverallFigure,
  PeriodCard,
  ProgressActivity,
} from "~/components/learner/progress-panels";
import { AverageScoreTile, StatTile } from "~/components/learner/stat-tile";
import { CalendarIcon, ClockIcon, FlameIcon } from "~/components/ui/icons";
import { SLOT, withNode } from "~/components/ui/message-parts";
import { getProgressOverview } from "~/domain/learning/stats.server";
import { messagesFor } from "~/i18n/catalog.server";
import { localeContext } from "~/i18n/locale.server";
import { learner } from "~/i18n/messages/learner";
import { learnerProgress } from "~/i18n/messages/learner-progress";
import { metaT } from "~/i18n/meta";
import { useT } from "~/i18n/react";
import { pageTitle } from "~/lib/page-title";
import { requireUser } from "~/routes/middleware/guards.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/progress";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const { db } = context.get(servicesContext);
  const now = new Date();
  return {
    ...messagesFor(context.get(localeContext), learnerProgress),
    now: now.toISOString(),
    ...(await getProgressOverview(db, user.id, now)),
  };
}

export default function Progress({ loaderData }: Route.ComponentProps) {
  const { summary, streak, learningDays, now } = loaderData;
  const t = useT(learnerProgress);
  const l = useT(learner);
  const timeText = useLearningTimeText();
  return (
    <div className="space-y-6">
      <PageHeader title={l.titles.learningProgress} description={t.description} />

      <section
        aria-labelledby="overall-title"
        className="rounded-xl border border-border bg-surface p-5 shadow-xs sm:p-6"
      >
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2 id="overall-title" className="text-lg font-bold text-ink">
            {t.overall}
          </h2>
          <p className="text-sm text-ink-muted">
            {withNode(
              l.level({ level: SLOT }),
              <span className="font-semibold text-ink">{l.levels[summary.level]}</span>,
            )}
          </p>
        </div>
        {/* Lessons first: one lesson of five is 20% at once. The Progress Rate counts
            whole courses, so it says so. Neither is a course's progress: one colour, no red. */}
        <dl className="mt-4 grid gap-5 sm:grid-cols-2 sm:gap-8">
          <OverallFigure
            label={t.lessonProgress}
            percent={summary.lessons.percent}
            detail={l.lessonsCompleted({
              completed: summary.lessons.completed,
              count: summary.lessons.total,
            })}
          />
          <OverallFigure
            label={l.progressRate}
            percent={summary.progressRate}
            detail={l.coursesCompleted({ completed: summary.completed, count: summary.enrolled })}
          />
        </dl>
      </section>

      <section aria-labelledby="figures-title">
        <h2 id="figures-title" className="sr-only">
          {t.yourFigures}
        </h2>
        <dl className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
          <StatTile
            label={t.learningDays}
            value={learningDays}
            hint={t.learningDaysHint}
            Icon={CalendarIcon}
          />
          <StatTile
            label={l.hoursLearned}
            value={timeText(summary.secondsLearned)}
            hint={t.hoursHint}
            Icon={ClockIcon}
          />
          <AverageScoreTile score={summary.averageScore} />
          <StatTile
            label={t.currentStreak}
            value={l.days({ count: streak })}
            hint={streak === 0 ? t.startStreak : t.streakHint}
            valueClass={TONE_CLASSES[streakTone(streak)].text}
            Icon={FlameIcon}
          />
        </dl>
      </section>

      <Panel id="periods" title={t.periods}>
        <div className="grid gap-4 sm:grid-cols-2">
          <PeriodCard title={t.thisWeek} caption={t.sinceMonday} figures={loaderData.week} />
          <PeriodCard title={t.thisMonth} caption={t.sinceFirst} figures={loaderData.month} />
        </div>
      </Panel>

      <div className="grid gap-6 xl:grid-cols-2">
        <CourseProgress courses={loaderData.courses} />
        <Achievements
          items={loaderData.achievements}
          streak={streak}
          averageScore={summary.averageScore}
        />
      </div>

      <ProgressActivity items={loaderData.activity} now={now} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t, back, errorTitle } = useLearnerPageError();
  return (
    <RouteErrorPanel
      error={error}
      heading={t?.titles.learningProgress ?? "Learning Progress"}
      failed={{ title: errorTitle, message: t?.errors.progress ?? "Could not load progress data." }}
      back={back}
    />
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: pageTitle(matches, metaT(matches, learner)?.titles.progress ?? "Progress") },
    { name: "robots", content: "noindex" },
  ];
}
