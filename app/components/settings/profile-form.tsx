import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { IdCardIcon } from "./settings-icons";
import { SettingsSection } from "./settings-section";
import { useSettingsForm } from "./use-settings-form";

type Last = {
  result: SubmissionResult<string[]>;
  alert: { title: string; description?: string } | null;
};

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
  const navigation = useNavigation();
  const [form, fields] = useSettingsForm(
    "profile-form",
    () => import("~/domain/account/account.schema").then((m) => m.profileSchema),
    {
      last,
      defaultValue: { fullName: user.name, phone: user.phone ?? "" },
    },
  );
  const submitting =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "profile";

  return (
    <SettingsSection
      id="profile"
      title="Profile"
      description="Your name appears on your certificates issued from now on."
      Icon={IdCardIcon}
    >
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        {last?.alert ? (
          <Alert variant="error" title={last.alert.title}>
            {last.alert.description}
          </Alert>
        ) : null}
        <input type="hidden" name="intent" value="profile" />
        <Field
          label="Full name"
          {...getInputProps(fields.fullName, { type: "text" })}
          autoComplete="name"
          error={fields.fullName.errors}
        />
        <Field
          label="Phone number (optional)"
          {...getInputProps(fields.phone, { type: "tel" })}
          autoComplete="tel"
          placeholder="0803 123 4567"
          hint="A Nigerian number, e.g. 0803 123 4567 or +234 803 123 4567."
          error={fields.phone.errors}
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
      </Form>
    </SettingsSection>
  );
}
