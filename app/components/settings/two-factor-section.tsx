import { getInputProps } from "@conform-to/react";
import { PhoneField } from "~/components/forms/contact-fields";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { ShieldIcon } from "~/components/ui/icons";
import { replyFor, type SettingsReply } from "~/domain/account/settings-reply";
import { formatDate } from "~/lib/format";
import { OneTimeCodeField, SettingsPasswordField } from "./settings-fields";
import { SettingsForm } from "./settings-form";
import { TwoFactorCard } from "./two-factor-card";
import { useSettingsForm, useSubmittingIntent } from "./use-settings-form";

const twoFactorSchemas = () => import("~/domain/auth/two-factor.schema");

export type TwoFactorView =
  | { state: "off" }
  | { state: "pending"; qrCode: string; secret: string; friendlyName: string; issuer: string }
  | {
      state: "on";
      friendlyName: string;
      issuer: string;
      since: string | null;
      backupCodesLeft: number;
    };

type Last = SettingsReply;

/**
 * Two-step sign-in with an authenticator app: set up by scanning a QR
 * code and confirming one code; then backup codes, new codes and switching off, each with the
 * current password.
 */
export type PhoneView = { confirmed: string | null; pending: string | null };

export function TwoFactorSection({
  view,
  phone,
  enabled,
  last,
}: {
  view: TwoFactorView;
  phone: PhoneView;
  enabled: boolean;
  last?: Last;
}) {
  const lastFor = (intent: Last["intent"]) => replyFor(last, intent);
  return (
    <TwoFactorCard>
      <div className="space-y-6">
        {last?.backupCodes ? <BackupCodes codes={last.backupCodes} /> : null}
        {last?.sentTo ? (
          <Alert variant="success" title="Code sent">
            We texted a 6-digit code to {last.sentTo}. It expires in 10 minutes.
          </Alert>
        ) : null}
        {enabled ? (
          <section aria-labelledby="mfa-status-title">
            <h3 id="mfa-status-title" className="sr-only">
              Your two-step sign-in
            </h3>
            <ManageForm view={view} phone={phone} last={lastFor("mfa-manage")} />
          </section>
        ) : (
          <p className="text-sm text-ink">
            Status: <strong>off</strong>. Choose one or both ways to receive codes.
          </p>
        )}
        {view.state === "on" ? null : (
          <section
            aria-labelledby="mfa-app-title"
            className="space-y-4 border-t border-border pt-5"
          >
            <h3 id="mfa-app-title" className="font-semibold text-ink">
              Authenticator app
            </h3>
            {view.state === "pending" ? (
              <ConfirmForm view={view} last={lastFor("mfa-confirm")} />
            ) : (
              <EnrolForm last={lastFor("mfa-enrol")} />
            )}
          </section>
        )}
        {phone.confirmed ? null : (
          <section
            aria-labelledby="mfa-phone-title"
            className="space-y-4 border-t border-border pt-5"
          >
            <h3 id="mfa-phone-title" className="font-semibold text-ink">
              Text messages
            </h3>
            {phone.pending ? (
              <PhoneConfirmForm sentTo={phone.pending} last={lastFor("mfa-phone-confirm")} />
            ) : null}
            <PhoneStartForm again={Boolean(phone.pending)} last={lastFor("mfa-phone-start")} />
          </section>
        )}
      </div>
    </TwoFactorCard>
  );
}

function EnrolForm({ last }: { last?: Last }) {
  const [form, fields] = useSettingsForm(
    "mfa-enrol-form",
    () => twoFactorSchemas().then((m) => m.enrolTotpSchema),
    { last },
  );
  const submitting = useSubmittingIntent("mfa-enrol");
  return (
    <SettingsForm form={form} intent="mfa-enrol" alert={last?.alert}>
      <p className="text-sm text-ink-muted">
        Works without signal or airtime. You need an app such as Google Authenticator, Microsoft
        Authenticator or Authy on your phone.
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        <Field
          label="Name for this app (optional)"
          {...getInputProps(fields.friendlyName, { type: "text" })}
          placeholder="Authenticator app"
          hint="Helps you recognise it later, e.g. “My Tecno phone”."
          error={fields.friendlyName.errors}
        />
        <SettingsPasswordField field={fields.password} />
      </div>
      <Button type="submit" pending={submitting}>
        <ShieldIcon className="size-5" />
        Set up two-step sign-in
      </Button>
    </SettingsForm>
  );
}

/** Four-character groups are easier to copy into an app by hand. */
function grouped(secret: string) {
  return (
    secret
      .replace(/=+$/, "")
      .match(/.{1,4}/g)
      ?.join(" ") ?? secret
  );
}

function ConfirmForm({
  view,
  last,
}: {
  view: Extract<TwoFactorView, { state: "pending" }>;
  last?: Last;
}) {
  const [form, fields] = useSettingsForm(
    "mfa-confirm-form",
    () => twoFactorSchemas().then((m) => m.confirmTotpSchema),
    {
      last,
      validateOn: "onSubmit",
    },
  );
  const submitting = useSubmittingIntent("mfa-confirm");
  return (
    <div className="space-y-5">
      <ol className="list-decimal space-y-1 pl-5 text-sm text-ink">
        <li>Open your authenticator app and choose to add an account.</li>
        <li>Scan this QR code, or type in the key below it.</li>
        <li>Enter the 6-digit code the app then shows, to confirm.</li>
      </ol>
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
        <img
          src={view.qrCode}
          alt={`QR code to add ${view.issuer} to your authenticator app`}
          width={192}
          height={192}
          className="size-48 shrink-0 rounded-lg border border-border bg-white p-2"
        />
        <dl className="min-w-0 space-y-3 text-sm">
          <div>
            <dt className="font-semibold text-ink">Key (if you cannot scan)</dt>
            <dd className="mt-1 font-mono text-base break-all text-ink" data-testid="totp-secret">
              {grouped(view.secret)}
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-ink">Account shown in the app</dt>
            <dd className="mt-1 text-ink-muted">{view.issuer}</dd>
          </div>
          <div>
            <dt className="font-semibold text-ink">Name</dt>
            <dd className="mt-1 text-ink-muted">{view.friendlyName}</dd>
          </div>
        </dl>
      </div>
      <SettingsForm form={form} intent="mfa-confirm" alert={last?.alert}>
        <OneTimeCodeField field={fields.code} label="Code from the app" />
        <Button type="submit" pending={submitting}>
          Confirm and turn on
        </Button>
      </SettingsForm>
    </div>
  );
}

function ManageForm({ view, phone, last }: { view: TwoFactorView; phone: PhoneView; last?: Last }) {
  const [form, fields] = useSettingsForm(
    "mfa-manage-form",
    () => twoFactorSchemas().then((m) => m.manageTwoFactorSchema),
    {
      last,
      validateOn: "onSubmit",
    },
  );
  const submitting = useSubmittingIntent(["mfa-backup-codes", "mfa-remove"]);
  const app = view.state === "on" ? view : null;
  return (
    <div className="space-y-5">
      <dl className="grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <dt className="font-semibold text-ink">Status</dt>
          <dd className="mt-1 font-semibold text-success">On</dd>
        </div>
        {app ? (
          <div>
            <dt className="font-semibold text-ink">App</dt>
            <dd className="mt-1 text-ink-muted">
              {app.friendlyName}
              {app.since ? ` · added ${formatDate(app.since)}` : ""}
            </dd>
          </div>
        ) : null}
        {phone.confirmed ? (
          <div>
            <dt className="font-semibold text-ink">Text messages</dt>
            <dd className="mt-1 text-ink-muted">{phone.confirmed}</dd>
          </div>
        ) : null}
        {app ? (
          <div>
            <dt className="font-semibold text-ink">Backup codes left</dt>
            <dd className="mt-1 text-ink-muted">{app.backupCodesLeft} of 10</dd>
          </div>
        ) : null}
      </dl>
      <SettingsForm form={form} alert={last?.alert}>
        <p className="text-sm text-ink">
          {app
            ? "To get new backup codes or to turn two-step sign-in off, enter your password."
            : "To turn two-step sign-in off, enter your password."}
        </p>
        <div className="max-w-sm">
          <SettingsPasswordField field={fields.password} />
        </div>
        <div className="flex flex-wrap gap-3">
          {app ? (
            <Button
              type="submit"
              name="intent"
              value="mfa-backup-codes"
              variant="outline"
              pending={submitting}
            >
              New backup codes
            </Button>
          ) : null}
          <Button
            type="submit"
            name="intent"
            value="mfa-remove"
            variant="destructive"
            pending={submitting}
          >
            Turn off two-step sign-in
          </Button>
        </div>
      </SettingsForm>
    </div>
  );
}

function PhoneStartForm({ again, last }: { again: boolean; last?: Last }) {
  const [form, fields] = useSettingsForm(
    "mfa-phone-start-form",
    () => twoFactorSchemas().then((m) => m.enrolPhoneSchema),
    { last },
  );
  const submitting = useSubmittingIntent("mfa-phone-start");
  return (
    <SettingsForm form={form} intent="mfa-phone-start" alert={last?.alert}>
      <p className="text-sm text-ink-muted">
        {again
          ? "No text yet, or a different number? Send a new code."
          : "We text a code to your phone each time you log in. Standard SMS rates may apply."}
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        <PhoneField field={fields.phone} label="Mobile number" inputMode="tel" />
        <SettingsPasswordField field={fields.password} />
      </div>
      <Button type="submit" variant={again ? "outline" : "primary"} pending={submitting}>
        {again ? "Send a new code" : "Text me a code"}
      </Button>
    </SettingsForm>
  );
}

function PhoneConfirmForm({ sentTo, last }: { sentTo: string; last?: Last }) {
  const [form, fields] = useSettingsForm(
    "mfa-phone-confirm-form",
    () => twoFactorSchemas().then((m) => m.confirmPhoneSchema),
    {
      last,
      validateOn: "onSubmit",
    },
  );
  const submitting = useSubmittingIntent("mfa-phone-confirm");
  return (
    <SettingsForm form={form} intent="mfa-phone-confirm" alert={last?.alert}>
      <OneTimeCodeField
        field={fields.code}
        label="Code from the text message"
        hint={`Sent to ${sentTo}.`}
      />
      <Button type="submit" pending={submitting}>
        Confirm number and turn on
      </Button>
    </SettingsForm>
  );
}

function BackupCodes({ codes }: { codes: string[] }) {
  const text = `AFA Academy backup codes\nEach code works once, in place of a code from your app.\n\n${codes.join("\n")}\n`;
  return (
    <Alert variant="success" title="Save your backup codes" className="mb-5">
      <p>
        If you lose your phone, each of these codes lets you log in once. Keep them somewhere safe:
        we will not show them again.
      </p>
      <ul
        className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 font-mono text-sm whitespace-nowrap sm:grid-cols-3 sm:text-base lg:grid-cols-5"
        aria-label="Backup codes"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <a
        href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
        download="afa-academy-backup-codes.txt"
        className="mt-3 inline-block font-semibold underline underline-offset-4"
      >
        Download the codes
      </a>
    </Alert>
  );
}
