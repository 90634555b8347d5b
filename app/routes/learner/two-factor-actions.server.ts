import type { SubmissionResult } from "@conform-to/react";
import { consumeAuthRateLimit } from "~/domain/abuse/auth-limits.server";
import { tooManyAttemptsMessage } from "~/domain/abuse/limits";
import {
  confirmPhoneEnrolment,
  removePhoneFactor,
  startPhoneEnrolment,
} from "~/domain/auth/phone-factor.server";
import { twoFactorSchemasFor } from "~/domain/auth/two-factor.schema";
import {
  confirmTotpEnrolment,
  removeTwoFactor,
  replaceBackupCodes,
  startTotpEnrolment,
} from "~/domain/auth/two-factor.server";
import { translate } from "~/i18n/catalog.server";
import type { Locale } from "~/i18n/locales";
import { auth } from "~/i18n/messages/auth";
import { settings } from "~/i18n/messages/settings";
import { parseSubmission } from "~/lib/parse-submission";
import { redirectWithToast } from "~/routes/toast.server";
import type { Services } from "~/services.server";
import {
  localizeSettingsMessage,
  refusalReply,
  settingsReply,
  unreadableForm,
} from "./settings-actions.server";

// The two-step sign-in page's forms: an authenticator app (set up, confirm), a phone for text
// messages (send a code, confirm), and new backup codes or switching it off, each with the
// current password. Answers as the account settings page's forms do (see settings-actions).

/** The page's words and schemas in the request's language. */
function twoFactorWords(locale: Locale) {
  const t = translate(locale, settings);
  return {
    t,
    locale,
    failed: t.toasts.twoFactorFailed,
    schemas: twoFactorSchemasFor(translate(locale, auth)),
    localize: (message: string) => localizeSettingsMessage(locale, message),
  };
}

type Words = ReturnType<typeof twoFactorWords>;

/** A domain refusal with its message in the page's language. */
function localized<O extends { message: string }>(w: Words, outcome: O): O {
  return { ...outcome, message: w.localize(outcome.message) };
}

/** One post of the two-step sign-in page at `here`, dispatched by its intent. */
export async function submitTwoFactorSettings(
  services: Services,
  request: Request,
  userId: string,
  formData: FormData,
  here: string,
  locale: Locale,
) {
  const w = twoFactorWords(locale);
  switch (formData.get("intent")) {
    case "mfa-enrol":
      return enrolTwoFactor(services, request, userId, formData, w);
    case "mfa-confirm":
      return confirmTwoFactor(services, request, userId, formData, w);
    case "mfa-phone-start":
      return startPhone(services, request, userId, formData, w);
    case "mfa-phone-confirm":
      return confirmPhone(services, request, userId, formData, here, w);
    case "mfa-backup-codes":
    case "mfa-remove":
      return manageTwoFactor(services, request, userId, formData, here, w);
    default:
      return unreadableForm(services, request, here, locale);
  }
}

/** A refusal about the whole form, under this page's one title. */
function notChanged(
  intent: "mfa-phone-start" | "mfa-confirm" | "mfa-phone-confirm",
  result: SubmissionResult<string[]>,
  status: number,
  description: string,
  w: Words,
) {
  return settingsReply(intent, result, status, { title: w.failed, description });
}

async function enrolTwoFactor(
  services: Services,
  request: Request,
  userId: string,
  formData: FormData,
  w: Words,
) {
  const submission = parseSubmission(formData, { schema: w.schemas.enrolTotpSchema });
  const hideFields = ["password"];
  if (submission.status !== "success") {
    return settingsReply("mfa-enrol", submission.reply({ hideFields }), 400);
  }
  const outcome = await startTotpEnrolment(services, request, { ...submission.value, userId });
  if (!outcome.ok) {
    return refusalReply("mfa-enrol", submission, localized(w, outcome), {
      title: w.failed,
      hideFields,
      formFields: ["password"],
    });
  }
  // The page now shows the QR code of the pending factor (the loader reads it back).
  return settingsReply("mfa-enrol", submission.reply({ resetForm: true }), 200);
}

async function confirmTwoFactor(
  services: Services,
  request: Request,
  userId: string,
  formData: FormData,
  w: Words,
) {
  const code = await readCode(services, request, "mfa-confirm", formData, w);
  if (code.refused) return code.refused;
  const outcome = await confirmTotpEnrolment(services, request, { code: code.value, userId });
  if (!outcome.ok) return code.wrongCode(w.localize(outcome.message));
  // Not a redirect: the backup codes are shown on this answer only, and never stored for later.
  // better-auth replaced the session when the factor was confirmed; the headers carry its cookie.
  return settingsReply("mfa-confirm", code.submission.reply({ resetForm: true }), 200, null, {
    backupCodes: outcome.backupCodes,
    headers: outcome.headers,
  });
}

const CODE_SCHEMAS = {
  "mfa-confirm": "confirmTotpSchema",
  "mfa-phone-confirm": "confirmPhoneSchema",
} as const;

/**
 * The start both code confirmations share: the code is read from the form, then spends a guess
 * (codes confirmed here count with the sign-in codes: one budget of guesses per client). Gives the
 * answer to send instead when either refuses it, else the code and how to answer a wrong one.
 */
async function readCode(
  services: Services,
  request: Request,
  intent: keyof typeof CODE_SCHEMAS,
  formData: FormData,
  w: Words,
) {
  const submission = parseSubmission(formData, { schema: w.schemas[CODE_SCHEMAS[intent]] });
  const hidden = { hideFields: ["code"] };
  if (submission.status !== "success") {
    return { refused: settingsReply(intent, submission.reply(hidden), 400) } as const;
  }
  const limit = await consumeAuthRateLimit(services, request, "mfa-verify");
  if (!limit.allowed) {
    const message = w.localize(tooManyAttemptsMessage(limit.retryAfterSeconds));
    return { refused: notChanged(intent, submission.reply(hidden), 429, message, w) } as const;
  }
  return {
    refused: null,
    submission,
    value: submission.value.code,
    wrongCode: (message: string) =>
      settingsReply(intent, submission.reply({ ...hidden, fieldErrors: { code: [message] } }), 400),
  } as const;
}

async function startPhone(
  services: Services,
  request: Request,
  userId: string,
  formData: FormData,
  w: Words,
) {
  const submission = parseSubmission(formData, { schema: w.schemas.enrolPhoneSchema });
  const hideFields = ["password"];
  if (submission.status !== "success") {
    return settingsReply("mfa-phone-start", submission.reply({ hideFields }), 400);
  }
  const limit = await consumeAuthRateLimit(services, request, "sms-send");
  if (!limit.allowed) {
    return notChanged(
      "mfa-phone-start",
      submission.reply({ hideFields }),
      429,
      w.localize(tooManyAttemptsMessage(limit.retryAfterSeconds)),
      w,
    );
  }
  const outcome = await startPhoneEnrolment(services, { userId, ...submission.value });
  if (!outcome.ok) {
    return refusalReply("mfa-phone-start", submission, localized(w, outcome), {
      title: w.failed,
      hideFields,
    });
  }
  return settingsReply("mfa-phone-start", submission.reply({ resetForm: true }), 200, null, {
    sentTo: outcome.sentTo,
  });
}

async function confirmPhone(
  services: Services,
  request: Request,
  userId: string,
  formData: FormData,
  here: string,
  w: Words,
) {
  const code = await readCode(services, request, "mfa-phone-confirm", formData, w);
  if (code.refused) return code.refused;
  const outcome = await confirmPhoneEnrolment(services, { userId, code: code.value });
  if (!outcome.ok) return code.wrongCode(w.localize(outcome.message));
  return redirectWithToast(services.toasts, request, here, { ...w.t.toasts.twoFactorOn });
}

async function manageTwoFactor(
  services: Services,
  request: Request,
  userId: string,
  formData: FormData,
  here: string,
  w: Words,
) {
  const submission = parseSubmission(formData, { schema: w.schemas.manageTwoFactorSchema });
  const hideFields = ["password"];
  if (submission.status !== "success") {
    return settingsReply("mfa-manage", submission.reply({ hideFields }), 400);
  }
  const { intent, password } = submission.value;
  const outcome =
    intent === "mfa-remove"
      ? await removeTwoFactor(services, request, password)
      : await replaceBackupCodes(services, request, password);
  if (!outcome.ok) {
    return refusalReply("mfa-manage", submission, localized(w, outcome), {
      title: w.failed,
      hideFields,
      formFields: ["password"],
    });
  }
  if (intent === "mfa-remove") await removePhoneFactor(services, userId);
  if ("backupCodes" in outcome) {
    return settingsReply("mfa-manage", submission.reply({ resetForm: true }), 200, null, {
      backupCodes: outcome.backupCodes,
    });
  }
  return redirectWithToast(
    services.toasts,
    request,
    here,
    { ...w.t.toasts.twoFactorOff },
    outcome.headers,
  );
}
