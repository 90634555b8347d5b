import { describe, expect, it } from "vitest";
import { isUuid } from "./uuid";

describe("isUuid", () => {
  it("accepts UUIDs in either case and nothing else", () => {
    expect(isUuid("3f0c1f9a-8a1e-4c1e-9d51-0c9a0c6c2b11")).toBe(true);
    expect(isUuid("3F0C1F9A-8A1E-4C1E-9D51-0C9A0C6C2B11")).toBe(true);
    for (const bad of [
      undefined,
      null,
      "",
      "1",
      "3f0c1f9a-8a1e-4c1e-9d51-0c9a0c6c2b1",
      "x".repeat(36),
    ]) {
      expect(isUuid(bad)).toBe(false);
    }
    expect(isUuid("3f0c1f9a-8a1e-4c1e-9d51-0c9a0c6c2b11\n")).toBe(false);
  });
});
