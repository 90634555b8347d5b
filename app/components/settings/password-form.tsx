import { getInputProps } from "@conform-to/react";
import { Button, ButtonLink } from "~/components/ui/button";
import { CheckboxField } from "~/components/ui/field";
import { KeyIcon } from "~/components/ui/icons";
import type { SettingsReply } from "~/domain/account/settings-reply";
import { settings } from "~/i18n/messages/settings";
import { useT } from "~/i18n/react";
import { SettingsPasswordField } from "./settings-fields";
import { SettingsForm } from "./settings-form";
import { SettingsSection } from "./settings-section";
import { useAccountSchemas, useSettingsForm, useSubmittingIntent } from "./use-settings-form";

type Last = Pick<SettingsReply, "result" | "alert">;

/** Change password with the current one; optionally sign out every other device. */
export function PasswordForm({
  email,
  hasPassword,
  last,
}: {
  email: string;
  hasPassword: boolean;
  last?: Last;
}) {
  const t = useT(settings).password;
  const schemas = useAccountSchemas();
  const [form, fields] = useSettingsForm(
    "password-form",
    () => schemas().then((m) => m.changePasswordSchema),
    { last },
  );
  const submitting = useSubmittingIntent("password");

  if (!hasPassword) {
    return (
      <SettingsSection
        id="password"
        title={t.title}
        description={t.socialDescription}
        Icon={KeyIcon}
      >
        <p className="text-sm text-ink">{t.socialText}</p>
        <ButtonLink to="/password-reset" variant="outline" className="mt-4">
          {t.setPassword}
        </ButtonLink>
      </SettingsSection>
    );
  }

  return (
    <SettingsSection id="password" title={t.title} description={t.description} Icon={KeyIcon}>
      <SettingsForm form={form} intent="password" alert={last?.alert}>
        {/* The account's e-mail, hidden, lets password managers file the new password under it. */}
        <input type="email" autoComplete="username" value={email} readOnly hidden />
        <div className="grid gap-4 md:grid-cols-3">
          <SettingsPasswordField field={fields.currentPassword} label={t.current} />
          <SettingsPasswordField
            field={fields.newPassword}
            label={t.new}
            autoComplete="new-password"
          />
          <SettingsPasswordField
            field={fields.confirmPassword}
            label={t.confirm}
            autoComplete="new-password"
          />
        </div>
        <CheckboxField
          {...getInputProps(fields.revokeOtherSessions, { type: "checkbox" })}
          label={t.revokeOthers}
          error={fields.revokeOtherSessions.errors}
        />
        <Button type="submit" pending={submitting}>
          {t.submit}
        </Button>
      </SettingsForm>
    </SettingsSection>
  );
}
