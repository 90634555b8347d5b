import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signIn } from "./support/auth";

const COURSES = "/admin-dashboard/courses";
const THUMBNAIL = "public/og-default.png";

async function fillCourse(
  page: Page,
  title: string,
  { instructor, price = "7500" }: { instructor?: string; price?: string } = {},
) {
  await page.getByLabel("Title").fill(title);
  if (instructor !== undefined) await page.getByLabel("Instructor").fill(instructor);
  await page.getByLabel("Category").selectOption({ label: "Irrigation" });
  await page.getByLabel("Description").fill("Size a solar pump and water a hectare for less.");
  await page.getByLabel("Duration").fill("2 hours");
  await page.getByLabel("Level").selectOption("Intermediate");
  await page.getByLabel("Price (₦)").fill(price);
  await page.getByLabel("Video URL").fill("https://video.example.org/solar-intro");
}

async function addLesson(page: Page, title: string, type: "embed" | "text") {
  await page.getByRole("link", { name: "Add lesson" }).first().click();
  await expect(page.getByRole("heading", { name: "New lesson" })).toBeVisible();
  await page.getByLabel("Lesson title").fill(title);
  await page.getByLabel("Type").selectOption(type);
  await page.getByLabel("Duration").fill(type === "text" ? "6 min" : "1:30");
  if (type === "embed") await page.getByLabel("Video URL").fill("https://video.example.org/lesson");
  else await page.getByLabel("Description").fill("Read this before you buy a pump.");
  await page.getByRole("button", { name: "Add lesson" }).click();
  await expect(page.getByText("Lesson added")).toBeVisible();
}

function lessonTitles(page: Page) {
  return page.getByRole("list", { name: "Lessons in order" }).getByRole("heading", { level: 3 });
}

test.describe("admin: courses", () => {
  // Whole flows across several pages and two accounts: more than the default 30 s on a busy machine.
  test.slow();

  test("an admin creates a course with a thumbnail, adds two lessons, reorders them and publishes it to the academy", async ({
    newAdminPage,
  }) => {
    const page = await newAdminPage();
    const title = `Solar Pumps ${Date.now().toString(36)}`;

    await page.goto(COURSES);
    await expect(page.getByRole("heading", { level: 1, name: "Courses" })).toBeVisible();
    await page.getByRole("link", { name: "Add course" }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "New course" })).toBeVisible();

    // Submitting empty shows the messages beside the fields.
    await page.getByRole("button", { name: "Create course" }).click();
    await expect(page.getByText("Please enter the course title.")).toBeVisible();
    await expect(page.getByText("Please upload the intro video or enter its URL.")).toBeVisible();

    // Naira as staff write it, with a thousands comma and kobo: kept to the kobo.
    await fillCourse(page, title, { instructor: "Engr. Bola Ade", price: "7,500.50" });
    await page.getByLabel("Thumbnail (optional)").setInputFiles(THUMBNAIL);
    await page.getByRole("button", { name: "Create course" }).click();
    await expect(page.getByText("Course created successfully")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByText("Draft", { exact: true })).toBeVisible();

    await addLesson(page, "Choosing the pump", "embed");
    await addLesson(page, "Reading the sun", "text");
    await expect(lessonTitles(page)).toHaveText([/Choosing the pump/, /Reading the sun/]);
    await expect(page.getByText("2 lessons.")).toBeVisible();

    await page.getByRole("button", { name: "Move Reading the sun up" }).click();
    await expect(page.getByText("Lesson order saved")).toBeVisible();
    await expect(lessonTitles(page)).toHaveText([/Reading the sun/, /Choosing the pump/]);

    // The thumbnail is our own re-encoded file.
    await page.getByRole("link", { name: "Details" }).click();
    const thumbnail = page.getByRole("img", { name: "Current thumbnail" });
    await expect(thumbnail).toHaveAttribute("src", /^\/uploads\/course-thumbnails\/.+\.webp$/);
    await expect(page.getByLabel("Price (₦)")).toHaveValue("7500.50");

    await page.getByRole("button", { name: `Publish ${title}` }).click();
    await expect(page.getByText("Course published")).toBeVisible();
    await expect(page.getByText("Published", { exact: true })).toBeVisible();

    // The list shows it published with its two lessons.
    await page.goto(COURSES);
    const item = page.getByRole("listitem").filter({ hasText: title });
    await expect(item).toContainText("Published");
    await expect(item).toContainText("Lessons:2");
    await expect(item).toContainText("₦7,500.5");

    // Learners find it on the academy.
    await page.goto(`/academy?q=${encodeURIComponent(title)}`);
    await expect(page.getByText(title).first()).toBeVisible();
  });

  test("an instructor (promoted on the Users tab) sees and manages only their own course", async ({
    page,
    newAdminPage,
    registerStudent,
  }) => {
    // A student registers and verifies their address…
    const name = `Ife Instructor ${Date.now().toString(36)}`;
    const email = await registerStudent("instructor", { name });

    // …and an admin makes them an instructor (without JavaScript: the plain form post, so no
    // choice made before hydration can be reset by it).
    const admin = await newAdminPage({ javaScriptEnabled: false });
    await admin.goto(`/admin-dashboard/users?q=${encodeURIComponent(email)}`);
    await admin
      .getByRole("link", { name: `Edit ${name}` })
      .first()
      .click();
    await admin.getByRole("combobox", { name: "Role" }).selectOption("instructor");
    await admin.getByRole("button", { name: "Save changes" }).click();
    await expect(admin.getByText("User updated successfully")).toBeVisible();
    await expect(admin.getByRole("combobox", { name: "Role" })).toHaveValue("instructor");
    // A course the instructor must not reach: the newest one in the admin's list.
    await admin.goto(COURSES);
    const foreign = await admin
      .getByRole("list", { name: "Courses" })
      .getByRole("link", { name: /^Edit / })
      .first()
      .getAttribute("href");
    expect(foreign).toMatch(/^\/admin-dashboard\/courses\/[0-9a-f-]{36}$/);

    await signIn(page, { email }, /\/dashboard$/);
    await page.goto(COURSES);
    await expect(page.getByText("The courses you own, newest first.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "No courses yet" })).toBeVisible();

    const title = `Ife's Drip Kits ${Date.now().toString(36)}`;
    await page.getByRole("link", { name: "Add course" }).first().click();
    // Their own name is the default instructor.
    await expect(page.getByLabel("Instructor")).toHaveValue(name);
    await fillCourse(page, title);
    await page.getByRole("button", { name: "Create course" }).click();
    await expect(page.getByText("Course created successfully")).toBeVisible();

    await page.goto(COURSES);
    const titles = page.getByRole("list", { name: "Courses" }).getByRole("heading", { level: 2 });
    await expect(titles).toHaveText([title]);
    await page.getByRole("link", { name: `Learners of ${title}` }).click();
    await expect(page.getByRole("heading", { name: "No learners yet" })).toBeVisible();

    // Another instructor's (here: the admin's) course pages answer "not found".
    await page.goto(foreign ?? "/");
    await expect(page.getByText("Course not found")).toBeVisible();
    await page.goto(`${foreign}/lessons`);
    await expect(page.getByText("Course not found")).toBeVisible();
  });
});
