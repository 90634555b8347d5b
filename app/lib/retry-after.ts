import type { HeadersFunction } from "react-router";

/**
 * A route's document answer carries only the headers its `headers` export returns: this keeps
 * what the parent routes set (the root's toast cookie) and adds the Retry-After that an action
 * set with its 429, so a client (or a proxy) knows how long to wait, with or without JavaScript.
 */
export const passRetryAfter: HeadersFunction = ({ actionHeaders, parentHeaders }) => {
  const headers = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};
