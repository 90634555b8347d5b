import type { HeadersFunction } from "react-router";
import { passRetryAfter } from "./retry-after";

/**
 * What a page carrying a one-time form key (a hidden UUID that makes a resend find the first
 * record) says to caches: keep nothing. A shared cache (a CDN, a carrier's proxy) that kept the
 * page would hand two visitors one key; a browser's disk would show it again from history.
 */
export const ONE_TIME_FORM_CACHE_CONTROL = "private, no-store";

/**
 * The `headers` export of every route whose page renders a one-time form key (contact, booking,
 * the admin "new" forms), documents and `.data` alike: the parent's headers (the root's toast
 * cookie), an action's Retry-After (passRetryAfter), and `Cache-Control: private, no-store`,
 * which the visitors' page cache also obeys (it never keeps such a response).
 */
export const oneTimeFormHeaders: HeadersFunction = (args) => {
  const headers = new Headers(passRetryAfter(args));
  headers.set("Cache-Control", ONE_TIME_FORM_CACHE_CONTROL);
  return headers;
};
