import { describe, expect, it } from "vitest";
import { trendLabel } from "./trends";

describe("trendLabel", () => {
  it("says how many were added, with the growth on what there was 30 days ago", () => {
    expect(trendLabel({ total: 25, last30: 5 })).toEqual({ text: "+5 (+25%)", direction: "up" });
    expect(trendLabel({ total: 10, last30: 5 })).toEqual({ text: "+5 (+100%)", direction: "up" });
  });

  it("gives no percentage when there was nothing 30 days ago (a fresh install)", () => {
    expect(trendLabel({ total: 10, last30: 10 })).toEqual({ text: "+10 new", direction: "up" });
    expect(trendLabel({ total: 1, last30: 1 })).toEqual({ text: "+1 new", direction: "up" });
  });

  it("says no change when nothing was added, and never reads as a fall", () => {
    expect(trendLabel({ total: 0, last30: 0 })).toEqual({ text: "No change", direction: "flat" });
    expect(trendLabel({ total: 7, last30: 0 })).toEqual({ text: "No change", direction: "flat" });
    for (const total of [0, 1, 5, 10, 100]) {
      for (let last30 = 0; last30 <= total; last30 += 1) {
        const label = trendLabel({ total, last30 });
        expect(label.direction).not.toBe("down");
        expect(label.text).not.toMatch(/[−-]/);
      }
    }
  });
});
