import { cn } from "~/components/ui/cn";

/** The AFA mark: a sprout rising from a furrowed field under a harvest sun. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 40 40"
      className={cn("size-9 shrink-0", className)}
      aria-hidden="true"
      focusable="false"
    >
      <rect width="40" height="40" rx="10" fill="#1e5b2a" />
      <circle cx="29" cy="11.5" r="4.5" fill="#f2a626" />
      <path
        d="M6.5 31.5c4.3-2 8.8-3 13.5-3s9.2 1 13.5 3"
        fill="none"
        stroke="#f2a626"
        strokeWidth="2.4"
        strokeLinecap="round"
      />
      <path d="M20 28.2V17.5" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" />
      <path d="M19.6 21.2c0-5-3.4-8.3-9.3-8.3 0 5.1 3.6 8.3 9.3 8.3Z" fill="#fff" />
      <path d="M20.4 23.6c0-4.4 3.1-7.4 8.3-7.4 0 4.6-3.2 7.4-8.3 7.4Z" fill="#b8dbc0" />
    </svg>
  );
}

/**
 * Mark plus the configured site name; the first word ("AFA") is set heavier than the rest.
 * `tone="light"` is for dark backgrounds (footer).
 */
export function Logo({
  siteName,
  tone = "dark",
  compact = false,
  className,
}: {
  siteName: string;
  tone?: "dark" | "light";
  /** Below 400 px, the first word only (a signed-in header's account menu needs the room). */
  compact?: boolean;
  className?: string;
}) {
  const [first, ...rest] = siteName.trim().split(/\s+/);
  return (
    <span className={cn("inline-flex items-center gap-2.5", className)}>
      <LogoMark className={tone === "light" ? "ring-1 ring-white/20 rounded-[10px]" : undefined} />
      {/* A name, the same in every language: translators and translation tools leave it. */}
      <span translate="no" className="text-lg leading-none font-semibold tracking-tight">
        <span className={cn("font-extrabold", tone === "light" ? "text-white" : "text-brand-800")}>
          {first}
        </span>
        {rest.length > 0 ? (
          <span
            className={cn(
              tone === "light" ? "text-brand-100" : "text-ink-muted",
              compact && "max-[399px]:hidden",
            )}
          >
            {" "}
            {rest.join(" ")}
          </span>
        ) : null}
      </span>
    </span>
  );
}
