import { Button } from "~/components/ui/button";
import { controlClasses } from "~/components/ui/field";
import { SearchIcon } from "~/components/ui/icons";
import { Form } from "~/components/ui/link";
import { contentPages } from "~/i18n/messages/content-pages";
import { useOptionalT } from "~/i18n/react";

/**
 * A GET search form: the query lands in the URL (?q=), so results can be shared and the form
 * works before JavaScript loads. `keep` carries the other filters along.
 */
export function SearchBox({
  action,
  label,
  placeholder,
  defaultValue,
  keep = {},
  submitLabel,
}: {
  action: string;
  label: string;
  placeholder: string;
  defaultValue: string;
  keep?: Record<string, string | undefined>;
  /** The button's words (default: "Search" in the page's language, when it sent content-pages). */
  submitLabel?: string;
}) {
  const fallback = useOptionalT(contentPages)?.list.search ?? "Search";
  return (
    <Form method="get" action={action} role="search" preventScrollReset className="w-full">
      <label htmlFor="search-q" className="sr-only">
        {label}
      </label>
      <div className="flex gap-2">
        <div className="relative flex-1">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-ink-subtle" />
          <input
            id="search-q"
            key={defaultValue}
            type="search"
            name="q"
            defaultValue={defaultValue}
            placeholder={placeholder}
            maxLength={100}
            autoComplete="off"
            enterKeyHint="search"
            className={`${controlClasses} h-11 pl-10`}
          />
        </div>
        {Object.entries(keep).map(([name, value]) =>
          value ? <input key={name} type="hidden" name={name} value={value} /> : null,
        )}
        <Button type="submit">{submitLabel ?? fallback}</Button>
      </div>
    </Form>
  );
}
