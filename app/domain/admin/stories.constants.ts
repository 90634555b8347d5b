// The success story form (name, role, location and content required; rating 1-5,
// default 5; avatar optional), shared by the form (conform) and the action.
//
// Labels, limits, messages and helpers that pages show; the zod schemas are in stories.schema.ts,
// which re-exports this file. Kept apart so a page can show them without downloading zod first
// (see useLazyForm).

/** The Stories tab's toasts. */
export const STORY_TOASTS = {
  added: { title: "Story added" },
  updated: { title: "Story updated" },
  deleted: { title: "Story deleted" },
  featured: { title: "Story featured", description: "It now appears on the home page." },
  unfeatured: { title: "Story unfeatured", description: "It no longer appears on the home page." },
  fetchFailed: { title: "Error fetching story", variant: "destructive" },
  saveFailed: { title: "Error saving story", variant: "destructive" },
  deleteFailed: { title: "Error deleting story", variant: "destructive" },
} as const;

/** The avatar ceiling of storeMedia for pictures (media.server.ts cannot be imported here). */
export const STORY_AVATAR_MAX_BYTES = 8 * 1024 * 1024;
export const STORY_BODY_LIMIT = STORY_AVATAR_MAX_BYTES + 64 * 1024;
export const STORY_AVATAR_ACCEPT = "image/jpeg,image/png,image/webp";
export const STORY_RATINGS = [5, 4, 3, 2, 1] as const;
