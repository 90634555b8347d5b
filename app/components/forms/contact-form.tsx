import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "react-router";
import type { z } from "zod";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Field, SelectField, TextareaField } from "~/components/ui/field";
import { CONTACT_SUBJECTS } from "~/domain/catalog/enums";
import {
  CONTACT_MESSAGES,
  contactSchema,
  isMissingRequired,
} from "~/domain/contact/contact.schema";
import type { FormAlert } from "./consultation-form";
import { SendIcon } from "./form-icons";
import { HoneypotField } from "./honeypot-field";

export type ContactFormProps = {
  lastResult?: SubmissionResult<string[]> | null;
  /** Once per rendered form: the server stores a double submission once. */
  formKey: string;
  defaultValue: { name?: string; email?: string; phone?: string };
  alert?: FormAlert | null;
};

/** The contact form (spec 000 §2, §5); it posts without JavaScript too. */
export function ContactForm({ lastResult, formKey, defaultValue, alert }: ContactFormProps) {
  const navigation = useNavigation();
  const [form, fields] = useForm<z.input<typeof contactSchema>>({
    lastResult,
    defaultValue: { subject: "general", ...defaultValue },
    constraint: getZodConstraint(contactSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: contactSchema }),
  });
  const submitting = navigation.state === "submitting" && navigation.formAction === "/contact";
  // Spec 000 §5/§8: a required field left empty shows this title and text above the form.
  const shown = alert ?? (isMissingRequired(form.allErrors) ? CONTACT_MESSAGES.missing : null);

  return (
    <Form
      method="post"
      action="/contact"
      {...getFormProps(form)}
      aria-labelledby="contact-form-title"
      className="relative space-y-5"
    >
      {shown ? (
        <Alert variant="error" title={shown.title}>
          {shown.description}
        </Alert>
      ) : null}
      <input type="hidden" name="formKey" value={formKey} />
      <HoneypotField idPrefix="contact" />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label="Full Name"
          {...getInputProps(fields.name, { type: "text" })}
          autoComplete="name"
          error={fields.name.errors}
        />
        <Field
          label="Email Address"
          {...getInputProps(fields.email, { type: "email" })}
          autoComplete="email"
          inputMode="email"
          error={fields.email.errors}
        />
        <Field
          label="Phone Number (optional)"
          {...getInputProps(fields.phone, { type: "tel" })}
          autoComplete="tel"
          placeholder="0803 123 4567"
          error={fields.phone.errors}
        />
        <Field
          label="Company (optional)"
          {...getInputProps(fields.company, { type: "text" })}
          autoComplete="organization"
          error={fields.company.errors}
        />
      </div>
      <SelectField
        label="Subject"
        {...getSelectProps(fields.subject)}
        options={CONTACT_SUBJECTS}
        error={fields.subject.errors}
      />
      <TextareaField
        label="Message"
        {...getTextareaProps(fields.message)}
        rows={6}
        placeholder="How can we help you?"
        error={fields.message.errors}
      />
      <Button type="submit" size="lg" className="w-full sm:w-auto" pending={submitting}>
        {submitting ? null : <SendIcon className="size-5" />}
        {submitting ? "Sending..." : "Send Message"}
      </Button>
    </Form>
  );
}
