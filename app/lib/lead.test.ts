import { describe, expect, it } from "vitest";
import { leadOf } from "./lead";

describe("leadOf", () => {
  it("keeps a short text whole", () => {
    expect(leadOf("  Maize  yields rose. ")).toEqual({ lead: "Maize yields rose.", cut: false });
    // Within a line of the limit: not worth a toggle.
    const nearly = "a".repeat(250);
    expect(leadOf(nearly)).toEqual({ lead: nearly, cut: false });
  });

  it("cuts a long text at the last whole word within the limit, without trailing punctuation", () => {
    const text = `${"word ".repeat(43)}tail, and much more text follows here to pass the limit by far.`;
    const { lead, cut } = leadOf(text, 220);
    expect(cut).toBe(true);
    expect(lead.endsWith("…")).toBe(true);
    expect(lead.length).toBeLessThanOrEqual(221);
    expect(text.replace(/\s+/g, " ").startsWith(lead.slice(0, -1))).toBe(true);
    expect(lead).not.toMatch(/[ ,]…$/);
    expect(lead).toMatch(/\b(word|tail)…$/);
  });

  it("cuts a text without spaces at the limit", () => {
    expect(leadOf("x".repeat(400), 220).lead).toBe(`${"x".repeat(220)}…`);
  });
});
