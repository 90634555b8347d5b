import { CourseDurationText } from "~/components/catalog/course-duration";
import { PageHeader } from "~/components/layout/page-header";
import { ProgressBar } from "~/components/layout/progress-bar";
import { scoreTone, streakTone, TONE_CLASSES } from "~/components/layout/progress-tone";
import { RouteErrorPanel } from "~/components/layout/route-error";
import { useLearningTimeText } from "~/components/learner/learning-time";
import { useLearnerPageError } from "~/components/learner/page-error";
import { BrowseAcademyLink, EmptyState, Panel, PanelLink } from "~/components/learner/panel";
import { RecentActivity } from "~/components/learner/recent-activity";
import { AverageScoreTile, StatTile } from "~/components/learner/stat-tile";
import { Badge, type BadgeVariant } from "~/components/ui/badge";
import { cn } from "~/components/ui/cn";
import {
  AwardIcon,
  BarChartIcon,
  BookIcon,
  CalendarIcon,
  CheckCircleIcon,
  ClockIcon,
  FlameIcon,
  type IconProps,
  LockIcon,
  PlayCircleIcon,
  TrophyIcon,
} from "~/components/ui/icons";
import { SLOT, withNode } from "~/components/ui/message-parts";
import {
  CONSISTENT_LEARNER_DAYS,
  type EnrolmentStatus,
  enrolmentStatus,
  HIGH_ACHIEVER_SCORE,
  type PeriodFigures,
} from "~/domain/learning/stats";
import {
  type ActivityItem,
  getProgressOverview,
  type ProgressOverview,
} from "~/domain/learning/stats.server";
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

function OverallFigure({
  label,
  percent,
  detail,
}: {
  label: string;
  percent: number;
  detail: string;
}) {
  return (
    <div>
      <dt className="text-sm font-semibold text-ink-muted">{label}</dt>
      <dd>
        <span className="block text-4xl font-extrabold text-ink">{percent}%</span>
        <span className="block text-sm text-ink-muted">{detail}</span>
        <ProgressBar value={percent} label={label} tone="neutral" className="mt-3 h-3" />
      </dd>
    </div>
  );
}

function PeriodCard({
  title,
  caption,
  figures,
}: {
  title: string;
  caption: string;
  figures: PeriodFigures;
}) {
  const t = useT(learnerProgress);
  const timeText = useLearningTimeText();
  return (
    <div className="rounded-lg bg-surface-muted p-4">
      <h3 className="font-bold text-ink">
        {title} <span className="text-sm font-normal text-ink-muted">({caption})</span>
      </h3>
      <dl className="mt-3 grid grid-cols-3 gap-2 text-center">
        {[
          { label: t.hoursLearned, value: timeText(figures.seconds) },
          { label: t.lessonsCompleted, value: figures.lessonsCompleted },
          { label: t.activeDays, value: figures.activeDays },
        ].map((f) => (
          <div key={f.label} className="flex flex-col-reverse rounded-md bg-surface p-2 shadow-xs">
            <dt className="text-xs text-ink-muted">{f.label}</dt>
            <dd className="text-xl font-extrabold text-ink">{f.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

const STATUS_BADGE: Record<EnrolmentStatus, BadgeVariant> = {
  "not-started": "neutral",
  "in-progress": "info",
  completed: "success",
};

function CourseProgress({ courses }: { courses: ProgressOverview["courses"] }) {
  const t = useT(learnerProgress);
  const l = useT(learner);
  return (
    <Panel
      id="courses"
      title={t.courseProgress}
      action={<PanelLink to="/dashboard/my-courses">{l.myCourses}</PanelLink>}
    >
      {courses.length === 0 ? (
        <EmptyState Icon={BookIcon} action={<BrowseAcademyLink />}>
          {t.noCourses}
        </EmptyState>
      ) : (
        <ul className="divide-y divide-border">
          {courses.map((c) => {
            const status = enrolmentStatus(c.progress);
            return (
              <li key={c.id} className="py-3 first:pt-0 last:pb-0">
                <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
                  <div className="min-w-0">
                    <h3 className="font-semibold text-ink">{c.course.title}</h3>
                    <p className="text-sm text-ink-muted">
                      {c.course.instructor} · <CourseDurationText course={c.course} />
                    </p>
                  </div>
                  <Badge variant={STATUS_BADGE[status]}>{l.status[status]}</Badge>
                </div>
                <div className="mt-2 flex items-center gap-3">
                  <ProgressBar
                    value={c.progress}
                    label={l.courseProgress({ title: c.course.title })}
                  />
                  <span className="w-11 shrink-0 text-right text-sm font-semibold text-ink">
                    {c.progress}%
                  </span>
                </div>
                {c.score !== null ? (
                  <p className="mt-1 text-sm text-ink-muted">
                    {t.score}{" "}
                    <span className={cn("font-semibold", TONE_CLASSES[scoreTone(c.score)].text)}>
                      {c.score}%
                    </span>
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}

function Achievements({
  items,
  streak,
  averageScore,
}: {
  items: ProgressOverview["achievements"];
  streak: number;
  averageScore: number | null;
}) {
  const t = useT(learnerProgress);
  const l = useT(learner);
  const earned = items.filter((a) => a.earned).length;
  /** Each achievement's words in the page's language (the domain's are the English ones). */
  const words = (id: (typeof items)[number]["id"]) => {
    const say = t.achievement;
    switch (id) {
      case "first-course":
      case "goal-setter":
        return say[id];
      case "consistent-learner":
        return {
          title: say[id].title,
          rule: say[id].rule({ days: CONSISTENT_LEARNER_DAYS }),
          progress: say[id].progress({ streak: l.days({ count: streak }) }),
        };
      case "high-achiever":
        return {
          title: say[id].title,
          rule: say[id].rule({ score: HIGH_ACHIEVER_SCORE }),
          progress:
            averageScore === null
              ? l.unscored.highAchiever
              : say[id].progress({ score: averageScore }),
        };
    }
  };
  return (
    <Panel
      id="achievements"
      title={t.achievements}
      action={
        <span className="text-sm font-semibold text-ink-muted">
          {t.earnedCount({ earned, total: items.length })}
        </span>
      }
    >
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-1 2xl:grid-cols-2">
        {items.map((a) => {
          const say = words(a.id);
          return (
            <li
              key={a.id}
              className={cn(
                "flex gap-3 rounded-lg border p-3",
                a.earned ? "border-success-border bg-success-bg" : "border-border bg-surface-muted",
              )}
            >
              <span
                className={cn(
                  "flex size-10 shrink-0 items-center justify-center rounded-full",
                  a.earned ? "bg-brand-700 text-white" : "bg-surface-sunken text-ink-muted",
                )}
              >
                {a.earned ? <TrophyIcon className="size-5" /> : <LockIcon className="size-5" />}
              </span>
              <div className="min-w-0 text-sm">
                <h3 className="flex flex-wrap items-center gap-2 font-bold text-ink">
                  {say.title}
                  <Badge variant={a.earned ? "success" : "neutral"}>
                    {a.earned ? t.earned : t.locked}
                  </Badge>
                </h3>
                <p className="mt-0.5 text-ink">{say.rule}</p>
                {a.earned ? null : <p className="mt-0.5 text-ink-muted">{say.progress}</p>}
              </div>
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}

const ACTIVITY_ICONS: Record<ActivityItem["kind"], (p: IconProps) => React.ReactNode> = {
  watched: PlayCircleIcon,
  "lesson-completed": CheckCircleIcon,
  enrolled: BookIcon,
  certificate: AwardIcon,
};

function ActivityText({ item }: { item: ActivityItem }) {
  const t = useT(learnerProgress);
  const l = useT(learner);
  const course = <span className="font-semibold">{item.courseTitle}</span>;
  const minutes = (seconds: number) =>
    seconds > 0 ? ` · ${l.minutes({ count: Math.max(1, Math.round(seconds / 60)) })}` : "";
  switch (item.kind) {
    case "watched":
      return (
        <>
          {withNode(
            item.lessonTitle
              ? t.watched({ lesson: item.lessonTitle, course: SLOT })
              : t.studied({ course: SLOT }),
            course,
          )}
          {minutes(item.seconds)}
        </>
      );
    case "lesson-completed":
      return (
        <>
          {withNode(t.completedLesson({ lesson: item.lessonTitle, course: SLOT }), course)}
          {minutes(item.seconds)}
        </>
      );
    case "enrolled":
      return <>{withNode(t.enrolled({ course: SLOT }), course)}</>;
    case "certificate":
      return <>{withNode(t.certificate({ course: SLOT }), course)}</>;
  }
}

function ProgressActivity({ items, now }: { items: ActivityItem[]; now: string }) {
  const t = useT(learnerProgress);
  return (
    <RecentActivity
      id="recent"
      entries={items.map((item) => ({
        key: `${item.kind}-${item.courseId}-${item.at.toString()}`,
        Icon: ACTIVITY_ICONS[item.kind],
        at: item.at,
        text: <ActivityText item={item} />,
      }))}
      now={now}
      empty={<EmptyState Icon={BarChartIcon}>{t.activityEmpty}</EmptyState>}
    />
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
