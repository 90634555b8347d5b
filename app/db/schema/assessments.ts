import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { userIdColumn } from "./auth";
import {
  ANSWER_REVEALS,
  type AnswerReveal,
  ATTEMPT_STATUSES,
  type AttemptStatus,
  KEPT_GRADES,
  type KeptGrade,
  QUESTION_TYPES,
  type QuestionType,
} from "./enums";
import { createdAt, oneOf, updatedAt } from "./helpers";
import { courses, lessons } from "./learning";

// Assessments: a quiz after a lesson (a check) or at the end of a course (its final assessment),
// its questions, and learners' attempts with their answers. Grading happens on the server only,
// from the snapshot of questions an attempt was given (quiz_attempts.questions), so editing a
// quiz never changes a past attempt.

/** What a question's right answer is, by type (never sent to a learner's page). */
export type QuestionKey =
  | { type: "single" | "multiple"; options: { id: string; text: string; correct: boolean }[] }
  | { type: "true_false"; answer: boolean }
  | { type: "number"; answer: number; tolerance: number; unit: string }
  | { type: "short_text"; accepted: string[] };

/** What a learner answered: option ids, true/false, a number or a text, as typed. */
export type AnswerValue =
  | { type: "single" | "multiple"; optionIds: string[] }
  | { type: "true_false"; value: boolean }
  | { type: "number"; value: number }
  | { type: "short_text"; value: string };

/** One question as an attempt was given it: this version's text and key, options in its order. */
export type AskedQuestion = {
  id: string;
  type: QuestionType;
  prompt: string;
  marks: number;
  explanation: string;
  imageUrl: string | null;
  key: QuestionKey;
};

export const quizzes = pgTable(
  "quizzes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    /** The lesson it checks; null for the course's final assessment. */
    lessonId: uuid("lesson_id").references(() => lessons.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    /** Percent of the marks needed to pass. */
    passMark: integer("pass_mark").notNull().default(70),
    /** 0 is unlimited. */
    attemptsAllowed: integer("attempts_allowed").notNull().default(0),
    keptGrade: text("kept_grade").$type<KeptGrade>().notNull().default("highest"),
    shuffleQuestions: boolean("shuffle_questions").notNull().default(false),
    shuffleOptions: boolean("shuffle_options").notNull().default(false),
    /** Questions drawn from the pool for each attempt; null asks them all. */
    drawCount: integer("draw_count"),
    timeLimitMinutes: integer("time_limit_minutes"),
    reveal: text("reveal").$type<AnswerReveal>().notNull().default("after_submit"),
    /** A lesson check that must be passed before its lesson counts as completed. */
    required: boolean("required").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("quizzes_pass_mark_check", sql`${t.passMark} between 0 and 100`),
    check("quizzes_attempts_check", sql`${t.attemptsAllowed} between 0 and 100`),
    check("quizzes_kept_grade_check", oneOf(t.keptGrade, KEPT_GRADES)),
    check("quizzes_reveal_check", oneOf(t.reveal, ANSWER_REVEALS)),
    check("quizzes_draw_check", sql`${t.drawCount} is null or ${t.drawCount} >= 1`),
    check(
      "quizzes_time_limit_check",
      sql`${t.timeLimitMinutes} is null or ${t.timeLimitMinutes} between 1 and 600`,
    ),
    // A final assessment is never "required" for a lesson; only lesson checks gate a lesson.
    check("quizzes_required_check", sql`not ${t.required} or ${t.lessonId} is not null`),
    uniqueIndex("quizzes_final_uq").on(t.courseId).where(sql`${t.lessonId} is null`),
    uniqueIndex("quizzes_lesson_uq").on(t.lessonId).where(sql`${t.lessonId} is not null`),
  ],
);

export const quizQuestions = pgTable(
  "quiz_questions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    quizId: uuid("quiz_id")
      .notNull()
      .references(() => quizzes.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    type: text("type").$type<QuestionType>().notNull(),
    prompt: text("prompt").notNull(),
    marks: integer("marks").notNull().default(1),
    explanation: text("explanation").notNull().default(""),
    imageUrl: text("image_url"),
    key: jsonb("key").$type<QuestionKey>().notNull(),
    /** 1 for a new question; an edit of a question already asked makes the next version. */
    version: integer("version").notNull().default(1),
    /** The version this one replaced, if any. */
    previousId: uuid("previous_id"),
    /**
     * A version no longer asked: replaced by an edit, or deleted after attempts were given it
     * (kept so those attempts' answers and the difficulty table still name it).
     */
    retiredAt: timestamp("retired_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("quiz_questions_type_check", oneOf(t.type, QUESTION_TYPES)),
    check("quiz_questions_marks_check", sql`${t.marks} between 1 and 100`),
    check("quiz_questions_position_check", sql`${t.position} >= 0`),
    index("quiz_questions_quiz_idx").on(t.quizId, t.position),
    index("quiz_questions_image_url_idx")
      .on(t.imageUrl)
      .where(sql`${t.imageUrl} like '/uploads/%'`),
  ],
);

export const quizAttempts = pgTable(
  "quiz_attempts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    quizId: uuid("quiz_id")
      .notNull()
      .references(() => quizzes.id, { onDelete: "cascade" }),
    userId: userIdColumn(),
    /** 1 for the learner's first attempt at this quiz, and so on. */
    number: integer("number").notNull(),
    status: text("status").$type<AttemptStatus>().notNull().default("in_progress"),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    /** When answers stop counting (a time limit); null without one. */
    deadlineAt: timestamp("deadline_at", { withTimezone: true }),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    /** The questions this attempt was given, in its order, with their keys (server only). */
    questions: jsonb("questions").$type<AskedQuestion[]>().notNull(),
    /** Marks earned (partial credit makes fractions) out of marksTotal, once graded. */
    marksEarned: numeric("marks_earned", { precision: 8, scale: 2, mode: "number" }),
    marksTotal: integer("marks_total").notNull(),
    /** Percent, rounded, once graded. */
    score: integer("score"),
    passed: boolean("passed"),
    /** The time limit ran out before the learner submitted; graded on what was saved in time. */
    timedOut: boolean("timed_out").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("quiz_attempts_status_check", oneOf(t.status, ATTEMPT_STATUSES)),
    check("quiz_attempts_number_check", sql`${t.number} >= 1`),
    check("quiz_attempts_score_check", sql`${t.score} is null or ${t.score} between 0 and 100`),
    uniqueIndex("quiz_attempts_number_uq").on(t.quizId, t.userId, t.number),
    // One attempt at a time: a second Start (double tap, another tab) finds this one.
    uniqueIndex("quiz_attempts_open_uq")
      .on(t.quizId, t.userId)
      .where(sql`${t.status} = 'in_progress'`),
    index("quiz_attempts_user_idx").on(t.userId, t.createdAt),
    index("quiz_attempts_quiz_submitted_idx").on(t.quizId, t.submittedAt),
  ],
);

export const quizAnswers = pgTable(
  "quiz_answers",
  {
    attemptId: uuid("attempt_id")
      .notNull()
      .references(() => quizAttempts.id, { onDelete: "cascade" }),
    /** The question version asked (an id in the attempt's snapshot). */
    questionId: uuid("question_id")
      .notNull()
      .references(() => quizQuestions.id, { onDelete: "cascade" }),
    answer: jsonb("answer").$type<AnswerValue>().notNull(),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
    /** Share of the question's marks earned, 0 to 1, once the attempt is graded. */
    credit: numeric("credit", { precision: 5, scale: 4, mode: "number" }),
  },
  (t) => [
    primaryKey({ columns: [t.attemptId, t.questionId] }),
    check("quiz_answers_credit_check", sql`${t.credit} is null or ${t.credit} between 0 and 1`),
    index("quiz_answers_question_idx").on(t.questionId),
  ],
);
