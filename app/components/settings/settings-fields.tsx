import { type FieldMetadata, getInputProps } from "@conform-to/react";
import { Field, PasswordField } from "~/components/ui/field";
import { settings } from "~/i18n/messages/settings";
import { useT } from "~/i18n/react";

// The two kinds of field several settings forms share, bound to their conform field.

type TextFieldMetadata = FieldMetadata<string | undefined, Record<string, unknown>, string[]>;

/**
 * A password box: the current password (what most forms here ask for, to prove it is you), or a
 * new one, which password managers offer to generate and save.
 */
export function SettingsPasswordField({
  field,
  label,
  autoComplete = "current-password",
}: {
  field: TextFieldMetadata;
  label?: string;
  autoComplete?: "current-password" | "new-password";
}) {
  const t = useT(settings).password;
  return (
    <PasswordField
      label={label ?? t.current}
      {...getInputProps(field, { type: "password" })}
      autoComplete={autoComplete}
      error={field.errors}
    />
  );
}

/** A 6-digit code from an authenticator app or a text message, which phones offer to fill in. */
export function OneTimeCodeField({
  field,
  label,
  hint,
}: {
  field: TextFieldMetadata;
  label: string;
  hint?: string;
}) {
  return (
    <div className="max-w-xs">
      <Field
        label={label}
        {...getInputProps(field, { type: "text" })}
        autoComplete="one-time-code"
        inputMode="numeric"
        hint={hint}
        error={field.errors}
      />
    </div>
  );
}
