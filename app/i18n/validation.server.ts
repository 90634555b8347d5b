import { namespaceMessages } from "./catalog.server";
import type { MessageTree } from "./define";
import { DEFAULT_LOCALE, type Locale } from "./locales";
import type { ValidationLookup } from "./validation";

/**
 * Where the signed-in areas' form messages are translated: the `validation` namespace (the admin
 * and learner schemas), and the parts of other namespaces whose English the shared schemas reuse
 * (the account forms' and sign-up rules that the profile and users forms share, the coupon
 * form's messages).
 */
const SOURCES: ReadonlyArray<readonly [namespace: string, ...path: string[]]> = [
  ["validation"],
  ["settings", "validation"],
  ["settings", "server"],
  ["auth", "validation"],
  ["auth", "alerts"],
  ["auth", "twoFactorMessages"],
  ["auth", "phoneFactorMessages"],
  ["admin-coupons", "validation"],
  ["admin-coupons", "maxUsesBelowUses"],
];

function section(tree: MessageTree | undefined, path: readonly string[]): unknown {
  let node: unknown = tree;
  for (const key of path) node = (node as Record<string, unknown> | undefined)?.[key];
  return node;
}

/** Each English string of `english` beside the same key's words in `translated`. */
function pair(english: unknown, translated: unknown, into: Record<string, string>): void {
  if (typeof english === "string") {
    if (typeof translated === "string" && translated !== english) into[english] = translated;
    return;
  }
  if (typeof english !== "object" || english === null) return;
  for (const [key, value] of Object.entries(english)) {
    pair(value, (translated as Record<string, unknown> | undefined)?.[key], into);
  }
}

function messages(name: string, locale: Locale): MessageTree | undefined {
  try {
    return namespaceMessages(name, locale);
  } catch {
    return undefined;
  }
}

const built = new Map<Locale, ValidationLookup>();

/**
 * The table the admin and learner layouts send with their data: { [English message]: the
 * locale's words }, patterns included ("Keep this under {max} characters."). Empty for English.
 */
export function validationLookup(locale: Locale): ValidationLookup {
  if (locale === DEFAULT_LOCALE) return {};
  let lookup = built.get(locale);
  if (!lookup) {
    const table: Record<string, string> = {};
    for (const [name, ...path] of SOURCES) {
      pair(
        section(messages(name, DEFAULT_LOCALE), path),
        section(messages(name, locale), path),
        table,
      );
    }
    lookup = table;
    built.set(locale, lookup);
  }
  return lookup;
}
