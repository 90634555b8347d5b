import {
  type FieldMetadata,
  getInputProps,
  getSelectProps,
  getTextareaProps,
} from "@conform-to/react";
import {
  CheckboxField,
  type CheckboxFieldProps,
  Field,
  type FieldProps,
  SelectField,
  type SelectFieldProps,
  TextareaField,
  type TextareaFieldProps,
} from "~/components/ui/field";

// The field components bound to their conform field: its name, id, constraints, aria state and
// errors come from the field, so a form lists only what differs (label, hint, size). Extra props
// are applied after conform's, as when they were written out by hand, so they still override it.

type Bound<Schema> = { field: FieldMetadata<Schema, Record<string, unknown>, string[]> };

type InputType = "text" | "email" | "tel" | "url" | "number" | "date" | "datetime-local";

export function BoundField<Schema>({
  field,
  label,
  type = "text",
  ...props
}: Bound<Schema> & Omit<FieldProps, "error" | "name" | "type"> & { type?: InputType }) {
  return (
    <Field label={label} {...getInputProps(field, { type })} {...props} error={field.errors} />
  );
}

export function BoundTextareaField<Schema>({
  field,
  label,
  ...props
}: Bound<Schema> & Omit<TextareaFieldProps, "error" | "name">) {
  return (
    <TextareaField label={label} {...getTextareaProps(field)} {...props} error={field.errors} />
  );
}

export function BoundSelectField<Schema>({
  field,
  label,
  ...props
}: Bound<Schema> & Omit<SelectFieldProps, "error" | "name">) {
  return <SelectField label={label} {...getSelectProps(field)} {...props} error={field.errors} />;
}

export function BoundCheckboxField<Schema>({
  field,
  label,
  ...props
}: Bound<Schema> & Omit<CheckboxFieldProps, "error" | "name">) {
  return (
    <CheckboxField
      label={label}
      {...getInputProps(field, { type: "checkbox" })}
      {...props}
      error={field.errors}
    />
  );
}
