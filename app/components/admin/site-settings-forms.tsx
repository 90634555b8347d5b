import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { useLazyForm } from "~/components/forms/use-lazy-form";
import { Alert } from "~/components/ui/alert";
import { Button, usePendingForm } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { CheckboxField, Field } from "~/components/ui/field";
import { Form } from "~/components/ui/link";
import { useValidationText } from "~/components/ui/validation-text";
import { SITE_STAT_FIELDS } from "~/domain/admin/site-settings.constants";
import type { SiteSettings } from "~/domain/settings/settings.schema";
import { adminSiteSettings } from "~/i18n/messages/admin-site-settings";
import { useT } from "~/i18n/react";

const FORM_ACTION = "/admin-dashboard/site-settings";

function Fieldset({ legend, children }: { legend: string; children: React.ReactNode }) {
  return (
    <fieldset className="space-y-4">
      <legend className="mb-2 text-base font-bold text-ink">{legend}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/** Every site setting (settings.manage: admins). Unticked checkboxes are saved as off. */
export function SiteSettingsForm({
  settings,
  lastResult,
}: {
  settings: SiteSettings;
  lastResult?: SubmissionResult<string[]>;
}) {
  const isPending = usePendingForm();
  const t = useT(adminSiteSettings).settings;
  const say = useValidationText();
  const [form, fields] = useLazyForm(
    "site-settings-form",
    () => import("~/domain/admin/site-settings.schema").then((m) => m.siteSettingsFormSchema),
    {
      id: "site-settings-form",
      lastResult,
      defaultValue: {
        ...settings,
        vatRatePercent: String(settings.vatRatePercent),
        bookingNoticeHours: String(settings.bookingNoticeHours),
        bookingHorizonDays: String(settings.bookingHorizonDays),
        maintenanceMode: settings.maintenanceMode ? "on" : undefined,
        allowRegistrations: settings.allowRegistrations ? "on" : undefined,
      },
      shouldValidate: "onBlur",
      shouldRevalidate: "onInput",
    },
  );
  const submitting = isPending({ fields: { intent: "settings" } });
  type TextKey = Exclude<keyof typeof fields, "maintenanceMode" | "allowRegistrations">;
  const text = (name: TextKey, label: string, extra: Record<string, unknown> = {}) => {
    const meta = fields[name];
    return (
      <Field
        label={label}
        {...getInputProps(meta, { type: "text" })}
        error={meta.errors}
        {...extra}
      />
    );
  };
  const url = (name: TextKey, label: string) => {
    const meta = fields[name];
    return (
      <Field
        label={t.optional({ label })}
        {...getInputProps(meta, { type: "url" })}
        placeholder="https://"
        error={meta.errors}
      />
    );
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.title}</CardTitle>
        <CardDescription>{t.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <Form method="post" action={FORM_ACTION} {...getFormProps(form)} className="space-y-8">
          {form.errors?.length ? (
            <Alert variant="error" title={t.failed}>
              {form.errors.map(say).join(" ")}
            </Alert>
          ) : null}
          <input type="hidden" name="intent" value="settings" />
          <Fieldset legend={t.general}>
            {text("siteName", t.siteName, { autoComplete: "organization" })}
            {text("slogan", t.slogan)}
          </Fieldset>
          <fieldset className="space-y-3">
            <legend className="mb-2 text-base font-bold text-ink">{t.access}</legend>
            <CheckboxField
              label={t.maintenanceMode}
              {...getInputProps(fields.maintenanceMode, { type: "checkbox" })}
              error={fields.maintenanceMode.errors}
            />
            <CheckboxField
              label={t.allowRegistrations}
              {...getInputProps(fields.allowRegistrations, { type: "checkbox" })}
              error={fields.allowRegistrations.errors}
            />
          </fieldset>
          <Fieldset legend={t.contact}>
            {text("contactEmail", t.contactEmail, { type: "email" })}
            {text("careersEmail", t.careersEmail, { type: "email" })}
            {text("phone", t.phone, { type: "tel" })}
            {text("whatsappNumber", t.whatsappNumber, { type: "tel" })}
            <div className="sm:col-span-2">{text("address", t.address)}</div>
          </Fieldset>
          <Fieldset legend={t.payments}>
            {text("vatRatePercent", t.vatRate, {
              inputMode: "decimal",
              hint: t.vatHint,
            })}
          </Fieldset>
          <Fieldset legend={t.bookings}>
            {text("bookingNoticeHours", t.bookingNotice, {
              inputMode: "numeric",
              hint: t.bookingNoticeHint,
            })}
            {text("bookingHorizonDays", t.bookingHorizon, {
              inputMode: "numeric",
              hint: t.bookingHorizonHint,
            })}
          </Fieldset>
          <Fieldset legend={t.openingHours}>
            {text("openingHoursWeekdays", t.weekdays)}
            {text("openingHoursSaturday", t.saturday)}
          </Fieldset>
          <Fieldset legend={t.links}>
            {url("communityLink", t.communityLink)}
            {url("facebookUrl", "Facebook")}
            {url("instagramUrl", "Instagram")}
            {url("xUrl", "X (Twitter)")}
            {url("linkedinUrl", "LinkedIn")}
            {url("youtubeUrl", "YouTube")}
          </Fieldset>
          <Button type="submit" pending={submitting}>
            {t.save}
          </Button>
        </Form>
      </CardContent>
    </Card>
  );
}

/** The four public figures (stats.manage: admins and moderators). */
export function SiteStatsForm({
  stats,
  updatedAt,
}: {
  stats: Record<(typeof SITE_STAT_FIELDS)[number]["name"], number> | null;
  updatedAt: string | null;
}) {
  const isPending = usePendingForm();
  const t = useT(adminSiteSettings).stats;
  const submitting = isPending({ fields: { intent: "stats" } });
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.title}</CardTitle>
        <CardDescription>
          {t.description}
          {updatedAt ? t.lastUpdated({ date: updatedAt }) : t.noneYet}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Form method="post" action={FORM_ACTION} className="space-y-6">
          <input type="hidden" name="intent" value="stats" />
          <div className="grid gap-4 sm:grid-cols-2">
            {SITE_STAT_FIELDS.map((f) => (
              <Field
                key={f.name}
                label={t.fields[f.name]}
                name={f.name}
                id={`stats-${f.name}`}
                inputMode="numeric"
                defaultValue={stats ? String(stats[f.name]) : ""}
                placeholder="0"
              />
            ))}
          </div>
          <Button type="submit" pending={submitting}>
            {t.save}
          </Button>
        </Form>
      </CardContent>
    </Card>
  );
}
