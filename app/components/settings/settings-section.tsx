import { cn } from "~/components/ui/cn";

/**
 * One block of the settings page: a card whose h2 names the section for assistive technology,
 * with an icon, a line of explanation and the form or facts below.
 */
export function SettingsSection({
  id,
  title,
  description,
  Icon,
  tone = "default",
  children,
  className,
}: {
  /** Used for the heading's id (`${id}-title`), which labels the section. */
  id: string;
  title: string;
  description?: React.ReactNode;
  Icon?: (p: React.ComponentProps<"svg">) => React.ReactNode;
  /** "danger" for the irreversible section (account deletion). */
  tone?: "default" | "danger";
  children: React.ReactNode;
  className?: string;
}) {
  const danger = tone === "danger";
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={cn(
        "rounded-xl border bg-surface p-5 shadow-xs sm:p-6",
        danger ? "border-danger-border" : "border-border",
        className,
      )}
    >
      <div className="flex items-start gap-3">
        {Icon ? (
          <span
            className={cn(
              "flex size-10 shrink-0 items-center justify-center rounded-lg",
              danger ? "bg-danger-bg text-danger-strong" : "bg-brand-50 text-brand-700",
            )}
          >
            <Icon className="size-5" />
          </span>
        ) : null}
        <div className="min-w-0">
          <h2 id={`${id}-title`} className="text-lg font-bold text-ink sm:text-xl">
            {title}
          </h2>
          {description ? <p className="mt-1 text-sm text-ink-muted">{description}</p> : null}
        </div>
      </div>
      <div className="mt-5">{children}</div>
    </section>
  );
}
