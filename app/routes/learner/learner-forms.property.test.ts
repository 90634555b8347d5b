import fc from "fast-check";
import { describe, it } from "vitest";
import { createTestQuiz, singleQuestion, trueQuestion } from "../../../tests/support/assessments";
import { createTestCourse, enrolDirectly } from "../../../tests/support/courses";
import {
  expectCalmAnswer,
  FORM_RUNS,
  hostileForm,
  hostileValue,
  setupSignedInLearnerProperties,
} from "../../../tests/support/hostile";
import * as courseContent from "./course-content";
import * as notifications from "./notifications";
import * as quiz from "./quiz";
import * as quizAttempt from "./quiz-attempt";

// Property tests (fast-check): 1,000 hostile posts per learner form action, sent by a signed-in
// learner with a real session; each is answered calmly (never a 5xx). The settings forms are in
// settings-forms.property.test.ts.

const { suite, signedIn, post } = setupSignedInLearnerProperties();

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
    const course = await createTestCourse(suite.services.db, { lessonCount: 2 });
    await enrolDirectly(suite.services.db, signedIn.learner.id, course.id);
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
    const course = await createTestCourse(suite.services.db, { lessonCount: 1 });
    await enrolDirectly(suite.services.db, signedIn.learner.id, course.id);
    const made = await createTestQuiz(suite.services.db, {
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
