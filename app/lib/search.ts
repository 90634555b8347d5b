// Search-box text → ILIKE patterns. The text is always sent as a bound parameter; escaping only
// stops a visitor's "%", "_" or "\\" from acting as wildcards (backslash is PostgreSQL's default
// LIKE escape).

/** Longest search text we look at; anything longer is cut, never an error. */
export const MAX_SEARCH_LENGTH = 100;
const MAX_TERMS = 8;

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `%text%` for a case-insensitive "contains" search of the whole phrase. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/** One `%word%` pattern per word (at most 8), for "every word must match" searches. */
export function searchPatterns(query: string): string[] {
  return query
    .slice(0, MAX_SEARCH_LENGTH)
    .split(/\s+/)
    .filter((word) => word.length > 0)
    .slice(0, MAX_TERMS)
    .map(containsPattern);
}
