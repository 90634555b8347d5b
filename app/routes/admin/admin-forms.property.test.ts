import fc from "fast-check";
import { beforeAll, describe, it } from "vitest";
import { coupons, payments } from "~/db/schema";
import type { SessionUser } from "~/domain/auth/session.server";
import { createTestQuiz } from "../../../tests/support/assessments";
import { createTestCourse } from "../../../tests/support/courses";
import {
  expectCalmAnswer,
  FORM_RUNS,
  hostileForm,
  hostileValue,
  postHostile,
  setupPropertySuite,
} from "../../../tests/support/hostile";
import { createTestUser } from "../../../tests/support/users";
import * as consultations from "./consultations";
import * as content from "./content";
import * as contentNew from "./content-new";
import * as couponEdit from "./coupon-edit";
import * as couponNew from "./coupon-new";
import * as courseEdit from "./course-edit";
import * as courseLessons from "./course-lessons";
import * as courseNew from "./course-new";
import * as lessonNew from "./lesson-new";
import * as messages from "./messages";
import * as outbox from "./outbox";
import * as paymentView from "./payment-view";
import * as quizEdit from "./quiz-edit";
import * as quizNew from "./quiz-new";
import * as quizQuestionEdit from "./quiz-question-edit";
import * as quizQuestionNew from "./quiz-question-new";
import * as siteSettings from "./site-settings";
import * as stories from "./stories";
import * as storiesNew from "./stories-new";
import * as usersEdit from "./users-edit";

// Property tests (fast-check): 1,000 hostile posts per admin form action, sent by an admin (who
// passes every guard, so the input itself is what is tried). Each gets a calm answer: never a 5xx,
// a form page with its messages for a 4xx, a redirect only to a page of ours.

const suite = setupPropertySuite();
let admin: SessionUser;
let learner: SessionUser;
let courseId: string;
let couponId: string;
let paymentId: string;
let quizId: string;
let questionId: string;
beforeAll(async () => {
  admin = await createTestUser(suite.services, { role: "admin" });
  learner = await createTestUser(suite.services);
  courseId = (await createTestCourse(suite.services.db, { lessonCount: 2 })).id;
  const made = await createTestQuiz(suite.services.db, { courseId });
  quizId = made.quiz.id;
  questionId = made.questions[0]?.id ?? "";
  const [coupon] = await suite.services.db
    .insert(coupons)
    .values({ code: "PROPERTY-10", kind: "percent", value: 10 })
    .returning({ id: coupons.id });
  couponId = coupon?.id ?? "";
  // Paid through the "none" provider (a free coupon): a refund is refused without a gateway call.
  const [payment] = await suite.services.db
    .insert(payments)
    .values({
      reference: "AFA-PROPERTY-0001",
      courseTitle: "Property course",
      provider: "none",
      listPriceKobo: 0,
      amountKobo: 0,
      vatRateBps: 750,
      status: "paid",
    })
    .returning({ id: payments.id });
  paymentId = payment?.id ?? "";
});

const COUPON_FIELDS = [
  "code",
  "kind",
  "value",
  "courseId",
  "expiresOn",
  "maxUses",
  "active",
  "formKey",
];

const COURSE_FIELDS = [
  "title",
  "instructor",
  "description",
  "category",
  "duration",
  "videoUrl",
  "price",
  "level",
  "modules",
  "features",
  "formKey",
];

const QUIZ_FIELDS = [
  "title",
  "scope",
  "passMark",
  "attemptsAllowed",
  "keptGrade",
  "shuffleQuestions",
  "shuffleOptions",
  "drawCount",
  "timeLimitMinutes",
  "reveal",
  "required",
  "formKey",
];

const QUESTION_FIELDS = [
  "type",
  "prompt",
  "marks",
  "explanation",
  "options",
  "trueFalse",
  "answer",
  "tolerance",
  "unit",
  "accepted",
  "removeImage",
];

type Case = {
  name: string;
  action: unknown;
  url: () => string;
  params?: () => Record<string, string>;
  fields: string[];
  intents: string[];
};

const CASES: Case[] = [
  {
    name: "new course",
    action: courseNew.action,
    url: () => "/admin-dashboard/courses/new",
    fields: COURSE_FIELDS,
    intents: ["save"],
  },
  {
    name: "course edit",
    action: courseEdit.action,
    url: () => `/admin-dashboard/courses/${courseId}`,
    params: () => ({ courseId }),
    fields: [...COURSE_FIELDS, "title", "url", "resourceId"],
    intents: ["save", "thumbnail-remove", "resource-add", "resource-delete", "publish", "nonsense"],
  },
  {
    name: "lessons list",
    action: courseLessons.action,
    url: () => `/admin-dashboard/courses/${courseId}/lessons`,
    params: () => ({ courseId }),
    fields: ["lessonId", "direction"],
    intents: ["move", "delete", "nonsense"],
  },
  {
    name: "new lesson",
    action: lessonNew.action,
    url: () => `/admin-dashboard/courses/${courseId}/lessons/new`,
    params: () => ({ courseId }),
    fields: ["title", "type", "description", "videoUrl", "duration", "textBody"],
    intents: ["save"],
  },
  {
    name: "new quiz",
    action: quizNew.action,
    url: () => `/admin-dashboard/courses/${courseId}/quizzes/new`,
    params: () => ({ courseId }),
    fields: QUIZ_FIELDS,
    intents: ["settings"],
  },
  {
    name: "quiz page",
    action: quizEdit.action,
    url: () => `/admin-dashboard/courses/${courseId}/quizzes/${quizId}`,
    params: () => ({ courseId, quizId }),
    fields: [...QUIZ_FIELDS, "id", "direction", "file"],
    intents: ["settings", "move", "delete", "import", "delete-quiz", "nonsense"],
  },
  {
    name: "question edit",
    action: quizQuestionEdit.action,
    url: () => `/admin-dashboard/courses/${courseId}/quizzes/${quizId}/questions/${questionId}`,
    params: () => ({ courseId, quizId, questionId }),
    fields: QUESTION_FIELDS,
    intents: ["save"],
  },
  {
    name: "new question",
    action: quizQuestionNew.action,
    url: () => `/admin-dashboard/courses/${courseId}/quizzes/${quizId}/questions/new`,
    params: () => ({ courseId, quizId }),
    fields: [...QUESTION_FIELDS, "formKey"],
    intents: ["save"],
  },
  {
    name: "new journey item",
    action: contentNew.action,
    url: () => "/admin-dashboard/content/new",
    fields: ["title", "description", "type", "author", "date", "content", "location", "speakers"],
    intents: ["save"],
  },
  {
    name: "journey list",
    action: content.action,
    url: () => "/admin-dashboard/content",
    fields: ["id"],
    intents: ["publish", "unpublish", "delete", "nonsense"],
  },
  {
    name: "new story",
    action: storiesNew.action,
    url: () => "/admin-dashboard/stories/new",
    fields: ["name", "role", "location", "content", "rating", "featured"],
    intents: ["save"],
  },
  {
    name: "stories list",
    action: stories.action,
    url: () => "/admin-dashboard/stories",
    fields: ["id"],
    intents: ["feature", "unfeature", "delete", "nonsense"],
  },
  {
    name: "new coupon",
    action: couponNew.action,
    url: () => "/admin-dashboard/payments/coupons/new",
    fields: COUPON_FIELDS,
    intents: ["save"],
  },
  {
    name: "coupon edit",
    action: couponEdit.action,
    url: () => `/admin-dashboard/payments/coupons/${couponId}`,
    params: () => ({ couponId }),
    fields: COUPON_FIELDS,
    intents: ["save", "delete", "nonsense"],
  },
  {
    name: "payment refund",
    action: paymentView.action,
    url: () => `/admin-dashboard/payments/${paymentId}`,
    params: () => ({ paymentId }),
    fields: ["confirm"],
    intents: ["refund", "nonsense"],
  },
  {
    name: "user edit",
    action: usersEdit.action,
    url: () => `/admin-dashboard/users/${learner.id}`,
    params: () => ({ userId: learner.id }),
    fields: ["fullName", "role", "status"],
    intents: ["save"],
  },
  {
    name: "consultations",
    action: consultations.action,
    url: () => "/admin-dashboard/consultations",
    fields: ["id", "status"],
    intents: ["status", "delete", "nonsense"],
  },
  {
    name: "messages",
    action: messages.action,
    url: () => "/admin-dashboard/messages",
    fields: ["id"],
    intents: ["delete", "nonsense"],
  },
  {
    name: "site settings",
    action: siteSettings.action,
    url: () => "/admin-dashboard/site-settings",
    fields: [
      "siteName",
      "contactEmail",
      "maintenanceMode",
      "allowRegistrations",
      "phone",
      "whatsappNumber",
      "communityLink",
      "facebookUrl",
      "farmersTrained",
      "certificatesIssued",
      "yieldImprovement",
      "sustainableProjects",
    ],
    intents: ["settings", "stats", "nonsense"],
  },
  {
    name: "outgoing mail",
    action: outbox.action,
    url: () => "/admin-dashboard/outbox",
    fields: ["id"],
    intents: ["retry", "nonsense"],
  },
];

describe("admin forms under hostile input", () => {
  for (const c of CASES) {
    it(`${c.name}: 1,000 hostile posts are answered calmly`, async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(fc.constantFrom(...c.intents), hostileValue),
          hostileForm(c.fields),
          async (intent, form) => {
            const reply = await postHostile(suite.services, c.action, {
              url: c.url(),
              user: admin,
              params: c.params?.() ?? {},
              form: { ...form, intent },
            });
            expectCalmAnswer(reply);
          },
        ),
        FORM_RUNS,
      );
    });
  }
});
