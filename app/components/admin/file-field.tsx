import { FieldErrors } from "~/components/ui/field";

const fileInputClasses =
  "block w-full text-sm text-ink-muted file:mr-3 file:h-11 file:cursor-pointer file:rounded-md file:border file:border-border-strong file:bg-surface file:px-4 file:font-semibold file:text-ink hover:file:border-brand-600 hover:file:bg-brand-50 focus-visible:focus-ring aria-invalid:text-danger";

/** A labelled file input with hint and errors, like the other fields. */
export function FileField({
  id,
  name,
  label,
  hint,
  accept,
  errors,
}: {
  id: string;
  name: string;
  label: string;
  hint: string;
  accept: string;
  errors?: string[];
}) {
  const errorId = errors && errors.length > 0 ? `${id}-error` : undefined;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="file"
        accept={accept}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={[`${id}-hint`, errorId].filter(Boolean).join(" ")}
        className={fileInputClasses}
      />
      <p id={`${id}-hint`} className="text-sm text-ink-muted">
        {hint}
      </p>
      <FieldErrors id={errorId} errors={errors ?? []} />
    </div>
  );
}
