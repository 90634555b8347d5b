import type { Page, Response } from "@playwright/test";
import { expect, test } from "./fixtures";
import { lessonVideo, openCourseContent, playVideo } from "./support/course-player";
import { enrolFree, FREE_COURSES } from "./support/learner";

const course = FREE_COURSES.records;

/** Video and sound bytes the page received, by address (posters and pages left out). */
function countMediaBytes(page: Page) {
  const bytes = new Map<string, number>();
  const onResponse = async (response: Response) => {
    const { pathname } = new URL(response.url());
    if (!/\.(mp4|m4a)$/.test(pathname)) return;
    const body = await response.body().catch(() => null);
    bytes.set(pathname, (bytes.get(pathname) ?? 0) + (body?.length ?? 0));
  };
  page.on("response", onResponse);
  return bytes;
}

/** The Video size buttons under the player, once the demo film's copies are made. */
async function videoSizes(page: Page) {
  const sizes = page.getByRole("group", { name: /Video size/ });
  // The server makes the demo film's copies (ffmpeg) within seconds of starting.
  await expect(async () => {
    await page.reload();
    await expect(sizes).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 90_000 });
  return sizes;
}

test("the data saver copy plays by default, only its bytes are loaded, and a new choice is remembered", async ({
  page,
  signUp,
}) => {
  test.setTimeout(150_000);
  await signUp("video-size");
  await enrolFree(page, course);
  await openCourseContent(page, course.title);
  const sizes = await videoSizes(page);
  const dataSaver = sizes.getByRole("button", { name: /^Data saver · [\d.]+ (KB|MB)$/ });
  await expect(dataSaver).toHaveAttribute("aria-pressed", "true");
  await expect(sizes.getByRole("button", { name: /^Standard · / })).toHaveAttribute(
    "aria-pressed",
    "false",
  );

  // Nothing plays or downloads before a tap.
  const bytes = countMediaBytes(page);
  const video = await lessonVideo(page);
  await expect(video).toHaveAttribute("preload", "none");
  await expect(video).toHaveAttribute("poster", /^\/uploads\/lesson-renditions\/.+\.jpg$/);
  await page.waitForTimeout(1_000);
  expect([...bytes.values()].reduce((a, b) => a + b, 0)).toBe(0);

  // At 16x the clip ends in under a second: played, but not yet credited as watched.
  await playVideo(page, 16);
  await expect(page.getByRole("status").filter({ hasText: "End of the video" })).toContainText(
    "once you have watched most of it at normal speed",
  );
  const src = await video.getAttribute("src");
  expect(src).toMatch(/^\/uploads\/lesson-renditions\/.+\.mp4/);
  const played = new URL(src ?? "", "http://x").pathname;
  // Only the chosen copy travelled: not the original, not the standard copy.
  expect([...bytes.keys()]).toEqual([played]);
  expect(bytes.get(played)).toBeGreaterThan(0);

  // Standard, chosen with one tap, is what the next visit plays.
  await sizes.getByRole("button", { name: /^Standard · / }).click();
  await expect(sizes.getByRole("button", { name: /^Standard · / })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await page.reload();
  await expect(sizes.getByRole("button", { name: /^Standard · / })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  const standardSrc = await (await lessonVideo(page)).getAttribute("src");
  expect(standardSrc).toMatch(/^\/uploads\/lesson-renditions\/.+\.mp4/);
  expect(standardSrc).not.toBe(src);
});
