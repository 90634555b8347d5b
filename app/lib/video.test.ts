import { describe, expect, it } from "vitest";
import { isOwnVideo, videoType } from "./video";

describe("videoType", () => {
  it.each([
    ["/uploads/course-media/a.webm", "video/webm"],
    ["/media/video/intro.MP4", "video/mp4"],
    ["/uploads/x/clip.ogv?v=2", "video/ogg"],
    ["https://www.youtube.com/watch?v=abc", undefined],
  ])("%s → %s", (url, type) => {
    expect(videoType(url)).toBe(type);
  });
});

describe("isOwnVideo", () => {
  it("is true for our own paths only", () => {
    expect(isOwnVideo("/uploads/course-media/a.mp4")).toBe(true);
    expect(isOwnVideo("//evil.example/a.mp4")).toBe(false);
    expect(isOwnVideo("https://www.youtube.com/watch?v=abc")).toBe(false);
  });
});
