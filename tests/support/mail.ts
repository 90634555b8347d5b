import { linksIn } from "../../scripts/lib/eml";

/**
 * The first link in a message's text that points at `pathPrefix` (e.g. "/verify"), as an
 * absolute URL string. Throws, showing the text, when there is none.
 */
export function linkIn(message: { text: string }, pathPrefix: string): string {
  for (const link of linksIn(message.text)) {
    const url = new URL(link);
    if (url.pathname.startsWith(pathPrefix)) return url.toString();
  }
  throw new Error(`No link to ${pathPrefix} in this message:\n${message.text}`);
}
