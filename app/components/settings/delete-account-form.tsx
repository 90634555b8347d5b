import { getInputProps } from "@conform-to/react";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { CheckboxField, Field } from "~/components/ui/field";
import { TrashIcon } from "~/components/ui/icons";
import type { SettingsReply } from "~/domain/account/settings-reply";
import { settings } from "~/i18n/messages/settings";
import { useT } from "~/i18n/react";
import { SettingsPasswordField } from "./settings-fields";
import { SettingsForm } from "./settings-form";
import { SettingsSection } from "./settings-section";
import { useAccountSchemas, useSettingsForm, useSubmittingIntent } from "./use-settings-form";

type Last = Pick<SettingsReply, "result" | "alert">;

/**
 * Delete My Account: says what is erased and what is kept, then asks for the password (or the
 * e-mail address, for accounts without one) and an explicit tick before anything happens.
 */
export function DeleteAccountForm({
  confirmWith,
  isLastAdmin,
  last,
}: {
  confirmWith: "password" | "email";
  isLastAdmin: boolean;
  last?: Last;
}) {
  const t = useT(settings).deletion;
  const schemas = useAccountSchemas();
  const [form, fields] = useSettingsForm(
    "delete-account-form",
    () => schemas().then((m) => m.deleteAccountSchema(confirmWith)),
    { last },
  );
  const submitting = useSubmittingIntent("delete-account");

  return (
    <SettingsSection
      id="delete-account"
      title={t.title}
      description={t.description}
      Icon={TrashIcon}
      tone="danger"
    >
      <div className="grid gap-4 text-sm text-ink md:grid-cols-2">
        <div>
          <h3 className="font-semibold">{t.erasedTitle}</h3>
          <p className="mt-1 text-ink-muted">{t.erasedText}</p>
        </div>
        <div>
          <h3 className="font-semibold">{t.keptTitle}</h3>
          <p className="mt-1 text-ink-muted">{t.keptText}</p>
        </div>
      </div>
      <p className="mt-4 text-sm text-ink">{t.downloadFirst}</p>

      {isLastAdmin ? (
        <Alert variant="warning" title={t.lastAdminTitle} className="mt-5">
          {t.lastAdminText}
        </Alert>
      ) : (
        <SettingsForm
          form={form}
          intent="delete-account"
          alert={last?.alert}
          className="mt-5 space-y-4"
        >
          <div className="max-w-sm">
            {confirmWith === "password" ? (
              <SettingsPasswordField field={fields.secret} label={t.yourPassword} />
            ) : (
              <Field
                label={t.typeEmail}
                {...getInputProps(fields.secret, { type: "email" })}
                autoComplete="off"
                hint={t.typeEmailHint}
                error={fields.secret.errors}
              />
            )}
          </div>
          <CheckboxField
            {...getInputProps(fields.confirm, { type: "checkbox" })}
            label={t.confirm}
            error={fields.confirm.errors}
          />
          <Button type="submit" variant="destructive" pending={submitting}>
            <TrashIcon className="size-5" />
            {t.submit}
          </Button>
        </SettingsForm>
      )}
    </SettingsSection>
  );
}
