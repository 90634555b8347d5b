import { scoreTone, TONE_CLASSES } from "~/components/layout/progress-tone";
import { cn } from "~/components/ui/cn";
import { type IconProps, TargetIcon } from "~/components/ui/icons";
import { learner } from "~/i18n/messages/learner";
import { useT } from "~/i18n/react";

/**
 * One figure of a statistics strip, as a term and its value: put tiles inside a <dl>. `valueClass`
 * colours the value (e.g. a streak tone); the label always says what it is, so colour is never the
 * only signal.
 */
export function StatTile({
  label,
  value,
  hint,
  Icon,
  valueClass,
  className,
}: {
  label: string;
  value: React.ReactNode;
  hint?: React.ReactNode;
  Icon: (p: IconProps) => React.ReactNode;
  valueClass?: string;
  className?: string;
}) {
  return (
    <div
      className={cn(
        "flex flex-col gap-3 rounded-xl border border-border bg-surface p-4 shadow-xs sm:p-5",
        className,
      )}
    >
      <dt className="flex items-start justify-between gap-2 text-sm font-semibold text-ink-muted">
        {label}
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          <Icon className="size-5" />
        </span>
      </dt>
      <dd className="mt-auto">
        <span className={cn("block text-2xl font-extrabold text-ink sm:text-3xl", valueClass)}>
          {value}
        </span>
        {hint ? <span className="mt-0.5 block text-xs text-ink-muted">{hint}</span> : null}
      </dd>
    </div>
  );
}

/** The value of a figure that needs scores when no course has one yet: smaller, as it is words. */
export function UnscoredValue() {
  const t = useT(learner);
  return <span className="block text-lg sm:text-xl">{t.unscored.value}</span>;
}

/** The learner's average course score, coloured by its tone, or why there is none yet. */
export function AverageScoreTile({ score }: { score: number | null }) {
  const t = useT(learner);
  return (
    <StatTile
      label={t.averageScore}
      value={score === null ? <UnscoredValue /> : `${score}%`}
      hint={score === null ? t.unscored.averageScore : t.acrossScored}
      valueClass={score === null ? undefined : TONE_CLASSES[scoreTone(score)].text}
      Icon={TargetIcon}
    />
  );
}
