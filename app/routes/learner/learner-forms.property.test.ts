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
import * as settings from "./settings";
import * as sessions from "./settings-sessions";
import * as twoFactor from "./settings-two-factor";

vi.setConfig({ testTimeout: PROPERTY_TEST_TIMEOUT });

// Property tests (fast-check): 1,000 hostile posts per learner form action, sent by a signed-in
// learner with a real session; each is answered calmly (never a 5xx).

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

// Every settings form, by the route it posts to and its intent, with the fields it sends (and
// the avatar removal).
const SETTINGS_ROUTES = [
  {
    url: "/settings",
    action: settings.action,
    forms: {
      profile: ["fullName", "phone"],
      password: ["currentPassword", "newPassword", "confirmPassword", "revokeOtherSessions"],
      email: ["newEmail", "password"],
      "delete-account": ["secret", "confirm"],
      "avatar-remove": [],
    },
  },
  {
    url: "/settings/two-factor",
    action: twoFactor.action,
    forms: {
      "mfa-enrol": ["friendlyName", "password"],
      "mfa-confirm": ["code"],
      "mfa-backup-codes": ["password"],
      "mfa-remove": ["password"],
      "mfa-phone-start": ["phone", "password"],
      "mfa-phone-confirm": ["code"],
    },
  },
  {
    url: "/settings/sessions",
    action: sessions.action,
    forms: { "end-session": ["sessionId"], "end-other-sessions": [] },
  },
] satisfies { url: string; action: unknown; forms: Record<string, string[]> }[];

describe("settings forms under hostile input", () => {
  for (const { url, action, forms } of SETTINGS_ROUTES) {
    for (const [intent, fields] of Object.entries(forms)) {
      it(`"${intent}" (${url}) answers 1,000 hostile posts calmly`, async () => {
        await fc.assert(
          fc.asyncProperty(hostileForm(fields, { intent }), async (form) => {
            expectCalmAnswer(await post(action, url, form));
          }),
          FORM_RUNS,
        );
      });
    }

    it(`an unknown or missing intent (${url}) answers calmly too`, async () => {
      await fc.assert(
        fc.asyncProperty(hostileForm(["intent", "password", "code"]), async (form) => {
          expectCalmAnswer(await post(action, url, form));
        }),
        FORM_RUNS,
      );
    });
  }
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
