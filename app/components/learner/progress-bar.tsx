import { cn } from "~/components/ui/cn";
import { progressTone, TONE_CLASSES } from "./progress-tone";

/** A labelled progress bar (0-100) coloured by the spec's thresholds. */
export function ProgressBar({
  value,
  label,
  className,
}: {
  value: number;
  /** What the bar measures, for screen readers, e.g. "Cassava Production progress". */
  label: string;
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
        className={cn("h-full rounded-full", TONE_CLASSES[progressTone(percent)].bar)}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
