import { describe, expect, it } from "vitest";
import { updateSiteSettings } from "~/domain/settings/settings.server";
import { loader as rootLoader } from "~/root";
import { callLoader } from "../../../tests/support/router";
import { setupFreshServices } from "../../../tests/support/suite";

const suite = setupFreshServices();

async function siteIn(locale: "en" | "ha") {
  const result = await callLoader(rootLoader, { services: suite.services, url: "/", locale });
  const site = result.data?.site;
  if (!site) throw new Error("the root loader answered no site");
  return site;
}

describe("the slogan and opening hours", () => {
  it("are in the page's language while they hold the seeded English", async () => {
    expect(await siteIn("en")).toMatchObject({
      slogan: "Learn to produce more.",
      openingHoursWeekdays: "Mon-Fri 8:00 AM-6:00 PM",
    });
    const hausa = await siteIn("ha");
    expect(hausa.slogan).toBe("Koyi yadda za ka ƙara yawan amfanin gona.");
    expect(hausa.openingHoursWeekdays).toMatch(/^Litinin–Juma’a 8:00/);
    expect(hausa.openingHoursSaturday).toMatch(/^Asabar /);
  });

  it("are staff's own words, as typed, once they write them", async () => {
    await updateSiteSettings(suite.services.db, { slogan: "Grow with us." }, null);
    expect((await siteIn("ha")).slogan).toBe("Grow with us.");
  });
});
