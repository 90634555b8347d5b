import { data } from "react-router";

/**
 * The one way a route says "there is no such thing here": a 404 for a loader or action to throw
 * (or, for the catch-all page, to return). The route's error boundary shows `message` when it is
 * given; without one the boundary's own 404 text stands. An unknown id, another person's record
 * and a draft all answer this same 404, so a guessed address reveals nothing.
 */
export function notFound(message?: string) {
  return data(message === undefined ? null : { message }, { status: 404 });
}

/**
 * The one way a route refuses someone who is signed in but may not do this: a 403 for a loader or
 * action to throw, with the sentence the route's error boundary shows.
 */
export function forbidden(message: string) {
  return data({ message }, { status: 403 });
}

/**
 * The 404 of a route that sends a file rather than a page (uploads, downloads): plain text, never
 * cached, so a file that appears later (or access granted later) is not hidden by a stale answer.
 */
export function notFoundFile(text = "Not Found") {
  return new Response(text, {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}
