// PostgreSQL text cannot hold the NUL character, and no field of ours means anything by a control
// character other than tab and line breaks. Stripping them where a form is read keeps a hostile
// or broken client from turning a post into a database error (a 500), and keeps them out of
// e-mails and CSV exports.

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

export function withoutControlCharacters(value: string): string {
  return value.replace(CONTROL_CHARACTERS, "");
}

/** The same form with every text value cleaned; files are left as they are. */
export function cleanFormData(formData: FormData): FormData {
  const cleaned = new FormData();
  for (const [name, value] of formData) {
    cleaned.append(
      withoutControlCharacters(name),
      typeof value === "string" ? withoutControlCharacters(value) : value,
    );
  }
  return cleaned;
}

/** A route or query value with a control character never names anything of ours. */
export function hasControlCharacters(value: string): boolean {
  CONTROL_CHARACTERS.lastIndex = 0;
  return CONTROL_CHARACTERS.test(value);
}
