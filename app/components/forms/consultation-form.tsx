import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { FormAlert, type FormAlertMessage } from "~/components/ui/form-alert";
import { WhatsAppIcon } from "~/components/ui/icons";
import { Form } from "~/components/ui/link";
import { CONSULTATION_PLANS, CONSULTATION_TIMES } from "~/domain/catalog/enums";
import { consultationSchema } from "~/domain/consultations/consultation.schema";
import { formatTimeSlot } from "~/lib/format";
import { BoundField, BoundSelectField, BoundTextareaField } from "./bound-fields";
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
        <BoundSelectField
          label="Consultation Plan"
          field={fields.plan}
          options={PLAN_OPTIONS}
          placeholder="Choose a plan"
        />
        <BoundField
          label="Farm Size (optional)"
          field={fields.farmSize}
          placeholder="e.g. 2 hectares, 500 birds"
        />
        <BoundField
          label="Crop Type (optional)"
          field={fields.cropType}
          placeholder="e.g. cassava, maize, catfish"
        />
        <BoundField
          label="Preferred Date (optional)"
          field={fields.preferredDate}
          type="date"
          min={today}
          hint="Today or later."
        />
        <BoundSelectField
          label="Preferred Time (optional)"
          field={fields.preferredTime}
          options={TIME_OPTIONS}
          placeholder="No preference"
          hint="Lagos time (WAT)."
        />
      </div>
      <BoundTextareaField
        label="Message"
        field={fields.message}
        rows={5}
        placeholder="Tell us about your farm or project and what you would like help with."
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
