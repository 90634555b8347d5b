import { ProgressBar } from "~/components/layout/progress-bar";
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
import type { Dashboard as DashboardData } from "~/domain/learning/dashboard.server";
import { formatDate, formatTimeSlot } from "~/lib/format";
import { relativeTimeLabel } from "~/lib/relative-time";
import { countLabel } from "./count-label";
import { BrowseAcademyLink, EmptyState, Panel, PanelLink } from "./panel";
import { type ActivityEntry, RecentActivity } from "./recent-activity";
import { StatTile } from "./stat-tile";

// The sections of the learner dashboard, top to bottom.

const contentPath = (courseId: string) => `/dashboard/courses/${courseId}/content`;

/** The Progress Rate said as what it counts, whole courses: "0 of 1 course completed". */
const coursesCompleted = (summary: Pick<DashboardData["summary"], "completed" | "enrolled">) =>
  `${summary.completed} of ${countLabel(summary.enrolled, "course")} completed`;

/** The next step offered where the consultation panels have nothing to show yet. */
function BookConsultationLink() {
  return (
    <ButtonLink to="/consultation" size="sm" variant="outline">
      Book a consultation
    </ButtonLink>
  );
}

/** The four figures under the banner. */
export function DashboardStats({ summary }: { summary: DashboardData["summary"] }) {
  return (
    <section aria-labelledby="stats-title">
      <h2 id="stats-title" className="sr-only">
        Your learning in numbers
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        <StatTile label="Courses Enrolled" value={summary.enrolled} Icon={BookIcon} />
        <StatTile label="Certificates Earned" value={summary.certificates} Icon={AwardIcon} />
        <StatTile
          label="Hours Learned"
          value={summary.hoursLearned.toLocaleString("en-NG")}
          Icon={ClockIcon}
        />
        <StatTile
          label="Progress Rate"
          value={`${summary.progressRate}%`}
          hint={coursesCompleted(summary)}
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
  return (
    <Panel
      id="continue"
      title="Continue Learning"
      action={<PanelLink to="/dashboard/courses">View All Courses</PanelLink>}
    >
      {items.length === 0 ? (
        <EmptyState Icon={BookIcon} action={<BrowseAcademyLink />}>
          {allCompleted
            ? "You have completed every course you enrolled in. Well done! Find your next course in the academy."
            : "You are not taking a course yet. Enrol in one from the academy and it will appear here."}
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
                  {item.course.instructor} · {item.course.duration}
                </p>
                <div className="mt-3 flex items-center gap-3">
                  <ProgressBar value={item.progress} label={`${item.course.title} progress`} />
                  <span className="w-11 shrink-0 text-right text-sm font-semibold text-ink">
                    {item.progress}%
                  </span>
                </div>
              </div>
              <ButtonLink to={contentPath(item.course.id)} size="sm" className="sm:shrink-0">
                Continue
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

const STATUS_LABELS: Record<string, string> = {
  pending: "Pending",
  confirmed: "Confirmed",
  completed: "Completed",
  cancelled: "Cancelled",
};

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
  const entries: ActivityEntry[] = enrolments.map((e) => ({
    key: e.id,
    Icon: BookIcon,
    at: e.enrolledAt,
    text: (
      <>
        Enrolled in <span className="font-semibold">{e.course.title}</span>
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
          Requested a <span className="font-semibold">{consultation.plan}</span> consultation{" "}
          <Badge variant={consultation.status === "confirmed" ? "success" : "neutral"}>
            {STATUS_LABELS[consultation.status] ?? consultation.status}
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
          Your enrolments and consultation requests will appear here.
        </EmptyState>
      }
    />
  );
}

export function UpcomingEvents({ events }: { events: DashboardData["upcoming"] }) {
  return (
    <Panel id="events" title="Upcoming Events">
      {events.length === 0 ? (
        <EmptyState Icon={CalendarIcon} action={<BookConsultationLink />}>
          No consultations coming up.
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
                        {date.toLocaleDateString("en-NG", { month: "short", timeZone: "UTC" })}
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
                  <p className="font-semibold text-ink">{event.plan} consultation</p>
                  <p className="text-ink-muted">
                    {date ? formatDate(date) : "Date to be agreed"}
                    {event.preferredTime ? ` · ${formatTimeSlot(event.preferredTime)}` : ""}
                  </p>
                  <Badge variant={confirmed ? "success" : "warning"} className="mt-1.5">
                    {confirmed ? "Confirmed" : "Pending"}
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
  return (
    <Panel
      id="notifications"
      title="Notifications"
      action={
        <PanelLink to="/dashboard/notifications">
          View all
          <span className="sr-only"> notifications</span>
        </PanelLink>
      }
    >
      {items.length === 0 ? (
        <EmptyState Icon={BellIcon}>You have no notifications yet.</EmptyState>
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
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-semibold text-ink">
                  {n.title}
                  {n.read ? null : <span className="sr-only"> (unread)</span>}
                </p>
                <p className="line-clamp-2 text-ink-muted">{n.message}</p>
                <p className="mt-0.5 text-xs text-ink-muted">
                  <time dateTime={new Date(n.createdAt).toISOString()}>
                    {relativeTimeLabel(n.createdAt, now)}
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
  { to: "/consulting", label: "Book Consultation", Icon: ChatIcon },
  { to: "/academy", label: "Browse Courses", Icon: SearchIcon },
  { to: "/contact", label: "Contact Support", Icon: HeadsetIcon },
  { to: "/dashboard/certificates", label: "Download Certificates", Icon: AwardIcon },
  { to: "/settings", label: "Profile Settings", Icon: SettingsIcon },
  { to: "/dashboard/notifications", label: "Notification Centre", Icon: MailIcon },
] as const;

export function QuickActions() {
  return (
    <Panel id="quick-actions" title="Quick Actions">
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 xl:grid-cols-6">
        {QUICK_ACTIONS.map(({ to, label, Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex h-full min-h-20 flex-col items-start gap-2 rounded-lg border border-border p-3 text-sm font-semibold text-ink transition-colors hover:border-brand-600 hover:bg-brand-50 hover:text-brand-800 focus-visible:focus-ring"
            >
              <Icon className="size-5 text-brand-700" />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
