// Once, after one lesson of five the learner saw "Overall progress 0%" beside a 20% course
// bar, and bare dashes where scores will go. The figures are labelled with what they count, the
// lesson-level one leads, only a course's own progress takes the progress tones (never red: red
// reads as "wrong"), and the score panels
// say what earns them.
import { renderToString } from "react-dom/server";
import { createRoutesStub, Outlet } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordLessonProgress } from "~/domain/learning/progress.server";
import { UNSCORED } from "~/domain/learning/stats";
import { I18nProvider } from "~/i18n/react";
import { createTestCourse, enrolDirectly } from "../../../tests/support/courses";
import { allMessages } from "../../../tests/support/render";
import { callLoader } from "../../../tests/support/router";
import { createTestServices, type TestServices } from "../../../tests/support/services";
import { createTestUser } from "../../../tests/support/users";
import Certificates, { loader as certificatesLoader } from "./certificates";
import Dashboard, { loader as dashboardLoader } from "./dashboard";
import Progress, { loader as progressLoader } from "./progress";

let t: TestServices;
let learner: Awaited<ReturnType<typeof createTestUser>>;

beforeAll(async () => {
  t = await createTestServices();
  learner = await createTestUser(t.services);
  const course = await createTestCourse(t.services.db, { lessonCount: 5 });
  await enrolDirectly(t.services.db, learner.id, course.id);
  const first = course.lessonIds[0] ?? "";
  await recordLessonProgress(t.services, {
    userId: learner.id,
    courseId: course.id,
    lessonId: first,
    percent: 100,
    position: 60,
    watched: 60,
  });
});
afterAll(async () => {
  await t.close();
});

type StubComponent = Parameters<typeof createRoutesStub>[0][number]["Component"];

/** The page as the server renders it, with `data` as its loader's. */
function render(id: string, path: string, Component: StubComponent, data: unknown) {
  const Stub = createRoutesStub([
    { id: "root", path, Component: Outlet, children: [{ id, index: true, Component }] },
  ]);
  return renderToString(
    <I18nProvider locale="en" messages={allMessages("en")}>
      <Stub initialEntries={[path]} hydrationData={{ loaderData: { root: null, [id]: data } }} />
    </I18nProvider>,
  );
}

/** The learner's page at `path`: its loader's data, and the page as the server renders it. */
async function page<F extends Parameters<typeof callLoader>[0]>(
  id: string,
  path: string,
  loader: F,
  Component: StubComponent,
) {
  const { data } = await callLoader(loader, { services: t.services, url: path, user: learner });
  return { data, html: render(id, path, Component, data) };
}

/** The opening tag of the progress bar labelled `label`, and the fill right after it. */
function bar(html: string, label: string): string {
  const at = html.indexOf(`aria-label="${label}"`);
  expect(at, `a progress bar labelled ${label}`).toBeGreaterThan(-1);
  return html.slice(at, html.indexOf("</div>", at));
}

describe("the dashboard after one lesson of five", () => {
  it("computes lesson progress beside the Progress Rate", async () => {
    const { data } = await page(
      "routes/learner/dashboard",
      "/dashboard",
      dashboardLoader,
      Dashboard,
    );
    expect(data?.summary).toMatchObject({
      enrolled: 1,
      completed: 0,
      progressRate: 0,
      lessons: { completed: 1, total: 5, percent: 20 },
    });
    expect(data?.continueLearning.map((c) => c.progress)).toEqual([20]);
  });

  it("shows 20% progress and says the Progress Rate counts whole courses", async () => {
    const { html } = await page(
      "routes/learner/dashboard",
      "/dashboard",
      dashboardLoader,
      Dashboard,
    );
    expect(html).not.toContain("Overall progress");
    expect(html).toContain("1 of 5 lessons completed");
    expect(html).toContain("0 of 1 course completed");
    expect(bar(html, "Progress: lessons completed")).toContain('aria-valuenow="20"');
  });
});

describe("the Progress page after one lesson of five", () => {
  const progressPage = () =>
    page("routes/learner/progress", "/dashboard/progress", progressLoader, Progress);

  it("leads with lesson progress, labels the Progress Rate, and keeps both out of red", async () => {
    const { data, html } = await progressPage();
    expect(html).toContain("1 of 5 lessons completed");
    expect(html).toContain("0 of 1 course completed");
    const lessons = bar(html, "Lesson progress");
    expect(lessons).toContain('aria-valuenow="20"');
    expect(lessons).not.toContain("bg-danger");
    expect(bar(html, "Progress Rate")).not.toContain("bg-danger");
    // A course's own progress keeps the progress tones: under 50% blue (under way), not red.
    const course = bar(html, `${data?.courses[0]?.course.title} progress`);
    expect(course).toContain("bg-info");
    expect(course).not.toContain("bg-danger");
    expect(html).not.toContain("text-danger");
  });

  it("says what earns an average score and High Achiever instead of a dash", async () => {
    const { html } = await progressPage();
    expect(html).not.toContain("—");
    expect(html).toContain(UNSCORED.averageScore);
    expect(html).toContain(UNSCORED.highAchiever);
    expect(html).toContain("Keep an average score of 90% or more.");
  });
});

describe("the Certificates page before any assessment is scored", () => {
  it("says what earns an average score and an excellence award instead of a dash", async () => {
    const { html } = await page(
      "routes/learner/certificates",
      "/dashboard/certificates",
      certificatesLoader,
      Certificates,
    );
    expect(html).not.toContain("—");
    expect(html).toContain(UNSCORED.averageScore);
    expect(html).toContain(UNSCORED.excellence);
    expect(html).toContain("90% or more on the final assessment of a course");
  });
});
