import { ui } from "~/i18n/messages/ui";
import { useT } from "~/i18n/react";
import { cn } from "./cn";
import { StarIcon } from "./icons";

/**
 * Five stars, `rating` of them filled; read out as "Rated 4 out of 5". Values outside 1–5 are
 * clamped and rounded to whole stars.
 */
export function StarRating({
  rating,
  max = 5,
  className,
}: {
  rating: number;
  max?: number;
  className?: string;
}) {
  const t = useT(ui);
  const filled = Math.min(max, Math.max(0, Math.round(rating)));
  return (
    <p className={cn("flex items-center gap-0.5", className)}>
      <span className="sr-only">{t.rating({ filled, max })}</span>
      {Array.from({ length: max }, (_, i) => (
        <StarIcon
          // biome-ignore lint/suspicious/noArrayIndexKey: the stars are positions, never reordered.
          key={i}
          className={cn("size-5", i < filled ? "text-accent-500" : "text-border-strong")}
        />
      ))}
    </p>
  );
}
