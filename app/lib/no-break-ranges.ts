// A time ("8:00 AM", "8am", "17:00", "8") and a range of two ("8:00 AM-6:00 PM", "9 – 4 WAT").
const TIME = String.raw`\d{1,2}(?:[:.]\d{2})?(?:\s*(?:[AaPp]\.?\s?[Mm]\.?)(?![A-Za-z]))?`;
const ZONE = String.raw`(?:\s+(?:WAT|GMT|UTC)(?:\s*[+-]\s*\d{1,2})?\b)?`;
const TIME_RANGE = String.raw`${TIME}\s*(?:[-–—]|to)\s*${TIME}${ZONE}`;
// A range of days ("Mon-Fri", "Monday – Friday").
const DAY = String.raw`(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*\.?`;
const DAY_RANGE = String.raw`\b${DAY}\s*(?:[-–—]|to)\s*${DAY}`;
const RANGE = new RegExp(`${DAY_RANGE}|${TIME_RANGE}`, "g");

export type TextPart = { text: string; keepTogether: boolean };

/**
 * Opening hours (free text from the site settings) split so that each day range and time range
 * can be kept on one line: "Mon-Fri 8:00 AM-6:00 PM" never wraps as "8:00 AM-6:00 / PM".
 */
export function splitRanges(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(RANGE)) {
    const start = match.index ?? 0;
    if (start > last) parts.push({ text: text.slice(last, start), keepTogether: false });
    parts.push({ text: match[0], keepTogether: true });
    last = start + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), keepTogether: false });
  return parts;
}
