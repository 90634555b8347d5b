/**
 * The first link in a message's text that points at `pathPrefix` (e.g. "/verify"), as an
 * absolute URL string. Throws, showing the text, when there is none.
 */
export function linkIn(message: { text: string }, pathPrefix: string): string {
  for (const match of message.text.matchAll(/https?:\/\/[^\s<>"')]+/g)) {
    const url = new URL(match[0]);
    if (url.pathname.startsWith(pathPrefix)) return url.toString();
  }
  throw new Error(`No link to ${pathPrefix} in this message:\n${message.text}`);
}
