import type { SubmissionResult } from "@conform-to/react";

// The answer a settings form gets when it is not redirected away: the same shape for the account
// page and the two-step sign-in page, so each form reads the server's last word the same way.

export type SettingsIntent =
  | "avatar"
  | "profile"
  | "password"
  | "delete-account"
  | "email"
  | "mfa-enrol"
  | "mfa-confirm"
  | "mfa-manage"
  | "mfa-phone-start"
  | "mfa-phone-confirm";

/** Shown above a form when the refusal is about the whole form, not one field. */
export type SettingsAlert = { title: string; description?: string };

export type SettingsReply = {
  intent: SettingsIntent;
  result: SubmissionResult<string[]>;
  alert: SettingsAlert | null;
  /** Shown once: right after two-step sign-in is turned on, or new codes are made. */
  backupCodes?: string[];
  /** The masked number a confirmation code was just texted to. */
  sentTo?: string;
};

/** The last answer when it belongs to the form sent with `intent`; other forms start clean. */
export function replyFor(
  last: SettingsReply | undefined,
  intent: SettingsIntent,
): SettingsReply | undefined {
  return last?.intent === intent ? last : undefined;
}
