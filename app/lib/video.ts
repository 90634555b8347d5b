const VIDEO_TYPES: Record<string, string> = {
  mp4: "video/mp4",
  webm: "video/webm",
  ogv: "video/ogg",
};

/** The MIME type a <source> should declare for a video address, from its extension. */
export function videoType(url: string): string | undefined {
  const ext = url.split(/[?#]/)[0]?.split(".").pop()?.toLowerCase() ?? "";
  return VIDEO_TYPES[ext];
}

/**
 * Whether we serve the video ourselves (an /uploads/… or /media/… path). Anything else is a page
 * on another site: we link to it and never embed it, so no page makes third-party requests.
 */
export function isOwnVideo(url: string): boolean {
  return url.startsWith("/") && !url.startsWith("//");
}
