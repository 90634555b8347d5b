import { CourseDurationText } from "~/components/catalog/course-duration";
import { ProgressBar } from "~/components/layout/progress-bar";
import { scoreTone, TONE_CLASSES } from "~/components/layout/progress-tone";
import { useLearningTimeText } from "~/components/learner/learning-time";
import { BrowseAcademyLink, EmptyState, Panel, PanelLink } from "~/components/learner/panel";
import { RecentActivity } from "~/components/learner/recent-activity";
import { Badge, type BadgeVariant } from "~/components/ui/badge";
import { cn } from "~/components/ui/cn";
import {
  AwardIcon,
  BarChartIcon,
  BookIcon,
  CheckCircleIcon,
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
import type { ActivityItem, ProgressOverview } from "~/domain/learning/stats.server";
import { learner } from "~/i18n/messages/learner";
import { learnerProgress } from "~/i18n/messages/learner-progress";
import { useT } from "~/i18n/react";

// The parts of the learner's Learning Progress page: its overall figures, the periods, the
// courses, the achievements and the recent activity.

export function OverallFigure({
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

export function PeriodCard({
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

export function CourseProgress({ courses }: { courses: ProgressOverview["courses"] }) {
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

export function Achievements({
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

export function ProgressActivity({ items, now }: { items: ActivityItem[]; now: string }) {
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
