import { expect, type Locator, type Page } from "@playwright/test";

/** Opens a course's content page the way a learner does: My Courses → Continue (or Review). */
export async function openCourseContent(page: Page, title: string) {
  await page.goto("/dashboard/my-courses");
  await page
    .getByRole("link", { name: new RegExp(`^(Continue|Review) ${title}`) })
    .first()
    .click();
  await expect(page).toHaveURL(/\/dashboard\/courses\/[0-9a-f-]{36}\/content/);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
}

/** The lesson video of the page, once the player has hydrated (its JavaScript controls show). */
export async function lessonVideo(page: Page) {
  await expect(page.getByRole("button", { name: "Skip forward 10 seconds" })).toBeVisible();
  return page.locator("video");
}

/**
 * Plays the current lesson's video muted (so the browser allows it without a gesture) at
 * `rate` times speed. A video lesson completes only on watch time the server credits, at most
 * the real time that passed: at normal speed the 12 s demo clip completes its lesson; at 16x it
 * ends in under a second of real time and does not.
 */
export async function playVideo(page: Page, rate = 1) {
  const video = await lessonVideo(page);
  await video.evaluate(async (element: HTMLVideoElement, playbackRate) => {
    element.muted = true;
    element.playbackRate = playbackRate;
    await element.play();
    // A resumed video restarts at rate 1 after loading its metadata in some browsers.
    element.playbackRate = playbackRate;
  }, rate);
  return video;
}

/** Waits until the page has saved a progress report of `percent` for the current lesson. */
export function progressSaved(page: Page, percent: number) {
  return page.waitForResponse(
    (response) =>
      response.request().method() === "POST" &&
      /\/dashboard\/courses\/[^/]+\/content/.test(response.url()) &&
      new URLSearchParams(response.request().postData() ?? "").get("percent") === String(percent),
  );
}

/** The Previous / Next lesson bar under the player. */
export function lessonNav(page: Page) {
  return page.getByRole("navigation", { name: "Previous and next lesson" });
}

/** What the video element reports about its playback. */
export function videoState(video: Locator) {
  return video.evaluate((v: HTMLVideoElement) => ({
    currentTime: v.currentTime,
    duration: v.duration,
    paused: v.paused,
    ended: v.ended,
    volume: v.volume,
  }));
}

/**
 * Plays the current lesson's video muted at normal speed and pauses it as soon as it has passed
 * `seconds` (a `timeupdate` listener, not a timer): a lesson watched part of the way.
 */
export async function playUntil(page: Page, seconds: number) {
  const video = await lessonVideo(page);
  await video.evaluate(
    (element: HTMLVideoElement, until) =>
      new Promise<void>((resolve, reject) => {
        const check = () => {
          if (element.currentTime < until) return;
          element.removeEventListener("timeupdate", check);
          element.pause();
          resolve();
        };
        element.addEventListener("timeupdate", check);
        element.muted = true;
        element.play().catch(reject);
      }),
    seconds,
  );
  return video;
}
