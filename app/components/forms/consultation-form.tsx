import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type SubmissionResult,
} from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, SelectField, TextareaField } from "~/components/ui/field";
import { FormAlert, type FormAlertMessage } from "~/components/ui/form-alert";
import { WhatsAppIcon } from "~/components/ui/icons";
import { CONSULTATION_PLANS, CONSULTATION_TIMES } from "~/domain/catalog/enums";
import { consultationSchema } from "~/domain/consultations/consultation.schema";
import { formatTimeSlot } from "~/lib/format";
import { PersonFields, PublicFormGuards, usePublicForm } from "./public-form";

const PLAN_OPTIONS = CONSULTATION_PLANS.map((plan) => ({ value: plan, label: plan }));
const TIME_OPTIONS = CONSULTATION_TIMES.map((slot) => ({
  value: slot,
  label: formatTimeSlot(slot),
}));

export type ConsultationFormProps = {
  /** The server's reply to the last submission (errors and what was typed). */
  lastResult?: SubmissionResult<string[]> | null;
  /** Once per rendered form: the server stores a double submission once. */
  formKey: string;
  /** Where it posts: /consultation, with ?plan= when the page was opened with one. */
  action?: string;
  /** Today in Lagos (YYYY-MM-DD), the earliest date the picker offers. */
  today: string;
  defaultValue: { name?: string; email?: string; phone?: string; plan?: string };
  alert?: FormAlertMessage | null;
  whatsappHref?: string | null;
};

/** The booking form of /consultation; it posts without JavaScript too. */
export function ConsultationForm({
  lastResult,
  formKey,
  action = "/consultation",
  today,
  defaultValue,
  alert,
  whatsappHref,
}: ConsultationFormProps) {
  const navigation = useNavigation();
  const [form, fields] = usePublicForm(consultationSchema, { lastResult, defaultValue });
  const submitting =
    navigation.state === "submitting" && navigation.formAction?.split("?")[0] === "/consultation";

  return (
    <Form
      method="post"
      action={action}
      {...getFormProps(form)}
      aria-labelledby="booking-title"
      className="relative space-y-5"
    >
      <FormAlert alert={alert}>
        {whatsappHref ? (
          <p>
            <a href={whatsappHref} target="_blank" rel="noopener noreferrer">
              Chat with us on WhatsApp
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </p>
        ) : null}
      </FormAlert>
      <PublicFormGuards formKey={formKey} idPrefix="booking" />
      <div className="grid gap-5 sm:grid-cols-2">
        <PersonFields fields={fields} phoneHint="A Nigerian number; we may call or WhatsApp you." />
        <SelectField
          label="Consultation Plan"
          {...getSelectProps(fields.plan)}
          options={PLAN_OPTIONS}
          placeholder="Choose a plan"
          error={fields.plan.errors}
        />
        <Field
          label="Farm Size (optional)"
          {...getInputProps(fields.farmSize, { type: "text" })}
          placeholder="e.g. 2 hectares, 500 birds"
          error={fields.farmSize.errors}
        />
        <Field
          label="Crop Type (optional)"
          {...getInputProps(fields.cropType, { type: "text" })}
          placeholder="e.g. cassava, maize, catfish"
          error={fields.cropType.errors}
        />
        <Field
          label="Preferred Date (optional)"
          {...getInputProps(fields.preferredDate, { type: "date" })}
          min={today}
          hint="Today or later."
          error={fields.preferredDate.errors}
        />
        <SelectField
          label="Preferred Time (optional)"
          {...getSelectProps(fields.preferredTime)}
          options={TIME_OPTIONS}
          placeholder="No preference"
          hint="Lagos time (WAT)."
          error={fields.preferredTime.errors}
        />
      </div>
      <TextareaField
        label="Message"
        {...getTextareaProps(fields.message)}
        rows={5}
        placeholder="Tell us about your farm or project and what you would like help with."
        error={fields.message.errors}
      />
      <Button type="submit" size="lg" className="w-full sm:w-auto" pending={submitting}>
        {submitting ? "Submitting..." : "Submit Request"}
      </Button>
      {whatsappHref ? (
        <p className="flex items-center gap-2 text-sm text-ink-muted">
          <WhatsAppIcon className="size-4 shrink-0 text-brand-700" />
          <span>
            Prefer to chat?{" "}
            <a
              href={whatsappHref}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
            >
              Message us on WhatsApp
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </span>
        </p>
      ) : null}
    </Form>
  );
}
