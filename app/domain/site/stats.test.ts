import { describe, expect, it } from "vitest";
import { statItems } from "./stats";

describe("statItems", () => {
  it("formats the four statistics in their display order, yield as a percent", () => {
    const items = statItems({
      farmersTrained: 2500,
      certificatesIssued: 1200,
      yieldImprovement: 35,
      sustainableProjects: 48,
      updatedAt: "2026-11-22T09:00:00.000Z",
    });
    expect(items.map((i) => [i.label, i.value])).toEqual([
      ["Farmers Trained", "2,500"],
      ["Certificates Issued", "1,200"],
      ["Yield Improvement", "35%"],
      ["Sustainable Projects", "48"],
    ]);
  });

  it("has no values without statistics (the placeholders stay)", () => {
    expect(statItems(null).map((i) => i.value)).toEqual([null, null, null, null]);
  });
});
