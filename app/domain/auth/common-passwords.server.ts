import { dictionary } from "@zxcvbn-ts/language-common";

// Besides the minimum length, the most common passwords are refused. The list is
// zxcvbn's frequency-ranked corpus; the top 10,000 covers what attackers try first.
const COMMON = new Set(
  (dictionary["passwords-common"] as string[]).slice(0, 10_000).map((p) => p.toLowerCase()),
);

export const COMMON_PASSWORD_MESSAGE =
  "This password is too common and easy to guess. Please choose a less common one.";

export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}
