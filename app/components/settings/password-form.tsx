import { getInputProps } from "@conform-to/react";
import { Button, ButtonLink } from "~/components/ui/button";
import { CheckboxField } from "~/components/ui/field";
import { KeyIcon } from "~/components/ui/icons";
import type { SettingsReply } from "~/domain/account/settings-reply";
import { SettingsPasswordField } from "./settings-fields";
import { SettingsForm } from "./settings-form";
import { SettingsSection } from "./settings-section";
import { useSettingsForm, useSubmittingIntent } from "./use-settings-form";

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
  const [form, fields] = useSettingsForm(
    "password-form",
    () => import("~/domain/account/account.schema").then((m) => m.changePasswordSchema),
    { last },
  );
  const submitting = useSubmittingIntent("password");

  if (!hasPassword) {
    return (
      <SettingsSection
        id="password"
        title="Change password"
        description="You sign in with a social account, so this account has no password yet."
        Icon={KeyIcon}
      >
        <p className="text-sm text-ink">
          To also sign in with your e-mail address, set a password: we e-mail you a link to choose
          one.
        </p>
        <ButtonLink to="/password-reset" variant="outline" className="mt-4">
          Set a password
        </ButtonLink>
      </SettingsSection>
    );
  }

  return (
    <SettingsSection
      id="password"
      title="Change password"
      description="Use at least 8 characters and avoid common passwords."
      Icon={KeyIcon}
    >
      <SettingsForm form={form} intent="password" alert={last?.alert}>
        {/* The account's e-mail, hidden, lets password managers file the new password under it. */}
        <input type="email" autoComplete="username" value={email} readOnly hidden />
        <div className="grid gap-4 md:grid-cols-3">
          <SettingsPasswordField field={fields.currentPassword} />
          <SettingsPasswordField
            field={fields.newPassword}
            label="New password"
            autoComplete="new-password"
          />
          <SettingsPasswordField
            field={fields.confirmPassword}
            label="Confirm new password"
            autoComplete="new-password"
          />
        </div>
        <CheckboxField
          {...getInputProps(fields.revokeOtherSessions, { type: "checkbox" })}
          label="Sign out of other devices"
          error={fields.revokeOtherSessions.errors}
        />
        <Button type="submit" pending={submitting}>
          Update password
        </Button>
      </SettingsForm>
    </SettingsSection>
  );
}
