import { randomInt } from "node:crypto";
import { and, asc, count, desc, eq, gte, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import {
  type AnswerValue,
  type AskedQuestion,
  courseEnrollments,
  courses,
  lessonProgress,
  quizAnswers,
  quizAttempts,
  quizQuestions,
  quizzes,
} from "~/db/schema";
import { findLessonFacts, settleCourseProgress } from "~/domain/learning/progress.server";
import { LESSON_COMPLETE_PERCENT, secondsToComplete } from "~/domain/learning/progress-rules";
import type { CertificateMailServices } from "~/domain/mail/certificate-emails.server";
import { queueLearnerEmail } from "~/domain/mail/learner-email.server";
import { actionEmail, mailMessages, siteUrl } from "~/domain/mail/templates.server";
import { notify } from "~/domain/notifications/notifications.server";
import { courseContentPath } from "~/lib/course-paths";
import { isUuid } from "~/lib/uuid";
import { drawQuestions, gradeAttempt, keptScore, TIME_GRACE_SECONDS } from "./grading";
import { askedFrom, findCourseQuiz } from "./quizzes.server";

// Taking a quiz: starting an attempt, saving answers page by page, and submitting it for grading.
// Only enrolled learners take a course's quizzes. Every step runs in a transaction that locks the
// learner's enrolment (starting) or the attempt (saving, submitting), so two tabs or a double tap
// can neither exceed the attempts allowed nor grade one attempt twice. Grading reads the
// attempt's own snapshot of questions: a quiz edited meanwhile changes nothing for it.

export type AttemptServices = CertificateMailServices & { db: Database };

/** A random number in [0, 1) from the server's cryptographic source (draws and shuffles). */
const secureRandom = () => randomInt(0, 2 ** 32) / 2 ** 32;

const inTime = (deadlineAt: Date | null, now: Date) =>
  deadlineAt === null || now.getTime() <= deadlineAt.getTime() + TIME_GRACE_SECONDS * 1000;

async function isEnrolled(db: Database, userId: string, courseId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: courseEnrollments.id })
    .from(courseEnrollments)
    .where(and(eq(courseEnrollments.userId, userId), eq(courseEnrollments.courseId, courseId)))
    .limit(1);
  return Boolean(row);
}

export type AttemptSummary = {
  id: string;
  number: number;
  status: "in_progress" | "submitted";
  startedAt: Date;
  deadlineAt: Date | null;
  submittedAt: Date | null;
  score: number | null;
  passed: boolean | null;
  timedOut: boolean;
};

/**
 * A quiz's page for one learner: its settings, how many questions an attempt asks, their
 * attempts (newest first), the grade they keep and what they may do next. Reads only.
 */
export async function getLearnerQuiz(
  db: Database,
  userId: string,
  courseId: string,
  quizId: string,
  now: Date = new Date(),
) {
  const [quiz, enrolled] = await Promise.all([
    findCourseQuiz(db, courseId, quizId),
    isUuid(courseId) ? isEnrolled(db, userId, courseId) : false,
  ]);
  if (!quiz) return { status: "not-found" as const };
  if (!enrolled) return { status: "not-enrolled" as const };
  const [[pool], attempts] = await Promise.all([
    db
      .select({ n: count() })
      .from(quizQuestions)
      .where(and(eq(quizQuestions.quizId, quiz.id), isNull(quizQuestions.retiredAt))),
    db
      .select({
        id: quizAttempts.id,
        number: quizAttempts.number,
        status: quizAttempts.status,
        startedAt: quizAttempts.startedAt,
        deadlineAt: quizAttempts.deadlineAt,
        submittedAt: quizAttempts.submittedAt,
        score: quizAttempts.score,
        passed: quizAttempts.passed,
        timedOut: quizAttempts.timedOut,
      })
      .from(quizAttempts)
      .where(and(eq(quizAttempts.quizId, quiz.id), eq(quizAttempts.userId, userId)))
      .orderBy(desc(quizAttempts.number)),
  ]);
  const poolSize = pool?.n ?? 0;
  const graded = attempts.flatMap((a) =>
    a.status === "submitted" && a.score !== null && a.submittedAt
      ? [{ score: a.score, submittedAt: a.submittedAt }]
      : [],
  );
  const open = attempts.find((a) => a.status === "in_progress") ?? null;
  const used = attempts.length;
  return {
    status: "ok" as const,
    quiz: {
      id: quiz.id,
      courseId: quiz.courseId,
      courseTitle: quiz.courseTitle,
      title: quiz.title,
      lessonId: quiz.lessonId,
      lessonTitle: quiz.lessonTitle,
      required: quiz.required,
      passMark: quiz.passMark,
      attemptsAllowed: quiz.attemptsAllowed,
      keptGrade: quiz.keptGrade,
      timeLimitMinutes: quiz.timeLimitMinutes,
      reveal: quiz.reveal,
      /** Questions each attempt asks. */
      questions: quiz.drawCount === null ? poolSize : Math.min(quiz.drawCount, poolSize),
    },
    attempts: attempts as AttemptSummary[],
    open: open ? { ...open, expired: !inTime(open.deadlineAt, now) } : null,
    kept: keptScore(graded, quiz.keptGrade),
    passed: attempts.some((a) => a.passed === true),
    /** Attempts still allowed (counting an open one as used); null without a limit. */
    attemptsLeft: quiz.attemptsAllowed === 0 ? null : Math.max(0, quiz.attemptsAllowed - used),
  };
}

export type StartOutcome =
  | { status: "started" | "resumed"; attemptId: string }
  | { status: "not-found" | "not-enrolled" | "no-questions" | "no-attempts-left" };

/**
 * Starts an attempt, or resumes the one in progress (a second Start from another tab or a double
 * tap lands on the same attempt). One whose time ran out is graded first. The attempts allowed are
 * counted under the enrolment's lock, so two tabs cannot both take the last one.
 */
export async function startAttempt(
  services: AttemptServices,
  input: { userId: string; courseId: string; quizId: string; now?: Date },
): Promise<StartOutcome> {
  const now = input.now ?? new Date();
  const quiz = await findCourseQuiz(services.db, input.courseId, input.quizId);
  if (!quiz) return { status: "not-found" };
  return services.db.transaction(async (tx) => {
    const [enrolment] = await tx
      .select({ id: courseEnrollments.id })
      .from(courseEnrollments)
      .where(
        and(
          eq(courseEnrollments.userId, input.userId),
          eq(courseEnrollments.courseId, quiz.courseId),
        ),
      )
      .for("update")
      .limit(1);
    if (!enrolment) return { status: "not-enrolled" };

    const [open] = await tx
      .select({ id: quizAttempts.id, deadlineAt: quizAttempts.deadlineAt })
      .from(quizAttempts)
      .where(
        and(
          eq(quizAttempts.quizId, quiz.id),
          eq(quizAttempts.userId, input.userId),
          eq(quizAttempts.status, "in_progress"),
        ),
      )
      .limit(1);
    if (open && inTime(open.deadlineAt, now)) return { status: "resumed", attemptId: open.id };
    if (open)
      await gradeInTransaction(tx, services, { attemptId: open.id, userId: input.userId, now });

    const [used] = await tx
      .select({ n: count() })
      .from(quizAttempts)
      .where(and(eq(quizAttempts.quizId, quiz.id), eq(quizAttempts.userId, input.userId)));
    const number = (used?.n ?? 0) + 1;
    if (quiz.attemptsAllowed > 0 && number > quiz.attemptsAllowed) {
      return { status: "no-attempts-left" };
    }
    const pool = await tx
      .select()
      .from(quizQuestions)
      .where(and(eq(quizQuestions.quizId, quiz.id), isNull(quizQuestions.retiredAt)))
      .orderBy(asc(quizQuestions.position), asc(quizQuestions.createdAt));
    if (pool.length === 0) return { status: "no-questions" };
    const questions = drawQuestions(pool.map(askedFrom), quiz, secureRandom);
    const [attempt] = await tx
      .insert(quizAttempts)
      .values({
        quizId: quiz.id,
        userId: input.userId,
        number,
        startedAt: now,
        deadlineAt:
          quiz.timeLimitMinutes === null
            ? null
            : new Date(now.getTime() + quiz.timeLimitMinutes * 60_000),
        questions,
        marksTotal: questions.reduce((sum, q) => sum + q.marks, 0),
      })
      .returning({ id: quizAttempts.id });
    if (!attempt) throw new Error("attempt insert returned nothing");
    return { status: "started", attemptId: attempt.id };
  });
}

/** An attempt of the learner's at this quiz of this course, or null. */
async function ownAttempt(
  db: Database,
  scope: { userId: string; courseId: string; quizId: string; attemptId: string },
  lock = false,
) {
  if (![scope.courseId, scope.quizId, scope.attemptId].every(isUuid)) return null;
  const query = db
    .select({ attempt: quizAttempts, quiz: quizzes, courseTitle: courses.title })
    .from(quizAttempts)
    .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
    .innerJoin(courses, eq(courses.id, quizzes.courseId))
    .where(
      and(
        eq(quizAttempts.id, scope.attemptId),
        eq(quizAttempts.userId, scope.userId),
        eq(quizzes.id, scope.quizId),
        eq(quizzes.courseId, scope.courseId),
      ),
    )
    .limit(1);
  const [row] = await (lock ? query.for("update", { of: quizAttempts }) : query);
  return row ?? null;
}

/** What a learner's form sent for one question, before it is read as an answer. */
export type RawAnswer = string[];

export type SaveOutcome =
  | {
      status: "saved";
      /** The unreadable answers' messages by question id: those alone were not saved. */
      errors: Record<string, string>;
      /** How many answers this save stored (the readable ones, whatever else failed). */
      stored: number;
    }
  | { status: "not-found" | "closed" | "time-up" };

/** The words of an answer that could not be read (shown beside the question, typed text kept). */
export const ANSWER_MESSAGES = {
  number: "Enter a number, e.g. 12500 or 2.5.",
  tooLong: "Please keep your answer under 200 characters.",
} as const;

/**
 * Reads what the form sent for a question as an answer: undefined when left blank (no answer),
 * or the message to show when it cannot be one. Option ids must be the question's own.
 */
export function readAnswer(
  question: AskedQuestion,
  raw: RawAnswer,
): { ok: true; answer: AnswerValue | undefined } | { ok: false; message: string } {
  const values = raw.map((v) => v.trim()).filter((v) => v !== "");
  const key = question.key;
  switch (key.type) {
    case "single":
    case "multiple": {
      const ids = new Set(key.options.map((o) => o.id));
      const chosen = [...new Set(values)].filter((v) => ids.has(v));
      if (chosen.length === 0) return { ok: true, answer: undefined };
      return {
        ok: true,
        answer: { type: key.type, optionIds: key.type === "single" ? chosen.slice(0, 1) : chosen },
      };
    }
    case "true_false": {
      const value = values[0];
      if (value !== "true" && value !== "false") return { ok: true, answer: undefined };
      return { ok: true, answer: { type: "true_false", value: value === "true" } };
    }
    case "number": {
      const text = values[0];
      if (text === undefined) return { ok: true, answer: undefined };
      // Farmers write 12,500 or 12 500 or 2,5: thousands separators dropped, a lone comma a point.
      const cleaned = text
        .replace(/[\s\u00a0]/g, "")
        .replace(/,(?=\d{3}(\D|$))/g, "")
        .replace(",", ".");
      const value = Number(cleaned);
      if (!/^-?\d*\.?\d+$/.test(cleaned) || !Number.isFinite(value)) {
        return { ok: false, message: ANSWER_MESSAGES.number };
      }
      return { ok: true, answer: { type: "number", value } };
    }
    case "short_text": {
      const text = values[0];
      if (text === undefined) return { ok: true, answer: undefined };
      if (text.length > 200) return { ok: false, message: ANSWER_MESSAGES.tooLong };
      return { ok: true, answer: { type: "short_text", value: text } };
    }
  }
}

/**
 * Saves the answers of the questions a page showed (`shown`): an answer replaces the saved one, a
 * blank clears it. Refused once the attempt is submitted, or after its deadline and grace: an
 * answer that late does not count. An answer that cannot be read is not saved and comes back as
 * a message by question id; every readable answer of the same page is saved all the same, so
 * one word typed in a number question never costs the learner the rest of the page.
 */
export async function saveAnswers(
  db: Database,
  input: {
    userId: string;
    courseId: string;
    quizId: string;
    attemptId: string;
    shown: readonly string[];
    answers: ReadonlyMap<string, RawAnswer>;
    now?: Date;
  },
): Promise<SaveOutcome> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const row = await ownAttempt(tx, input, true);
    if (!row) return { status: "not-found" };
    if (row.attempt.status !== "in_progress") return { status: "closed" };
    if (!inTime(row.attempt.deadlineAt, now)) return { status: "time-up" };
    const errors: Record<string, string> = {};
    const byId = new Map(row.attempt.questions.map((q) => [q.id, q]));
    const cleared: string[] = [];
    const given: { questionId: string; answer: AnswerValue }[] = [];
    for (const id of new Set(input.shown)) {
      const question = byId.get(id);
      if (!question) continue;
      const read = readAnswer(question, input.answers.get(id) ?? []);
      if (!read.ok) errors[id] = read.message;
      else if (read.answer === undefined) cleared.push(id);
      else given.push({ questionId: id, answer: read.answer });
    }
    // Two statements for the whole page, however many questions it showed.
    if (cleared.length > 0) {
      await tx
        .delete(quizAnswers)
        .where(
          and(eq(quizAnswers.attemptId, row.attempt.id), inArray(quizAnswers.questionId, cleared)),
        );
    }
    if (given.length > 0) {
      await tx
        .insert(quizAnswers)
        .values(given.map((g) => ({ ...g, attemptId: row.attempt.id, savedAt: now })))
        .onConflictDoUpdate({
          target: [quizAnswers.attemptId, quizAnswers.questionId],
          set: { answer: sql`excluded.answer`, savedAt: now },
        });
    }
    return { status: "saved", errors, stored: given.length };
  });
}

export type SubmitOutcome =
  | { status: "submitted"; score: number; passed: boolean; repeated: boolean }
  | { status: "not-found" };

/**
 * Grades an attempt: once. A second submit (double tap, a resend) finds it graded and answers
 * the same result. The time limit is kept by what was saved in time (saveAnswers refuses later
 * answers). Passing a required lesson check completes its lesson if it was watched; passing the
 * final assessment completes the course when every lesson is done; the kept grade of the final
 * assessment becomes the enrolment's score.
 */
export async function submitAttempt(
  services: AttemptServices,
  input: { userId: string; courseId: string; quizId: string; attemptId: string; now?: Date },
): Promise<SubmitOutcome> {
  const now = input.now ?? new Date();
  return services.db.transaction(async (tx) => {
    const row = await ownAttempt(tx, input, true);
    if (!row) return { status: "not-found" };
    if (row.attempt.status === "submitted") {
      return {
        status: "submitted",
        score: row.attempt.score ?? 0,
        passed: row.attempt.passed ?? false,
        repeated: true,
      };
    }
    const graded = await gradeInTransaction(tx, services, {
      attemptId: row.attempt.id,
      userId: input.userId,
      now,
    });
    return { status: "submitted", ...graded, repeated: false };
  });
}

/**
 * Grades an in-progress attempt inside the caller's transaction (the attempt locked or the
 * enrolment held): scores it, marks each answer, then applies what the grade changes.
 */
async function gradeInTransaction(
  tx: Database,
  services: AttemptServices,
  input: { attemptId: string; userId: string; now: Date },
): Promise<{ score: number; passed: boolean }> {
  const [row] = await tx
    .select({ attempt: quizAttempts, quiz: quizzes })
    .from(quizAttempts)
    .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
    .where(and(eq(quizAttempts.id, input.attemptId), eq(quizAttempts.userId, input.userId)))
    .limit(1);
  if (!row) throw new Error("attempt to grade not found");
  const { attempt, quiz } = row;
  const saved = await tx
    .select({ questionId: quizAnswers.questionId, answer: quizAnswers.answer })
    .from(quizAnswers)
    .where(eq(quizAnswers.attemptId, attempt.id));
  const grade = gradeAttempt(
    attempt.questions,
    new Map(saved.map((a) => [a.questionId, a.answer])),
    quiz.passMark,
  );
  const wasPassedBefore = await hasPassed(tx, quiz.id, input.userId);
  await tx
    .update(quizAttempts)
    .set({
      status: "submitted",
      submittedAt: input.now,
      marksEarned: grade.earned,
      score: grade.score,
      passed: grade.passed,
      timedOut: !inTime(attempt.deadlineAt, input.now),
    })
    .where(eq(quizAttempts.id, attempt.id));
  if (saved.length > 0) {
    // Each saved answer's credit, in one statement.
    const credits = sql.join(
      saved.map(
        (a) => sql`(${a.questionId}::uuid, ${grade.credits.get(a.questionId) ?? 0}::numeric)`,
      ),
      sql`, `,
    );
    await tx.execute(sql`
      update quiz_answers set credit = c.credit
      from (values ${credits}) as c(question_id, credit)
      where quiz_answers.attempt_id = ${attempt.id} and quiz_answers.question_id = c.question_id`);
  }
  await applyGrade(tx, services, {
    quiz,
    userId: input.userId,
    now: input.now,
    passedNow: grade.passed && !wasPassedBefore,
    score: grade.score,
  });
  return { score: grade.score, passed: grade.passed };
}

async function hasPassed(db: Database, quizId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: quizAttempts.id })
    .from(quizAttempts)
    .where(
      and(
        eq(quizAttempts.quizId, quizId),
        eq(quizAttempts.userId, userId),
        eq(quizAttempts.passed, true),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** What a graded attempt changes for the learner beyond itself. */
async function applyGrade(
  tx: Database,
  services: AttemptServices,
  input: {
    quiz: typeof quizzes.$inferSelect;
    userId: string;
    now: Date;
    passedNow: boolean;
    score: number;
  },
) {
  const { quiz, userId, now } = input;
  const [enrolment] = await tx
    .select({
      id: courseEnrollments.id,
      progress: courseEnrollments.progress,
      completedAt: courseEnrollments.completedAt,
    })
    .from(courseEnrollments)
    .where(and(eq(courseEnrollments.userId, userId), eq(courseEnrollments.courseId, quiz.courseId)))
    .for("update")
    .limit(1);
  if (!enrolment) return;

  if (quiz.lessonId === null) {
    // The final assessment's kept grade is the course's score (spec: the enrolment's score).
    const graded = await tx
      .select({ score: quizAttempts.score, submittedAt: quizAttempts.submittedAt })
      .from(quizAttempts)
      .where(
        and(
          eq(quizAttempts.quizId, quiz.id),
          eq(quizAttempts.userId, userId),
          eq(quizAttempts.status, "submitted"),
        ),
      );
    const kept = keptScore(
      graded.flatMap((g) =>
        g.score !== null && g.submittedAt ? [{ score: g.score, submittedAt: g.submittedAt }] : [],
      ),
      quiz.keptGrade,
    );
    await tx
      .update(courseEnrollments)
      .set({ score: kept, updatedAt: now })
      .where(eq(courseEnrollments.id, enrolment.id));
  }

  if (!input.passedNow) return;
  await notify(tx, {
    userId,
    topic: "progress",
    type: "success",
    notice: { key: "quizPassed", quiz: quiz.title, score: input.score },
    link: courseContentPath(quiz.courseId),
  });
  await queuePassedEmail(tx, services, {
    userId,
    quizTitle: quiz.title,
    score: input.score,
    courseId: quiz.courseId,
  });

  if (quiz.lessonId !== null && quiz.required) {
    // The check was what held the lesson back: it is complete now if it was watched far enough
    // (isLessonWatched: the share reported and, for a measured video, as much credited time).
    const [lesson] = await findLessonFacts(tx, userId, [quiz.lessonId]);
    await tx
      .update(lessonProgress)
      .set({ completedAt: now, updatedAt: now })
      .where(
        and(
          eq(lessonProgress.userId, userId),
          eq(lessonProgress.lessonId, quiz.lessonId),
          isNull(lessonProgress.completedAt),
          gte(lessonProgress.watchedPercentage, LESSON_COMPLETE_PERCENT),
          gte(lessonProgress.watchSeconds, lesson ? secondsToComplete(lesson) : 0),
        ),
      );
  }
  // A lesson completed, or the final assessment passed: the course may be complete now.
  await settleCourseProgress(tx, services, {
    userId,
    courseId: quiz.courseId,
    enrolment,
    now,
  });
}

/** Tells the learner they passed (unless they switched progress alerts off), in the grading transaction. */
function queuePassedEmail(
  tx: Database,
  services: AttemptServices,
  input: { userId: string; quizTitle: string; score: number; courseId: string },
) {
  return queueLearnerEmail(services, tx, {
    userId: input.userId,
    topic: "progress",
    build: ({ learner, siteName, appUrl, locale }) => {
      const t = mailMessages(locale).quizPassed;
      return actionEmail({
        to: learner.email,
        siteName,
        locale,
        subject: t.subject({ quiz: input.quizTitle, siteName }),
        greeting: t.greeting({ name: learner.name }),
        paragraphs: [t.passed({ quiz: input.quizTitle, score: input.score })],
        action: {
          label: t.action,
          url: siteUrl(appUrl, courseContentPath(input.courseId), locale),
        },
        footer: t.footer,
      });
    },
    failure: { message: "quiz e-mail could not be queued", context: { userId: input.userId } },
  });
}

/** The saved answers of an attempt, by question id. */
export async function savedAnswers(db: Database, attemptId: string) {
  const rows = await db
    .select({
      questionId: quizAnswers.questionId,
      answer: quizAnswers.answer,
      credit: quizAnswers.credit,
    })
    .from(quizAnswers)
    .where(eq(quizAnswers.attemptId, attemptId));
  return new Map(rows.map((r) => [r.questionId, r]));
}

/** One attempt of the learner's, with its quiz, for the attempt page; null when not theirs. */
export async function getLearnerAttempt(
  db: Database,
  scope: { userId: string; courseId: string; quizId: string; attemptId: string },
) {
  const row = await ownAttempt(db, scope);
  if (!row) return null;
  const [answers, passedEver] = await Promise.all([
    savedAnswers(db, row.attempt.id),
    hasPassed(db, row.quiz.id, scope.userId),
  ]);
  return {
    attempt: row.attempt,
    quiz: row.quiz,
    courseTitle: row.courseTitle,
    answers,
    passedEver,
  };
}

/** A quiz of a course as its learner stands with it (the course content page's cards). */
export type LearnerQuizState = {
  id: string;
  title: string;
  lessonId: string | null;
  required: boolean;
  passMark: number;
  questions: number;
  best: number | null;
  passed: boolean;
  open: boolean;
};

/** Every quiz's state for a learner in one course (the course content page): one query. */
export async function listLearnerQuizStates(
  db: Database,
  userId: string,
  courseId: string,
): Promise<LearnerQuizState[]> {
  // Aliased raw SQL: drizzle writes a one-table query's columns unqualified, which correlated
  // subqueries would read as their own tables'.
  const result = await db.execute(sql`
    select q.id, q.title, q.lesson_id as "lessonId", q.required, q.pass_mark as "passMark",
      (select count(*)::int from quiz_questions qq where qq.quiz_id = q.id and qq.retired_at is null) as questions,
      (select max(a.score) from quiz_attempts a where a.quiz_id = q.id and a.user_id = ${userId}) as best,
      exists (select 1 from quiz_attempts a where a.quiz_id = q.id and a.user_id = ${userId} and a.passed) as passed,
      exists (select 1 from quiz_attempts a where a.quiz_id = q.id and a.user_id = ${userId} and a.status = 'in_progress') as open
    from quizzes q where q.course_id = ${courseId}`);
  const rows = (result as unknown as { rows: LearnerQuizState[] }).rows;
  return rows
    .filter((r) => Number(r.questions) > 0)
    .map((r) => ({
      ...r,
      questions: Number(r.questions),
      best: r.best === null ? null : Number(r.best),
    }));
}
