import { getInputProps } from "@conform-to/react";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { CheckboxField, Field } from "~/components/ui/field";
import { TrashIcon } from "~/components/ui/icons";
import { CONFIRM_DELETION_LABEL } from "~/domain/account/account.constants";
import type { SettingsReply } from "~/domain/account/settings-reply";
import { SettingsPasswordField } from "./settings-fields";
import { SettingsForm } from "./settings-form";
import { SettingsSection } from "./settings-section";
import { useSettingsForm, useSubmittingIntent } from "./use-settings-form";

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
  const [form, fields] = useSettingsForm(
    "delete-account-form",
    () => import("~/domain/account/account.schema").then((m) => m.deleteAccountSchema(confirmWith)),
    { last },
  );
  const submitting = useSubmittingIntent("delete-account");

  return (
    <SettingsSection
      id="delete-account"
      title="Delete My Account"
      description="Permanently erase your account and personal data."
      Icon={TrashIcon}
      tone="danger"
    >
      <div className="grid gap-4 text-sm text-ink md:grid-cols-2">
        <div>
          <h3 className="font-semibold">What is erased</h3>
          <p className="mt-1 text-ink-muted">
            Your profile and photo, sign-in methods and devices, enrolments, lesson progress and
            learning time, certificates (their verification links stop working), notifications and
            notification settings.
          </p>
        </div>
        <div>
          <h3 className="font-semibold">What is kept</h3>
          <p className="mt-1 text-ink-muted">
            Consultation bookings are business records: we keep them, no longer linked to an
            account. Messages sent through the contact form stay in our inbox. Payment records and
            receipts stay without your name or e-mail: the law requires us to keep them for six
            years.
          </p>
        </div>
      </div>
      <p className="mt-4 text-sm text-ink">
        Download your data first if you want a copy. Deleting cannot be undone.
      </p>

      {isLastAdmin ? (
        <Alert variant="warning" title="You are the only active admin" className="mt-5">
          Make another account an admin before deleting yours, so someone can still run the academy.
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
              <SettingsPasswordField field={fields.secret} label="Your password" />
            ) : (
              <Field
                label="Type your e-mail address"
                {...getInputProps(fields.secret, { type: "email" })}
                autoComplete="off"
                hint="Your account has no password, so we ask for its e-mail address instead."
                error={fields.secret.errors}
              />
            )}
          </div>
          <CheckboxField
            {...getInputProps(fields.confirm, { type: "checkbox" })}
            label={CONFIRM_DELETION_LABEL}
            error={fields.confirm.errors}
          />
          <Button type="submit" variant="destructive" pending={submitting}>
            <TrashIcon className="size-5" />
            Delete My Account
          </Button>
        </SettingsForm>
      )}
    </SettingsSection>
  );
}
