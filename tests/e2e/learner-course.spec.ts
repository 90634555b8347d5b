import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { axeViolations } from "./support/axe";
import {
  lessonNav,
  lessonVideo,
  openCourseContent,
  playUntil,
  playVideo,
  progressSaved,
  videoState,
} from "./support/course-player";
import { enrolFree, FREE_COURSES } from "./support/learner";

// Four lessons, each playing the 12 s demo clip: the quickest free demo course to finish.
const course = FREE_COURSES.records;
const LESSONS = 4;

/** "Lesson n of 4" under the player: the lesson the page shows. */
function lessonLabel(page: Page, n: number) {
  return page.getByText(new RegExp(`^Lesson ${n} of ${LESSONS} · `));
}

/** The lesson list's entry for lesson n (its sr-only prefix names it). */
function listedLesson(page: Page, n: number) {
  return page
    .getByRole("navigation", { name: "Course lessons" })
    .getByRole("link", { name: new RegExp(`^Lesson ${n}: `) });
}

test.describe("course content page", () => {
  // The player's own behaviour, with the network as the test makes it: page.route (a broken
  // video below) does not see what the offline service worker fetches (learner-offline.spec.ts).
  test.use({ serviceWorkers: "block" });
  test("a learner plays every lesson to the end and completes the course", async ({
    page,
    signUp,
  }) => {
    // Four 12 s lessons at normal speed: the server credits no more than real time.
    test.setTimeout(150_000);
    await signUp("player-all");
    await enrolFree(page, course);
    await openCourseContent(page, course.title);

    for (let n = 1; n <= LESSONS; n += 1) {
      await expect(lessonLabel(page, n)).toBeVisible();
      await expect(listedLesson(page, n)).toHaveAttribute("aria-current", "page");
      // The 80% report completes the lesson; the 100% report is sent on `ended`.
      const completed = progressSaved(page, 100);
      await playVideo(page);
      // The clip plays its 12 s at normal speed before the end shows.
      await expect(page.getByRole("status").filter({ hasText: "Lesson Complete" })).toBeVisible({
        timeout: 30_000,
      });
      expect((await completed).ok()).toBe(true);
      await expect(
        page.getByRole("heading", { level: 2, name: /Completed$/ }),
        "the lesson is marked completed",
      ).toBeVisible();
      if (n < LESSONS) {
        await lessonNav(page).getByRole("link", { name: "Next lesson" }).click();
      }
    }

    // Next on the last lesson: Course Complete.
    const finish = lessonNav(page).getByRole("link", { name: /Course Complete/ });
    await expect(finish).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Course Complete" })).toContainText(
      "You finished every lesson of this course.",
    );
    const coursePanel = page.getByRole("progressbar", { name: `${course.title} progress` });
    await expect(coursePanel).toHaveAttribute("aria-valuenow", "100");
    expect(await axeViolations(page, "last lesson ended, 1280px")).toEqual([]);

    // Stored on the server: a fresh load shows every lesson completed.
    await page.reload();
    const list = page.getByRole("navigation", { name: "Course lessons" });
    await expect(list.getByText(`${LESSONS} of ${LESSONS} completed`)).toBeVisible();
    await expect(list.getByText("Completed", { exact: true })).toHaveCount(LESSONS);
    await expect(coursePanel).toHaveAttribute("aria-valuenow", "100");

    await finish.click();
    await expect(page).toHaveURL(/\/dashboard\/certificates$/);

    await page.goto("/dashboard/my-courses");
    const card = page
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: course.title, exact: true }) });
    await expect(
      card.getByRole("progressbar", { name: `${course.title} progress` }),
    ).toHaveAttribute("aria-valuenow", "100");
    await expect(card.getByText("100%", { exact: true })).toBeVisible();
    await expect(card.getByRole("link", { name: `Review ${course.title}` })).toBeVisible();
  });

  test("resume, skip forward, volume and previous on the first lesson", async ({
    page,
    signUp,
  }) => {
    // On a phone's width: the controls must fit and work there too.
    await page.setViewportSize({ width: 360, height: 800 });
    await signUp("player-controls");
    await enrolFree(page, course);
    await openCourseContent(page, course.title);
    await expect(lessonLabel(page, 1)).toBeVisible();
    await lessonVideo(page);
    expect(await axeViolations(page, "first lesson, 360px")).toEqual([]);

    // Previous is disabled on the first lesson; Next leads on.
    await expect(lessonNav(page).getByRole("button", { name: "Previous lesson" })).toBeDisabled();
    await expect(lessonNav(page).getByRole("link", { name: "Next lesson" })).toBeVisible();

    // Volume: 0 to 1 in steps of 0.1, stopping at both ends.
    const video = await lessonVideo(page);
    const volume = page.getByRole("slider", { name: "Volume" });
    const videoVolume = () => video.evaluate((v: HTMLVideoElement) => Math.round(v.volume * 10));
    await expect(volume).toHaveValue("1");
    await volume.press("ArrowRight");
    expect(await videoVolume()).toBe(10);
    await volume.press("ArrowLeft");
    await expect(volume).toHaveValue("0.9");
    expect(await videoVolume()).toBe(9);
    await volume.press("ArrowLeft");
    expect(await videoVolume()).toBe(8);
    await volume.press("Home");
    await expect(volume).toHaveValue("0");
    await volume.press("ArrowLeft");
    await expect(volume).toHaveValue("0");
    expect(await videoVolume()).toBe(0);
    await volume.press("ArrowRight");
    await expect(volume).toHaveValue("0.1");
    expect(await videoVolume()).toBe(1);

    // Play a third of the lesson (4 s of 12: reports at 10, 20 and 30%), then leave it paused.
    const saved = progressSaved(page, 30);
    await playUntil(page, 4);
    const report = new URLSearchParams((await saved).request().postData() ?? "");
    const position = Number(report.get("position"));
    expect(position).toBeGreaterThanOrEqual(3);
    await expect(listedLesson(page, 1)).toContainText("30% watched");

    // A fresh load resumes the video where the learner left it.
    await page.reload();
    await expect(page.getByText(`Resumes at 0:${String(position).padStart(2, "0")}`)).toBeVisible();
    await expect(listedLesson(page, 1)).toContainText("30% watched");
    const resumed = await lessonVideo(page);
    const startedAt = await resumed.evaluate(async (v: HTMLVideoElement) => {
      v.muted = true;
      await v.play();
      v.pause();
      return v.currentTime;
    });
    expect(startedAt).toBeGreaterThanOrEqual(position - 0.5);
    expect(startedAt).toBeLessThan(position + 1.5);

    // Skip forward adds 10 seconds (the clip is 12 s long).
    await resumed.evaluate((v: HTMLVideoElement) => {
      v.currentTime = 1;
    });
    await page.getByRole("button", { name: "Skip forward 10 seconds" }).click();
    await expect.poll(() => videoState(resumed).then((s) => s.currentTime)).toBeCloseTo(11, 1);

    // A video that cannot be loaded says so, and Try again plays it once it can.
    await page.route("**/*.mp4", (route) => route.abort());
    await lessonNav(page).getByRole("link", { name: "Next lesson" }).click();
    await expect(lessonLabel(page, 2)).toBeVisible();
    const broken = await lessonVideo(page);
    await broken.evaluate((v: HTMLVideoElement) => v.play().catch(() => {}));
    const failure = page.getByRole("alert").filter({ hasText: "Playback Error" });
    await expect(failure).toContainText("Unable to play video. Please try again.");
    await page.unroute("**/*.mp4");
    await broken.evaluate((v: HTMLVideoElement) => {
      v.muted = true;
    });
    await failure.getByRole("button", { name: "Try again" }).click();
    await expect(failure).toBeHidden();
    await expect.poll(() => videoState(broken).then((s) => s.currentTime)).toBeGreaterThan(0);

    // Someone else's or a made-up course id is a page that does not exist.
    const missing = await page.goto(
      "/dashboard/courses/00000000-0000-4000-8000-000000000000/content",
    );
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Course not found" })).toBeVisible();
  });
});

test.describe("course content page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the lesson list and previous/next work as plain links; a video of ours is not marked by hand", async ({
    page,
    signUp,
  }) => {
    await signUp("player-nojs");
    await enrolFree(page, course);
    await openCourseContent(page, course.title);
    await expect(lessonLabel(page, 1)).toBeVisible();
    // The browser's own controls play the video; the scripted ones are not offered.
    await expect(page.locator("video")).toHaveAttribute("controls", "");
    await expect(page.getByRole("button", { name: "Skip forward 10 seconds" })).toHaveCount(0);

    await listedLesson(page, 3).click();
    await expect(lessonLabel(page, 3)).toBeVisible();
    await lessonNav(page).getByRole("link", { name: "Previous lesson" }).click();
    await expect(lessonLabel(page, 2)).toBeVisible();

    // It completes by being watched, which the page can only measure with JavaScript on.
    await expect(page.getByRole("button", { name: "Mark as Completed" })).toHaveCount(0);
    await expect(
      page.getByText(/^With JavaScript on, progress is saved as the video plays/),
    ).toBeVisible();
    await expect(
      page.getByRole("progressbar", { name: `${course.title} progress` }),
    ).toHaveAttribute("aria-valuenow", "0");
  });
});
