import { cn } from "~/components/ui/cn";
import { controlClasses } from "~/components/ui/field";
import { SearchIcon } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { ui } from "~/i18n/messages/ui";
import { useT } from "~/i18n/react";

/**
 * The labelled `q` box of a GET search-and-filter form, with the magnifier inside it. The form
 * around it owns the other filters and the Search button.
 */
export function SearchInput({
  id,
  label,
  defaultValue,
  maxLength,
  placeholder,
  className,
}: {
  id: string;
  label: string;
  defaultValue: string;
  maxLength: number;
  placeholder?: string;
  className?: string;
}) {
  return (
    <div className={cn("space-y-1.5", className)}>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      <div className="relative">
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-ink-subtle" />
        <input
          id={id}
          type="search"
          name="q"
          defaultValue={defaultValue}
          maxLength={maxLength}
          placeholder={placeholder}
          autoComplete="off"
          enterKeyHint="search"
          className={cn(controlClasses, "h-11 pl-10")}
        />
      </div>
    </div>
  );
}

/** "Clear": back to the unfiltered list, shown beside Search while a filter is in force. */
export function ClearFiltersLink({
  to,
  preventScrollReset,
}: {
  to: string;
  preventScrollReset?: boolean;
}) {
  const t = useT(ui);
  return (
    <Link
      to={to}
      preventScrollReset={preventScrollReset}
      className="inline-flex h-11 items-center rounded-md px-3 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:focus-ring"
    >
      {t.search.clear}
    </Link>
  );
}
