import { CourseDurationText } from "~/components/catalog/course-duration";
import { ProgressBar } from "~/components/layout/progress-bar";
import { useLearningTimeText } from "~/components/learner/learning-time";
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import {
  ArrowRightIcon,
  AwardIcon,
  BarChartIcon,
  BellIcon,
  BookIcon,
  CalendarIcon,
  ChatIcon,
  ClockIcon,
  HeadsetIcon,
  MailIcon,
  SearchIcon,
  SettingsIcon,
  TrendingUpIcon,
} from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { SLOT, withNode } from "~/components/ui/message-parts";
import type { Dashboard as DashboardData } from "~/domain/learning/dashboard.server";
import type { Locale } from "~/i18n/locales";
import { HTML_LANG } from "~/i18n/locales";
import { learner } from "~/i18n/messages/learner";
import { learnerDashboard } from "~/i18n/messages/learner-dashboard";
import { useLocale, useT } from "~/i18n/react";
import { courseContentPath } from "~/lib/course-paths";
import { formatDate, formatDateTime, formatTimeSlot } from "~/lib/format";
import { relativeTimeLabel } from "~/lib/relative-time";
import { BrowseAcademyLink, EmptyState, Panel, PanelLink } from "./panel";
import { type ActivityEntry, RecentActivity } from "./recent-activity";
import { StatTile } from "./stat-tile";

// The sections of the learner dashboard, top to bottom.

/** A month's short name in the page's language ("Nov"), from the date formats. */
function shortMonth(date: Date, locale: Locale): string {
  const text = formatDateTime(date, locale);
  return text.slice(text.indexOf(" ") + 1, text.lastIndexOf(", ")).replace(/,? \d{4}$/, "");
}

/** The next step offered where the consultation panels have nothing to show yet. */
function BookConsultationLink() {
  const t = useT(learnerDashboard);
  return (
    <ButtonLink to="/consultation" size="sm" variant="outline">
      {t.bookConsultation}
    </ButtonLink>
  );
}

/** The four figures under the banner. */
export function DashboardStats({ summary }: { summary: DashboardData["summary"] }) {
  const t = useT(learnerDashboard);
  const l = useT(learner);
  const timeText = useLearningTimeText();
  return (
    <section aria-labelledby="stats-title">
      <h2 id="stats-title" className="sr-only">
        {t.inNumbers}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        <StatTile label={t.coursesEnrolled} value={summary.enrolled} Icon={BookIcon} />
        <StatTile label={l.certificatesEarned} value={summary.certificates} Icon={AwardIcon} />
        <StatTile
          label={l.hoursLearned}
          value={timeText(summary.secondsLearned)}
          Icon={ClockIcon}
        />
        <StatTile
          label={l.progressRate}
          value={`${summary.progressRate}%`}
          hint={l.coursesCompleted({ completed: summary.completed, count: summary.enrolled })}
          Icon={TrendingUpIcon}
        />
      </dl>
    </section>
  );
}

export function ContinueLearning({
  items,
  allCompleted,
}: {
  items: DashboardData["continueLearning"];
  allCompleted: boolean;
}) {
  const t = useT(learnerDashboard);
  const l = useT(learner);
  return (
    <Panel
      id="continue"
      title={t.continueLearning}
      action={<PanelLink to="/dashboard/courses">{t.viewAllCourses}</PanelLink>}
    >
      {items.length === 0 ? (
        <EmptyState Icon={BookIcon} action={<BrowseAcademyLink />}>
          {allCompleted ? t.allCompleted : t.notTaking}
        </EmptyState>
      ) : (
        <ul className="grid gap-3">
          {items.map((item) => (
            <li
              key={item.id}
              className="flex flex-col gap-3 rounded-lg border border-border p-4 sm:flex-row sm:items-center sm:gap-5"
            >
              <div className="min-w-0 flex-1">
                <h3 className="font-semibold text-ink">{item.course.title}</h3>
                <p className="text-sm text-ink-muted">
                  {item.course.instructor} · <CourseDurationText course={item.course} />
                </p>
                <div className="mt-3 flex items-center gap-3">
                  <ProgressBar
                    value={item.progress}
                    label={l.courseProgress({ title: item.course.title })}
                  />
                  <span className="w-11 shrink-0 text-right text-sm font-semibold text-ink">
                    {item.progress}%
                  </span>
                </div>
              </div>
              <ButtonLink to={courseContentPath(item.course.id)} size="sm" className="sm:shrink-0">
                {l.continue}
                <span className="sr-only"> {item.course.title}</span>
                <ArrowRightIcon className="size-4" />
              </ButtonLink>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

/** The dashboard's Recent Activity: the latest enrolments and the latest consultation request. */
export function DashboardActivity({
  enrolments,
  consultation,
  now,
}: {
  enrolments: DashboardData["recentEnrolments"];
  consultation: DashboardData["latestConsultation"];
  now: string;
}) {
  const t = useT(learnerDashboard);
  const statusLabels: Record<string, string> = t.consultationStatus;
  const entries: ActivityEntry[] = enrolments.map((e) => ({
    key: e.id,
    Icon: BookIcon,
    at: e.enrolledAt,
    text: (
      <>
        {withNode(
          t.enrolledIn({ course: SLOT }),
          <span className="font-semibold">{e.course.title}</span>,
        )}
      </>
    ),
  }));
  if (consultation) {
    entries.push({
      key: "consultation",
      Icon: ChatIcon,
      at: consultation.createdAt,
      text: (
        <>
          {withNode(
            t.requested({ plan: SLOT }),
            <span className="font-semibold">{consultation.plan}</span>,
          )}{" "}
          <Badge variant={consultation.status === "confirmed" ? "success" : "neutral"}>
            {statusLabels[consultation.status] ?? consultation.status}
          </Badge>
        </>
      ),
    });
  }
  return (
    <RecentActivity
      id="activity"
      entries={entries}
      now={now}
      empty={
        <EmptyState Icon={BarChartIcon} action={<BookConsultationLink />}>
          {t.activityEmpty}
        </EmptyState>
      }
    />
  );
}

export function UpcomingEvents({ events }: { events: DashboardData["upcoming"] }) {
  const t = useT(learnerDashboard);
  const locale = useLocale();
  return (
    <Panel id="events" title={t.upcomingEvents}>
      {events.length === 0 ? (
        <EmptyState Icon={CalendarIcon} action={<BookConsultationLink />}>
          {t.noUpcoming}
        </EmptyState>
      ) : (
        <ul className="grid gap-3">
          {events.map((event) => {
            // Confirmed is styled as confirmed, everything else as pending.
            const confirmed = event.status === "confirmed";
            const date = event.preferredDate ? new Date(`${event.preferredDate}T12:00:00Z`) : null;
            return (
              <li key={event.id} className="flex gap-3 rounded-lg border border-border p-3">
                <div
                  className={cn(
                    "flex w-14 shrink-0 flex-col items-center justify-center rounded-lg py-1.5 text-center",
                    confirmed ? "bg-success-bg text-success" : "bg-warning-bg text-warning",
                  )}
                >
                  {date ? (
                    <>
                      <span className="text-xs font-semibold uppercase">
                        {shortMonth(date, locale)}
                      </span>
                      <span className="text-xl leading-none font-extrabold">
                        {date.getUTCDate()}
                      </span>
                    </>
                  ) : (
                    <CalendarIcon className="size-6" />
                  )}
                </div>
                <div className="min-w-0 flex-1 text-sm">
                  <p className="font-semibold text-ink">
                    {t.planConsultation({ plan: event.plan })}
                  </p>
                  <p className="text-ink-muted">
                    {date ? formatDate(date, locale) : t.dateToAgree}
                    {event.preferredTime ? ` · ${formatTimeSlot(event.preferredTime, locale)}` : ""}
                  </p>
                  <Badge variant={confirmed ? "success" : "warning"} className="mt-1.5">
                    {confirmed ? t.consultationStatus.confirmed : t.consultationStatus.pending}
                  </Badge>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}

export function LatestNotifications({
  items,
  now,
}: {
  items: DashboardData["notifications"];
  now: string;
}) {
  const t = useT(learnerDashboard);
  const locale = useLocale();
  return (
    <Panel
      id="notifications"
      title={t.notifications}
      action={
        <PanelLink to="/dashboard/notifications">
          {t.viewAll}
          <span className="sr-only"> {t.viewAllNotifications}</span>
        </PanelLink>
      }
    >
      {items.length === 0 ? (
        <EmptyState Icon={BellIcon}>{t.noNotifications}</EmptyState>
      ) : (
        <ul className="divide-y divide-border">
          {items.map((n) => (
            <li key={n.id} className="flex gap-3 py-3 first:pt-0 last:pb-0">
              <span
                aria-hidden="true"
                className={cn(
                  "mt-1.5 size-2.5 shrink-0 rounded-full",
                  n.read ? "bg-border-strong" : "bg-brand-600",
                )}
              />
              <div
                className="min-w-0 flex-1 text-sm"
                lang={n.locale === locale ? undefined : HTML_LANG[n.locale]}
              >
                <p className="font-semibold text-ink">
                  {n.title}
                  {n.read ? null : <span className="sr-only"> {t.unread}</span>}
                </p>
                <p className="line-clamp-2 text-ink-muted">{n.message}</p>
                <p className="mt-0.5 text-xs text-ink-muted">
                  <time dateTime={new Date(n.createdAt).toISOString()}>
                    {relativeTimeLabel(n.createdAt, now, locale)}
                  </time>
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

const QUICK_ACTIONS = [
  { to: "/consulting", label: "consulting", Icon: ChatIcon },
  { to: "/academy", label: "academy", Icon: SearchIcon },
  { to: "/contact", label: "contact", Icon: HeadsetIcon },
  { to: "/dashboard/certificates", label: "certificates", Icon: AwardIcon },
  { to: "/settings", label: "settings", Icon: SettingsIcon },
  { to: "/dashboard/notifications", label: "notifications", Icon: MailIcon },
] as const;

export function QuickActions() {
  const t = useT(learnerDashboard);
  return (
    <Panel id="quick-actions" title={t.quickActions}>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 xl:grid-cols-6">
        {QUICK_ACTIONS.map(({ to, label, Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex h-full min-h-20 flex-col items-start gap-2 rounded-lg border border-border p-3 text-sm font-semibold text-ink transition-colors hover:border-brand-600 hover:bg-brand-50 hover:text-brand-800 focus-visible:focus-ring"
            >
              <Icon className="size-5 text-brand-700" />
              {t.actions[label]}
            </Link>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
