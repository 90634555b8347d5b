import { JOURNEY_TYPES } from "~/db/schema/enums";
import { JOURNEY_TYPE_LABELS, type JourneyType } from "~/domain/journey/journey.filters";
import { toSlug } from "~/lib/slug";

// The journey content form of the admin Content tab (title and description required,
// author defaults to Admin, content defaults to empty), shared by the form (conform) and the
// action. Files are checked here only for presence and size; the server judges their content.
//
// Labels, limits, messages and helpers that pages show; the zod schemas are in content.schema.ts,
// which re-exports this file. Kept apart so a page can show them without downloading zod first
// (see useLazyForm).

/** The Content tab's toasts. */
export const CONTENT_TOASTS = {
  missing: { title: "Missing Information", description: "Please fill in all required fields" },
  added: { title: "Content added" },
  updated: { title: "Content updated" },
  deleted: { title: "Content deleted" },
  addFailed: { title: "Add failed", variant: "destructive" },
  updateFailed: { title: "Update failed", variant: "destructive" },
  deleteFailed: { title: "Delete failed", variant: "destructive" },
  fetchFailed: { title: "Error fetching content", variant: "destructive" },
} as const;

/** The admin list's type filter: all, then every journey type. */
export const CONTENT_TYPE_FILTERS = [
  { value: "all", label: "All types" },
  ...JOURNEY_TYPES.map((t) => ({ value: t, label: JOURNEY_TYPE_LABELS[t] })),
] as const;
export type ContentTypeFilter = "all" | JourneyType;

export const CONTENT_TYPE_OPTIONS = JOURNEY_TYPES.map((t) => ({
  value: t,
  label: JOURNEY_TYPE_LABELS[t],
}));

/**
 * The upload ceilings of storeMedia (media.server.ts, which the browser cannot import); a test
 * keeps the two equal.
 */
export const CONTENT_MAX_BYTES = { image: 8 * 1024 * 1024, video: 200 * 1024 * 1024 } as const;

export const CONTENT_IMAGE_ACCEPT = "image/jpeg,image/png,image/webp";
export const CONTENT_VIDEO_ACCEPT = "video/mp4,video/webm";
/** Room for a full-size video, two pictures and the text fields with their multipart framing. */
export const CONTENT_BODY_LIMIT =
  CONTENT_MAX_BYTES.video + 2 * CONTENT_MAX_BYTES.image + 256 * 1024;

export const mb = (bytes: number) => bytes / (1024 * 1024);
/** "2026-12-12T09:00" from a datetime-local input. */
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** A datetime-local value read as Lagos time (WAT is UTC+1 all year, no daylight saving). */
export function lagosLocalToDate(value: string): Date | null {
  if (!LOCAL_DATE_TIME.test(value)) return null;
  const date = new Date(`${value}:00+01:00`);
  // A day that does not exist (30 February) would roll over; refuse it instead.
  if (Number.isNaN(date.getTime()) || dateToLagosLocal(date) !== value) return null;
  return date;
}

/** The datetime-local value (Lagos time) of a stored date. */
export function dateToLagosLocal(value: Date | string): string {
  const date = typeof value === "string" ? new Date(value) : value;
  return new Date(date.getTime() + 60 * 60 * 1000).toISOString().slice(0, 16);
}

/** The speakers textarea → a clean list (blank lines and repeats dropped). */
export function parseSpeakers(text: string | undefined): string[] {
  const names = (text ?? "")
    .split(/\r?\n/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0)
    .map((s) => s.slice(0, 120));
  return [...new Set(names)].slice(0, 20);
}

/** A title → "a-readable-slug" (ASCII, at most 80 characters); "content" when nothing is left. */
export function slugifyTitle(title: string): string {
  return toSlug(title, "content");
}
