import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS } from "~/domain/settings/settings.schema";
import { splitRanges } from "./no-break-ranges";

const together = (text: string) =>
  splitRanges(text)
    .filter((p) => p.keepTogether)
    .map((p) => p.text);

describe("splitRanges", () => {
  it("keeps the default opening hours' day and time ranges whole", () => {
    expect(together(DEFAULT_SETTINGS.openingHoursWeekdays)).toEqual(["Mon-Fri", "8:00 AM-6:00 PM"]);
    expect(together(DEFAULT_SETTINGS.openingHoursSaturday)).toEqual(["9:00 AM-4:00 PM WAT"]);
  });

  it("reads the ways an admin may write them", () => {
    expect(together("Monday – Friday: 8:00 AM – 5:00 PM")).toEqual([
      "Monday – Friday",
      "8:00 AM – 5:00 PM",
    ]);
    expect(together("Sat 9am to 1pm, Sun closed")).toEqual(["9am to 1pm"]);
    expect(together("Weekdays 08:00-17:00 WAT")).toEqual(["08:00-17:00 WAT"]);
    expect(together("By appointment")).toEqual([]);
  });

  it("loses no text", () => {
    for (const text of ["Mon-Fri 8:00 AM-6:00 PM", "Open 9 – 4, Sat 10am-2pm", "Closed"]) {
      expect(
        splitRanges(text)
          .map((p) => p.text)
          .join(""),
      ).toBe(text);
    }
  });
});
