import { namespaceMessages, translate } from "~/i18n/catalog.server";
import type { MessageTree } from "~/i18n/define";
import type { Locale } from "~/i18n/locales";
import { auth } from "~/i18n/messages/auth";
import en from "~/i18n/messages/auth/en";

// The sign-in code below the pages (accounts, two-factor, rate limits) answers in English; the
// pages say its messages in their language. A message we have no words for (one of better-auth's
// own) stays as it is on an English page and becomes "Something went wrong…" on the others: an
// English sentence helps no one who reads the page in Hausa.

/** Where each English message the domain may answer lives in the `auth` namespace. */
const PATHS = new Map<string, string[]>();
function collect(tree: MessageTree, path: string[]) {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === "string") {
      if (!PATHS.has(value)) PATHS.set(value, [...path, key]);
    } else if (!("$plural" in value)) collect(value as MessageTree, [...path, key]);
  }
}
for (const part of [
  "status",
  "toasts",
  "alerts",
  "validation",
  "twoFactorMessages",
  "phoneFactorMessages",
  "server",
] as const) {
  collect(en[part] as MessageTree, [part]);
}

/** tooManyAttemptsMessage's words (app/domain/abuse/limits.ts). */
const TOO_MANY_ATTEMPTS =
  /^Too many attempts from your connection\. Please wait (\d+) minutes? and try again\.$/;

/** An English message of the sign-in code in the page's language. */
export function localizeAuthMessage(locale: Locale, message: string): string;
export function localizeAuthMessage(
  locale: Locale,
  message: string | null | undefined,
): string | undefined;
export function localizeAuthMessage(
  locale: Locale,
  message: string | null | undefined,
): string | undefined {
  if (message == null) return undefined;
  if (locale === "en") return message;
  const tooMany = TOO_MANY_ATTEMPTS.exec(message);
  if (tooMany) {
    return translate(locale, auth).server.tooManyAttempts({ count: Number(tooMany[1]) });
  }
  const path = PATHS.get(message);
  if (!path) return translate(locale, auth).server.unknown;
  let node: unknown = namespaceMessages(auth, locale);
  for (const key of path) node = (node as Record<string, unknown> | undefined)?.[key];
  return typeof node === "string" ? node : message;
}
