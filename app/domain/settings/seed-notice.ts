import { DEFAULT_SETTINGS, type SiteSettingKey, type SiteSettings } from "./settings.schema";

/** The settings visitors use to reach the academy, as Site settings names them. */
export const CONTACT_SETTING_LABELS = {
  phone: "Phone",
  whatsappNumber: "WhatsApp number",
  address: "Address",
  contactEmail: "Contact e-mail",
  careersEmail: "Careers e-mail",
  facebookUrl: "Facebook page",
  instagramUrl: "Instagram page",
  xUrl: "X (Twitter) page",
  linkedinUrl: "LinkedIn page",
  youtubeUrl: "YouTube channel",
} as const satisfies Partial<Record<SiteSettingKey, string>>;

export type ContactSettingKey = keyof typeof CONTACT_SETTING_LABELS;

/**
 * The contact settings that still hold the value a fresh site starts with (not the academy's
 * own yet), in Site settings order; empty once every one was changed, or once an admin closed
 * the notice that lists them.
 */
export function seededContactSettings(
  settings: SiteSettings,
): { key: ContactSettingKey; label: string; value: string }[] {
  if (settings.seedNoticeDismissed) return [];
  return (Object.keys(CONTACT_SETTING_LABELS) as ContactSettingKey[])
    .filter((key) => settings[key] !== "" && settings[key] === DEFAULT_SETTINGS[key])
    .map((key) => ({ key, label: CONTACT_SETTING_LABELS[key], value: settings[key] }));
}
