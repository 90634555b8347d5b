import { describe, expect, it } from "vitest";
import { parseStatsForm, parseStatValue } from "./site-settings.schema";

describe("parseStatValue (spec 001 §5: integers, blank or invalid → 0)", () => {
  it.each([
    ["1200", 1200],
    [" 35 ", 35],
    ["1,200", 1200],
    ["12.7", 12],
    ["40%", 40],
    ["0", 0],
    ["", 0],
    ["   ", 0],
    ["abc", 0],
    ["-5", 0],
    ["99999999999", 0],
    ["2147483647", 2147483647],
  ])("%j → %d", (input, expected) => {
    expect(parseStatValue(input)).toBe(expected);
  });

  it("treats a missing field or a file as 0", () => {
    expect(parseStatValue(null)).toBe(0);
    expect(parseStatValue(undefined)).toBe(0);
    expect(parseStatValue(new File(["1"], "x.txt"))).toBe(0);
  });

  it("reads the four figures of the form", () => {
    const form = new FormData();
    form.set("farmersTrained", "5000");
    form.set("certificatesIssued", "");
    form.set("yieldImprovement", "35");
    expect(parseStatsForm(form)).toEqual({
      farmersTrained: 5000,
      certificatesIssued: 0,
      yieldImprovement: 35,
      sustainableProjects: 0,
    });
  });
});
