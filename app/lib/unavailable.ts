/**
 * The page a refusal became (maintenance, a database outage), as a 503 that asks the client to
 * come back after `retryAfterSeconds` and that no cache keeps. Middleware cannot change a
 * Response in place, so this makes a new one around the same body.
 */
export function unavailableFor(response: Response, retryAfterSeconds: number): Response {
  const headers = new Headers(response.headers);
  headers.set("Retry-After", String(retryAfterSeconds));
  headers.set("Cache-Control", "no-store");
  return new Response(response.body, { status: 503, statusText: "Service Unavailable", headers });
}
