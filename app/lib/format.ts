/** Every date rule and display of the site is in Lagos time (WAT, UTC+1, no DST). */
export const SITE_TIME_ZONE = "Africa/Lagos";

const naira = new Intl.NumberFormat("en-NG", {
  style: "currency",
  currency: "NGN",
  maximumFractionDigits: 2,
  minimumFractionDigits: 0,
});

/** ₦12,500 — or "Free" for 0. */
export function formatPrice(amount: number): string {
  return amount === 0 ? "Free" : formatNaira(amount);
}

/** ₦12,500 or ₦12,500.5 — ₦0 included, for amounts paid rather than prices. */
export function formatNaira(amount: number): string {
  return naira.format(amount).replace("NGN", "₦").replace(/\s/g, "");
}

export function formatNumber(value: number): string {
  return new Intl.NumberFormat("en-NG").format(value);
}

const dateFormat = new Intl.DateTimeFormat("en-NG", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: SITE_TIME_ZONE,
});

/** "22 November 2026", in Lagos time. Accepts a Date or an ISO string. */
export function formatDate(value: Date | string): string {
  return dateFormat.format(typeof value === "string" ? new Date(value) : value);
}

const dateTimeFormat = new Intl.DateTimeFormat("en-NG", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: SITE_TIME_ZONE,
});

/** "22 Nov 2026, 9:05 am", in Lagos time: when something happened (a message, a log entry). */
export function formatDateTime(value: Date | string): string {
  return dateTimeFormat.format(typeof value === "string" ? new Date(value) : value);
}

/** "09:00" → "9:00 AM". */
export function formatTimeSlot(slot: string): string {
  const [h = "0", m = "00"] = slot.split(":");
  const hour = Number(h);
  const suffix = hour >= 12 ? "PM" : "AM";
  return `${hour % 12 === 0 ? 12 : hour % 12}:${m} ${suffix}`;
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
