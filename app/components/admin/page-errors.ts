import { CONTENT_TOASTS } from "~/domain/admin/content.constants";
import { MESSAGE_TOASTS } from "~/domain/admin/messages.constants";
import { STORY_TOASTS } from "~/domain/admin/stories.constants";

// What the pages of one admin list tell their RouteErrorPanel, spread into it. The way back is
// the list, which the panel leaves out on the list itself.

/** The way back to the admin list at /admin-dashboard/{list}. */
function backTo(list: string, label: string) {
  return { back: { to: `/admin-dashboard/${list}`, label } } as const;
}

/** A course's pages: a 404 (also another instructor's course, which answers the same). */
export const COURSE_PAGE_ERROR = {
  notFound: "Course not found",
  ...backTo("courses", "All courses"),
};

export const USER_PAGE_ERROR = {
  notFound: "User not found",
  ...backTo("users", "Back to all users"),
};
export const CONTENT_PAGE_ERROR = {
  failed: CONTENT_TOASTS.fetchFailed,
  ...backTo("content", "Back to content"),
};
export const STORY_PAGE_ERROR = {
  failed: STORY_TOASTS.fetchFailed,
  ...backTo("stories", "Back to stories"),
};
export const MESSAGE_PAGE_ERROR = {
  failed: MESSAGE_TOASTS.fetchFailed,
  ...backTo("messages", "Back to messages"),
};
