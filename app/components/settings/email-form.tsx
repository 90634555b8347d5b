import { EmailField } from "~/components/forms/contact-fields";
import { Button } from "~/components/ui/button";
import { MailIcon } from "~/components/ui/icons";
import type { SettingsReply } from "~/domain/account/settings-reply";
import { SettingsPasswordField } from "./settings-fields";
import { SettingsForm } from "./settings-form";
import { SettingsSection } from "./settings-section";
import { useSettingsForm, useSubmittingIntent } from "./use-settings-form";

type Last = Pick<SettingsReply, "result" | "alert">;

/** Change the sign-in address: a link to the new one confirms it; the password proves it is you. */
export function EmailForm({ email, last }: { email: string; last?: Last }) {
  const [form, fields] = useSettingsForm(
    "email-form",
    () => import("~/domain/account/account.schema").then((m) => m.changeEmailSchema),
    { last },
  );
  const submitting = useSubmittingIntent("email");
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
      <SettingsForm form={form} intent="email" alert={last?.alert}>
        <div className="grid gap-4 md:grid-cols-2">
          <EmailField field={fields.newEmail} label="New e-mail address" />
          <SettingsPasswordField field={fields.password} />
        </div>
        <Button type="submit" pending={submitting}>
          Send verification link
        </Button>
      </SettingsForm>
    </SettingsSection>
  );
}
