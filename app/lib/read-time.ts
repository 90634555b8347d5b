/**
 * "5 min read" at 200 words a minute, counted from the text itself, for items with a body; null
 * without one. Staff-made items (admin content) and the demo content are timed alike.
 */
export function readTimeOf(content: string): string | null {
  const words = content.split(/\s+/).filter((w) => w.length > 0).length;
  return words === 0 ? null : `${Math.max(1, Math.round(words / 200))} min read`;
}

/**
 * The minutes of a read time written by readTimeOf ("5 min read"), for the page to say in its
 * language; null for any other text (then shown as it is).
 */
export function readMinutes(readTime: string): number | null {
  const match = /^(\d+) min read$/.exec(readTime.trim());
  return match ? Number(match[1]) : null;
}

/** A stored read time in the page's language (`minutesRead` of the common messages). */
export function readTimeLabel(
  readTime: string,
  minutesRead: (params: { count: number }) => string,
): string {
  const minutes = readMinutes(readTime);
  return minutes === null ? readTime : minutesRead({ count: minutes });
}
