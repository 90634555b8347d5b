import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  certificates,
  courseEnrollments,
  lessonProgress,
  notifications,
  quizAnswers,
  quizAttempts,
} from "~/db/schema";
import { recordLessonProgress } from "~/domain/learning/progress.server";
import { createTestQuiz, singleQuestion, trueQuestion } from "../../../tests/support/assessments";
import { createTestCourse, enrolDirectly } from "../../../tests/support/courses";
import { setupTestServices } from "../../../tests/support/suite";
import { createTestUser } from "../../../tests/support/users";
import {
  getLearnerAttempt,
  getLearnerQuiz,
  saveAnswers,
  startAttempt,
  submitAttempt,
} from "./attempts.server";
import { updateQuestion } from "./quizzes.server";

const suite = setupTestServices();

async function learnerIn(course: { id: string }) {
  const learner = await createTestUser(suite.services);
  await enrolDirectly(suite.services.db, learner.id, course.id);
  return learner;
}

/** A test course whose first lesson has a required check (pass mark 50%). */
async function courseWithRequiredCheck(lessonCount: number) {
  const course = await createTestCourse(suite.services.db, { lessonCount });
  const lessonId = course.lessonIds[0] ?? "";
  const { quiz } = await createTestQuiz(suite.services.db, {
    courseId: course.id,
    lessonId,
    required: true,
    passMark: 50,
  });
  return { course, lessonId, quiz };
}

/** The player's report of a one-minute lesson played to its end, `watched` of its seconds played. */
function watchedToEnd(
  learner: { id: string },
  course: { id: string },
  lessonId: string,
  watched = 60,
) {
  return recordLessonProgress(suite.services, {
    userId: learner.id,
    courseId: course.id,
    lessonId,
    percent: 100,
    position: 60,
    watched,
  });
}

async function enrolment(userId: string, courseId: string) {
  const [row] = await suite.services.db
    .select()
    .from(courseEnrollments)
    .where(and(eq(courseEnrollments.userId, userId), eq(courseEnrollments.courseId, courseId)));
  return row;
}

/** Starts, answers (question id → form values) and submits one attempt. */
async function take(
  userId: string,
  quiz: { id: string; courseId: string },
  answer: (questionId: string, type: string) => string[],
  now = new Date(),
) {
  const started = await startAttempt(suite.services, {
    userId,
    courseId: quiz.courseId,
    quizId: quiz.id,
    now,
  });
  if (started.status !== "started" && started.status !== "resumed") {
    throw new Error(`could not start: ${started.status}`);
  }
  const scope = { userId, courseId: quiz.courseId, quizId: quiz.id, attemptId: started.attemptId };
  const view = await getLearnerAttempt(suite.services.db, scope);
  const questions = view?.attempt.questions ?? [];
  await saveAnswers(suite.services.db, {
    ...scope,
    shown: questions.map((q) => q.id),
    answers: new Map(questions.map((q) => [q.id, answer(q.id, q.type)])),
    now,
  });
  const submitted = await submitAttempt(suite.services, { ...scope, now });
  return { attemptId: started.attemptId, submitted };
}

/** Right answers to the default quiz (true/false true, single o1). */
const right = (_id: string, type: string) => (type === "true_false" ? ["true"] : ["o1"]);
const wrong = (_id: string, type: string) => (type === "true_false" ? ["false"] : ["o2"]);

describe("starting an attempt", () => {
  it("is for enrolled learners only, and a second Start resumes the attempt in progress", async () => {
    const course = await createTestCourse(suite.services.db, { lessonCount: 1 });
    const { quiz } = await createTestQuiz(suite.services.db, { courseId: course.id });
    const stranger = await createTestUser(suite.services);
    const input = (userId: string) => ({ userId, courseId: course.id, quizId: quiz.id });
    expect(await startAttempt(suite.services, input(stranger.id))).toEqual({
      status: "not-enrolled",
    });
    const learner = await learnerIn(course);
    // Two tabs at once: one attempt.
    const [a, b] = await Promise.all([
      startAttempt(suite.services, input(learner.id)),
      startAttempt(suite.services, input(learner.id)),
    ]);
    const ids = [a, b].map((s) => ("attemptId" in s ? s.attemptId : null));
    expect(ids[0]).toBe(ids[1]);
    expect([a.status, b.status].sort()).toEqual(["resumed", "started"]);
    const rows = await suite.services.db
      .select()
      .from(quizAttempts)
      .where(eq(quizAttempts.userId, learner.id));
    expect(rows).toHaveLength(1);
    // Another course's address finds nothing.
    const other = await createTestCourse(suite.services.db, { lessonCount: 1 });
    expect(
      await startAttempt(suite.services, {
        userId: learner.id,
        courseId: other.id,
        quizId: quiz.id,
      }),
    ).toEqual({ status: "not-found" });
  });

  it("counts attempts under a lock: two tabs cannot both take the last one", async () => {
    const course = await createTestCourse(suite.services.db, { lessonCount: 1 });
    const { quiz } = await createTestQuiz(suite.services.db, {
      courseId: course.id,
      attemptsAllowed: 2,
    });
    const learner = await learnerIn(course);
    await take(learner.id, quiz, wrong);
    const input = { userId: learner.id, courseId: course.id, quizId: quiz.id };
    const second = await startAttempt(suite.services, input);
    expect(second.status).toBe("started");
    if (second.status !== "started") return;
    await submitAttempt(suite.services, { ...input, attemptId: second.attemptId });
    const racing = await Promise.all([
      startAttempt(suite.services, input),
      startAttempt(suite.services, input),
    ]);
    expect(racing).toEqual([{ status: "no-attempts-left" }, { status: "no-attempts-left" }]);
    const view = await getLearnerQuiz(suite.services.db, learner.id, course.id, quiz.id);
    expect(view.status === "ok" && view.attemptsLeft).toBe(0);
  });

  it("draws N questions from the pool, and refuses a quiz without questions", async () => {
    const course = await createTestCourse(suite.services.db, { lessonCount: 1 });
    const { quiz } = await createTestQuiz(suite.services.db, {
      courseId: course.id,
      drawCount: 3,
      questions: Array.from({ length: 8 }, (_, i) => trueQuestion(`Statement ${i}`)),
    });
    const learner = await learnerIn(course);
    const started = await startAttempt(suite.services, {
      userId: learner.id,
      courseId: course.id,
      quizId: quiz.id,
    });
    if (started.status !== "started") throw new Error(started.status);
    const view = await getLearnerAttempt(suite.services.db, {
      userId: learner.id,
      courseId: course.id,
      quizId: quiz.id,
      attemptId: started.attemptId,
    });
    expect(view?.attempt.questions).toHaveLength(3);
    expect(view?.attempt.marksTotal).toBe(3);

    const { quiz: empty } = await createTestQuiz(suite.services.db, {
      courseId: course.id,
      lessonId: course.lessonIds[0],
      questions: [],
    });
    expect(
      await startAttempt(suite.services, {
        userId: learner.id,
        courseId: course.id,
        quizId: empty.id,
      }),
    ).toEqual({ status: "no-questions" });
  });
});

describe("answers and grading", () => {
  it("saves page by page, clears a blank, names an answer it cannot read and keeps the rest", async () => {
    const course = await createTestCourse(suite.services.db, { lessonCount: 1 });
    const { quiz, questions } = await createTestQuiz(suite.services.db, {
      courseId: course.id,
      questions: [
        trueQuestion(),
        { key: { type: "number", answer: 12_500, tolerance: 100, unit: "stands" } },
      ],
    });
    const learner = await learnerIn(course);
    const started = await startAttempt(suite.services, {
      userId: learner.id,
      courseId: course.id,
      quizId: quiz.id,
    });
    if (started.status !== "started") throw new Error(started.status);
    const scope = {
      userId: learner.id,
      courseId: course.id,
      quizId: quiz.id,
      attemptId: started.attemptId,
    };
    const [tf, num] = questions.map((q) => q.id) as [string, string];
    const saved = await saveAnswers(suite.services.db, {
      ...scope,
      shown: [tf, num],
      answers: new Map([
        [tf, ["true"]],
        [num, ["twelve thousand"]],
      ]),
    });
    expect(saved).toEqual({
      status: "saved",
      errors: { [num]: "Enter a number, e.g. 12500 or 2.5." },
      stored: 1,
    });
    // Written as farmers write it: 12,500.
    await saveAnswers(suite.services.db, {
      ...scope,
      shown: [num],
      answers: new Map([[num, ["12,500"]]]),
    });
    // A page that showed the true/false question and sent nothing for it clears its answer.
    await saveAnswers(suite.services.db, { ...scope, shown: [tf], answers: new Map() });
    const stored = await suite.services.db
      .select()
      .from(quizAnswers)
      .where(eq(quizAnswers.attemptId, started.attemptId));
    expect(stored.map((a) => a.answer)).toEqual([{ type: "number", value: 12_500 }]);
    const graded = await submitAttempt(suite.services, scope);
    expect(graded).toEqual({ status: "submitted", score: 50, passed: false, repeated: false });
    // After submitting nothing more is saved.
    expect(
      await saveAnswers(suite.services.db, {
        ...scope,
        shown: [tf],
        answers: new Map([[tf, ["true"]]]),
      }),
    ).toEqual({ status: "closed" });
  });

  it("grades once: a double submit answers the same result", async () => {
    const course = await createTestCourse(suite.services.db, { lessonCount: 1 });
    const { quiz } = await createTestQuiz(suite.services.db, { courseId: course.id });
    const learner = await learnerIn(course);
    const input = { userId: learner.id, courseId: course.id, quizId: quiz.id };
    const started = await startAttempt(suite.services, input);
    if (started.status !== "started") throw new Error(started.status);
    const scope = { ...input, attemptId: started.attemptId };
    const results = await Promise.all([
      submitAttempt(suite.services, scope),
      submitAttempt(suite.services, scope),
    ]);
    expect(results.map((r) => "repeated" in r && r.repeated).sort()).toEqual([false, true]);
    const [row] = await suite.services.db
      .select()
      .from(quizAttempts)
      .where(eq(quizAttempts.id, started.attemptId));
    expect(row).toMatchObject({ status: "submitted", score: 0, passed: false });
  });

  it("refuses an answer after the deadline and its grace, and grades what was saved in time", async () => {
    const course = await createTestCourse(suite.services.db, { lessonCount: 1 });
    const { quiz, questions } = await createTestQuiz(suite.services.db, {
      courseId: course.id,
      timeLimitMinutes: 10,
    });
    const learner = await learnerIn(course);
    const start = new Date("2026-06-01T09:00:00Z");
    const input = { userId: learner.id, courseId: course.id, quizId: quiz.id };
    const started = await startAttempt(suite.services, { ...input, now: start });
    if (started.status !== "started") throw new Error(started.status);
    const scope = { ...input, attemptId: started.attemptId };
    const [tf, single] = questions.map((q) => q.id) as [string, string];
    const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);
    // Within the 10 s grace after 10 minutes: counted.
    expect(
      await saveAnswers(suite.services.db, {
        ...scope,
        shown: [tf],
        answers: new Map([[tf, ["true"]]]),
        now: at(600 + 9),
      }),
    ).toMatchObject({ status: "saved" });
    // Later: refused, never counted.
    expect(
      await saveAnswers(suite.services.db, {
        ...scope,
        shown: [single],
        answers: new Map([[single, ["o1"]]]),
        now: at(600 + 11),
      }),
    ).toEqual({ status: "time-up" });
    // Starting again grades the timed-out attempt first, then starts the next.
    const next = await startAttempt(suite.services, { ...input, now: at(3600) });
    expect(next.status).toBe("started");
    const [graded] = await suite.services.db
      .select()
      .from(quizAttempts)
      .where(eq(quizAttempts.id, started.attemptId));
    expect(graded).toMatchObject({ status: "submitted", score: 50, timedOut: true });
  });

  it("grades from the attempt's own questions when the quiz is edited meanwhile", async () => {
    const course = await createTestCourse(suite.services.db, { lessonCount: 1 });
    const { quiz, questions } = await createTestQuiz(suite.services.db, {
      courseId: course.id,
      questions: [trueQuestion()],
    });
    const learner = await learnerIn(course);
    const admin = await createTestUser(suite.services, { role: "admin" });
    const input = { userId: learner.id, courseId: course.id, quizId: quiz.id };
    const started = await startAttempt(suite.services, input);
    if (started.status !== "started") throw new Error(started.status);
    const original = questions[0]?.id ?? "";
    // Staff flip the answer after the attempt was given the question: a new version.
    const edited = await updateQuestion(suite.services.db, admin, course.id, quiz.id, original, {
      type: "true_false",
      prompt: "Mulch dries the soil out.",
      marks: 1,
      explanation: "",
      imageUrl: null,
      key: { type: "true_false", answer: false },
    });
    expect(edited).toMatchObject({ status: "saved", versioned: true });
    const scope = { ...input, attemptId: started.attemptId };
    await saveAnswers(suite.services.db, {
      ...scope,
      shown: [original],
      answers: new Map([[original, ["true"]]]),
    });
    expect(await submitAttempt(suite.services, scope)).toMatchObject({ score: 100, passed: true });
    const view = await getLearnerAttempt(suite.services.db, scope);
    expect(view?.attempt.questions[0]?.prompt).toBe("Mulch keeps the soil moist.");
  });
});

describe("what a score changes", () => {
  it("keeps the highest or the last grade of the final assessment as the enrolment's score", async () => {
    const course = await createTestCourse(suite.services.db, { lessonCount: 1 });
    const { quiz } = await createTestQuiz(suite.services.db, {
      courseId: course.id,
      keptGrade: "last",
      passMark: 100,
    });
    const learner = await learnerIn(course);
    await take(learner.id, quiz, right);
    expect((await enrolment(learner.id, course.id))?.score).toBe(100);
    await take(learner.id, quiz, (_id, type) => (type === "true_false" ? ["true"] : ["o3"]));
    expect((await enrolment(learner.id, course.id))?.score).toBe(50);
  });

  it("holds a lesson with a required check until the check is passed", async () => {
    const { course, lessonId, quiz } = await courseWithRequiredCheck(2);
    const learner = await learnerIn(course);
    const watched = await watchedToEnd(learner, course, lessonId);
    expect(watched).toMatchObject({
      status: "saved",
      lesson: { completed: false },
      course: { progress: 0 },
    });
    await take(learner.id, quiz, wrong);
    const [still] = await suite.services.db
      .select()
      .from(lessonProgress)
      .where(and(eq(lessonProgress.userId, learner.id), eq(lessonProgress.lessonId, lessonId)));
    expect(still?.completedAt).toBeNull();
    await take(learner.id, quiz, right);
    const [done] = await suite.services.db
      .select()
      .from(lessonProgress)
      .where(and(eq(lessonProgress.userId, learner.id), eq(lessonProgress.lessonId, lessonId)));
    expect(done?.completedAt).toBeInstanceOf(Date);
    expect((await enrolment(learner.id, course.id))?.progress).toBe(50);
  });

  it("passing a required check does not complete a video reported watched without the time to watch it", async () => {
    const { course, lessonId, quiz } = await courseWithRequiredCheck(1);
    const learner = await learnerIn(course);
    // 100% claimed with 10 of the 60 seconds: the player's word alone.
    await watchedToEnd(learner, course, lessonId, 10);
    await take(learner.id, quiz, right);
    const [row] = await suite.services.db
      .select()
      .from(lessonProgress)
      .where(and(eq(lessonProgress.userId, learner.id), eq(lessonProgress.lessonId, lessonId)));
    expect(row?.completedAt).toBeNull();
    expect((await enrolment(learner.id, course.id))?.progress).toBe(0);
    // Watched the rest: now the check no longer holds it, and it completes.
    const rest = await watchedToEnd(learner, course, lessonId, 40);
    expect(rest).toMatchObject({ status: "saved", lesson: { completed: true } });
  });

  it("completes a course with a final assessment when every lesson is done and it is passed", async () => {
    const course = await createTestCourse(suite.services.db, { lessonCount: 2 });
    const { quiz } = await createTestQuiz(suite.services.db, {
      courseId: course.id,
      title: "Final assessment: Test course",
      questions: [trueQuestion(), singleQuestion(), trueQuestion("Cassava needs weeding.", 2)],
    });
    const learner = await learnerIn(course);
    for (const lessonId of course.lessonIds) await watchedToEnd(learner, course, lessonId);
    // Two lessons of three steps.
    expect((await enrolment(learner.id, course.id))?.progress).toBe(67);
    const mine = async () =>
      suite.services.db.select().from(certificates).where(eq(certificates.userId, learner.id));
    expect(await mine()).toEqual([]);
    // 3 of 4 marks: 75%, a pass at 70.
    const { submitted } = await take(learner.id, quiz, (_id, type) =>
      type === "true_false" ? ["true"] : ["o2"],
    );
    expect(submitted).toMatchObject({ score: 75, passed: true });
    const row = await enrolment(learner.id, course.id);
    expect(row).toMatchObject({ progress: 100, score: 75 });
    expect(row?.completedAt).toBeInstanceOf(Date);
    const [certificate] = await mine();
    expect(certificate).toMatchObject({ courseId: course.id, score: 75 });
    const titles = (
      await suite.services.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, learner.id))
    ).map((n) => n.title);
    expect(titles).toEqual(
      expect.arrayContaining(["Quiz passed", "Course Complete", "Certificate Ready"]),
    );
    const mail = suite.outbox.filter((m) => m.to === learner.email).map((m) => m.subject);
    expect(mail).toEqual(
      expect.arrayContaining([
        expect.stringContaining("You passed Final assessment: Test course"),
        expect.stringContaining("Your certificate for"),
      ]),
    );
  });

  it("gives a course without a final assessment a certificate without a score", async () => {
    const course = await createTestCourse(suite.services.db, { lessonCount: 1 });
    const learner = await learnerIn(course);
    await watchedToEnd(learner, course, course.lessonIds[0] ?? "");
    const [certificate] = await suite.services.db
      .select()
      .from(certificates)
      .where(eq(certificates.userId, learner.id));
    expect(certificate?.score).toBeNull();
  });
});
