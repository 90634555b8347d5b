import type { LESSON_TYPES } from "~/db/schema/enums";

// The plain values of the course forms (labels, limits, messages, parsers), apart from their zod
// schemas (courses.schema.ts) so a page can show them without downloading zod first.

/** The Courses tab's toasts. */
export const COURSE_TOASTS = {
  created: { title: "Course created successfully" },
  updated: { title: "Course updated successfully" },
  deleted: { title: "Course deleted successfully" },
  deleteFailed: { title: "Failed to delete course", variant: "destructive" },
  loadFailed: { title: "Failed to load courses", variant: "destructive" },
  published: { title: "Course published", description: "Learners can now find it on /academy." },
  unpublished: { title: "Course unpublished", description: "It is a draft again." },
  lessonAdded: { title: "Lesson added" },
  lessonUpdated: { title: "Lesson updated" },
  lessonDeleted: { title: "Lesson deleted" },
  lessonsReordered: { title: "Lesson order saved" },
  thumbnailSaved: { title: "Thumbnail updated" },
  thumbnailRemoved: { title: "Thumbnail removed" },
  resourceAdded: { title: "Resource added" },
  resourceDeleted: { title: "Resource deleted" },
} as const;

/** Largest intro or lesson video and thumbnail (the media limits), plus room for the fields. */
export const VIDEO_BODY_LIMIT = 200 * 1024 * 1024 + 9 * 1024 * 1024;
export const IMAGE_BODY_LIMIT = 8 * 1024 * 1024 + 64 * 1024;
export const PDF_BODY_LIMIT = 20 * 1024 * 1024 + 64 * 1024;
/** Forms without files: generous for their fields, tiny next to any upload. */
export const TEXT_BODY_LIMIT = 64 * 1024;

export const IMAGE_ACCEPT = "image/jpeg,image/png,image/webp";
export const VIDEO_ACCEPT = "video/mp4,video/webm";
export const PDF_ACCEPT = "application/pdf";

/** A site path (/uploads/…, /media/…) or an http(s) address; nothing else is ever stored. */
export function isMediaAddress(value: string): boolean {
  if (value.startsWith("/")) return !value.startsWith("//") && !value.startsWith("/\\");
  return isWebAddress(value);
}

export function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.length > 0;
  } catch {
    return false;
  }
}

const UNIT_SECONDS: Record<string, number> = { h: 3600, m: 60, s: 1 };

/**
 * Seconds in a lesson or course length as people type it: "8 min", "8 minutes", "1 h 20 min",
 * "1hr 5m", "90 sec", "1:30" (minutes:seconds), "1:02:30", or a bare number (minutes). Words that
 * are not units ("read", "video") are ignored. Null when there is no length in it at all.
 */
export function parseDurationSeconds(text: string): number | null {
  const value = text.trim().toLowerCase();
  if (value === "") return null;
  const clock = /^(\d{1,3}):([0-5]\d)(?::([0-5]\d))?$/.exec(value);
  if (clock) {
    const [a, b, c] = [clock[1], clock[2], clock[3]].map((n) => (n ? Number(n) : undefined));
    const seconds =
      c === undefined ? (a ?? 0) * 60 + (b ?? 0) : (a ?? 0) * 3600 + (b ?? 0) * 60 + c;
    return seconds > 0 ? seconds : null;
  }
  if (/^\d+(\.\d+)?$/.test(value)) {
    const minutes = Number(value);
    return minutes > 0 ? Math.round(minutes * 60) : null;
  }
  const unit = /(\d+(?:\.\d+)?)\s*(hours?|hrs?|h|minutes?|mins?|m|seconds?|secs?|s)\b/g;
  let total = 0;
  let found = false;
  for (const match of value.matchAll(unit)) {
    found = true;
    total += Number(match[1]) * (UNIT_SECONDS[(match[2] ?? "s").charAt(0)] ?? 0);
  }
  const seconds = Math.round(total);
  return found && seconds > 0 ? seconds : null;
}

export const LESSON_TYPE_LABELS: Record<(typeof LESSON_TYPES)[number], string> = {
  video: "Video",
  embed: "Embedded video (link)",
  text: "Text / reading",
};
