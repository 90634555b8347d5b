import { describe, expect, it } from "vitest";
import { trendLabel } from "./trends";

describe("trendLabel", () => {
  it("compares the last 30 days with the 30 before", () => {
    expect(trendLabel({ last30: 5, previous30: 4 })).toEqual({ text: "+25%", direction: "up" });
    expect(trendLabel({ last30: 3, previous30: 5 })).toEqual({
      text: "\u221240%",
      direction: "down",
    });
  });

  it("says how many are new when there was nothing before, and no change when equal", () => {
    expect(trendLabel({ last30: 3, previous30: 0 })).toEqual({ text: "+3 new", direction: "up" });
    expect(trendLabel({ last30: 0, previous30: 0 })).toEqual({
      text: "No change",
      direction: "flat",
    });
    expect(trendLabel({ last30: 7, previous30: 7 })).toEqual({
      text: "No change",
      direction: "flat",
    });
  });
});
