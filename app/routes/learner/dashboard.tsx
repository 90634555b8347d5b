import { Link } from "react-router";
import {
  BarChartIcon,
  BellIcon,
  HeadsetIcon,
  SettingsIcon,
  TrendingUpIcon,
} from "~/components/learner/learner-icons";
import { LoadError } from "~/components/learner/load-error";
import { EmptyState, Panel, panelLinkClasses } from "~/components/learner/panel";
import { ProgressBar } from "~/components/learner/progress-bar";
import { StatTile } from "~/components/learner/stat-tile";
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import {
  ArrowRightIcon,
  AwardIcon,
  BookIcon,
  CalendarIcon,
  ChatIcon,
  ClockIcon,
  type IconProps,
  MailIcon,
  SearchIcon,
} from "~/components/ui/icons";
import { requireUser } from "~/domain/auth/session.server";
import { type Dashboard as DashboardData, getDashboard } from "~/domain/learning/dashboard.server";
import { formatDate, formatTimeSlot } from "~/lib/format";
import { pageTitle } from "~/lib/meta";
import { relativeTimeLabel } from "~/lib/relative-time";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/dashboard";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const { db } = context.get(servicesContext);
  const now = new Date();
  const dashboard = await getDashboard(db, user.id, now);
  return {
    name: user.name,
    // PRODUCT.md: the learner UI labels every non-admin "Student".
    roleLabel: user.isAdmin ? "Admin" : "Student",
    now: now.toISOString(),
    ...dashboard,
  };
}

const contentPath = (courseId: string) => `/dashboard/courses/${courseId}/content`;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** The spec's Progress Rate said as what it counts, whole courses: "0 of 1 course completed". */
const coursesCompleted = (summary: Pick<DashboardData["summary"], "completed" | "enrolled">) =>
  `${summary.completed} of ${summary.enrolled} ${summary.enrolled === 1 ? "course" : "courses"} completed`;

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { summary, now } = loaderData;
  return (
    <div className="space-y-6">
      <WelcomeBanner name={loaderData.name} roleLabel={loaderData.roleLabel} summary={summary} />

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

      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="space-y-6">
          <ContinueLearning
            items={loaderData.continueLearning}
            allCompleted={loaderData.allCompleted}
          />
          <RecentActivity
            enrolments={loaderData.recentEnrolments}
            consultation={loaderData.latestConsultation}
            now={now}
          />
        </div>
        <div className="space-y-6">
          <UpcomingEvents events={loaderData.upcoming} />
          <Notifications items={loaderData.notifications} now={now} />
        </div>
      </div>

      <QuickActions />
    </div>
  );
}

function WelcomeBanner({
  name,
  roleLabel,
  summary,
}: {
  name: string;
  roleLabel: string;
  summary: DashboardData["summary"];
}) {
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
              Level: {summary.level}
            </li>
          </ul>
          <h1
            id="welcome-title"
            className="mt-3 text-2xl font-bold tracking-tight break-words sm:text-3xl"
          >
            Welcome back, {name}!
          </h1>
          <p className="mt-2 max-w-xl text-brand-50">
            {summary.enrolled === 0
              ? "Enrol in your first course to start learning and tracking your progress."
              : "Pick up where you left off: every lesson brings you closer to your certificate."}
          </p>
          {summary.enrolled === 0 ? (
            <ButtonLink to="/academy" variant="secondary" className="mt-4">
              Browse Courses
              <ArrowRightIcon className="size-5" />
            </ButtonLink>
          ) : null}
        </div>
        {/* The banner's progress is lesson by lesson, so a first lesson shows at once; the spec's
            Progress Rate (whole courses) is the tile below, labelled with what it counts. */}
        <div className="rounded-xl bg-brand-800/60 p-4 ring-1 ring-white/15 ring-inset md:w-60">
          <p className="text-4xl font-extrabold">{summary.lessons.percent}%</p>
          <p className="text-sm font-semibold text-brand-50">Progress</p>
          {/* Amber on the green banner: the red/yellow/green course tones would read as an alarm here. */}
          <div
            role="progressbar"
            aria-label="Progress: lessons completed"
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
              ? "No lessons yet"
              : `${summary.lessons.completed} of ${plural(summary.lessons.total, "lesson")} completed`}
          </p>
        </div>
      </div>
    </section>
  );
}

function ContinueLearning({
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
      action={
        <Link to="/dashboard/courses" className={panelLinkClasses}>
          View All Courses
          <ArrowRightIcon className="size-4" />
        </Link>
      }
    >
      {items.length === 0 ? (
        <EmptyState
          Icon={BookIcon}
          action={
            <ButtonLink to="/academy" size="sm">
              Browse the academy
            </ButtonLink>
          }
        >
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

function ActivityRow({
  Icon,
  children,
  at,
  now,
}: {
  Icon: (p: IconProps) => React.ReactNode;
  children: React.ReactNode;
  at: Date | string;
  now: string;
}) {
  return (
    <li className="flex gap-3 py-3 first:pt-0 last:pb-0">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon className="size-5" />
      </span>
      <div className="min-w-0 flex-1 text-sm">
        <div className="text-ink">{children}</div>
        <p className="mt-0.5 text-ink-muted">
          <time dateTime={new Date(at).toISOString()}>{relativeTimeLabel(at, now)}</time>
        </p>
      </div>
    </li>
  );
}

const STATUS_LABELS: Record<string, string> = {
  pending: "Pending",
  confirmed: "Confirmed",
  completed: "Completed",
  cancelled: "Cancelled",
};

function RecentActivity({
  enrolments,
  consultation,
  now,
}: {
  enrolments: DashboardData["recentEnrolments"];
  consultation: DashboardData["latestConsultation"];
  now: string;
}) {
  const empty = enrolments.length === 0 && !consultation;
  return (
    <Panel id="activity" title="Recent Activity">
      {empty ? (
        <EmptyState
          Icon={BarChartIcon}
          action={
            <ButtonLink to="/consultation" size="sm" variant="outline">
              Book a consultation
            </ButtonLink>
          }
        >
          Your enrolments and consultation requests will appear here.
        </EmptyState>
      ) : (
        <ul className="divide-y divide-border">
          {enrolments.map((e) => (
            <ActivityRow key={e.id} Icon={BookIcon} at={e.enrolledAt} now={now}>
              Enrolled in <span className="font-semibold">{e.course.title}</span>
            </ActivityRow>
          ))}
          {consultation ? (
            <ActivityRow Icon={ChatIcon} at={consultation.createdAt} now={now}>
              Requested a <span className="font-semibold">{consultation.plan}</span> consultation{" "}
              <Badge variant={consultation.status === "confirmed" ? "success" : "neutral"}>
                {STATUS_LABELS[consultation.status] ?? consultation.status}
              </Badge>
            </ActivityRow>
          ) : null}
        </ul>
      )}
    </Panel>
  );
}

function UpcomingEvents({ events }: { events: DashboardData["upcoming"] }) {
  return (
    <Panel id="events" title="Upcoming Events">
      {events.length === 0 ? (
        <EmptyState
          Icon={CalendarIcon}
          action={
            <ButtonLink to="/consultation" size="sm" variant="outline">
              Book a consultation
            </ButtonLink>
          }
        >
          No consultations coming up.
        </EmptyState>
      ) : (
        <ul className="grid gap-3">
          {events.map((event) => {
            // Spec 001 §2: confirmed is styled as confirmed, everything else as pending.
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

function Notifications({ items, now }: { items: DashboardData["notifications"]; now: string }) {
  return (
    <Panel
      id="notifications"
      title="Notifications"
      action={
        <Link to="/dashboard/notifications" className={panelLinkClasses}>
          View all
          <span className="sr-only"> notifications</span>
          <ArrowRightIcon className="size-4" />
        </Link>
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

function QuickActions() {
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

export function ErrorBoundary() {
  return <LoadError title="Dashboard" message="Could not load dashboard data." />;
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "Dashboard") }, { name: "robots", content: "noindex" }];
}
