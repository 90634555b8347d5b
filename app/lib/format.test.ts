import { describe, expect, it } from "vitest";
import {
  formatDate,
  formatDateTime,
  formatFileSize,
  formatNaira,
  formatPrice,
  formatTimeSlot,
} from "./format";
import { todayInLagos } from "./lagos-date";

describe("formatPrice", () => {
  it("shows a price in kobo as naira with grouping, and Free for zero", () => {
    expect(formatPrice(0)).toBe("Free");
    expect(formatPrice(1_250_000)).toBe("₦12,500");
    expect(formatPrice(4_500_050)).toBe("₦45,000.5");
    expect(formatPrice(1)).toBe("₦0.01");
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

  it("writes the other languages' 24-hour time as Node's CLDR data does", () => {
    for (const locale of ["pcm", "ha", "yo", "ig"] as const) {
      for (const slot of ["00:05", "09:00", "12:30", "17:00"]) {
        const [h, m] = slot.split(":").map(Number) as [number, number];
        const cldr = new Intl.DateTimeFormat(locale, {
          hour: "numeric",
          minute: "2-digit",
          timeZone: "UTC",
        }).format(new Date(Date.UTC(2026, 0, 1, h, m)));
        expect(formatTimeSlot(slot, locale), `${locale} ${slot}`).toBe(cldr);
      }
    }
    expect(formatTimeSlot("09:00", "yo")).toBe("09:00");
    expect(formatTimeSlot("17:00", "ha")).toBe("17:00");
  });
});

describe("formatFileSize", () => {
  it("uses binary units with one decimal below 100", () => {
    expect(formatFileSize(0)).toBe("0 B");
    expect(formatFileSize(900)).toBe("900 B");
    expect(formatFileSize(3500)).toBe("3.4 KB");
    expect(formatFileSize(49_503)).toBe("48.3 KB");
    expect(formatFileSize(150_018)).toBe("147 KB");
    expect(formatFileSize(5 * 1024 * 1024)).toBe("5 MB");
  });

  it("has nothing to say about a missing or invalid size", () => {
    expect(formatFileSize(null)).toBeNull();
    expect(formatFileSize(undefined)).toBeNull();
    expect(formatFileSize(-1)).toBeNull();
  });
});

describe("formatting in each language", () => {
  const icu = { en: "en-NG", pcm: "pcm", ha: "ha-NG", yo: "yo-NG", ig: "ig-NG" } as const;
  it.each(Object.entries(icu))(
    "%s: every month's date matches the server's CLDR data",
    (l, tag) => {
      const locale = l as keyof typeof icu;
      for (let month = 0; month < 12; month++) {
        const when = new Date(Date.UTC(2026, month, 9, 7, 5));
        const expected = new Intl.DateTimeFormat(tag, {
          day: "numeric",
          month: "long",
          year: "numeric",
          timeZone: "Africa/Lagos",
        }).format(when);
        expect(formatDate(when, locale)).toBe(expected);
      }
    },
  );

  it("writes naira as CLDR does per language, and Free in the page's language", () => {
    expect(formatNaira(1_250_000, "en")).toBe("₦12,500");
    expect(formatNaira(1_250_050, "yo")).toBe("₦12,500.5");
    expect(formatNaira(0, "en")).toBe("₦0");
    expect(formatNaira(1_250_000, "ha")).toBe(
      new Intl.NumberFormat("ha-NG", {
        style: "currency",
        currency: "NGN",
        minimumFractionDigits: 0,
      }).format(12500),
    );
    expect(formatPrice(0, "ha")).toBe("Kyauta");
    expect(formatPrice(0, "yo")).toBe("Ọ̀fẹ́");
    expect(formatPrice(0, "en")).toBe("Free");
  });

  it("writes a moment with a short month and the Lagos clock", () => {
    const when = "2026-11-22T08:05:00Z";
    expect(formatDateTime(when, "en")).toBe("22 Nov 2026, 09:05");
    expect(formatDateTime(when, "ha")).toBe("22 Nuw, 2026, 09:05");
    expect(formatDateTime(when, "ig")).toBe("22 Nov 2026, 09:05");
    expect(formatDateTime(when, "yo")).toBe("22 Oṣù Bélú 2026, 09:05");
  });
});
