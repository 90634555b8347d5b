import { cn } from "./cn";

const STAR = "M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9Z";

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
  const filled = Math.min(max, Math.max(0, Math.round(rating)));
  return (
    <p className={cn("flex items-center gap-0.5", className)}>
      <span className="sr-only">{`Rated ${filled} out of ${max}`}</span>
      {Array.from({ length: max }, (_, i) => (
        <svg
          // biome-ignore lint/suspicious/noArrayIndexKey: the stars are positions, never reordered.
          key={i}
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
          className={cn("size-5", i < filled ? "text-accent-500" : "text-border-strong")}
        >
          <path d={STAR} fill="currentColor" />
        </svg>
      ))}
    </p>
  );
}
