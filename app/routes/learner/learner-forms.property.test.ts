import fc from "fast-check";
import { afterAll, beforeAll, describe, it, vi } from "vitest";
import { CLIENT_IP_HEADER } from "~/domain/auth/auth.server";
import { createTestQuiz, singleQuestion, trueQuestion } from "../../../tests/support/assessments";
import { createTestCourse, enrolDirectly } from "../../../tests/support/courses";
import {
  expectCalmAnswer,
  FORM_RUNS,
  hostileForm,
  hostileValue,
  nextClientAddress,
  PROPERTY_TEST_TIMEOUT,
} from "../../../tests/support/hostile";
import { callAction } from "../../../tests/support/router";
import { createTestServices, type TestServices } from "../../../tests/support/services";
import { createTestUser, signInCookie } from "../../../tests/support/users";
import * as courseContent from "./course-content";
import * as notifications from "./notifications";
import * as quiz from "./quiz";
import * as quizAttempt from "./quiz-attempt";

vi.setConfig({ testTimeout: PROPERTY_TEST_TIMEOUT });

// Property tests (fast-check): 1,000 hostile posts per learner form action, sent by a signed-in
// learner with a real session; each is answered calmly (never a 5xx). The settings forms are in
// settings-forms.property.test.ts.

let t: TestServices;
let learner: Awaited<ReturnType<typeof createTestUser>>;
let cookie: string;
beforeAll(async () => {
  t = await createTestServices({ env: { RATE_LIMIT_SCALE: "10000" } });
  learner = await createTestUser(t.services, { password: "correct-horse-7" });
  cookie = await signInCookie(t.services, learner);
});
afterAll(async () => {
  await t.close();
});

const post = (action: unknown, url: string, form: Record<string, string | string[]>, params = {}) =>
  callAction(action as never, {
    services: t.services,
    url,
    user: learner,
    params,
    form,
    headers: { cookie, [CLIENT_IP_HEADER]: nextClientAddress() },
  });

describe("notification actions under hostile input", () => {
  it("answer 1,000 hostile posts calmly", async () => {
    const intents = fc.oneof(
      fc.constantFrom("read", "open", "delete", "read-all", "preferences"),
      hostileValue,
    );
    await fc.assert(
      fc.asyncProperty(
        intents,
        hostileForm([
          "id",
          "courseUpdates",
          "progressAlerts",
          "certificateReady",
          "systemNotifications",
        ]),
        async (intent, form) => {
          const reply = await post(notifications.action, "/dashboard/notifications", {
            ...form,
            intent,
          });
          expectCalmAnswer(reply);
        },
      ),
      FORM_RUNS,
    );
  });
});

describe("lesson progress under hostile input", () => {
  it("answers 1,000 hostile reports calmly, for real and made-up courses", async () => {
    const course = await createTestCourse(t.services.db, { lessonCount: 2 });
    await enrolDirectly(t.services.db, learner.id, course.id);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("progress", "complete"),
        fc.oneof(fc.constantFrom(...course.lessonIds), fc.uuid(), hostileValue),
        hostileForm(["percent", "watched", "position"]),
        fc.oneof(fc.constant(course.id), fc.uuid(), hostileValue),
        async (intent, lessonId, form, courseId) => {
          const reply = await post(
            courseContent.action,
            `/dashboard/courses/${encodeURIComponent(courseId)}/content`,
            { ...form, intent, lessonId },
            { courseId },
          );
          expectCalmAnswer(reply);
        },
      ),
      FORM_RUNS,
    );
  });
});

describe("quiz actions under hostile input", () => {
  it("answer 1,000 hostile starts, saves and submits calmly, for real and made-up attempts", async () => {
    const course = await createTestCourse(t.services.db, { lessonCount: 1 });
    await enrolDirectly(t.services.db, learner.id, course.id);
    const made = await createTestQuiz(t.services.db, {
      courseId: course.id,
      questions: [
        trueQuestion(),
        singleQuestion(),
        { key: { type: "number", answer: 12_500, tolerance: 100, unit: "stands" } },
        { key: { type: "short_text", accepted: ["maize"] } },
      ],
    });
    const params = { courseId: course.id, quizId: made.quiz.id };
    const ids = made.questions.map((q) => q.id);
    const startReply = await post(quiz.action, "/x", { intent: "start" }, params);
    let attemptId = startReply.location?.split("/attempts/")[1] ?? "";
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.constantFrom("save", "next", "previous", "submit", "start"), hostileValue),
        fc.array(fc.oneof(fc.constantFrom(...ids), fc.uuid(), hostileValue), { maxLength: 5 }),
        hostileForm(ids.map((id) => `answer.${id}`)),
        fc.oneof(fc.constant("real"), fc.uuid(), hostileValue),
        async (intent, shown, answers, which) => {
          if (intent === "start") {
            const reply = await post(quiz.action, "/x", { intent }, params);
            expectCalmAnswer(reply);
            attemptId = reply.location?.split("/attempts/")[1] ?? attemptId;
            return;
          }
          const id = which === "real" ? attemptId : which;
          const reply = await post(
            quizAttempt.action,
            `/dashboard/courses/${course.id}/quizzes/${made.quiz.id}/attempts/${encodeURIComponent(id)}?q=2`,
            { ...answers, intent, shown },
            { ...params, attemptId: id },
          );
          expectCalmAnswer(reply);
        },
      ),
      FORM_RUNS,
    );
  });
});
