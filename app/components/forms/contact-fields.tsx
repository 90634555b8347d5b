import { type FieldMetadata, getInputProps } from "@conform-to/react";
import { Field, type FieldProps } from "~/components/ui/field";

// The fields that ask who someone is (registration, profile, public enquiries, sign-in), bound to
// their conform field, so each is autofilled by the browser and shows the right phone keyboard
// wherever it is asked.

type TextFieldMetadata = FieldMetadata<string | undefined, Record<string, unknown>, string[]>;

type ContactFieldProps = { field: TextFieldMetadata; label: string };

/** The hint under a phone field whose schema accepts Nigerian numbers only. */
export const NIGERIAN_PHONE_HINT = "A Nigerian number, e.g. 0803 123 4567 or +234 803 123 4567.";

export function NameField({ field, label }: ContactFieldProps) {
  return (
    <Field
      label={label}
      {...getInputProps(field, { type: "text" })}
      autoComplete="name"
      error={field.errors}
    />
  );
}

export function EmailField({ field, label }: ContactFieldProps) {
  return (
    <Field
      label={label}
      {...getInputProps(field, { type: "email" })}
      autoComplete="email"
      inputMode="email"
      error={field.errors}
    />
  );
}

/** A phone number, with a Nigerian example as its placeholder. */
export function PhoneField({
  field,
  label,
  hint,
  inputMode,
}: ContactFieldProps & Pick<FieldProps, "hint" | "inputMode">) {
  return (
    <Field
      label={label}
      {...getInputProps(field, { type: "tel" })}
      autoComplete="tel"
      inputMode={inputMode}
      placeholder="0803 123 4567"
      hint={hint}
      error={field.errors}
    />
  );
}
