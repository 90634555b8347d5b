// The permission matrix of a course's quizzes: every loader and action, called as a signed-out
// visitor, a user, an instructor, a moderator and an admin, on a course the matrix instructor
// owns and on another instructor's course (which an instructor must not even find).
import { beforeAll, describe, expect, it } from "vitest";
import { type CourseActor, createCourse } from "~/domain/admin/courses.server";
import { createLesson } from "~/domain/admin/lessons.server";
import type { SessionUser } from "~/domain/auth/session.server";
import { createTestQuiz, trueQuestion } from "../../../tests/support/assessments";
import { expectAccess, matrixRow, setupMatrix } from "../../../tests/support/permission-matrix";
import {
  type ActionCall,
  callAction,
  callLoader,
  type RouteResult,
} from "../../../tests/support/router";
import { createTestUser } from "../../../tests/support/users";
import { loader as listLoader } from "./course-quizzes";
import { action as editAction, loader as editLoader } from "./quiz-edit";
import { action as newAction, loader as newLoader } from "./quiz-new";
import { action as questionEditAction, loader as questionEditLoader } from "./quiz-question-edit";
import { action as questionNewAction, loader as questionNewLoader } from "./quiz-question-new";
import { loader as resultsLoader } from "./quiz-results";

const suite = setupMatrix();
let other: CourseActor;

beforeAll(async () => {
  other = await createTestUser(suite.services, { role: "instructor", name: "Other Instructor" });
});

const SETTINGS = { intent: "settings", title: "Matrix quiz", passMark: "70", attemptsAllowed: "0" };
const QUESTION = {
  intent: "save",
  type: "true_false",
  prompt: "Mulch keeps soil moist.",
  trueFalse: "true",
};

type QuizRef = { courseId: string; lessonId: string; quizId: string; questionId: string };

/** A fresh course (one lesson, a final assessment of one question), own or another's. */
async function quiz(owner: "own" | "other"): Promise<QuizRef> {
  const actor = owner === "own" ? (suite.users.instructor as SessionUser) : other;
  const course = await createCourse(suite.services.db, actor, {
    title: `Matrix ${owner} course`,
    instructor: actor.name,
    description: "A course.",
    category: "crops",
    duration: "1 hour",
    videoUrl: "/media/video/afa-intro.mp4",
    priceKobo: 0,
    level: "Beginner",
    modules: [],
    features: [],
  });
  const lesson = await createLesson(suite.services.db, actor, course.id, {
    title: "First",
    description: "",
    type: "text",
    videoUrl: null,
    duration: "5 min",
    durationSeconds: 300,
  });
  const made = await createTestQuiz(suite.services.db, {
    courseId: course.id,
    questions: [trueQuestion(), trueQuestion("Weeds compete for water.")],
  });
  return {
    courseId: course.id,
    lessonId: lesson?.id ?? "",
    quizId: made.quiz.id,
    questionId: made.questions[0]?.id ?? "",
  };
}

const OWN = expectAccess(["instructor", "admin"]);
const OTHER = expectAccess(["instructor", "admin"], { instructor: "not-found" });

type Call = (user: SessionUser | null, q: QuizRef) => Promise<RouteResult<unknown>>;
type RouteFn = Parameters<typeof callLoader>[0];

const atCourse = (q: QuizRef) => ({ courseId: q.courseId });
const atQuiz = (q: QuizRef) => ({ courseId: q.courseId, quizId: q.quizId });
const atQuestion = (q: QuizRef) => ({ ...atQuiz(q), questionId: q.questionId });

function page(loader: RouteFn, params: (q: QuizRef) => Record<string, string>): Call {
  return (user, q) =>
    callLoader(loader, { services: suite.services, url: "/x", user, params: params(q) });
}

function post(
  action: RouteFn,
  params: (q: QuizRef) => Record<string, string>,
  form: (q: QuizRef) => ActionCall["form"],
): Call {
  return (user, q) =>
    callAction(action, {
      services: suite.services,
      url: "/x",
      user,
      params: params(q),
      form: form(q),
    });
}

const ROUTES: Record<string, Call> = {
  "quizzes page": page(listLoader, atCourse),
  "new quiz page": page(newLoader, atCourse),
  "new quiz: create": post(newAction, atCourse, (q) => ({ ...SETTINGS, scope: q.lessonId })),
  "quiz page": page(editLoader, atQuiz),
  "quiz: settings": post(editAction, atQuiz, () => SETTINGS),
  "quiz: move a question": post(editAction, atQuiz, (q) => ({
    intent: "move",
    id: q.questionId,
    direction: "down",
  })),
  "quiz: delete a question": post(editAction, atQuiz, (q) => ({
    intent: "delete",
    id: q.questionId,
  })),
  "quiz: delete": post(editAction, atQuiz, () => ({ intent: "delete-quiz" })),
  "results page": page(resultsLoader, atQuiz),
  "new question page": page(questionNewLoader, atQuiz),
  "new question: save": post(questionNewAction, atQuiz, () => QUESTION),
  "edit question page": page(questionEditLoader, atQuestion),
  "edit question: save": post(questionEditAction, atQuestion, () => QUESTION),
};

describe("Quizzes: permission matrix", () => {
  for (const [name, call] of Object.entries(ROUTES)) {
    it(`${name} of the instructor's own course`, async () => {
      const row = await matrixRow(suite.users, async (user) => call(user, await quiz("own")));
      expect(row).toEqual(OWN);
    });

    it(`${name} of another instructor's course: the instructor gets not-found`, async () => {
      const row = await matrixRow(suite.users, async (user) => call(user, await quiz("other")));
      expect(row).toEqual(OTHER);
    });
  }

  it("answers 404 for a quiz of another course reached through this course's address", async () => {
    const mine = await quiz("own");
    const theirs = await quiz("other");
    const result = await callLoader(editLoader, {
      services: suite.services,
      url: "/x",
      user: suite.users.admin,
      params: { courseId: mine.courseId, quizId: theirs.quizId },
    });
    expect(result.status).toBe(404);
  });
});
