import { PageHeader } from "~/components/layout/page-header";
import { ProgressBar } from "~/components/layout/progress-bar";
import { scoreTone, streakTone, TONE_CLASSES } from "~/components/layout/progress-tone";
import { RouteErrorPanel } from "~/components/layout/route-error";
import { countLabel } from "~/components/learner/count-label";
import { LEARNER_PAGE_ERROR } from "~/components/learner/page-error";
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
import {
  ENROLMENT_STATUS_LABELS,
  type EnrolmentStatus,
  enrolmentStatus,
  type PeriodFigures,
} from "~/domain/learning/stats";
import {
  type ActivityItem,
  getProgressOverview,
  type ProgressOverview,
} from "~/domain/learning/stats.server";
import { pageTitle } from "~/lib/meta";
import { requireUser } from "~/routes/middleware/guards.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/progress";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const { db } = context.get(servicesContext);
  const now = new Date();
  return { now: now.toISOString(), ...(await getProgressOverview(db, user.id, now)) };
}

export default function Progress({ loaderData }: Route.ComponentProps) {
  const { summary, streak, learningDays, now } = loaderData;
  return (
    <div className="space-y-6">
      <PageHeader
        title="Learning Progress"
        description="Counted from the lessons you watch and the courses you finish."
      />

      <section
        aria-labelledby="overall-title"
        className="rounded-xl border border-border bg-surface p-5 shadow-xs sm:p-6"
      >
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2 id="overall-title" className="text-lg font-bold text-ink">
            Overall Progress
          </h2>
          <p className="text-sm text-ink-muted">
            Level: <span className="font-semibold text-ink">{summary.level}</span>
          </p>
        </div>
        {/* Lessons first: one lesson of five is 20% at once. The Progress Rate counts
            whole courses, so it says so. Neither is a course's progress: one colour, no red. */}
        <dl className="mt-4 grid gap-5 sm:grid-cols-2 sm:gap-8">
          <OverallFigure
            label="Lesson progress"
            percent={summary.lessons.percent}
            detail={`${summary.lessons.completed} of ${countLabel(summary.lessons.total, "lesson")} completed`}
          />
          <OverallFigure
            label="Progress Rate"
            percent={summary.progressRate}
            detail={`${summary.completed} of ${countLabel(summary.enrolled, "course")} completed`}
          />
        </dl>
      </section>

      <section aria-labelledby="figures-title">
        <h2 id="figures-title" className="sr-only">
          Your figures
        </h2>
        <dl className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
          <StatTile
            label="Learning Days"
            value={learningDays}
            hint="Days you watched lessons"
            Icon={CalendarIcon}
          />
          <StatTile
            label="Hours Learned"
            value={summary.hoursLearned.toLocaleString("en-NG")}
            hint="Time spent watching lessons"
            Icon={ClockIcon}
          />
          <AverageScoreTile score={summary.averageScore} />
          <StatTile
            label="Current Streak"
            value={countLabel(streak, "day")}
            hint={
              streak === 0 ? "Watch a lesson today to start one" : "Days in a row with learning"
            }
            valueClass={TONE_CLASSES[streakTone(streak)].text}
            Icon={FlameIcon}
          />
        </dl>
      </section>

      <Panel id="periods" title="This Week and Month">
        <div className="grid gap-4 sm:grid-cols-2">
          <PeriodCard title="This week" caption="Since Monday" figures={loaderData.week} />
          <PeriodCard title="This month" caption="Since the 1st" figures={loaderData.month} />
        </div>
      </Panel>

      <div className="grid gap-6 xl:grid-cols-2">
        <CourseProgress courses={loaderData.courses} />
        <Achievements items={loaderData.achievements} />
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
  return (
    <div className="rounded-lg bg-surface-muted p-4">
      <h3 className="font-bold text-ink">
        {title} <span className="text-sm font-normal text-ink-muted">({caption})</span>
      </h3>
      <dl className="mt-3 grid grid-cols-3 gap-2 text-center">
        {[
          { label: "Hours learned", value: figures.hours.toLocaleString("en-NG") },
          { label: "Lessons completed", value: figures.lessonsCompleted },
          { label: "Active days", value: figures.activeDays },
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
  return (
    <Panel
      id="courses"
      title="Course Progress"
      action={<PanelLink to="/dashboard/my-courses">My Courses</PanelLink>}
    >
      {courses.length === 0 ? (
        <EmptyState Icon={BookIcon} action={<BrowseAcademyLink />}>
          Enrol in a course and your progress in it will show here.
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
                      {c.course.instructor} · {c.course.duration}
                    </p>
                  </div>
                  <Badge variant={STATUS_BADGE[status]}>{ENROLMENT_STATUS_LABELS[status]}</Badge>
                </div>
                <div className="mt-2 flex items-center gap-3">
                  <ProgressBar value={c.progress} label={`${c.course.title} progress`} />
                  <span className="w-11 shrink-0 text-right text-sm font-semibold text-ink">
                    {c.progress}%
                  </span>
                </div>
                {c.score !== null ? (
                  <p className="mt-1 text-sm text-ink-muted">
                    Score:{" "}
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

function Achievements({ items }: { items: ProgressOverview["achievements"] }) {
  const earned = items.filter((a) => a.earned).length;
  return (
    <Panel
      id="achievements"
      title="Achievements"
      action={
        <span className="text-sm font-semibold text-ink-muted">
          {earned} of {items.length} earned
        </span>
      }
    >
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-1 2xl:grid-cols-2">
        {items.map((a) => (
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
                {a.title}
                <Badge variant={a.earned ? "success" : "neutral"}>
                  {a.earned ? "Earned" : "Locked"}
                </Badge>
              </h3>
              <p className="mt-0.5 text-ink">{a.rule}</p>
              {a.earned ? null : <p className="mt-0.5 text-ink-muted">{a.progress}</p>}
            </div>
          </li>
        ))}
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

function minutes(seconds: number): string | null {
  if (seconds <= 0) return null;
  const m = Math.max(1, Math.round(seconds / 60));
  return `${m} min`;
}

function ActivityText({ item }: { item: ActivityItem }) {
  const course = <span className="font-semibold">{item.courseTitle}</span>;
  switch (item.kind) {
    case "watched":
      return (
        <>
          {item.lessonTitle ? `Watched “${item.lessonTitle}” in ` : "Studied "}
          {course}
          {minutes(item.seconds) ? ` · ${minutes(item.seconds)}` : ""}
        </>
      );
    case "lesson-completed":
      return (
        <>
          Completed “{item.lessonTitle}” in {course}
          {minutes(item.seconds) ? ` · ${minutes(item.seconds)}` : ""}
        </>
      );
    case "enrolled":
      return <>Enrolled in {course}</>;
    case "certificate":
      return <>Earned the certificate for {course}</>;
  }
}

function ProgressActivity({ items, now }: { items: ActivityItem[]; now: string }) {
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
      empty={
        <EmptyState Icon={BarChartIcon}>
          Your lessons, completed courses and certificates will be listed here as you learn.
        </EmptyState>
      }
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <RouteErrorPanel
      error={error}
      heading="Learning Progress"
      failed={{ title: "Error", message: "Could not load progress data." }}
      {...LEARNER_PAGE_ERROR}
    />
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "Progress") }, { name: "robots", content: "noindex" }];
}
