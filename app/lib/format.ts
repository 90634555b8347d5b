import type { Locale } from "~/i18n/locales";

/** Every date rule and display of the site is in Lagos time (WAT, UTC+1, no DST). */
export const SITE_TIME_ZONE = "Africa/Lagos";

/**
 * Dates and money in the page's language, written out from CLDR's data for our five languages
 * (the server's ICU has it; Chromium's lacks pcm, ha, yo and ig). The same code on the server and
 * in a browser therefore prints the same words, so a page hydrates without a mismatch;
 * format.test.ts checks every month against Node's ICU.
 */
const YORUBA_MONTHS = [
  "Oṣù Ṣẹ́rẹ́",
  "Oṣù Èrèlè",
  "Oṣù Ẹrẹ̀nà",
  "Oṣù Ìgbé",
  "Oṣù Ẹ̀bibi",
  "Oṣù Òkúdu",
  "Oṣù Agẹmọ",
  "Oṣù Ògún",
  "Oṣù Owewe",
  "Oṣù Ọ̀wàrà",
  "Oṣù Bélú",
  "Oṣù Ọ̀pẹ̀",
];

const MONTHS: Record<Locale, { long: readonly string[]; short: readonly string[] }> = {
  en: {
    long: [
      "January",
      "February",
      "March",
      "April",
      "May",
      "June",
      "July",
      "August",
      "September",
      "October",
      "November",
      "December",
    ],
    short: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"],
  },
  pcm: {
    long: [
      "Jénúári",
      "Fẹ́búári",
      "Mach",
      "Éprel",
      "Mee",
      "Jun",
      "Julai",
      "Ọgọst",
      "Sẹptẹ́mba",
      "Ọktóba",
      "Nọvẹ́mba",
      "Disẹ́mba",
    ],
    short: ["Jén", "Fẹ́b", "Mach", "Épr", "Mee", "Jun", "Jul", "Ọ́gọ", "Sẹp", "Ọkt", "Nọv", "Dis"],
  },
  ha: {
    long: [
      "Janairu",
      "Faburairu",
      "Maris",
      "Afirilu",
      "Mayu",
      "Yuni",
      "Yuli",
      "Agusta",
      "Satumba",
      "Oktoba",
      "Nuwamba",
      "Disamba",
    ],
    short: ["Jan", "Fab", "Mar", "Afi", "May", "Yun", "Yul", "Agu", "Sat", "Okt", "Nuw", "Dis"],
  },
  // Yoruba names a month the same way long or short (CLDR).
  yo: { long: YORUBA_MONTHS, short: YORUBA_MONTHS },
  ig: {
    long: [
      "Jenụwarị",
      "Febrụwarị",
      "Maachị",
      "Epreel",
      "Mee",
      "Jun",
      "Julaị",
      "Ọgọọst",
      "Septemba",
      "Ọktoba",
      "Novemba",
      "Disemba",
    ],
    short: ["Jen", "Feb", "Maa", "Epr", "Mee", "Juu", "Jul", "Ọgọ", "Sep", "Ọkt", "Nov", "Dis"],
  },
};

/** Hausa writes a comma before the year ("22 Nuwamba, 2026"); the others do not. */
const YEAR_SEPARATOR: Record<Locale, string> = { en: " ", pcm: " ", ha: ", ", yo: " ", ig: " " };

/** "Free" for a course without a price. */
const FREE: Record<Locale, string> = {
  en: "Free",
  pcm: "Free",
  ha: "Kyauta",
  yo: "Ọ̀fẹ́",
  ig: "N’efu",
};

const lagosParts = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "numeric",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: SITE_TIME_ZONE,
});

/** Day, month (0–11), year, hour and minute of a moment, in Lagos. */
function inLagos(value: Date | string) {
  const parts = lagosParts.formatToParts(typeof value === "string" ? new Date(value) : value);
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? "";
  return {
    day: Number(get("day")),
    month: Number(get("month")) - 1,
    year: get("year"),
    time: `${get("hour")}:${get("minute")}`,
  };
}

const grouped = new Intl.NumberFormat("en-NG", { maximumFractionDigits: 2 });

/** A course price in kobo: 1250000 → ₦12,500 — or "Free" (in the page's language) for 0. */
export function formatPrice(kobo: number, locale: Locale = "en"): string {
  return kobo === 0 ? FREE[locale] : formatNaira(kobo, locale);
}

/**
 * An amount in integer kobo as naira: 1250000 → ₦12,500, 1250050 → ₦12,500.5, ₦0 included, in
 * the page's language (Hausa: "₦ 12,500"). Every amount of money is kept in kobo (decision 0010);
 * this is the one place it becomes naira for reading.
 */
export function formatNaira(kobo: number, locale: Locale = "en"): string {
  const sign = kobo < 0 ? "-" : "";
  return `${sign}₦${locale === "ha" ? "\u00a0" : ""}${grouped.format(Math.abs(kobo) / 100)}`;
}

/** 1,234,567 (CLDR groups alike in all five languages). */
export function formatNumber(value: number): string {
  return new Intl.NumberFormat("en-NG").format(value);
}

/** "22 November 2026" ("22 Nuwamba, 2026"), in Lagos time. Accepts a Date or an ISO string. */
export function formatDate(value: Date | string, locale: Locale = "en"): string {
  const { day, month, year } = inLagos(value);
  return `${day} ${MONTHS[locale].long[month]}${YEAR_SEPARATOR[locale]}${year}`;
}

/** "22 Nov 2026, 09:05", in Lagos time: when something happened (a message, a log entry). */
export function formatDateTime(value: Date | string, locale: Locale = "en"): string {
  const { day, month, year, time } = inLagos(value);
  return `${day} ${MONTHS[locale].short[month]}${YEAR_SEPARATOR[locale]}${year}, ${time}`;
}

/**
 * A booking's time as each language writes it (CLDR's short time): "09:00" → "9:00 AM" in English
 * (the specification's form), "14:00" → "14:00" in Pidgin, Hausa and Igbo ("H:mm"), "09:00" in
 * Yoruba ("HH:mm"). Written out: Chromium has no time patterns for pcm, ha, yo or ig.
 */
export function formatTimeSlot(slot: string, locale: Locale = "en"): string {
  const [h = "0", m = "00"] = slot.split(":");
  const hour = Number(h);
  if (locale === "en")
    return `${hour % 12 === 0 ? 12 : hour % 12}:${m} ${hour >= 12 ? "PM" : "AM"}`;
  return `${locale === "yo" ? String(hour).padStart(2, "0") : hour}:${m}`;
}

/**
 * "3.4 KB", "147 KB", "5 MB" (binary units, one decimal below 100): the size a learner on metered
 * data sees before downloading. Null for a missing or invalid size.
 */
export function formatFileSize(bytes: number | null | undefined): string | null {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return null;
  if (bytes < 1024) return `${Math.round(bytes)} B`;
  const units = ["KB", "MB", "GB"] as const;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = value < 100 ? Math.round(value * 10) / 10 : Math.round(value);
  return `${rounded} ${units[unit]}`;
}

/** A media length as a player shows it: 12 → "0:12", 485 → "8:05", 3723 → "1:02:03". */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}
