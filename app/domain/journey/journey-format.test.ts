import { describe, expect, it } from "vitest";
import { searchPatterns } from "~/lib/search";
import { journeyHref } from "./journey.filters";
import { formatEventDay, formatWatTime, toParagraphs } from "./journey-format";

describe("toParagraphs", () => {
  it("splits on blank lines and keeps text as text", () => {
    expect(toParagraphs("One.\n\nTwo\nlines.\r\n\r\n  \n\n<b>Three</b>  ")).toEqual([
      "One.",
      "Two\nlines.",
      "<b>Three</b>",
    ]);
    expect(toParagraphs("   ")).toEqual([]);
  });
});

describe("event dates", () => {
  it("are shown in Lagos time", () => {
    // 23:30 UTC on 31 December is already 00:30 on 1 January in Lagos (UTC+1).
    const instant = new Date("2026-12-31T23:30:00Z");
    expect(formatEventDay(instant)).toBe("Friday, 1 January 2027");
    expect(formatWatTime(instant)).toBe("12:30 AM WAT");
    expect(formatWatTime(new Date("2026-12-10T08:00:00Z"))).toBe("9:00 AM WAT");
  });

  it("name the day in the page's language, as CLDR writes it", () => {
    const instant = new Date("2026-12-31T23:30:00Z");
    for (const [locale, tag] of [
      ["ha", "ha-NG"],
      ["yo", "yo-NG"],
      ["ig", "ig-NG"],
      ["pcm", "pcm"],
    ] as const) {
      const icu = new Intl.DateTimeFormat(tag, {
        weekday: "long",
        day: "numeric",
        month: "long",
        year: "numeric",
        timeZone: "Africa/Lagos",
      }).format(instant);
      expect(formatEventDay(instant, locale)).toBe(icu);
    }
  });
});

describe("searchPatterns", () => {
  it("escapes LIKE wildcards and splits words", () => {
    expect(searchPatterns("  50%  soil_ph a\\b ")).toEqual(["%50\\%%", "%soil\\_ph%", "%a\\\\b%"]);
    expect(searchPatterns("")).toEqual([]);
    expect(searchPatterns("a b c d e f g h i j")).toHaveLength(8);
  });
});

describe("journeyHref", () => {
  it("keeps defaults out of the URL", () => {
    expect(journeyHref({ type: "all", page: 1, q: "" })).toBe("/journey");
    expect(journeyHref({ type: "event", q: "soil & water", page: 2 })).toBe(
      "/journey?q=soil+%26+water&type=event&page=2",
    );
  });
});
