import { type FormMetadata, getFormProps } from "@conform-to/react";
import { FormAlert, type FormAlertMessage } from "~/components/ui/form-alert";
import { Form } from "~/components/ui/link";

/**
 * A settings form as every section writes it: it posts to the page's own action with its intent,
 * and the server's message about the last attempt stands above its fields.
 */
export function SettingsForm<Schema extends Record<string, unknown>>({
  form,
  intent,
  alert,
  className = "space-y-4",
  children,
}: {
  form: FormMetadata<Schema, string[]>;
  /** Left out where the submit buttons carry the intent themselves. */
  intent?: string;
  alert: FormAlertMessage | null | undefined;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <Form method="post" {...getFormProps(form)} className={className}>
      <FormAlert alert={alert} />
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      {children}
    </Form>
  );
}
