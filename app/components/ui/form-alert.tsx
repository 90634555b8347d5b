import { Alert } from "./alert";
import { useValidationText } from "./validation-text";

/** A form's overall result that no one field owns: what went wrong and what to do. */
export type FormAlertMessage = { title: string; description?: string };

/**
 * The message an action returns for the whole form, shown above its fields: an error alert
 * (role="alert", so it is announced at once), or nothing. `children` follow the description
 * (a link to resend an e-mail, another way to reach us).
 */
export function FormAlert({
  alert,
  className,
  children,
}: {
  alert: FormAlertMessage | null | undefined;
  className?: string;
  children?: React.ReactNode;
}) {
  const say = useValidationText();
  if (!alert) return null;
  return (
    <Alert variant="error" title={alert.title} className={className}>
      {alert.description || children ? (
        <>
          {alert.description ? say(alert.description) : null}
          {children}
        </>
      ) : null}
    </Alert>
  );
}
