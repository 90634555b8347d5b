import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button, ButtonLink } from "~/components/ui/button";
import { CheckboxField, PasswordField } from "~/components/ui/field";
import { KeyIcon } from "./settings-icons";
import { SettingsSection } from "./settings-section";
import { useSettingsForm } from "./use-settings-form";

type Last = {
  result: SubmissionResult<string[]>;
  alert: { title: string; description?: string } | null;
};

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
  const navigation = useNavigation();
  const [form, fields] = useSettingsForm(
    "password-form",
    () => import("~/domain/account/account.schema").then((m) => m.changePasswordSchema),
    { last },
  );
  const submitting =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "password";

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
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        {last?.alert ? (
          <Alert variant="error" title={last.alert.title}>
            {last.alert.description}
          </Alert>
        ) : null}
        <input type="hidden" name="intent" value="password" />
        {/* The account's e-mail, hidden, lets password managers file the new password under it. */}
        <input type="email" autoComplete="username" value={email} readOnly hidden />
        <div className="grid gap-4 md:grid-cols-3">
          <PasswordField
            label="Current password"
            {...getInputProps(fields.currentPassword, { type: "password" })}
            autoComplete="current-password"
            error={fields.currentPassword.errors}
          />
          <PasswordField
            label="New password"
            {...getInputProps(fields.newPassword, { type: "password" })}
            autoComplete="new-password"
            error={fields.newPassword.errors}
          />
          <PasswordField
            label="Confirm new password"
            {...getInputProps(fields.confirmPassword, { type: "password" })}
            autoComplete="new-password"
            error={fields.confirmPassword.errors}
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
      </Form>
    </SettingsSection>
  );
}
