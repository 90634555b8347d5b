import { describe, expect, it } from "vitest";
import { jsonLdText } from "./json-ld";

describe("jsonLdText", () => {
  it("cannot close its script element, and still parses to the same value", () => {
    const value = { name: "</script><script>alert(1)</script>", note: "a\u2028b" };
    const text = jsonLdText(value);
    expect(text).not.toContain("<");
    expect(text).not.toContain("\u2028");
    expect(JSON.parse(text)).toEqual(value);
  });
});
