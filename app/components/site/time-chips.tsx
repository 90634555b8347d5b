/** One hour to offer: the value posted, and what the requester reads. */
export type TimeChip = {
  value: string;
  label: string;
  /** A second, smaller line (the day, when the choices span several). */
  detail?: string;
};

/**
 * Free hours as large radio "chips": one tap each on a phone, no JavaScript needed (the reschedule
 * page's hours, and the booking form's next free times after a taken hour). The caller gives the
 * fieldset and its legend; this is the grid of choices.
 */
export function TimeChips({
  name,
  options,
  required = false,
  defaultValue,
}: {
  name: string;
  options: readonly TimeChip[];
  required?: boolean;
  defaultValue?: string | null;
}) {
  return (
    <div className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3">
      {options.map((option) => (
        <label
          key={option.value}
          className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-border-strong px-3 py-2 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
        >
          <input
            type="radio"
            name={name}
            value={option.value}
            required={required}
            defaultChecked={defaultValue === option.value}
            className="size-4 shrink-0 accent-brand-700"
          />
          <span className="flex flex-col">
            {option.detail ? <span className="text-sm text-ink-muted">{option.detail}</span> : null}
            <span className="font-semibold text-ink">{option.label}</span>
          </span>
        </label>
      ))}
    </div>
  );
}
