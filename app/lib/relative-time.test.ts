import { describe, expect, it } from "vitest";
import { relativeTimeLabel } from "./relative-time";

const NOW = new Date("2026-11-22T12:00:00Z");
const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function ago(ms: number) {
  return relativeTimeLabel(new Date(NOW.getTime() - ms), NOW);
}

describe("relativeTimeLabel", () => {
  it("says Just now under an hour, and for a time a little in the future", () => {
    expect(ago(0)).toBe("Just now");
    expect(ago(59 * MINUTE)).toBe("Just now");
    expect(ago(HOUR - 1)).toBe("Just now");
    expect(ago(-5 * MINUTE)).toBe("Just now");
  });

  it("counts whole hours from 1 h to just under 24 h", () => {
    expect(ago(HOUR)).toBe("1h ago");
    expect(ago(90 * MINUTE)).toBe("1h ago");
    expect(ago(23 * HOUR)).toBe("23h ago");
    expect(ago(DAY - 1)).toBe("23h ago");
  });

  it("counts whole days from 24 h to just under 7 days", () => {
    expect(ago(DAY)).toBe("1d ago");
    expect(ago(6 * DAY)).toBe("6d ago");
    expect(ago(7 * DAY - 1)).toBe("6d ago");
  });

  it("counts whole weeks from 7 days to just under 4 weeks", () => {
    expect(ago(7 * DAY)).toBe("1w ago");
    expect(ago(13 * DAY)).toBe("1w ago");
    expect(ago(14 * DAY)).toBe("2w ago");
    expect(ago(27 * DAY)).toBe("3w ago");
    expect(ago(28 * DAY - 1)).toBe("3w ago");
  });

  it("shows the Lagos date from 4 weeks on", () => {
    expect(ago(28 * DAY)).toBe("25 October 2026");
    expect(relativeTimeLabel("2025-01-01T00:00:00Z", NOW)).toBe("1 January 2025");
    // 23:30 UTC is already the next day in Lagos.
    expect(relativeTimeLabel("2026-09-30T23:30:00Z", NOW)).toBe("1 October 2026");
  });

  it("accepts ISO strings for both values, as loader data may carry them", () => {
    expect(relativeTimeLabel("2026-11-22T09:00:00Z", "2026-11-22T12:00:00Z")).toBe("3h ago");
  });
});

describe("relative times in each language", () => {
  const now = "2026-11-27T12:00:00Z";
  it("has its own phrases where CLDR has none", () => {
    expect(relativeTimeLabel("2026-11-27T11:30:00Z", now, "yo")).toBe("Ní báyìí");
    expect(relativeTimeLabel("2026-11-27T09:00:00Z", now, "yo")).toBe("wákàtí 3 sẹ́yìn");
    expect(relativeTimeLabel("2026-11-27T09:00:00Z", now, "ig")).toBe("awa 3 gara aga");
    expect(relativeTimeLabel("2026-11-25T09:00:00Z", now, "ha")).toBe("kwana 2 da suka wuce");
    expect(relativeTimeLabel("2026-11-26T11:00:00Z", now, "pcm")).toBe("1 day don pass");
    expect(relativeTimeLabel("2026-09-01T09:00:00Z", now, "ha")).toBe("1 Satumba, 2026");
  });
});
