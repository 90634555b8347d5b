import { getInputProps } from "@conform-to/react";
import { PhoneField } from "~/components/forms/contact-fields";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { ShieldIcon } from "~/components/ui/icons";
import { replyFor, type SettingsReply } from "~/domain/account/settings-reply";
import { settings } from "~/i18n/messages/settings";
import { useLocale, useT } from "~/i18n/react";
import { formatDate } from "~/lib/format";
import { OneTimeCodeField, SettingsPasswordField } from "./settings-fields";
import { SettingsForm } from "./settings-form";
import { TwoFactorCard } from "./two-factor-card";
import { useSettingsForm, useSubmittingIntent, useTwoFactorSchemas } from "./use-settings-form";

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
  const t = useT(settings).twoFactor;
  const lastFor = (intent: Last["intent"]) => replyFor(last, intent);
  return (
    <TwoFactorCard>
      <div className="space-y-6">
        {last?.backupCodes ? <BackupCodes codes={last.backupCodes} /> : null}
        {last?.sentTo ? (
          <Alert variant="success" title={t.codeSent}>
            {t.codeSentText({ phone: last.sentTo })}
          </Alert>
        ) : null}
        {enabled ? (
          <section aria-labelledby="mfa-status-title">
            <h3 id="mfa-status-title" className="sr-only">
              {t.yours}
            </h3>
            <ManageForm view={view} phone={phone} last={lastFor("mfa-manage")} />
          </section>
        ) : (
          <p className="text-sm text-ink">
            {t.status} <strong>{t.off}</strong>
            {t.offChoose}
          </p>
        )}
        {view.state === "on" ? null : (
          <section
            aria-labelledby="mfa-app-title"
            className="space-y-4 border-t border-border pt-5"
          >
            <h3 id="mfa-app-title" className="font-semibold text-ink">
              {t.appTitle}
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
              {t.smsTitle}
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
  const t = useT(settings).twoFactor;
  const schemas = useTwoFactorSchemas();
  const [form, fields] = useSettingsForm(
    "mfa-enrol-form",
    () => schemas().then((m) => m.enrolTotpSchema),
    { last },
  );
  const submitting = useSubmittingIntent("mfa-enrol");
  return (
    <SettingsForm form={form} intent="mfa-enrol" alert={last?.alert}>
      <p className="text-sm text-ink-muted">{t.enrolIntro}</p>
      <div className="grid gap-4 md:grid-cols-2">
        <Field
          label={t.nameLabel}
          {...getInputProps(fields.friendlyName, { type: "text" })}
          placeholder={t.namePlaceholder}
          hint={t.nameHint}
          error={fields.friendlyName.errors}
        />
        <SettingsPasswordField field={fields.password} />
      </div>
      <Button type="submit" pending={submitting}>
        <ShieldIcon className="size-5" />
        {t.setUp}
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
  const t = useT(settings).twoFactor;
  const schemas = useTwoFactorSchemas();
  const [form, fields] = useSettingsForm(
    "mfa-confirm-form",
    () => schemas().then((m) => m.confirmTotpSchema),
    {
      last,
      validateOn: "onSubmit",
    },
  );
  const submitting = useSubmittingIntent("mfa-confirm");
  return (
    <div className="space-y-5">
      <ol className="list-decimal space-y-1 pl-5 text-sm text-ink">
        <li>{t.step1}</li>
        <li>{t.step2}</li>
        <li>{t.step3}</li>
      </ol>
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
        <img
          src={view.qrCode}
          alt={t.qrAlt({ issuer: view.issuer })}
          width={192}
          height={192}
          className="size-48 shrink-0 rounded-lg border border-border bg-white p-2"
        />
        <dl className="min-w-0 space-y-3 text-sm">
          <div>
            <dt className="font-semibold text-ink">{t.keyLabel}</dt>
            <dd className="mt-1 font-mono text-base break-all text-ink" data-testid="totp-secret">
              {grouped(view.secret)}
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-ink">{t.accountLabel}</dt>
            <dd className="mt-1 text-ink-muted">{view.issuer}</dd>
          </div>
          <div>
            <dt className="font-semibold text-ink">{t.nameTerm}</dt>
            <dd className="mt-1 text-ink-muted">{view.friendlyName}</dd>
          </div>
        </dl>
      </div>
      <SettingsForm form={form} intent="mfa-confirm" alert={last?.alert}>
        <OneTimeCodeField field={fields.code} label={t.codeFromApp} />
        <Button type="submit" pending={submitting}>
          {t.confirmOn}
        </Button>
      </SettingsForm>
    </div>
  );
}

function ManageForm({ view, phone, last }: { view: TwoFactorView; phone: PhoneView; last?: Last }) {
  const t = useT(settings).twoFactor;
  const locale = useLocale();
  const schemas = useTwoFactorSchemas();
  const [form, fields] = useSettingsForm(
    "mfa-manage-form",
    () => schemas().then((m) => m.manageTwoFactorSchema),
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
          <dt className="font-semibold text-ink">{t.statusTerm}</dt>
          <dd className="mt-1 font-semibold text-success">{t.onValue}</dd>
        </div>
        {app ? (
          <div>
            <dt className="font-semibold text-ink">{t.appTerm}</dt>
            <dd className="mt-1 text-ink-muted">
              {app.friendlyName}
              {app.since ? t.added({ date: formatDate(app.since, locale) }) : ""}
            </dd>
          </div>
        ) : null}
        {phone.confirmed ? (
          <div>
            <dt className="font-semibold text-ink">{t.smsTitle}</dt>
            <dd className="mt-1 text-ink-muted">{phone.confirmed}</dd>
          </div>
        ) : null}
        {app ? (
          <div>
            <dt className="font-semibold text-ink">{t.backupLeft}</dt>
            <dd className="mt-1 text-ink-muted">
              {t.backupLeftValue({ count: app.backupCodesLeft })}
            </dd>
          </div>
        ) : null}
      </dl>
      <SettingsForm form={form} alert={last?.alert}>
        <p className="text-sm text-ink">{app ? t.passwordPromptApp : t.passwordPrompt}</p>
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
              {t.newBackupCodes}
            </Button>
          ) : null}
          <Button
            type="submit"
            name="intent"
            value="mfa-remove"
            variant="destructive"
            pending={submitting}
          >
            {t.turnOff}
          </Button>
        </div>
      </SettingsForm>
    </div>
  );
}

function PhoneStartForm({ again, last }: { again: boolean; last?: Last }) {
  const t = useT(settings).twoFactor;
  const schemas = useTwoFactorSchemas();
  const [form, fields] = useSettingsForm(
    "mfa-phone-start-form",
    () => schemas().then((m) => m.enrolPhoneSchema),
    { last },
  );
  const submitting = useSubmittingIntent("mfa-phone-start");
  return (
    <SettingsForm form={form} intent="mfa-phone-start" alert={last?.alert}>
      <p className="text-sm text-ink-muted">{again ? t.phoneAgain : t.phoneIntro}</p>
      <div className="grid gap-4 md:grid-cols-2">
        <PhoneField field={fields.phone} label={t.mobile} inputMode="tel" />
        <SettingsPasswordField field={fields.password} />
      </div>
      <Button type="submit" variant={again ? "outline" : "primary"} pending={submitting}>
        {again ? t.sendNew : t.textMe}
      </Button>
    </SettingsForm>
  );
}

function PhoneConfirmForm({ sentTo, last }: { sentTo: string; last?: Last }) {
  const t = useT(settings).twoFactor;
  const schemas = useTwoFactorSchemas();
  const [form, fields] = useSettingsForm(
    "mfa-phone-confirm-form",
    () => schemas().then((m) => m.confirmPhoneSchema),
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
        label={t.codeFromText}
        hint={t.sentTo({ phone: sentTo })}
      />
      <Button type="submit" pending={submitting}>
        {t.confirmNumber}
      </Button>
    </SettingsForm>
  );
}

function BackupCodes({ codes }: { codes: string[] }) {
  const t = useT(settings).twoFactor;
  const text = `${t.backupFileTitle}\n${t.backupFileLine}\n\n${codes.join("\n")}\n`;
  return (
    <Alert variant="success" title={t.backupTitle} className="mb-5">
      <p>{t.backupText}</p>
      <ul
        className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 font-mono text-sm whitespace-nowrap sm:grid-cols-3 sm:text-base lg:grid-cols-5"
        aria-label={t.backupList}
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
        {t.backupDownload}
      </a>
    </Alert>
  );
}
