// Browser-safe and tiny: the form schemas (app/domain/**) say their messages in English, and the
// page shows each one in its language by looking it up in the table its layout's loader sent
// (validationLookup in validation.server.ts; useValidationText in components/ui/validation-text.ts).

/**
 * English message → the page's language. A key with {braces} is a pattern ("Keep this under
 * {max} characters."): a message it matches gets the translation with the same values filled in.
 * Empty on English pages.
 */
export type ValidationLookup = { readonly [english: string]: string };

const PARAM = /\{(\w+)\}/g;
const patterns = new Map<string, RegExp>();

/** "Keep this under {max} characters." → /^Keep this under (?<max>.+?) characters\.$/ */
function patternOf(template: string): RegExp {
  let pattern = patterns.get(template);
  if (!pattern) {
    const seen = new Set<string>();
    let source = "";
    let last = 0;
    for (const match of template.matchAll(PARAM)) {
      const name = match[1] as string;
      source += template.slice(last, match.index).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      source += seen.has(name) ? `\\k<${name}>` : `(?<${name}>.+?)`;
      seen.add(name);
      last = match.index + match[0].length;
    }
    source += template.slice(last).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    pattern = new RegExp(`^${source}$`);
    patterns.set(template, pattern);
  }
  return pattern;
}

/** One message in the page's language; a message the table does not know stays as it is. */
export function translateValidation(
  message: string,
  lookup: ValidationLookup | null | undefined,
): string {
  if (!lookup) return message;
  if (Object.hasOwn(lookup, message)) return lookup[message] as string;
  for (const english of Object.keys(lookup)) {
    if (!english.includes("{")) continue;
    const groups = patternOf(english).exec(message)?.groups;
    if (groups) {
      return (lookup[english] as string).replace(PARAM, (whole, name: string) =>
        Object.hasOwn(groups, name) ? (groups[name] as string) : whole,
      );
    }
  }
  return message;
}
