import type { Locator, Page } from "@playwright/test";
import { DEMO_ASSESSMENTS } from "../../app/db/seed/data/assessments";
import type { DemoQuestion } from "../../app/db/seed/data/assessments.types";
import { expect, test } from "./fixtures";
import { PASSWORD, signedInPage } from "./support/auth";
import { expectNoAxeViolations } from "./support/axe";
import { lessonNav, openCourseContent, playVideo, progressSaved } from "./support/course-player";
import { enrolFree } from "./support/learner";

/** A free demo course with four lessons and a final assessment of 12 questions (no other test takes it). */
const SOIL = {
  slug: "soil-testing-and-fertiliser-planning",
  title: "Soil Testing and Fertiliser Planning",
  lessons: 4,
};
const FINAL = DEMO_ASSESSMENTS.find((c) => c.courseSlug === SOIL.slug)?.final;

/** Answers the question shown in `box` as a learner who did the course would (the demo's key). */
async function answerRightly(box: Locator) {
  const legend = ((await box.locator("legend").textContent()) ?? "").trim();
  const question = FINAL?.questions.find((q) => legend.includes(q.prompt)) as DemoQuestion;
  expect(question, legend).toBeDefined();
  switch (question.type) {
    case "single":
      await box.getByLabel(question.options[question.correct] ?? "", { exact: true }).check();
      return;
    case "multiple":
      for (const index of question.correct) {
        await box.getByLabel(question.options[index] ?? "", { exact: true }).check();
      }
      return;
    case "true_false":
      await box.getByLabel(question.answer ? "True" : "False", { exact: true }).check();
      return;
    case "number":
      await box.getByRole("textbox").fill(String(question.answer));
      return;
    case "short_text":
      await box.getByRole("textbox").fill(question.accepted[0] ?? "");
      return;
  }
}

/** Plays every lesson of the open course to its end, in order. */
async function playAllLessons(page: Page, count: number) {
  for (let lesson = 1; lesson <= count; lesson += 1) {
    await expect(page.getByText(new RegExp(`^Lesson ${lesson} of ${count}`))).toBeVisible();
    const saved = progressSaved(page, 100);
    await playVideo(page);
    await saved;
    if (lesson < count) await lessonNav(page).getByRole("link", { name: "Next lesson" }).click();
  }
}

test.describe("assessments", () => {
  test.describe.configure({ timeout: 210_000 });

  test("a learner takes the final assessment without JavaScript, passes, and gets a scored certificate", async ({
    page,
    browser,
    signUp,
  }) => {
    const email = await signUp("quiz");
    await enrolFree(page, SOIL);

    // The rest of the quiz on a phone with JavaScript switched off: plain forms only.
    const phone = await signedInPage(
      browser,
      { email, password: PASSWORD },
      { home: /\/dashboard$/, javaScriptEnabled: false, viewport: { width: 360, height: 800 } },
    );
    await openCourseContent(phone, SOIL.title);
    const callout = phone.getByRole("region", { name: FINAL?.title ?? "" });
    await expect(callout.getByText("12 questions · pass mark 70%")).toBeVisible();
    await callout.getByRole("link", { name: /^Start/ }).click();
    await expect(phone.getByRole("heading", { level: 1, name: FINAL?.title ?? "" })).toBeVisible();
    const quizUrl = phone.url();
    await phone.getByRole("button", { name: "Start the quiz" }).click();
    await expect(phone.getByText("Quiz started")).toBeVisible();

    // One question at a time: the first, saved with Save and next.
    await phone.getByRole("link", { name: "One question at a time" }).click();
    await expect(phone.getByText("Question 1 of 12 · 0 of 12 saved")).toBeVisible();
    await answerRightly(phone.locator("fieldset").first());
    await phone.getByRole("button", { name: "Save and next" }).click();
    await expect(phone.getByText("Question 2 of 12 · 1 of 12 saved")).toBeVisible();
    // The page holds no right answer: nothing says "correct" and no option is marked.
    expect(await phone.content()).not.toMatch(/correct|accepted/i);

    // Then all of them on one page; a number that is not one is refused beside its question.
    await phone.getByRole("link", { name: "Show all questions" }).click();
    const boxes = phone.locator("fieldset");
    await expect(boxes).toHaveCount(12);
    for (const box of await boxes.all()) await answerRightly(box);
    const numberBox = phone.locator("fieldset", { has: phone.locator("input[inputmode=decimal]") });
    const typed = await numberBox.getByRole("textbox").inputValue();
    await numberBox.getByRole("textbox").fill("four bags");
    await phone.getByRole("button", { name: "Submit for marking" }).click();
    await expect(numberBox.getByText("Enter a number, e.g. 12500 or 2.5.")).toBeVisible();
    await expect(numberBox.getByRole("textbox")).toHaveValue("four bags");
    // Only that answer was refused: the page's other eleven are saved, and the counter says so.
    await expect(phone.getByText("1 answer was not saved")).toBeVisible();
    await expect(phone.getByText("11 other answers on this page were saved.")).toBeVisible();
    await expect(phone.getByText("11 of 12 saved")).toBeVisible();
    // axe runs in the page's JavaScript: it reads these pages in the other, scripted, tab below.
    const attemptUrl = phone.url().split("?")[0] ?? "";
    await numberBox.getByRole("textbox").fill(typed);
    await phone.getByRole("button", { name: "Submit for marking" }).click();

    await expect(phone.getByText("Quiz passed")).toBeVisible();
    await expect(phone.getByRole("heading", { name: /You passed/ })).toBeVisible();
    await expect(phone.getByText("100%").first()).toBeVisible();
    await expect(phone.getByText("Right answer").first()).toBeVisible();
    await phone.context().close();
    await page.setViewportSize({ width: 360, height: 800 });
    for (const [url, where] of [
      [quizUrl, "quiz page"],
      [attemptUrl, "results"],
    ] as const) {
      await page.goto(url);
      await expectNoAxeViolations(page, where);
    }
    await page.setViewportSize({ width: 1280, height: 720 });

    // The lessons, watched with JavaScript: the course completes with a scored certificate.
    await openCourseContent(page, SOIL.title);
    await playAllLessons(page, SOIL.lessons);
    await page.goto("/dashboard/certificates");
    const card = page
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: SOIL.title, exact: true }) });
    await expect(card.getByText("Score")).toBeVisible();
    await expect(card.getByText("100%")).toBeVisible();
    await card
      .getByRole("link", { name: /^View verification page/ })
      .first()
      .click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Verified certificate" }),
    ).toBeVisible();
    await expect(page.getByText("100%")).toBeVisible();
  });
  test("with JavaScript, the counter follows the ticks, and one unreadable answer costs none of the others", async ({
    page,
    signUp,
  }) => {
    await signUp("quiz-js");
    await enrolFree(page, SOIL);
    await openCourseContent(page, SOIL.title);
    await page
      .getByRole("region", { name: FINAL?.title ?? "" })
      .getByRole("link", { name: /^Start/ })
      .click();
    await page.getByRole("button", { name: "Start the quiz" }).click();
    await expect(page.getByText("Quiz started")).toBeVisible();
    const boxes = page.locator("fieldset");
    await expect(boxes).toHaveCount(12);
    await expect(page.getByText("0 of 12 saved")).toBeVisible();
    // Each question sits inside its card: the card's border never runs through it (a <legend>
    // is drawn on its fieldset's border unless told otherwise), at a phone's width and a laptop's.
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      for (const box of (await boxes.all()).slice(0, 3)) {
        const card = await box.boundingBox();
        const legend = await box.locator("legend").boundingBox();
        expect(
          legend && card && legend.y - card.y,
          `legend inside the card at ${width} px`,
        ).toBeGreaterThanOrEqual(12);
      }
    }

    // A tick counts at once as answered, not yet as saved.
    await answerRightly(boxes.first());
    await expect(page.getByText("1 of 12 answered · 0 saved")).toBeVisible();

    for (const box of await boxes.all()) await answerRightly(box);
    const numberBox = page.locator("fieldset", { has: page.locator("input[inputmode=decimal]") });
    await numberBox.getByRole("textbox").fill("four bags");
    await page.getByRole("button", { name: "Save answers" }).click();
    await expect(numberBox.getByText("Enter a number, e.g. 12500 or 2.5.")).toBeVisible();
    await expect(page.getByText("1 answer was not saved")).toBeVisible();
    await expect(page.getByText("11 other answers on this page were saved.")).toBeVisible();
    // The counter counts what the save stored (React Router keeps old data after a 400 unless told).
    await expect(page.getByText("12 of 12 answered · 11 saved")).toBeVisible();

    // Coming back later: the eleven are there, the refused one is not.
    await page.reload();
    await expect(page.getByText("11 of 12 saved")).toBeVisible();
    await expect(numberBox.getByRole("textbox")).toHaveValue("");
    await expect(boxes.first().locator("input:checked")).not.toHaveCount(0);
  });
});
