/**
 * The opening of a long text for a list: at most `max` characters, cut at the last whole word
 * (never mid-word, never on a dangling comma) and marked with "…"; the text itself when it fits,
 * or when cutting would save too little to be worth a "Read more" (a line or less).
 */
export function leadOf(text: string, max = 220): { lead: string; cut: boolean } {
  const whole = text.trim().replace(/\s+/g, " ");
  // Less than ~a phone line beyond the limit: shown whole, not hidden behind a toggle.
  if (whole.length <= max + 40) return { lead: whole, cut: false };
  const head = whole.slice(0, max + 1);
  const space = head.lastIndexOf(" ");
  const words = space > max / 2 ? head.slice(0, space) : whole.slice(0, max);
  return { lead: `${words.replace(/[\s,;:.\-–—]+$/u, "")}…`, cut: true };
}
