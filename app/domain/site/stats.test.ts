import { describe, expect, it } from "vitest";
import { NO_STATS, statItems } from "./stats";

describe("statItems", () => {
  it("formats the four statistics in their display order, yield as a percent", () => {
    const items = statItems({
      farmersTrained: 2500,
      certificatesIssued: 1200,
      yieldImprovement: 35,
      sustainableProjects: 48,
    });
    expect(items.map((i) => [i.label, i.value])).toEqual([
      ["Farmers Trained", "2,500"],
      ["Certificates Issued", "1,200"],
      ["Yield Improvement", "35%"],
      ["Sustainable Projects", "48"],
    ]);
  });

  it("leaves out a figure of zero, and shows none before staff enter any", () => {
    const items = statItems({
      farmersTrained: 120,
      certificatesIssued: 0,
      yieldImprovement: 0,
      sustainableProjects: 3,
    });
    expect(items.map((i) => [i.key, i.value])).toEqual([
      ["farmersTrained", "120"],
      ["sustainableProjects", "3"],
    ]);
    expect(statItems(NO_STATS)).toEqual([]);
  });

  it("has no values without statistics (the placeholders stay)", () => {
    expect(statItems(null).map((i) => i.value)).toEqual([null, null, null, null]);
  });
});
