import { EmailField } from "~/components/forms/contact-fields";
import { Button } from "~/components/ui/button";
import { MailIcon } from "~/components/ui/icons";
import type { SettingsReply } from "~/domain/account/settings-reply";
import { settings } from "~/i18n/messages/settings";
import { useT } from "~/i18n/react";
import { SettingsPasswordField } from "./settings-fields";
import { SettingsForm } from "./settings-form";
import { SettingsSection } from "./settings-section";
import { useAccountSchemas, useSettingsForm, useSubmittingIntent } from "./use-settings-form";

type Last = Pick<SettingsReply, "result" | "alert">;

/** Change the sign-in address: a link to the new one confirms it; the password proves it is you. */
export function EmailForm({ email, last }: { email: string; last?: Last }) {
  const t = useT(settings).email;
  const schemas = useAccountSchemas();
  const [form, fields] = useSettingsForm(
    "email-form",
    () => schemas().then((m) => m.changeEmailSchema),
    { last },
  );
  const submitting = useSubmittingIntent("email");
  return (
    <SettingsSection
      id="email"
      title={t.title}
      description={
        <>
          {t.descriptionBefore} <strong className="font-semibold text-ink">{email}</strong>
          {t.descriptionAfter}
        </>
      }
      Icon={MailIcon}
    >
      <SettingsForm form={form} intent="email" alert={last?.alert}>
        <div className="grid gap-4 md:grid-cols-2">
          <EmailField field={fields.newEmail} label={t.newEmail} />
          <SettingsPasswordField field={fields.password} />
        </div>
        <Button type="submit" pending={submitting}>
          {t.submit}
        </Button>
      </SettingsForm>
    </SettingsSection>
  );
}
