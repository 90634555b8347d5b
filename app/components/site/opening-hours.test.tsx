import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { OpeningHoursText } from "./opening-hours";

describe("OpeningHoursText", () => {
  it("wraps each range in a span that does not break, and nothing else", () => {
    expect(renderToStaticMarkup(<OpeningHoursText text="Mon-Fri 8:00 AM – 5:00 PM" />)).toBe(
      '<span class="whitespace-nowrap">Mon-Fri</span> ' +
        '<span class="whitespace-nowrap">8:00 AM – 5:00 PM</span>',
    );
  });
});
