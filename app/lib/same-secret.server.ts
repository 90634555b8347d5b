import { createHash, timingSafeEqual } from "node:crypto";

/**
 * Whether a secret someone sent equals ours, in constant time whatever the lengths: both sides
 * are hashed first, so neither the length nor the first differing character shows in how long
 * the answer takes (`===` stops at the first difference). An empty secret never matches, or a
 * missing header or parameter would pass.
 */
export function isSameSecret(received: string | null | undefined, expected: string): boolean {
  if (!received || !expected) return false;
  const digest = (value: string) => createHash("sha256").update(value, "utf8").digest();
  return timingSafeEqual(digest(received), digest(expected));
}
