import { type FormMetadata, getFormProps, type SubmissionResult } from "@conform-to/react";
import { Button, ButtonLink, usePendingForm } from "~/components/ui/button";
import { Form } from "~/components/ui/link";
import { admin } from "~/i18n/messages/admin";
import { useT } from "~/i18n/react";

/** What a staff form's action answers when it does not redirect: the form's state and its alert. */
export type AdminFormLast = {
  result: SubmissionResult<string[]>;
  alert: { title: string; description?: string } | null;
};

/**
 * The frame of a staff form that uploads files (journey content, success stories, courses,
 * lessons): a multipart POST, the once-per-form key of a new record (so a repeated submission
 * makes one record), and the submit and Cancel buttons at its foot. On a page with other forms,
 * `intent` names this one's posts, so only its own submission shows its button pending.
 */
export function AdminUploadForm<Schema extends Record<string, unknown>>({
  form,
  formKey,
  submitLabel,
  cancelTo,
  className,
  intent,
  children,
}: {
  form: FormMetadata<Schema, string[]>;
  formKey?: string;
  intent?: string;
  submitLabel: string;
  cancelTo: string;
  className: string;
  children: React.ReactNode;
}) {
  const isPending = usePendingForm();
  const t = useT(admin);
  const pending = isPending(intent === undefined ? {} : { fields: { intent } });
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className={className}>
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      {formKey ? <input type="hidden" name="formKey" value={formKey} /> : null}
      {children}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" pending={pending}>
          {submitLabel}
        </Button>
        <ButtonLink to={cancelTo} variant="outline">
          {t.cancel}
        </ButtonLink>
      </div>
    </Form>
  );
}
