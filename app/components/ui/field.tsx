import { useState } from "react";
import { passwordToggleView } from "~/enhance/behaviours";
import { ui } from "~/i18n/messages/ui";
import { useT } from "~/i18n/react";
import { cn } from "./cn";
import { EyeIcon, EyeOffIcon } from "./icons";
import { useHydrated } from "./use-hydrated";
import { useValidationText } from "./validation-text";

type FieldError = string | string[] | undefined | null;

type LabelledProps = {
  label: string;
  name: string;
  error?: FieldError;
  hint?: React.ReactNode;
};

export type FieldProps = LabelledProps & Omit<React.ComponentProps<"input">, "name">;
export type TextareaFieldProps = LabelledProps & Omit<React.ComponentProps<"textarea">, "name">;
export type SelectFieldProps = LabelledProps &
  Omit<React.ComponentProps<"select">, "name"> & {
    options: ReadonlyArray<{ value: string; label: string }>;
    /** An empty first option (value "") prompting a choice. */
    placeholder?: string;
  };
export type CheckboxFieldProps = Omit<React.ComponentProps<"input">, "name" | "type"> & {
  label: React.ReactNode;
  name: string;
  error?: FieldError;
};

export const controlClasses =
  "block w-full rounded-md border border-border-strong bg-surface px-3 text-base text-ink " +
  "shadow-xs placeholder:text-ink-subtle transition-colors " +
  "hover:border-ink-subtle focus-visible:border-brand-600 focus-visible:focus-ring " +
  "disabled:cursor-not-allowed disabled:bg-surface-sunken disabled:text-ink-muted " +
  "aria-invalid:border-danger aria-invalid:hover:border-danger";

function errorList(error: FieldError): string[] {
  if (!error) return [];
  return (Array.isArray(error) ? error : [error]).filter((e) => e.length > 0);
}

/** The props every field takes besides its control's own. */
type SharedFieldProps = {
  label: React.ReactNode;
  name: string;
  error?: FieldError;
  hint?: React.ReactNode;
  id?: string;
  className?: string;
  "aria-describedby"?: string;
  "aria-invalid"?: React.AriaAttributes["aria-invalid"];
};

/**
 * Splits a field's props: the frame's (label, hint, errors), the control's (id, name and aria
 * attributes linking the hint and errors to it) and the rest, which go to the control as given.
 */
function splitFieldProps<P extends SharedFieldProps>({
  label,
  name,
  error,
  hint,
  id: idProp,
  className,
  "aria-describedby": describedBy,
  "aria-invalid": ariaInvalid,
  ...rest
}: P) {
  const id = idProp ?? name;
  const errors = errorList(error);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = errors.length > 0 ? `${id}-error` : undefined;
  const ids = [...new Set([describedBy, hintId, errorId].filter(Boolean))].join(" ");
  return {
    shell: { id, label, hint, hintId, errorId, errors, className },
    control: {
      id,
      name,
      "aria-invalid": errors.length > 0 || ariaInvalid ? true : undefined,
      "aria-describedby": ids || undefined,
    },
    rest,
  };
}

function FieldLabel({ htmlFor, children }: { htmlFor: string; children: React.ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-semibold text-ink">
      {children}
    </label>
  );
}

function FieldHint({ id, children }: { id?: string; children: React.ReactNode }) {
  if (!children || !id) return null;
  return (
    <p id={id} className="text-sm text-ink-muted">
      {children}
    </p>
  );
}

export function FieldErrors({ id, errors }: { id?: string; errors: string[] }) {
  const say = useValidationText();
  if (!id || errors.length === 0) return null;
  return (
    <div id={id} className="space-y-0.5 text-sm font-medium text-danger">
      {errors.map((message) => (
        <p key={message} className="flex items-start gap-1.5">
          <svg viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0" aria-hidden="true">
            <path
              fill="currentColor"
              d="M10 1.5a8.5 8.5 0 1 1 0 17 8.5 8.5 0 0 1 0-17Zm0 11.25a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2ZM10 5a1 1 0 0 0-1 1v5a1 1 0 1 0 2 0V6a1 1 0 0 0-1-1Z"
            />
          </svg>
          <span>{say(message)}</span>
        </p>
      ))}
    </div>
  );
}

/** Label above, hint and error messages below: the frame every field shares. */
function FieldShell({
  id,
  label,
  hint,
  hintId,
  errorId,
  errors,
  className,
  children,
}: {
  id: string;
  label: React.ReactNode;
  hint?: React.ReactNode;
  hintId?: string;
  errorId?: string;
  errors: string[];
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={cn("space-y-1.5", className)}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      {children}
      <FieldHint id={hintId}>{hint}</FieldHint>
      <FieldErrors id={errorId} errors={errors} />
    </div>
  );
}

export function Field({ type = "text", ...props }: FieldProps) {
  const { shell, control, rest } = splitFieldProps(props);
  return (
    <FieldShell {...shell}>
      <input {...control} type={type} className={cn(controlClasses, "h-11")} {...rest} />
    </FieldShell>
  );
}

/**
 * A password input. Once JavaScript has loaded it gains a Show/Hide toggle; before that (or
 * without JavaScript) it is a plain password input, never a button that does nothing.
 */
export function PasswordField({
  autoComplete = "current-password",
  // The toggle owns the type; a caller's type="password" (e.g. from conform) must not pin it.
  type: _type,
  ...props
}: FieldProps) {
  const hydrated = useHydrated();
  const [shown, setShown] = useState(false);
  const view = passwordToggleView(hydrated && shown);
  const t = useT(ui).password;
  const { shell, control, rest } = splitFieldProps(props);
  return (
    <FieldShell {...shell}>
      <div className="relative">
        <input
          {...control}
          type={view.type}
          autoComplete={autoComplete}
          autoCapitalize="none"
          spellCheck={false}
          className={cn(controlClasses, "h-11 pr-12")}
          {...rest}
        />
        {/* Hidden until a script can work it: React here, the enhancement script on public pages. */}
        <button
          type="button"
          hidden={!hydrated}
          data-password-toggle=""
          aria-controls={control.id}
          aria-pressed={shown}
          aria-label={view.icon === "hide" ? t.hide : t.show}
          // The words for the enhancement script, which switches the label on public pages.
          data-label-show={t.show}
          data-label-hide={t.hide}
          onClick={() => setShown((v) => !v)}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-md text-ink-muted hover:text-ink focus-visible:focus-ring"
        >
          <span data-icon="show" hidden={view.icon !== "show"}>
            <EyeIcon className="size-5" />
          </span>
          <span data-icon="hide" hidden={view.icon !== "hide"}>
            <EyeOffIcon className="size-5" />
          </span>
        </button>
      </div>
    </FieldShell>
  );
}

export function TextareaField({ rows = 5, ...props }: TextareaFieldProps) {
  const { shell, control, rest } = splitFieldProps(props);
  return (
    <FieldShell {...shell}>
      <textarea
        {...control}
        rows={rows}
        className={cn(controlClasses, "min-h-24 py-2.5")}
        {...rest}
      />
    </FieldShell>
  );
}

export function SelectField({ options, placeholder, ...props }: SelectFieldProps) {
  const { shell, control, rest } = splitFieldProps(props);
  return (
    <FieldShell {...shell}>
      <div className="relative">
        <select {...control} className={cn(controlClasses, "h-11 appearance-none pr-10")} {...rest}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <svg
          viewBox="0 0 20 20"
          className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-ink-muted"
          aria-hidden="true"
        >
          <path
            fill="currentColor"
            d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z"
          />
        </svg>
      </div>
    </FieldShell>
  );
}

export function CheckboxField(props: CheckboxFieldProps) {
  const { shell, control, rest } = splitFieldProps(props);
  return (
    <div className={cn("space-y-1.5", shell.className)}>
      <div className="flex items-start gap-3">
        <input
          {...control}
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 cursor-pointer rounded border-border-strong accent-brand-700 focus-visible:focus-ring aria-invalid:outline-2 aria-invalid:outline-danger"
          {...rest}
        />
        {/* A sibling label (not a wrapper) so links inside it open without toggling the box. */}
        <label
          htmlFor={control.id}
          className="text-sm text-ink [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline"
        >
          {shell.label}
        </label>
      </div>
      <FieldErrors id={shell.errorId} errors={shell.errors} />
    </div>
  );
}
