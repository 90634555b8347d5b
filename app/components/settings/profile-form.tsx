import { NameField, PhoneField } from "~/components/forms/contact-fields";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { IdCardIcon } from "~/components/ui/icons";
import type { SettingsReply } from "~/domain/account/settings-reply";
import { settings } from "~/i18n/messages/settings";
import { useT } from "~/i18n/react";
import { SettingsForm } from "./settings-form";
import { SettingsSection } from "./settings-section";
import { useAccountSchemas, useSettingsForm, useSubmittingIntent } from "./use-settings-form";

type Last = Pick<SettingsReply, "result" | "alert">;

/**
 * Full name and phone. The e-mail is shown but not edited here: it is the sign-in identity, which
 * the "Change e-mail address" section changes (confirmed by a link), for accounts with a password.
 */
export function ProfileForm({
  user,
  canChangeEmail,
  last,
}: {
  user: { name: string; email: string; phone: string | null };
  /** Whether the page offers the "Change e-mail address" section (accounts with a password). */
  canChangeEmail: boolean;
  last?: Last;
}) {
  const t = useT(settings).profile;
  const schemas = useAccountSchemas();
  const [form, fields] = useSettingsForm(
    "profile-form",
    () => schemas().then((m) => m.profileSchema),
    {
      last,
      defaultValue: { fullName: user.name, phone: user.phone ?? "" },
    },
  );
  const submitting = useSubmittingIntent("profile");

  return (
    <SettingsSection id="profile" title={t.title} description={t.description} Icon={IdCardIcon}>
      <SettingsForm form={form} intent="profile" alert={last?.alert}>
        <NameField field={fields.fullName} label={t.fullName} />
        <PhoneField field={fields.phone} label={t.phone} hint={t.phoneHint} />
        <Field
          label={t.email}
          id="profile-email"
          name="email-display"
          type="email"
          value={user.email}
          readOnly
          hint={
            canChangeEmail ? (
              <>
                {t.emailHintBefore}{" "}
                <a href="#email-title" className="font-semibold text-brand-700 underline">
                  {t.emailHintLink}
                </a>{" "}
                {t.emailHintAfter}
              </>
            ) : (
              t.emailHintNoPassword
            )
          }
          className="[&_input]:bg-surface-sunken [&_input]:text-ink-muted"
        />
        <Button type="submit" pending={submitting}>
          {t.save}
        </Button>
      </SettingsForm>
    </SettingsSection>
  );
}
