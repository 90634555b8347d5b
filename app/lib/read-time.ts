/**
 * "5 min read" at 200 words a minute, counted from the text itself, for items with a body; null
 * without one. Staff-made items (admin content) and the demo content are timed alike.
 */
export function readTimeOf(content: string): string | null {
  const words = content.split(/\s+/).filter((w) => w.length > 0).length;
  return words === 0 ? null : `${Math.max(1, Math.round(words / 200))} min read`;
}
