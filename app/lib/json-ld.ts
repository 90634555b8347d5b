/**
 * JSON for an inline <script type="application/ld+json">: "<" is escaped so text staff typed
 * (e.g. "</script>" in a course description or the site's settings) can never close the element
 * early, and U+2028/U+2029 so the text stays valid in every script parser.
 */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** A site path made absolute on `origin`; an address that already is one is kept as it is. */
export function absoluteUrl(origin: string, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${origin}${path}`;
}
