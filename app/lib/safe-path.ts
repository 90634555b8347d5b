/**
 * The one check every redirect built from a client's input goes through: sign-in's `redirectTo`,
 * a notification's link, and the language layer (`/en/…`, the language cookie, the switcher's
 * `next`). Pure, so both the server and the locale code can use it.
 */

/** A local path to return to; anything else (other hosts, //evil, /\evil) is refused (null). */
export function safeRedirectTo(
  value: FormDataEntryValue | string | null | undefined,
): string | null {
  if (typeof value !== "string" || value.length > MAX_REDIRECT_LENGTH) return null;
  // Browsers read a backslash as a slash and drop tabs and newlines inside an address, so none of
  // them belongs in a path of ours.
  if (/[\\\s]/.test(value) || !isLocalPath(value)) return null;
  try {
    const url = new URL(value, LOCAL_ORIGIN);
    if (url.origin !== LOCAL_ORIGIN) return null;
    // The normalised form is what the browser will follow: dot segments can turn "/./" + "/x"
    // into "//x", which a browser reads as another host. Check the result, not only the input.
    const path = `${url.pathname}${url.search}${url.hash}`;
    if (!isLocalPath(path) || new URL(path, LOCAL_ORIGIN).origin !== LOCAL_ORIGIN) return null;
    return path;
  } catch {
    return null;
  }
}

const LOCAL_ORIGIN = "http://local.invalid";
const MAX_REDIRECT_LENGTH = 2048;

/** One leading slash, then not another slash or backslash (raw or percent-encoded). */
function isLocalPath(value: string): boolean {
  return value.startsWith("/") && !/^\/(?:[/\\]|%2f|%5c)/i.test(value);
}
