import { type SiteSettings, siteSettingsSchema } from "./settings.schema";

/** The settings as seeded (the spec's English): what staff have not changed yet. */
const SEEDED = siteSettingsSchema.parse({});

type SiteTexts = Pick<SiteSettings, "slogan" | "openingHoursWeekdays" | "openingHoursSaturday">;

/**
 * The slogan and opening hours a page shows: while a setting still holds the seeded English, its
 * words in the page's language (`translated`: the `common` namespace's siteDefaults); once staff
 * write their own, those, as typed (there is one value for every language).
 */
export function siteTextsIn(settings: SiteTexts, translated: SiteTexts): SiteTexts {
  const pick = (key: keyof SiteTexts) =>
    settings[key] === SEEDED[key] ? translated[key] : settings[key];
  return {
    slogan: pick("slogan"),
    openingHoursWeekdays: pick("openingHoursWeekdays"),
    openingHoursSaturday: pick("openingHoursSaturday"),
  };
}
