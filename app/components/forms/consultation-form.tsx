import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { type TimeChip, TimeChips } from "~/components/site/time-chips";
import { Button, usePendingForm } from "~/components/ui/button";
import { FormAlert, type FormAlertMessage } from "~/components/ui/form-alert";
import { WhatsAppIcon } from "~/components/ui/icons";
import { Form } from "~/components/ui/link";
import { CONSULTATION_PLANS, CONSULTATION_TIMES } from "~/db/schema/enums";
import { consultationSchema, UPDATE_CHANNELS } from "~/domain/consultations/consultation.schema";
import { formatEventDay } from "~/domain/journey/journey-format";
import { common } from "~/i18n/messages/common";
import { publicForms } from "~/i18n/messages/public-forms";
import { useLocale, useT } from "~/i18n/react";
import { formatDate, formatTimeSlot } from "~/lib/format";
import { BoundField, BoundSelectField, BoundTextareaField } from "./bound-fields";
import { PersonFields, PublicFormGuards, usePublicForm } from "./public-form";

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export type ConsultationFormProps = {
  /** The server's reply to the last submission (errors and what was typed). */
  lastResult?: SubmissionResult<string[]> | null;
  /** Once per rendered form: the server stores a double submission once. */
  formKey: string;
  /** Where it posts: /consultation, with ?plan= when the page was opened with one. */
  action?: string;
  /** Today in Lagos (YYYY-MM-DD), the earliest date the picker offers. */
  today: string;
  defaultValue: {
    name?: string;
    email?: string;
    phone?: string;
    plan?: string;
    channels?: string[];
  };
  alert?: FormAlertMessage | null;
  whatsappHref?: string | null;
  /**
   * With consultants, the free hours of the date chosen (after "Show free times"); null when the
   * site has none, and the time is a wish from the whole list.
   */
  slots?: {
    date: string | null;
    times: readonly string[];
    consultants: readonly { id: string; name: string }[];
  } | null;
  /** With consultants: the hours of notice a booking must give (Site settings). */
  noticeHours?: number;
  /**
   * The next free hours after the one chosen was taken meanwhile, as choices (`preferredSlot`,
   * "YYYY-MM-DDTHH:00"); the action books the one ticked.
   */
  nextFree?: readonly { date: string; time: string }[] | null;
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
  slots = null,
  noticeHours,
  nextFree = null,
}: ConsultationFormProps) {
  const isPending = usePendingForm();
  const messages = useT(publicForms);
  const t = messages.consultationForm;
  const newTab = useT(common).newTab;
  const locale = useLocale();
  const timeOptions = (slots ? slots.times : CONSULTATION_TIMES).map((slot) => ({
    value: slot,
    label: formatTimeSlot(slot, locale),
  }));
  const planOptions = CONSULTATION_PLANS.map((plan) => ({
    value: plan,
    label: messages.plans[plan],
  }));
  const [form, fields] = usePublicForm(consultationSchema, { lastResult, defaultValue });
  // What was ticked before a reply from the server; e-mail on a fresh form.
  const typedChannels = fields.channels.initialValue;
  const chosenChannels: readonly string[] =
    typedChannels === undefined
      ? ["email"]
      : Array.isArray(typedChannels)
        ? typedChannels.filter((c): c is string => typeof c === "string")
        : [String(typedChannels)];
  // Chromium shows a date field as the browser's locale writes dates (mm/dd/yyyy in en-US),
  // whatever the page's language: the date chosen is written out in words under it.
  const typedDate = fields.preferredDate.initialValue;
  const chosenDate =
    slots?.date ?? (typeof typedDate === "string" && ISO_DATE.test(typedDate) ? typedDate : null);
  const chosenInWords = chosenDate ? formatEventDay(`${chosenDate}T12:00:00+01:00`, locale) : null;
  const nextChoices: TimeChip[] = (nextFree ?? []).map((s) => ({
    value: `${s.date}T${s.time}`,
    label: formatTimeSlot(s.time, locale),
    detail: formatEventDay(`${s.date}T12:00:00+01:00`, locale),
  }));
  const submitting = isPending({ formAction: "/consultation" });

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
              {t.chatWithUs}
              <span className="sr-only"> {newTab}</span>
            </a>
          </p>
        ) : null}
      </FormAlert>
      <PublicFormGuards formKey={formKey} idPrefix="booking" />
      <div className="grid gap-5 sm:grid-cols-2">
        <PersonFields fields={fields} phoneHint={t.phoneHint} />
        <BoundSelectField
          label={t.plan}
          field={fields.plan}
          options={planOptions}
          placeholder={t.choosePlan}
        />
        <BoundField
          label={t.farmSize}
          field={fields.farmSize}
          placeholder={t.farmSizePlaceholder}
        />
        <BoundField
          label={t.cropType}
          field={fields.cropType}
          placeholder={t.cropTypePlaceholder}
        />
        {slots ? (
          <BoundSelectField
            label={t.consultant}
            field={fields.consultantId}
            options={slots.consultants.map((c) => ({ value: c.id, label: c.name }))}
            placeholder={t.anyConsultant}
            hint={t.consultantHint}
            className="sm:col-span-2"
          />
        ) : null}
        <div className="space-y-3">
          <BoundField
            label={t.preferredDate}
            field={fields.preferredDate}
            type="date"
            min={today}
            hint={
              <>
                {slots && noticeHours !== undefined
                  ? t.noticeHint({ hours: String(noticeHours) })
                  : t.dateHint}
                {chosenInWords ? (
                  <span className="block font-semibold text-ink" data-testid="date-in-words">
                    {t.dateInWords({ date: chosenInWords })}
                  </span>
                ) : null}
              </>
            }
          />
          {slots ? (
            // Date first, then its free hours: a plain submit, so it works without JavaScript.
            <Button type="submit" name="intent" value="times" variant="outline" formNoValidate>
              {t.showTimes}
            </Button>
          ) : null}
        </div>
        <BoundSelectField
          label={t.preferredTime}
          field={fields.preferredTime}
          options={timeOptions}
          placeholder={slots ? t.chooseTime : t.noPreference}
          hint={
            !slots
              ? t.timeHint
              : slots.date === null
                ? t.pickDateFirst
                : slots.times.length === 0
                  ? t.noTimesThatDay
                  : t.freeTimesOn({ date: formatDate(slots.date, locale) })
          }
        />
        {nextChoices.length > 0 ? (
          <fieldset className="sm:col-span-2">
            <legend className="text-sm font-semibold text-ink">{t.nextFreeLegend}</legend>
            <TimeChips name="preferredSlot" options={nextChoices} />
          </fieldset>
        ) : null}
      </div>
      <fieldset className="space-y-2" aria-describedby="channels-hint">
        <legend className="text-sm font-semibold text-ink">{t.updatesBy}</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {UPDATE_CHANNELS.map((channel) => (
            <label key={channel} className="flex min-h-11 items-center gap-2 text-ink">
              <input
                type="checkbox"
                name={fields.channels.name}
                value={channel}
                defaultChecked={chosenChannels.includes(channel)}
                className="size-5 shrink-0 cursor-pointer rounded border-border-strong accent-brand-700 focus-visible:focus-ring"
              />
              {t[channel]}
            </label>
          ))}
        </div>
        <p id="channels-hint" className="text-sm text-ink-muted">
          {t.updatesHint}
        </p>
      </fieldset>
      <BoundTextareaField
        label={t.message}
        field={fields.message}
        rows={5}
        placeholder={t.messagePlaceholder}
      />
      <Button type="submit" size="lg" className="w-full sm:w-auto" pending={submitting}>
        {submitting ? t.submitting : t.submit}
      </Button>
      {whatsappHref ? (
        <p className="flex items-center gap-2 text-sm text-ink-muted">
          <WhatsAppIcon className="size-4 shrink-0 text-brand-700" />
          <span>
            {t.preferChat}{" "}
            <a
              href={whatsappHref}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
            >
              {t.messageUs}
              <span className="sr-only"> {newTab}</span>
            </a>
          </span>
        </p>
      ) : null}
    </Form>
  );
}
