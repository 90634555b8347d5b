import { CONTENT_TOASTS } from "~/domain/admin/content.constants";
import { MESSAGE_TOASTS } from "~/domain/admin/messages.constants";
import { STORY_TOASTS } from "~/domain/admin/stories.constants";

import { backTo } from "./page-errors";

// The content, story and message pages' presets, apart from page-errors.ts so the course and
// user pages do not load these areas' toast texts.

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
