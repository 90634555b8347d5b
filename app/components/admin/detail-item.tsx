import { cn } from "~/components/ui/cn";

/**
 * One term and its value in a record's details (a payment, a message, a consultation): small
 * caps label over the value, inside a `<dl>`. Each pair sits in one div directly inside the
 * list, as HTML allows.
 */
export function DetailItem({
  label,
  wide = false,
  full = false,
  children,
}: {
  label: string;
  /** Full width on a phone (long values such as an e-mail address), in a two-column list. */
  wide?: boolean;
  /** Full width at every size (a message), in a list of up to three columns. */
  full?: boolean;
  children: React.ReactNode;
}) {
  const span = full ? "col-span-2 lg:col-span-3" : wide ? "col-span-2 sm:col-span-1" : "";
  return (
    <div className={cn("min-w-0", span)}>
      <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{label}</dt>
      <dd className="mt-0.5 break-words text-ink">{children}</dd>
    </div>
  );
}
