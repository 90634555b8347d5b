import { CONTENT_TOASTS } from "~/domain/admin/content.constants";
import { MESSAGE_TOASTS } from "~/domain/admin/messages.constants";
import { STORY_TOASTS } from "~/domain/admin/stories.constants";
import { admin } from "~/i18n/messages/admin";
import { useOptionalT } from "~/i18n/react";

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

/**
 * The way back of the presets above in the page's language (the `admin` namespace, sent by the
 * admin layout). `failed` stays the preset's own: its area's namespace owns that wording, so a
 * page passes its own `failed` after spreading this when it has one.
 */
export function useListPageError(kind: "content" | "stories" | "messages") {
  const t = useOptionalT(admin)?.pageErrors;
  const preset = {
    content: CONTENT_PAGE_ERROR,
    stories: STORY_PAGE_ERROR,
    messages: MESSAGE_PAGE_ERROR,
  }[kind];
  if (!t) return preset;
  const label = {
    content: t.backToContent,
    stories: t.backToStories,
    messages: t.backToMessages,
  }[kind];
  return { ...preset, ...backTo(kind, label) };
}
