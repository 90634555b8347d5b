import { useLocation } from "react-router";
import { useDetailsDismiss } from "~/components/site/use-details-dismiss";
import { cn } from "~/components/ui/cn";
import {
  AwardIcon,
  BarChartIcon,
  BellIcon,
  BookIcon,
  ChevronDownIcon,
  DashboardIcon,
  type IconProps,
  SettingsIcon,
} from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { splitLocalePath } from "~/i18n/locales";
import { learner } from "~/i18n/messages/learner";
import { useT } from "~/i18n/react";

type NavKey = "overview" | "myCourses" | "progress" | "certificates" | "notifications" | "settings";

type NavItem = {
  to: string;
  label: NavKey;
  Icon: (p: IconProps) => React.ReactNode;
  /** Whether this item is the current section for `pathname`. */
  matches: (pathname: string) => boolean;
};

const under = (prefix: string) => (pathname: string) =>
  pathname === prefix || pathname.startsWith(`${prefix}/`);

/** The learner sidebar lists these six, in this order. */
export const LEARNER_NAV: readonly NavItem[] = [
  {
    to: "/dashboard",
    label: "overview",
    Icon: DashboardIcon,
    matches: (p) => p === "/dashboard" || p === "/dashboard/",
  },
  {
    to: "/dashboard/my-courses",
    label: "myCourses",
    Icon: BookIcon,
    // A course's lessons, and the lessons kept for offline, belong to My Courses.
    matches: (p) =>
      under("/dashboard/my-courses")(p) ||
      under("/dashboard/courses")(p) ||
      under("/dashboard/downloads")(p) ||
      under("/dashboard/offline")(p),
  },
  {
    to: "/dashboard/progress",
    label: "progress",
    Icon: BarChartIcon,
    matches: under("/dashboard/progress"),
  },
  {
    to: "/dashboard/certificates",
    label: "certificates",
    Icon: AwardIcon,
    matches: under("/dashboard/certificates"),
  },
  {
    to: "/dashboard/notifications",
    label: "notifications",
    Icon: BellIcon,
    matches: under("/dashboard/notifications"),
  },
  { to: "/settings", label: "settings", Icon: SettingsIcon, matches: under("/settings") },
];

function UnreadBadge({ count }: { count: number }) {
  const t = useT(learner);
  if (count <= 0) return null;
  return (
    <span className="ml-auto inline-flex min-w-6 items-center justify-center rounded-full bg-brand-700 px-1.5 text-xs leading-5 font-bold text-white">
      {count > 99 ? "99+" : count}
      <span className="sr-only"> {t.nav.unread}</span>
    </span>
  );
}

function NavList({ pathname, unread }: { pathname: string; unread: number }) {
  const t = useT(learner);
  return (
    <ul className="grid gap-1">
      {LEARNER_NAV.map(({ to, label, Icon, matches }) => {
        const active = matches(pathname);
        return (
          <li key={to}>
            <Link
              to={to}
              prefetch="intent"
              aria-current={active ? "page" : undefined}
              className={cn(
                "flex min-h-11 items-center gap-3 rounded-md border-l-4 px-3 text-sm font-semibold transition-colors focus-visible:focus-ring",
                active
                  ? "border-brand-700 bg-brand-50 text-brand-800"
                  : "border-transparent text-ink hover:bg-surface-sunken",
              )}
            >
              <Icon
                className={cn("size-5 shrink-0", active ? "text-brand-700" : "text-ink-muted")}
              />
              {t.nav[label]}
              {to === "/dashboard/notifications" ? <UnreadBadge count={unread} /> : null}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The learner area's navigation: a sidebar from the lg breakpoint, and below it a drawer that is a
 * native <details>, so it opens without JavaScript; once JavaScript runs it closes after navigating,
 * on Escape and on a tap outside.
 */
export function LearnerNav({ unread }: { unread: number }) {
  // The items' addresses are the English ones; a page in another language has its prefix.
  const pathname = splitLocalePath(useLocation().pathname).path;
  const ref = useDetailsDismiss();
  const current = LEARNER_NAV.find((item) => item.matches(pathname));
  const t = useT(learner);
  return (
    <>
      {/* The unread count is the Notifications link's own, drawn beside the menu: inside the
          summary it read as a count of the current page ("Certificates 4"). */}
      <div className="flex items-start gap-2 lg:hidden">
        <details
          ref={ref}
          className="group min-w-0 flex-1 rounded-xl border border-border bg-surface"
        >
          <summary className="flex min-h-12 items-center gap-3 rounded-xl px-4 font-semibold text-ink focus-visible:focus-ring">
            {current ? <current.Icon className="size-5 shrink-0 text-brand-700" /> : null}
            <span className="min-w-0 flex-1 truncate">
              <span className="sr-only">{t.nav.menuCurrent} </span>
              {current ? t.nav[current.label] : t.nav.learningArea}
            </span>
            <ChevronDownIcon className="size-5 text-ink-muted transition-transform group-open:rotate-180" />
          </summary>
          <nav aria-label={t.nav.learningArea} className="border-t border-border p-2">
            <NavList pathname={pathname} unread={unread} />
          </nav>
        </details>
        {unread > 0 ? (
          <Link
            to="/dashboard/notifications"
            prefetch="intent"
            className="inline-flex min-h-12 shrink-0 items-center gap-1.5 rounded-xl border border-border bg-surface px-3 font-semibold text-ink hover:bg-surface-sunken focus-visible:focus-ring"
          >
            <BellIcon className="size-5 text-brand-700" />
            <span className="inline-flex min-w-6 items-center justify-center rounded-full bg-brand-700 px-1.5 text-xs leading-5 font-bold text-white">
              {unread > 99 ? "99+" : unread}
            </span>
            <span className="sr-only"> {t.nav.unreadNotifications}</span>
          </Link>
        ) : null}
      </div>

      <nav
        aria-label={t.nav.learningArea}
        className="sticky top-[calc(var(--spacing-header)+1.5rem)] hidden rounded-xl border border-border bg-surface p-3 shadow-xs lg:block"
      >
        <p className="px-3 pt-1 pb-2 text-xs font-bold tracking-wider text-ink-muted uppercase">
          {t.nav.myLearning}
        </p>
        <NavList pathname={pathname} unread={unread} />
      </nav>
    </>
  );
}
