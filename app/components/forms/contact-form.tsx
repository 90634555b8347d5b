import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Button, usePendingForm } from "~/components/ui/button";
import { FormAlert, type FormAlertMessage } from "~/components/ui/form-alert";
import { SendIcon } from "~/components/ui/icons";
import { Form } from "~/components/ui/link";
import { CONTACT_SUBJECTS } from "~/db/schema/enums";
import { contactSchema, isMissingRequired } from "~/domain/contact/contact.schema";
import { publicForms } from "~/i18n/messages/public-forms";
import { useT } from "~/i18n/react";
import { BoundField, BoundSelectField, BoundTextareaField } from "./bound-fields";
import { PersonFields, PublicFormGuards, usePublicForm } from "./public-form";

export type ContactFormProps = {
  lastResult?: SubmissionResult<string[]> | null;
  /** Once per rendered form: the server stores a double submission once. */
  formKey: string;
  defaultValue: { name?: string; email?: string; phone?: string };
  alert?: FormAlertMessage | null;
};

/** The contact form; it posts without JavaScript too. */
export function ContactForm({ lastResult, formKey, defaultValue, alert }: ContactFormProps) {
  const isPending = usePendingForm();
  const messages = useT(publicForms);
  const t = messages.contactForm;
  const [form, fields] = usePublicForm(contactSchema, {
    lastResult,
    defaultValue: { subject: "general", ...defaultValue },
  });
  const submitting = isPending({ formAction: "/contact" });
  // A required field left empty shows this title and text above the form.
  const shown =
    alert ??
    (isMissingRequired(form.allErrors, messages.validation)
      ? { title: t.missingTitle, description: t.missingDescription }
      : null);
  const subjects = CONTACT_SUBJECTS.map(({ value }) => ({ value, label: t.subjects[value] }));

  return (
    <Form
      method="post"
      action="/contact"
      {...getFormProps(form)}
      aria-labelledby="contact-form-title"
      className="relative space-y-5"
    >
      <FormAlert alert={shown} />
      <PublicFormGuards formKey={formKey} idPrefix="contact" />
      <div className="grid gap-5 sm:grid-cols-2">
        <PersonFields fields={fields} />
        <BoundField label={t.company} field={fields.company} autoComplete="organization" />
      </div>
      <BoundSelectField label={t.subject} field={fields.subject} options={subjects} />
      <BoundTextareaField
        label={t.message}
        field={fields.message}
        rows={6}
        placeholder={t.messagePlaceholder}
      />
      <Button type="submit" size="lg" className="w-full sm:w-auto" pending={submitting}>
        {submitting ? null : <SendIcon className="size-5" />}
        {submitting ? t.sending : t.send}
      </Button>
    </Form>
  );
}
