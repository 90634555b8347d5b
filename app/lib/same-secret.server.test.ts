import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isSameSecret } from "./same-secret.server";

describe("isSameSecret", () => {
  it("matches only the same secret, and never an empty one", () => {
    expect(isSameSecret("our-verify-token", "our-verify-token")).toBe(true);
    expect(isSameSecret("our-verify-tokem", "our-verify-token")).toBe(false);
    expect(isSameSecret("our-verify-token-and-more", "our-verify-token")).toBe(false);
    expect(isSameSecret("", "our-verify-token")).toBe(false);
    expect(isSameSecret(null, "our-verify-token")).toBe(false);
    expect(isSameSecret(undefined, "")).toBe(false);
    expect(isSameSecret("", "")).toBe(false);
  });

  // timingSafeEqual throws on buffers of different lengths; hashing both sides first is what lets
  // a secret of any length be compared without a length check that would leak how long ours is.
  it("answers for a secret of any length or content without throwing, true only when equal", () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 200 }),
        fc.string({ minLength: 1, maxLength: 60 }),
        (sent, ours) => {
          expect(isSameSecret(sent, ours)).toBe(sent === ours);
        },
      ),
      { numRuns: 300 },
    );
  });
});
