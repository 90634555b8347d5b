import { cn } from "~/components/ui/cn";
import { progressTone, TONE_CLASSES } from "./progress-tone";

/**
 * A labelled progress bar (0-100). `tone="course"` (the default) colours a course's progress by
 * the progress thresholds (80+ green, 50+ yellow, else red); every other figure is `"neutral"`: one
 * brand colour, so a figure that has only just started reads as started, not as failed.
 */
export function ProgressBar({
  value,
  label,
  tone = "course",
  className,
}: {
  value: number;
  /** What the bar measures, for screen readers, e.g. "Cassava Production progress". */
  label: string;
  tone?: "course" | "neutral";
  className?: string;
}) {
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className={cn("h-2 w-full overflow-hidden rounded-full bg-surface-sunken", className)}
    >
      <div
        className={cn(
          "h-full rounded-full",
          tone === "course" ? TONE_CLASSES[progressTone(percent)].bar : "bg-brand-600",
        )}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
