import { describe, expect, it } from "vitest";
import type { SessionUser } from "~/domain/auth/session.server";
import { createTestQuiz, singleQuestion, trueQuestion } from "../../../tests/support/assessments";
import { createTestCourse, enrolDirectly } from "../../../tests/support/courses";
import { callAction, callLoader } from "../../../tests/support/router";
import { flashedToast, setupTestServices } from "../../../tests/support/suite";
import { createTestUser } from "../../../tests/support/users";
import { loader as contentLoader } from "./course-content";
import { action as quizAction, loader as quizLoader } from "./quiz";
import { action as attemptAction, loader as attemptLoader, shouldRevalidate } from "./quiz-attempt";

const suite = setupTestServices();

/** A course with a final assessment (true/false, single choice, a number), and an enrolled learner. */
async function setup(
  options: Parameters<typeof createTestQuiz>[1] extends infer O ? Partial<O> : never = {},
) {
  const course = await createTestCourse(suite.services.db, { lessonCount: 1 });
  const { quiz, questions } = await createTestQuiz(suite.services.db, {
    courseId: course.id,
    questions: [
      trueQuestion(),
      singleQuestion(),
      {
        prompt: "How many stands?",
        key: { type: "number", answer: 98_765, tolerance: 5, unit: "stands" },
      },
    ],
    ...options,
  });
  const learner = await createTestUser(suite.services);
  await enrolDirectly(suite.services.db, learner.id, course.id);
  const params = { courseId: course.id, quizId: quiz.id };
  return { course, quiz, questions, learner, params };
}

async function start(learner: SessionUser, params: Record<string, string>) {
  const started = await callAction(quizAction, {
    services: suite.services,
    url: "/x",
    user: learner,
    params,
    form: { intent: "start" },
  });
  const attemptId = started.location?.split("/attempts/")[1] ?? "";
  return { started, attemptId };
}

describe("a quiz's page", () => {
  it("is for the course's enrolled learners: others get 404, the signed-out the login", async () => {
    const { params } = await setup();
    const stranger = await createTestUser(suite.services);
    const signedOut = await callLoader(quizLoader, {
      services: suite.services,
      url: "/x",
      user: null,
      params,
    });
    expect(signedOut.location).toMatch(/^\/login/);
    const notEnrolled = await callLoader(quizLoader, {
      services: suite.services,
      url: "/x",
      user: stranger,
      params,
    });
    expect(notEnrolled.status).toBe(404);
    const started = await callAction(quizAction, {
      services: suite.services,
      url: "/x",
      user: stranger,
      params,
      form: { intent: "start" },
    });
    expect(started.status).toBe(404);
  });

  it("starts an attempt whose page never holds a right answer, and another learner cannot open it", async () => {
    const { learner, params } = await setup({ reveal: "never" });
    const { started, attemptId } = await start(learner, params);
    expect(await flashedToast(suite.services, started.headers)).toMatchObject({
      title: "Quiz started",
    });
    const page = await callLoader(attemptLoader, {
      services: suite.services,
      url: "/x",
      user: learner,
      params: { ...params, attemptId },
    });
    expect(page.data?.state).toBe("answering");
    const json = JSON.stringify(page.data);
    expect(json).not.toContain("correct");
    expect(json).not.toContain("98765");
    expect(json).not.toContain('"key"');
    expect(json).toContain("1 m by 0.8 m");

    const other = await createTestUser(suite.services);
    const theirs = await callLoader(attemptLoader, {
      services: suite.services,
      url: "/x",
      user: other,
      params: { ...params, attemptId },
    });
    expect(theirs.status).toBe(404);
  });
});

describe("the course's lessons page", () => {
  it("lists the final assessment and each lesson's check with the learner's standing", async () => {
    const { course, learner, params } = await setup();
    const lessonId = course.lessonIds[0] ?? "";
    await createTestQuiz(suite.services.db, {
      courseId: course.id,
      lessonId,
      required: true,
      title: "Check: lesson 1",
    });
    // A check without questions cannot be taken: not shown.
    const other = await createTestCourse(suite.services.db, { lessonCount: 1 });
    await createTestQuiz(suite.services.db, { courseId: other.id, questions: [] });
    const page = await callLoader(contentLoader, {
      services: suite.services,
      url: "/x",
      user: learner,
      params: { courseId: course.id },
    });
    expect(page.data?.finalQuiz).toMatchObject({
      id: params.quizId,
      questions: 3,
      passed: false,
      best: null,
      open: false,
    });
    expect(page.data?.checks[lessonId]).toMatchObject({ title: "Check: lesson 1", required: true });
  });
});

describe("taking a quiz", () => {
  it("shows one question at a time, saves each page, keeps a typed answer it cannot read, and grades once", async () => {
    const { learner, params, questions } = await setup({ passMark: 60 });
    const { attemptId } = await start(learner, params);
    const at = { ...params, attemptId };
    const [tf, single, num] = questions.map((q) => q.id) as [string, string, string];
    const act = (url: string, form: Record<string, string | string[]>) =>
      callAction(attemptAction, { services: suite.services, url, user: learner, params: at, form });
    const here = `/dashboard/courses/${params.courseId}/quizzes/${params.quizId}/attempts/${attemptId}`;

    const second = await callLoader(attemptLoader, {
      services: suite.services,
      url: `${here}?q=2`,
      user: learner,
      params: at,
    });
    expect(
      second.data?.state === "answering" && second.data.questions.map((q) => q.number),
    ).toEqual([2]);

    const next = await act(`${here}?q=2`, {
      intent: "next",
      shown: single,
      [`answer.${single}`]: "o1",
    });
    expect(next.location).toBe(`${here}?q=3`);

    const unreadable = await act(`${here}?q=3`, {
      intent: "next",
      shown: num,
      [`answer.${num}`]: "plenty",
    });
    expect(unreadable.status).toBe(400);
    expect(unreadable.data).toEqual({
      errors: { [num]: "Enter a number, e.g. 12500 or 2.5." },
      values: { [num]: ["plenty"] },
      stored: 0,
    });

    const submitted = await act(here, {
      intent: "submit",
      shown: [tf, num],
      [`answer.${tf}`]: "true",
      [`answer.${num}`]: "98,770",
    });
    expect(submitted.location).toBe(here);
    expect(await flashedToast(suite.services, submitted.headers)).toMatchObject({
      title: "Quiz passed",
      description: "Well done: you scored 100%.",
    });
    const again = await act(here, { intent: "submit", shown: tf, [`answer.${tf}`]: "false" });
    expect(await flashedToast(suite.services, again.headers)).toMatchObject({
      title: "Already submitted",
    });

    const result = await callLoader(attemptLoader, {
      services: suite.services,
      url: here,
      user: learner,
      params: at,
    });
    expect(result.data).toMatchObject({
      state: "graded",
      score: 100,
      passed: true,
      marksEarned: 3,
    });
    const feedback = result.data?.state === "graded" ? result.data.feedback : [];
    expect(feedback.map((f) => [f.result, f.yourAnswer])).toEqual([
      ["right", "True"],
      ["right", "1 m by 0.8 m"],
      ["right", "98,770 stands"],
    ]);
    expect(feedback[2]?.rightAnswer).toBe("98,765 stands (from 98,760 to 98,770)");
  });

  it("saves every readable answer of a page that also holds an unreadable one, and counts them", async () => {
    const { learner, params, questions } = await setup();
    const { attemptId } = await start(learner, params);
    const at = { ...params, attemptId };
    const [tf, single, num] = questions.map((q) => q.id) as [string, string, string];
    const saved = await callAction(attemptAction, {
      services: suite.services,
      url: "/x",
      user: learner,
      params: at,
      form: {
        intent: "submit",
        shown: [tf, single, num],
        [`answer.${tf}`]: "true",
        [`answer.${single}`]: "o1",
        [`answer.${num}`]: "a lot",
      },
    });
    // Only the word in the number question is refused; the submit waits for it to be corrected.
    expect(saved.status).toBe(400);
    expect(saved.data).toMatchObject({
      errors: { [num]: "Enter a number, e.g. 12500 or 2.5." },
      stored: 2,
    });
    const page = await callLoader(attemptLoader, {
      services: suite.services,
      url: "/x",
      user: learner,
      params: at,
    });
    expect(page.data).toMatchObject({ state: "answering", saved: 2, total: 3 });
    const values = page.data?.state === "answering" ? page.data.questions.map((q) => q.values) : [];
    expect(values).toEqual([["true"], ["o1"], []]);
  });

  it("reloads its counter after a save that refused an answer (React Router would not, after a 400)", () => {
    const url = new URL("https://x.test/dashboard/courses/c/quizzes/q/attempts/a");
    const args = {
      currentUrl: url,
      nextUrl: url,
      currentParams: {},
      nextParams: {},
      formMethod: "POST" as const,
      actionStatus: 400,
      defaultShouldRevalidate: false,
    };
    expect(shouldRevalidate(args)).toBe(true);
    expect(shouldRevalidate({ ...args, actionStatus: 500 })).toBe(false);
  });

  it("reveals answers as the quiz says: never, or only once passed", async () => {
    for (const reveal of ["never", "after_pass"] as const) {
      const { learner, params, questions } = await setup({ reveal, passMark: 100 });
      const { attemptId } = await start(learner, params);
      const at = { ...params, attemptId };
      const [tf] = questions.map((q) => q.id) as [string];
      await callAction(attemptAction, {
        services: suite.services,
        url: "/x",
        user: learner,
        params: at,
        form: { intent: "submit", shown: tf, [`answer.${tf}`]: "false" },
      });
      const result = await callLoader(attemptLoader, {
        services: suite.services,
        url: "/x",
        user: learner,
        params: at,
      });
      const feedback = result.data?.state === "graded" ? result.data.feedback : [];
      expect(
        feedback.every((f) => f.rightAnswer === null && f.explanation === null),
        reveal,
      ).toBe(true);
      expect(feedback[0]?.result, reveal).toBe(reveal === "never" ? null : "wrong");
    }
  });
});

describe("a quiz in another language", () => {
  it("tells a Hausa learner its words in Hausa, marks the questions with the course's language", async () => {
    const { learner, params, questions } = await setup({ passMark: 100 });
    const started = await callAction(quizAction, {
      services: suite.services,
      url: "/x",
      user: learner,
      params,
      form: { intent: "start" },
      locale: "ha",
    });
    expect(await flashedToast(suite.services, started.headers)).toMatchObject({
      title: "An fara jarrabawa",
    });
    const attemptId = started.location?.split("/attempts/")[1] ?? "";
    const at = { ...params, attemptId };
    const [tf, , num] = questions.map((q) => q.id) as [string, string, string];
    const unreadable = await callAction(attemptAction, {
      services: suite.services,
      url: "/x",
      user: learner,
      params: at,
      form: { intent: "save", shown: num, [`answer.${num}`]: "plenty" },
      locale: "ha",
    });
    expect(unreadable.data).toMatchObject({
      errors: { [num]: "Rubuta lamba, misali 12500 ko 2.5." },
    });
    await callAction(attemptAction, {
      services: suite.services,
      url: "/x",
      user: learner,
      params: at,
      form: { intent: "submit", shown: tf, [`answer.${tf}`]: "true" },
      locale: "ha",
    });
    const result = await callLoader(attemptLoader, {
      services: suite.services,
      url: "/x",
      user: learner,
      params: at,
      locale: "ha",
    });
    expect(result.data).toMatchObject({ lang: "en-NG", messages: { "learner-quiz": {} } });
    const feedback = result.data?.state === "graded" ? result.data.feedback : [];
    expect(feedback[0]?.yourAnswer).toBe("Gaskiya");
  });
});
