/**
 * The name of the hidden field people never see and bots fill in. Not a name browsers autofill
 * (the field is also autocomplete="off"), so a real visitor never trips it by accident.
 */
export const HONEYPOT_FIELD = "website";

/** True when the hidden field carries anything: the submission is treated as spam. */
export function isHoneypotFilled(formData: FormData): boolean {
  const value = formData.get(HONEYPOT_FIELD);
  if (value === null) return false;
  return typeof value === "string" ? value.trim() !== "" : value.size > 0;
}
