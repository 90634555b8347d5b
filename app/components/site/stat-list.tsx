import { cn } from "~/components/ui/cn";
import { STAT_PLACEHOLDER, type StatItem } from "~/domain/site/stats";
import { siteSections } from "~/i18n/messages/site-sections";
import { useT } from "~/i18n/react";

/**
 * The four site statistics as a description list (label, then value for screen readers; value
 * first on screen). A value not known yet shows the '...' placeholder.
 */
export function StatList({
  items,
  tone = "dark",
  className,
}: {
  items: readonly StatItem[];
  /** "dark": light text for a brand-coloured band; "light": ink on a light surface. */
  tone?: "dark" | "light";
  className?: string;
}) {
  const t = useT(siteSections).stats;
  return (
    <dl className={cn("grid grid-cols-2 gap-x-4 gap-y-8 lg:grid-cols-4", className)}>
      {items.map((item) => (
        <div key={item.key} className="flex flex-col-reverse items-center text-center">
          <dt
            className={cn(
              "mt-1 text-sm font-semibold sm:text-base",
              tone === "dark" ? "text-brand-100" : "text-ink-muted",
            )}
          >
            {t[item.key]}
          </dt>
          <dd
            className={cn(
              "text-4xl font-extrabold tracking-tight tabular-nums sm:text-5xl",
              tone === "dark" ? "text-white" : "text-brand-800",
            )}
            data-stat={item.key}
          >
            {item.value ?? (
              <>
                <span aria-hidden="true">{STAT_PLACEHOLDER}</span>
                <span className="sr-only">{t.notAvailable}</span>
              </>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
