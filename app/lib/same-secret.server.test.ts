import * as crypto from "node:crypto";
import { describe, expect, it, vi } from "vitest";

vi.mock("node:crypto", async (importOriginal) => {
  const actual = await importOriginal<typeof import("node:crypto")>();
  return { ...actual, timingSafeEqual: vi.fn(actual.timingSafeEqual) };
});

const { isSameSecret } = await import("./same-secret.server");

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

  it("compares in constant time, also when the lengths differ", () => {
    vi.mocked(crypto.timingSafeEqual).mockClear();
    expect(isSameSecret("x", "a-much-longer-secret")).toBe(false);
    expect(crypto.timingSafeEqual).toHaveBeenCalledTimes(1);
  });
});
