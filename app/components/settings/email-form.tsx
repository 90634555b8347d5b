import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Field, PasswordField } from "~/components/ui/field";
import { MailIcon } from "~/components/ui/icons";
import { SettingsSection } from "./settings-section";
import { useSettingsForm } from "./use-settings-form";

type Last = {
  result: SubmissionResult<string[]>;
  alert: { title: string; description?: string } | null;
};

/** Change the sign-in address: a link to the new one confirms it; the password proves it is you. */
export function EmailForm({ email, last }: { email: string; last?: Last }) {
  const navigation = useNavigation();
  const [form, fields] = useSettingsForm(
    "email-form",
    () => import("~/domain/account/account.schema").then((m) => m.changeEmailSchema),
    { last },
  );
  const submitting =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "email";
  return (
    <SettingsSection
      id="email"
      title="Change e-mail address"
      description={
        <>
          You log in with <strong className="font-semibold text-ink">{email}</strong>. We send a
          link to the new address; it replaces this one once you open the link.
        </>
      }
      Icon={MailIcon}
    >
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        {last?.alert ? (
          <Alert variant="error" title={last.alert.title}>
            {last.alert.description}
          </Alert>
        ) : null}
        <input type="hidden" name="intent" value="email" />
        <div className="grid gap-4 md:grid-cols-2">
          <Field
            label="New e-mail address"
            {...getInputProps(fields.newEmail, { type: "email" })}
            autoComplete="email"
            inputMode="email"
            error={fields.newEmail.errors}
          />
          <PasswordField
            label="Current password"
            {...getInputProps(fields.password, { type: "password" })}
            autoComplete="current-password"
            error={fields.password.errors}
          />
        </div>
        <Button type="submit" pending={submitting}>
          Send verification link
        </Button>
      </Form>
    </SettingsSection>
  );
}
