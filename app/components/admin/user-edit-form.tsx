import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { BoundCheckboxField, BoundField, BoundSelectField } from "~/components/forms/bound-fields";
import { useLazyForm } from "~/components/forms/use-lazy-form";
import { Button, useIsPending } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { FormAlert } from "~/components/ui/form-alert";
import { Form } from "~/components/ui/link";
import { ACCOUNT_STATUSES, type AccountStatus, type Role } from "~/db/schema/enums";
import { admin } from "~/i18n/messages/admin";
import { adminUsers } from "~/i18n/messages/admin-users";
import { useT } from "~/i18n/react";

export type UserEditLast = {
  result: SubmissionResult<string[]>;
  alert: { title: string; description?: string } | null;
};

/**
 * Full name, role and status of one account (the e-mail is shown, never edited).
 * Only the roles the signed-in staff member may choose are offered; on their own account the role
 * and status are shown as text and sent unchanged, since nobody may change their own.
 */
export function UserEditForm({
  user,
  roles,
  lockRoleAndStatus,
  showConsultant,
  last,
}: {
  user: { name: string; email: string; role: Role; status: AccountStatus; isConsultant: boolean };
  roles: readonly Role[];
  lockRoleAndStatus: boolean;
  /** Takes consultations is an admin's decision: other staff do not see the box. */
  showConsultant: boolean;
  last?: UserEditLast;
}) {
  const shared = useT(admin);
  const messages = useT(adminUsers);
  const t = messages.form;
  const [form, fields] = useLazyForm(
    "user-edit-form",
    () => import("~/domain/admin/users.schema").then((m) => m.userUpdateSchema),
    {
      id: "user-edit-form",
      lastResult: last?.result,
      defaultValue: {
        fullName: user.name,
        role: user.role,
        status: user.status,
        isConsultant: user.isConsultant ? "on" : undefined,
      },
      shouldValidate: "onBlur",
      shouldRevalidate: "onInput",
    },
  );
  const submitting = useIsPending();

  return (
    <Form method="post" {...getFormProps(form)} className="space-y-5">
      <FormAlert alert={last?.alert} />
      <BoundField label={t.fullName} field={fields.fullName} autoComplete="off" />
      <Field
        label={t.email}
        id="user-email"
        name="email-display"
        type="email"
        value={user.email}
        readOnly
        hint={t.emailHint}
        className="[&_input]:bg-surface-sunken [&_input]:text-ink-muted"
      />
      {lockRoleAndStatus ? (
        <div className="space-y-3 rounded-lg border border-border bg-surface-sunken p-4 text-sm">
          <input type="hidden" name="role" value={user.role} />
          <input type="hidden" name="status" value={user.status} />
          <p>
            <span className="font-semibold">{t.roleLabel}</span> {shared.roles[user.role]} ·{" "}
            <span className="font-semibold">{t.statusLabel}</span> {shared.statuses[user.status]}
          </p>
          <p className="text-ink-muted">{t.locked}</p>
        </div>
      ) : (
        <div className="grid gap-5 sm:grid-cols-2">
          <BoundSelectField
            label={t.role}
            field={fields.role}
            options={roles.map((r) => ({ value: r, label: shared.roles[r] }))}
            hint={messages.roleDescriptions[(fields.role.value as Role | undefined) ?? user.role]}
          />
          <BoundSelectField
            label={t.status}
            field={fields.status}
            options={ACCOUNT_STATUSES.map((s) => ({ value: s, label: shared.statuses[s] }))}
            hint={
              messages.statusDescriptions[
                (fields.status.value as AccountStatus | undefined) ?? user.status
              ]
            }
          />
        </div>
      )}
      {showConsultant ? (
        <div>
          <BoundCheckboxField label={t.consultant} field={fields.isConsultant} />
          <p className="mt-1 pl-8 text-sm text-ink-muted">{t.consultantHint}</p>
        </div>
      ) : null}
      {lockRoleAndStatus ? null : <p className="text-sm text-ink-muted">{t.signOutNote}</p>}
      <Button type="submit" pending={submitting}>
        {t.save}
      </Button>
    </Form>
  );
}
