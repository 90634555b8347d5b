import {
  type DefaultValue,
  type FieldMetadata,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import { localizedIssues } from "~/domain/contact/validation-messages";
import { publicForms } from "~/i18n/messages/public-forms";
import { useOptionalT, useT } from "~/i18n/react";
import { EmailField, NameField, PhoneField } from "./contact-fields";
import { HoneypotField } from "./honeypot-field";

// The pieces every public enquiry form (contact, consultation booking) is made of, so a new one
// is built the same way: checked in the browser by the schema its action parses, carrying its
// once-per-form key and honeypot, and asking who is writing with the same three fields.

/**
 * conform's useForm with the zod schema the action parses: each field is checked when it loses
 * focus, then again as it is corrected. On a page that sent the public-forms messages, the
 * schemas' messages are shown in the page's language (validation-messages.ts), as the action
 * answers them.
 */
export function usePublicForm<Schema extends z.ZodObject>(
  schema: Schema,
  options: {
    /** Needed where one page has several forms. */
    id?: string;
    lastResult?: SubmissionResult<string[]> | null;
    defaultValue?: DefaultValue<z.input<Schema>>;
  },
) {
  const messages = useOptionalT(publicForms)?.validation ?? null;
  return useForm<z.input<Schema>, z.output<Schema>>({
    ...options,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) =>
      parseWithZod(formData, { schema, formatError: localizedIssues(messages) }),
  });
}

/**
 * The hidden part of a form that creates a record: its once-per-form key (a double submission is
 * stored once) and the field only bots fill in.
 */
export function PublicFormGuards({ formKey, idPrefix }: { formKey: string; idPrefix: string }) {
  return (
    <>
      <input type="hidden" name="formKey" value={formKey} />
      <HoneypotField idPrefix={idPrefix} />
    </>
  );
}

type PersonField = FieldMetadata<string | undefined, Record<string, unknown>, string[]>;

/** Who is writing: name, e-mail and an optional phone number, autofilled by the browser. */
export function PersonFields({
  fields,
  phoneHint,
}: {
  fields: { name: PersonField; email: PersonField; phone: PersonField };
  phoneHint?: string;
}) {
  const t = useT(publicForms).person;
  return (
    <>
      <NameField field={fields.name} label={t.fullName} />
      <EmailField field={fields.email} label={t.email} />
      <PhoneField field={fields.phone} label={t.phone} hint={phoneHint} />
    </>
  );
}
