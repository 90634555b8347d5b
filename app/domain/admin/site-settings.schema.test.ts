import { describe, expect, it } from "vitest";
import { parseSubmission } from "~/lib/parse-submission";
import { parseStatValue, siteStatsFormSchema } from "./site-settings.schema";

describe("parseStatValue (integers; blank or invalid → 0)", () => {
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
});

describe("siteStatsFormSchema (the statistics form, parsed like every form)", () => {
  it.each([
    [
      "reads the four figures of the form",
      { farmersTrained: "5000", certificatesIssued: "", yieldImprovement: "35" },
      { farmersTrained: 5000, certificatesIssued: 0, yieldImprovement: 35, sustainableProjects: 0 },
    ],
    [
      "reads a figure sent as a file as 0, like any other invalid value",
      { farmersTrained: new File(["1"], "x.txt"), sustainableProjects: "12" },
      { farmersTrained: 0, certificatesIssued: 0, yieldImprovement: 0, sustainableProjects: 12 },
    ],
  ])("%s", (_name, fields: Record<string, string | File>, expected) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    const submission = parseSubmission(form, { schema: siteStatsFormSchema });
    expect(submission.status === "success" ? submission.value : submission.error).toEqual(expected);
  });
});
