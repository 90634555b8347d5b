import { describe, expect, it } from "vitest";
import { seededContactSettings } from "./seed-notice";
import { DEFAULT_SETTINGS } from "./settings.schema";

describe("seededContactSettings", () => {
  it("lists every contact setting a fresh site starts with", () => {
    const listed = seededContactSettings(DEFAULT_SETTINGS).map((s) => s.key);
    expect(listed).toEqual([
      "phone",
      "whatsappNumber",
      "address",
      "contactEmail",
      "careersEmail",
      "facebookUrl",
      "instagramUrl",
      "linkedinUrl",
      "youtubeUrl",
    ]);
  });

  it("drops the ones staff changed or emptied, and everything once the notice is closed", () => {
    const changed = { ...DEFAULT_SETTINGS, phone: "+234 809 000 1111", youtubeUrl: "" };
    const keys = seededContactSettings(changed).map((s) => s.key);
    expect(keys).not.toContain("phone");
    expect(keys).not.toContain("youtubeUrl");
    expect(keys).toContain("address");
    expect(seededContactSettings({ ...DEFAULT_SETTINGS, seedNoticeDismissed: true })).toEqual([]);
  });

  it("seeds the social pages, so Follow Us and the footer links show on a fresh site", () => {
    expect(DEFAULT_SETTINGS.facebookUrl).toMatch(/^https:\/\/www\.facebook\.com\//);
    expect(DEFAULT_SETTINGS.phone).not.toBe("+234 800 000 0000");
  });
});
