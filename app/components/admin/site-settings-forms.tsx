import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { useNavigation } from "react-router";
import { useLazyForm } from "~/components/forms/use-lazy-form";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { CheckboxField, Field } from "~/components/ui/field";
import { Form } from "~/components/ui/link";
import { SITE_STAT_FIELDS } from "~/domain/admin/site-settings.constants";
import type { SiteSettings } from "~/domain/settings/settings.schema";

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
  const navigation = useNavigation();
  const [form, fields] = useLazyForm(
    "site-settings-form",
    () => import("~/domain/admin/site-settings.schema").then((m) => m.siteSettingsFormSchema),
    {
      id: "site-settings-form",
      lastResult,
      defaultValue: {
        ...settings,
        vatRatePercent: String(settings.vatRatePercent),
        maintenanceMode: settings.maintenanceMode ? "on" : undefined,
        allowRegistrations: settings.allowRegistrations ? "on" : undefined,
      },
      shouldValidate: "onBlur",
      shouldRevalidate: "onInput",
    },
  );
  const submitting =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "settings";
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
        label={`${label} (optional)`}
        {...getInputProps(meta, { type: "url" })}
        placeholder="https://"
        error={meta.errors}
      />
    );
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Site details</CardTitle>
        <CardDescription>
          Used across the public site and in every e-mail. Changes are recorded in the audit log.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Form method="post" action={FORM_ACTION} {...getFormProps(form)} className="space-y-8">
          {form.errors?.length ? (
            <Alert variant="error" title="Could not save settings.">
              {form.errors.join(" ")}
            </Alert>
          ) : null}
          <input type="hidden" name="intent" value="settings" />
          <Fieldset legend="General">
            {text("siteName", "Site name", { autoComplete: "organization" })}
            {text("slogan", "Slogan (optional)")}
          </Fieldset>
          <fieldset className="space-y-3">
            <legend className="mb-2 text-base font-bold text-ink">Access</legend>
            <CheckboxField
              label="Maintenance mode: visitors and learners see a maintenance page; staff can still sign in and use the site"
              {...getInputProps(fields.maintenanceMode, { type: "checkbox" })}
              error={fields.maintenanceMode.errors}
            />
            <CheckboxField
              label="Allow registrations: new visitors can create an account"
              {...getInputProps(fields.allowRegistrations, { type: "checkbox" })}
              error={fields.allowRegistrations.errors}
            />
          </fieldset>
          <Fieldset legend="Contact details">
            {text("contactEmail", "Contact e-mail", { type: "email" })}
            {text("careersEmail", "Careers e-mail", { type: "email" })}
            {text("phone", "Phone number", { type: "tel" })}
            {text("whatsappNumber", "WhatsApp number", { type: "tel" })}
            <div className="sm:col-span-2">{text("address", "Address")}</div>
          </Fieldset>
          <Fieldset legend="Payments">
            {text("vatRatePercent", "VAT rate (%)", {
              inputMode: "decimal",
              hint: "Course prices include VAT; receipts show this part of the amount paid.",
            })}
          </Fieldset>
          <Fieldset legend="Opening hours">
            {text("openingHoursWeekdays", "Weekdays")}
            {text("openingHoursSaturday", "Saturday")}
          </Fieldset>
          <Fieldset legend="Community and social links">
            {url("communityLink", "WhatsApp community link")}
            {url("facebookUrl", "Facebook")}
            {url("instagramUrl", "Instagram")}
            {url("xUrl", "X (Twitter)")}
            {url("linkedinUrl", "LinkedIn")}
            {url("youtubeUrl", "YouTube")}
          </Fieldset>
          <Button type="submit" pending={submitting}>
            Save settings
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
  const navigation = useNavigation();
  const submitting =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "stats";
  return (
    <Card>
      <CardHeader>
        <CardTitle>Site statistics</CardTitle>
        <CardDescription>
          The figures on the home and about pages. Whole numbers; a blank or invalid value is saved
          as 0.
          {updatedAt ? ` Last updated ${updatedAt}.` : " None saved yet."}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Form method="post" action={FORM_ACTION} className="space-y-6">
          <input type="hidden" name="intent" value="stats" />
          <div className="grid gap-4 sm:grid-cols-2">
            {SITE_STAT_FIELDS.map((f) => (
              <Field
                key={f.name}
                label={f.label}
                name={f.name}
                id={`stats-${f.name}`}
                inputMode="numeric"
                defaultValue={stats ? String(stats[f.name]) : ""}
                placeholder="0"
              />
            ))}
          </div>
          <Button type="submit" pending={submitting}>
            Save statistics
          </Button>
        </Form>
      </CardContent>
    </Card>
  );
}
