import { type FieldMetadata, getInputProps } from "@conform-to/react";
import { Button } from "~/components/ui/button";
import { PasswordField } from "~/components/ui/field";
import { Link } from "~/components/ui/link";
import { auth } from "~/i18n/messages/auth";
import { useT } from "~/i18n/react";

// The pieces the sign-in, registration and password pages share, so each page is laid out alike.

type TextFieldMetadata = FieldMetadata<string | undefined, Record<string, unknown>, string[]>;

/** The line under an auth card that sends the visitor to another auth page. */
export function AuthFooterLink({
  prompt,
  to,
  children,
}: {
  /** Text before the link, e.g. "New to the academy?". */
  prompt?: string;
  to: string;
  children: React.ReactNode;
}) {
  return (
    <p>
      {prompt ? <>{prompt} </> : null}
      <Link to={to} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
        {children}
      </Link>
    </p>
  );
}

/** The card's one full-width submit button, busy while its form is being sent. */
export function AuthSubmitButton({
  pending,
  children,
}: {
  pending: boolean | undefined;
  children: React.ReactNode;
}) {
  return (
    <Button type="submit" className="w-full" size="lg" pending={pending}>
      {children}
    </Button>
  );
}

/**
 * A new password and its confirmation: password managers offer to generate and save it, and the
 * hint states the rules the server applies.
 */
export function NewPasswordFields({
  password,
  confirmPassword,
  labels,
}: {
  password: TextFieldMetadata;
  confirmPassword: TextFieldMetadata;
  labels: { password: string; confirmPassword: string };
}) {
  const t = useT(auth).fields;
  return (
    <>
      <PasswordField
        label={labels.password}
        {...getInputProps(password, { type: "password" })}
        autoComplete="new-password"
        hint={t.passwordHint}
        error={password.errors}
      />
      <PasswordField
        label={labels.confirmPassword}
        {...getInputProps(confirmPassword, { type: "password" })}
        autoComplete="new-password"
        error={confirmPassword.errors}
      />
    </>
  );
}
