import { and, eq, isNull } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { quizQuestions, quizzes } from "~/db/schema";
import { saveAnswers, startAttempt, submitAttempt } from "~/domain/assessments/attempts.server";
import type { SessionUser } from "~/domain/auth/session.server";
import { createTestQuiz, trueQuestion } from "../../../tests/support/assessments";
import { createTestCourse, enrolDirectly } from "../../../tests/support/courses";
import { callAction, callLoader } from "../../../tests/support/router";
import { flashedToast, setupTestServices } from "../../../tests/support/suite";
import { createTestUser } from "../../../tests/support/users";
import { action as editAction, loader as editLoader } from "./quiz-edit";
import { action as newAction } from "./quiz-new";
import { action as questionEditAction } from "./quiz-question-edit";
import { action as questionNewAction } from "./quiz-question-new";
import { loader as resultsLoader } from "./quiz-results";

const suite = setupTestServices();
let admin: SessionUser;

beforeAll(async () => {
  admin = await createTestUser(suite.services, { role: "admin" });
});

const SETTINGS = {
  intent: "settings",
  title: "Final assessment: Maize",
  passMark: "70",
  attemptsAllowed: "3",
};

function post(
  action: Parameters<typeof callAction>[0],
  params: Record<string, string>,
  form: Record<string, string | Blob>,
) {
  return callAction(action, { services: suite.services, url: "/x", user: admin, params, form });
}

async function questionsOf(quizId: string) {
  return suite.services.db
    .select()
    .from(quizQuestions)
    .where(and(eq(quizQuestions.quizId, quizId), isNull(quizQuestions.retiredAt)))
    .orderBy(quizQuestions.position);
}

describe("creating quizzes", () => {
  it("creates the final assessment once, and a required check of a lesson", async () => {
    const course = await createTestCourse(suite.services.db, { lessonCount: 2 });
    const params = { courseId: course.id };
    const created = await post(newAction, params, { ...SETTINGS, scope: "final" });
    expect(created.location).toMatch(
      new RegExp(`/admin-dashboard/courses/${course.id}/quizzes/[0-9a-f-]{36}$`),
    );
    expect(await flashedToast(suite.services, created.headers)).toMatchObject({
      title: "Quiz created",
    });

    const again = await post(newAction, params, { ...SETTINGS, scope: "final" });
    expect(again.status).toBe(400);
    expect(again.data).toMatchObject({
      result: {
        error: { scope: ["This course already has a final assessment: edit it instead."] },
      },
    });

    const lessonId = course.lessonIds[1] ?? "";
    await post(newAction, params, {
      ...SETTINGS,
      title: "Check: lesson 2",
      scope: lessonId,
      required: "on",
      drawCount: "",
      timeLimitMinutes: "15",
    });
    const [check] = await suite.services.db
      .select()
      .from(quizzes)
      .where(eq(quizzes.lessonId, lessonId));
    expect(check).toMatchObject({ required: true, timeLimitMinutes: 15, drawCount: null });
  });

  it("answers every bad setting beside its field, keeping what was typed", async () => {
    const course = await createTestCourse(suite.services.db, { lessonCount: 1 });
    const other = await createTestCourse(suite.services.db, { lessonCount: 1 });
    const bad = await post(
      newAction,
      { courseId: course.id },
      {
        intent: "settings",
        title: "",
        passMark: "150",
        attemptsAllowed: "-1",
        timeLimitMinutes: "0",
        scope: "final",
      },
    );
    expect(bad.status).toBe(400);
    expect(bad.data).toMatchObject({
      result: {
        error: {
          title: ["Please enter a title."],
          passMark: ["Enter a pass mark from 0 to 100."],
          attemptsAllowed: ["Enter a number of attempts from 0 (unlimited) to 100."],
          timeLimitMinutes: [
            "Enter a time limit from 1 to 600 minutes, or leave it empty for none.",
          ],
        },
        initialValue: { passMark: "150" },
      },
    });
    // A lesson of another course is no place for this course's quiz.
    const elsewhere = await post(
      newAction,
      { courseId: course.id },
      { ...SETTINGS, scope: other.lessonIds[0] ?? "" },
    );
    expect(elsewhere.data).toMatchObject({
      result: { error: { scope: ["Choose the final assessment or a lesson without a check."] } },
    });
  });
});

describe("questions", () => {
  it("adds each type from the form, reads * as the right option and refuses a bad one beside its field", async () => {
    const course = await createTestCourse(suite.services.db, { lessonCount: 1 });
    const { quiz } = await createTestQuiz(suite.services.db, {
      courseId: course.id,
      questions: [],
    });
    const params = { courseId: course.id, quizId: quiz.id };
    const forms: Record<string, string>[] = [
      {
        type: "single",
        prompt: "Which spacing?",
        options: "* 1 m by 0.8 m\n2 m by 2 m",
        marks: "2",
      },
      {
        type: "multiple",
        prompt: "Which are pests?",
        options: "*Fall armyworm\n*Stem borer\nEarthworm",
      },
      { type: "true_false", prompt: "Mulch keeps soil moist.", trueFalse: "true" },
      {
        type: "number",
        prompt: "Stands per hectare?",
        answer: "12500",
        tolerance: "100",
        unit: "stands",
      },
      { type: "short_text", prompt: "Name the pest.", accepted: "fall armyworm\narmyworm" },
    ];
    for (const form of forms) {
      const added = await post(questionNewAction, params, { intent: "save", ...form });
      expect(added.location, form.type).toBe(
        `/admin-dashboard/courses/${course.id}/quizzes/${quiz.id}`,
      );
    }
    const stored = await questionsOf(quiz.id);
    expect(stored.map((q) => q.type)).toEqual([
      "single",
      "multiple",
      "true_false",
      "number",
      "short_text",
    ]);
    expect(stored[0]).toMatchObject({
      marks: 2,
      key: {
        type: "single",
        options: [
          { id: "o1", text: "1 m by 0.8 m", correct: true },
          { id: "o2", text: "2 m by 2 m", correct: false },
        ],
      },
    });
    expect(stored[3]?.key).toEqual({
      type: "number",
      answer: 12_500,
      tolerance: 100,
      unit: "stands",
    });

    const refused = await post(questionNewAction, params, {
      intent: "save",
      type: "single",
      prompt: "Which?",
      options: "A\nB",
    });
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({
      result: {
        error: { options: ["Mark exactly one option as right with * at the start of its line."] },
        // Multipart form data sends a textarea's line breaks as CRLF.
        initialValue: { options: expect.stringMatching(/^A\r?\nB$/) },
      },
    });
    expect(await questionsOf(quiz.id)).toHaveLength(5);
  });

  it("changes a question never asked in place, and makes a new version of one already asked", async () => {
    const course = await createTestCourse(suite.services.db, { lessonCount: 1 });
    const { quiz, questions } = await createTestQuiz(suite.services.db, {
      courseId: course.id,
      questions: [trueQuestion("Statement one."), trueQuestion("Statement two.")],
    });
    const [first, second] = questions.map((q) => q.id) as [string, string];
    const at = (questionId: string) => ({ courseId: course.id, quizId: quiz.id, questionId });
    const form = { intent: "save", type: "true_false", prompt: "Changed.", trueFalse: "false" };

    const inPlace = await post(questionEditAction, at(first), form);
    expect(await flashedToast(suite.services, inPlace.headers)).toMatchObject({
      title: "Question saved",
    });
    expect((await questionsOf(quiz.id)).map((q) => q.id)).toEqual([first, second]);

    const learner = await createTestUser(suite.services);
    await enrolDirectly(suite.services.db, learner.id, course.id);
    await startAttempt(suite.services, {
      userId: learner.id,
      courseId: course.id,
      quizId: quiz.id,
    });
    const versioned = await post(questionEditAction, at(second), form);
    expect(await flashedToast(suite.services, versioned.headers)).toMatchObject({
      description: expect.stringContaining("new version"),
    });
    const now = await questionsOf(quiz.id);
    expect(now.map((q) => q.prompt)).toEqual(["Changed.", "Changed."]);
    expect(now[1]).toMatchObject({ version: 2, previousId: second });
    expect(now[1]?.id).not.toBe(second);
  });

  it("imports a CSV file whole, or lists its problems by line and imports nothing", async () => {
    const course = await createTestCourse(suite.services.db, { lessonCount: 1 });
    const { quiz } = await createTestQuiz(suite.services.db, {
      courseId: course.id,
      questions: [],
    });
    const params = { courseId: course.id, quizId: quiz.id };
    const file = (text: string) => new File([text], "questions.csv", { type: "text/csv" });
    const bad = await post(editAction, params, {
      intent: "import",
      file: file("type,prompt,options\nsingle,Which?,A|B\ntrue_false,Soil is alive.,\n"),
    });
    expect(bad.status).toBe(400);
    expect(bad.data).toMatchObject({
      importProblems: [
        "Line 2: options: Mark exactly one option as right with * at the start of its line.",
        "Line 3: answer: Choose whether the statement is true or false.",
      ],
    });
    expect(await questionsOf(quiz.id)).toEqual([]);

    const good = await post(editAction, params, {
      intent: "import",
      file: file(
        "type,prompt,options,answer\nsingle,Which?,*A|B,\ntrue_false,Soil is alive.,,true\n",
      ),
    });
    expect(await flashedToast(suite.services, good.headers)).toMatchObject({
      title: "Questions imported",
      description: "2 questions added from the file.",
    });
    expect((await questionsOf(quiz.id)).map((q) => q.prompt)).toEqual(["Which?", "Soil is alive."]);
  });

  it("shows the results: each question's share of marks earned, and the attempts", async () => {
    const course = await createTestCourse(suite.services.db, { lessonCount: 1 });
    const { quiz, questions } = await createTestQuiz(suite.services.db, {
      courseId: course.id,
      questions: [trueQuestion("Easy."), trueQuestion("Hard.")],
    });
    const [easy, hard] = questions.map((q) => q.id) as [string, string];
    for (const answers of [
      [["true"], ["true"]],
      [["true"], ["false"]],
    ]) {
      const learner = await createTestUser(suite.services);
      await enrolDirectly(suite.services.db, learner.id, course.id);
      const scope = { userId: learner.id, courseId: course.id, quizId: quiz.id };
      const started = await startAttempt(suite.services, scope);
      if (started.status !== "started") throw new Error(started.status);
      await saveAnswers(suite.services.db, {
        ...scope,
        attemptId: started.attemptId,
        shown: [easy, hard],
        answers: new Map([
          [easy, answers[0] ?? []],
          [hard, answers[1] ?? []],
        ]),
      });
      await submitAttempt(suite.services, { ...scope, attemptId: started.attemptId });
    }
    const page = await callLoader(resultsLoader, {
      services: suite.services,
      url: "/x",
      user: admin,
      params: { courseId: course.id, quizId: quiz.id },
    });
    expect(page.data?.summary).toEqual({
      graded: 2,
      learners: 2,
      averageScore: 75,
      learnersPassed: 1,
    });
    expect(page.data?.difficulty.map((d) => [d.prompt, d.asked, d.shareCorrect])).toEqual([
      ["Hard.", 2, 50],
      ["Easy.", 2, 100],
    ]);
    expect(page.data?.attempts).toHaveLength(2);
    const quizPage = await callLoader(editLoader, {
      services: suite.services,
      url: "/x",
      user: admin,
      params: { courseId: course.id, quizId: quiz.id },
    });
    expect(quizPage.data?.attempts).toBe(2);
  });
});
