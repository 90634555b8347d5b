import { ButtonLink } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { ArrowRightIcon } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { learner } from "~/i18n/messages/learner";
import { useT } from "~/i18n/react";

/**
 * A titled block of a learner page (Continue Learning, Notifications…): a card whose h2 names the
 * section for assistive technology, with an optional link or action beside the title.
 */
export function Panel({
  id,
  title,
  action,
  children,
  className,
}: {
  /** Used for the heading's id (`${id}-title`), which labels the section. */
  id: string;
  title: string;
  action?: React.ReactNode;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={cn("rounded-xl border border-border bg-surface p-5 shadow-xs sm:p-6", className)}
    >
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <h2 id={`${id}-title`} className="text-lg font-bold text-ink sm:text-xl">
          {title}
        </h2>
        {action}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** A small text link with an arrow, for "View all" beside a panel title. */
export function PanelLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-1 rounded-md text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline focus-visible:focus-ring"
    >
      {children}
      <ArrowRightIcon className="size-4" />
    </Link>
  );
}

/** The next step of an empty course list: find a course in the academy. */
export function BrowseAcademyLink() {
  const t = useT(learner);
  return (
    <ButtonLink to="/academy" size="sm">
      {t.browseAcademy}
    </ButtonLink>
  );
}

/** What a panel shows when it has nothing yet: a sentence and a real next step. */
export function EmptyState({
  Icon,
  children,
  action,
}: {
  Icon?: (p: React.ComponentProps<"svg">) => React.ReactNode;
  children: React.ReactNode;
  action?: React.ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-border-strong bg-surface-muted px-4 py-6 text-center">
      {Icon ? <Icon className="size-8 text-ink-subtle" /> : null}
      <div className="text-sm text-ink-muted">{children}</div>
      {action}
    </div>
  );
}
