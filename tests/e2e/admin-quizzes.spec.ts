import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./support/axe";

// Staff author a quiz in the browser (a staff spec: it runs after the learner specs, on a demo
// course no other test takes a quiz of, and deletes what it made).

test.describe("quizzes", () => {
  test("staff write a quiz: settings, a question of each kind the form switches to, and delete", async ({
    newAdminPage,
  }) => {
    const page = await newAdminPage();
    await page.goto("/admin-dashboard/courses");
    await page.getByRole("link", { name: "Edit Smart Farming with Sensors and Drones" }).click();
    await page
      .getByRole("navigation", { name: "Course sections" })
      .getByRole("link", { name: "Quizzes" })
      .click();
    await expect(page.getByText("No quizzes yet")).toBeVisible();
    await page.getByRole("link", { name: "New quiz" }).first().click();
    await page.getByLabel("Where it goes").selectOption("final");
    await page.getByLabel("Pass mark (%)").fill("60");
    await page.getByRole("button", { name: "Create quiz" }).click();
    await expect(page.getByText("Quiz created")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Questions (0)" })).toBeVisible();

    await page.getByRole("link", { name: "Add a question" }).click();
    // The form shows the part of the chosen type only.
    await expect(page.getByLabel("Options")).toBeVisible();
    await page.getByLabel("True or false").check();
    await expect(page.getByLabel("Options")).toBeHidden();
    await page
      .getByLabel("Question", { exact: true })
      .fill("Soil moisture sensors need calibrating for each soil.");
    await page.getByRole("radio", { name: "True", exact: true }).check();
    await page.getByRole("button", { name: "Add question" }).click();
    await expect(page.getByText("Question added")).toBeVisible();

    await page.getByRole("link", { name: "Add a question" }).click();
    await page
      .getByLabel("Question", { exact: true })
      .fill("Which reading says a field needs water?");
    await page.getByLabel("Options").fill("Low soil moisture\nHigh soil moisture");
    await page.getByRole("button", { name: "Add question" }).click();
    await expect(
      page.getByText("Mark exactly one option as right with * at the start of its line."),
    ).toBeVisible();
    await page.getByLabel("Options").fill("* Low soil moisture\nHigh soil moisture");
    await page.getByRole("button", { name: "Add question" }).click();
    await expect(page.getByRole("heading", { name: "Questions (2)" })).toBeVisible();
    await expectNoAxeViolations(page, "quiz page");

    await page.getByText("Delete quiz", { exact: true }).click();
    await page.getByRole("button", { name: "Yes, delete the quiz" }).click();
    await expect(page.getByText("Quiz deleted")).toBeVisible();
    await expect(page.getByText("No quizzes yet")).toBeVisible();
  });
});
