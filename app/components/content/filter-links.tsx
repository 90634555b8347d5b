import { cn } from "~/components/ui/cn";
import { Link } from "~/components/ui/link";

/**
 * A filter as a row of links (the URL holds the choice, so it works without JavaScript and can be
 * shared). The active one carries aria-current.
 */
export function FilterLinks({
  label,
  options,
}: {
  label: string;
  options: ReadonlyArray<{ href: string; label: string; active: boolean }>;
}) {
  return (
    <nav aria-label={label}>
      <ul className="-mx-1 flex flex-wrap gap-2 px-1">
        {options.map((option) => (
          <li key={option.href}>
            <Link
              to={option.href}
              preventScrollReset
              aria-current={option.active ? "page" : undefined}
              className={cn(
                "inline-flex h-10 items-center rounded-full border px-4 text-sm font-semibold transition-colors focus-visible:focus-ring",
                option.active
                  ? "border-brand-700 bg-brand-700 text-white"
                  : "border-border-strong bg-surface text-ink hover:border-brand-600 hover:bg-brand-50 hover:text-brand-800",
              )}
            >
              {option.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
