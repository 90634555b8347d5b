/**
 * Client addresses for rate-limit tests: each call gives a new one, as a different visitor would
 * have, so each test starts with fresh budgets. Use one documentation range (RFC 5737) a file.
 */
export function addressMaker(range: "192.0.2" | "198.51.100" | "203.0.113"): () => string {
  let next = 1;
  return () => `${range}.${next++}`;
}
