import { describe, expect, it } from "vitest";
import { formatDate, formatPrice, formatTimeSlot, todayInLagos } from "./format";

describe("formatPrice", () => {
  it("shows naira with grouping and Free for zero", () => {
    expect(formatPrice(0)).toBe("Free");
    expect(formatPrice(12500)).toBe("₦12,500");
    expect(formatPrice(45000.5)).toBe("₦45,000.5");
  });
});

describe("Lagos dates", () => {
  it("uses Lagos time around midnight UTC", () => {
    // 23:30 UTC on the 21st is 00:30 on the 22nd in Lagos.
    expect(todayInLagos(new Date("2026-11-21T23:30:00Z"))).toBe("2026-11-22");
    expect(todayInLagos(new Date("2026-11-21T22:30:00Z"))).toBe("2026-11-21");
    expect(formatDate("2026-11-21T23:30:00Z")).toBe("22 November 2026");
  });

  it("formats the consultation slots", () => {
    expect(formatTimeSlot("09:00")).toBe("9:00 AM");
    expect(formatTimeSlot("12:00")).toBe("12:00 PM");
    expect(formatTimeSlot("17:00")).toBe("5:00 PM");
  });
});
