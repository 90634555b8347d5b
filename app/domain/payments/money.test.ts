import { describe, expect, it } from "vitest";
import { koboToNairaInput, MAX_FORM_KOBO, parseNairaToKobo } from "./money";

describe("parseNairaToKobo", () => {
  it("reads naira as staff write it into integer kobo, from the digits", () => {
    expect(parseNairaToKobo("12500.50")).toBe(1_250_050);
    expect(parseNairaToKobo("12,500.50")).toBe(1_250_050);
    expect(parseNairaToKobo("₦ 12,500.5")).toBe(1_250_050);
    expect(parseNairaToKobo("12500")).toBe(1_250_000);
    expect(parseNairaToKobo("0")).toBe(0);
    expect(parseNairaToKobo("0.01")).toBe(1);
    // Through a float these are a kobo off: 1.15 * 100 = 114.99999999999999, 4.35 * 100 = 434.99…
    expect(parseNairaToKobo("1.15")).toBe(115);
    expect(parseNairaToKobo("4.35")).toBe(435);
    expect(parseNairaToKobo("10,000,000")).toBe(MAX_FORM_KOBO);
  });

  it("refuses what it cannot read exactly", () => {
    for (const text of [
      "",
      "-1",
      "1.005",
      "1,2,3",
      "12,50",
      "1e5",
      "abc",
      ".5",
      "1.",
      "1 000,50",
    ]) {
      expect(parseNairaToKobo(text), text).toBeNull();
    }
  });

  it("writes kobo back as the form's field shows it", () => {
    expect(koboToNairaInput(1_250_050)).toBe("12500.50");
    expect(koboToNairaInput(1_250_000)).toBe("12500");
    expect(koboToNairaInput(5)).toBe("0.05");
    expect(koboToNairaInput(0)).toBe("0");
    for (const kobo of [1, 99, 115, 999_999, 1_250_050]) {
      expect(parseNairaToKobo(koboToNairaInput(kobo))).toBe(kobo);
    }
  });
});
