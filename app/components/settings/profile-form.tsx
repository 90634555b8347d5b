import { NameField, NIGERIAN_PHONE_HINT, PhoneField } from "~/components/forms/contact-fields";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { IdCardIcon } from "~/components/ui/icons";
import type { SettingsReply } from "~/domain/account/settings-reply";
import { SettingsForm } from "./settings-form";
import { SettingsSection } from "./settings-section";
import { useSettingsForm, useSubmittingIntent } from "./use-settings-form";

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
  const [form, fields] = useSettingsForm(
    "profile-form",
    () => import("~/domain/account/account.schema").then((m) => m.profileSchema),
    {
      last,
      defaultValue: { fullName: user.name, phone: user.phone ?? "" },
    },
  );
  const submitting = useSubmittingIntent("profile");

  return (
    <SettingsSection
      id="profile"
      title="Profile"
      description="Your name appears on your certificates issued from now on."
      Icon={IdCardIcon}
    >
      <SettingsForm form={form} intent="profile" alert={last?.alert}>
        <NameField field={fields.fullName} label="Full name" />
        <PhoneField
          field={fields.phone}
          label="Phone number (optional)"
          hint={NIGERIAN_PHONE_HINT}
        />
        <Field
          label="Email address"
          id="profile-email"
          name="email-display"
          type="email"
          value={user.email}
          readOnly
          hint={
            canChangeEmail ? (
              <>
                The address you sign in with. To change it, use{" "}
                <a href="#email-title" className="font-semibold text-brand-700 underline">
                  Change e-mail address
                </a>{" "}
                below.
              </>
            ) : (
              "The address you sign in with. Set a password (below) to be able to change it."
            )
          }
          className="[&_input]:bg-surface-sunken [&_input]:text-ink-muted"
        />
        <Button type="submit" pending={submitting}>
          Save changes
        </Button>
      </SettingsForm>
    </SettingsSection>
  );
}
