import { and, asc, count, eq, isNull, max, sql } from "drizzle-orm";
import type { Database, Tx } from "~/db/client.server";
import {
  type AskedQuestion,
  courses,
  lessons,
  type QuestionKey,
  quizAttempts,
  quizQuestions,
  quizzes,
} from "~/db/schema";
import { createOnce, type FormKey } from "~/domain/abuse/form-submissions.server";
import { recordAudit } from "~/domain/admin/audit.server";
import { type CourseActor, withManagedCourse } from "~/domain/admin/courses.server";
import { isUuid } from "~/lib/uuid";
import { QUESTIONS_PER_QUIZ_MAX, QUIZ_MESSAGES, type QuizSettingsInput } from "./quiz.schema";

// Authoring: a course's quizzes and their questions, for the staff who manage the course (admins,
// and instructors for their own courses). Every write runs in withManagedCourse, which locks a
// course the actor manages or answers "not found", and every query names the course in its WHERE,
// so a quiz of another course is never reached through this one's address.

export type Quiz = typeof quizzes.$inferSelect;
export type QuizQuestion = typeof quizQuestions.$inferSelect;

/** The questions a quiz asks now: not retired, in their order. */
const active = (quizId: string) =>
  and(eq(quizQuestions.quizId, quizId), isNull(quizQuestions.retiredAt));

/**
 * A course's quizzes for its Quizzes page: the final assessment first, then the lesson checks in
 * lesson order, each with its questions asked now and its learners' graded attempts and passes.
 */
export async function listCourseQuizzes(db: Database, courseId: string) {
  const questions = db
    .select({ quizId: quizQuestions.quizId, n: count().as("questions_n") })
    .from(quizQuestions)
    .where(isNull(quizQuestions.retiredAt))
    .groupBy(quizQuestions.quizId)
    .as("question_counts");
  const attempts = db
    .select({
      quizId: quizAttempts.quizId,
      graded: count().as("graded_n"),
      passed: sql<number>`count(*) filter (where ${quizAttempts.passed})`
        .mapWith(Number)
        .as("passed_n"),
    })
    .from(quizAttempts)
    .where(eq(quizAttempts.status, "submitted"))
    .groupBy(quizAttempts.quizId)
    .as("attempt_counts");
  return db
    .select({
      id: quizzes.id,
      title: quizzes.title,
      lessonId: quizzes.lessonId,
      lessonTitle: lessons.title,
      lessonOrder: lessons.orderIndex,
      required: quizzes.required,
      passMark: quizzes.passMark,
      attemptsAllowed: quizzes.attemptsAllowed,
      drawCount: quizzes.drawCount,
      timeLimitMinutes: quizzes.timeLimitMinutes,
      questions: sql<number>`coalesce(${questions.n}, 0)`.mapWith(Number),
      graded: sql<number>`coalesce(${attempts.graded}, 0)`.mapWith(Number),
      passed: sql<number>`coalesce(${attempts.passed}, 0)`.mapWith(Number),
    })
    .from(quizzes)
    .leftJoin(lessons, eq(lessons.id, quizzes.lessonId))
    .leftJoin(questions, eq(questions.quizId, quizzes.id))
    .leftJoin(attempts, eq(attempts.quizId, quizzes.id))
    .where(eq(quizzes.courseId, courseId))
    .orderBy(sql`${quizzes.lessonId} is not null`, asc(lessons.orderIndex));
}

/** The lessons of a course that have no check yet (where a new lesson check may go). */
export async function lessonsWithoutCheck(db: Database, courseId: string) {
  return db
    .select({ id: lessons.id, title: lessons.title, orderIndex: lessons.orderIndex })
    .from(lessons)
    .leftJoin(quizzes, eq(quizzes.lessonId, lessons.id))
    .where(and(eq(lessons.courseId, courseId), isNull(quizzes.id)))
    .orderBy(asc(lessons.orderIndex));
}

/** Whether the course has its final assessment already (a course has at most one). */
export async function hasFinalAssessment(db: Database, courseId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: quizzes.id })
    .from(quizzes)
    .where(and(eq(quizzes.courseId, courseId), isNull(quizzes.lessonId)))
    .limit(1);
  return Boolean(row);
}

/** One quiz of the course with where it sits (its lesson, its course's title), or null. */
export async function findCourseQuiz(
  db: Database,
  courseId: string,
  quizId: string,
): Promise<(Quiz & { lessonTitle: string | null; courseTitle: string }) | null> {
  if (!isUuid(courseId) || !isUuid(quizId)) return null;
  const [row] = await db
    .select({ quiz: quizzes, lessonTitle: lessons.title, courseTitle: courses.title })
    .from(quizzes)
    .innerJoin(courses, eq(courses.id, quizzes.courseId))
    .leftJoin(lessons, eq(lessons.id, quizzes.lessonId))
    .where(and(eq(quizzes.id, quizId), eq(quizzes.courseId, courseId)))
    .limit(1);
  return row ? { ...row.quiz, lessonTitle: row.lessonTitle, courseTitle: row.courseTitle } : null;
}

/** The questions a quiz asks now, in order. */
export async function listQuestions(db: Database, quizId: string): Promise<QuizQuestion[]> {
  return db.select().from(quizQuestions).where(active(quizId)).orderBy(asc(quizQuestions.position));
}

/** One question the quiz asks now, or null. */
export async function findQuestion(db: Database, quizId: string, questionId: string) {
  if (!isUuid(questionId)) return null;
  const [row] = await db
    .select()
    .from(quizQuestions)
    .where(and(active(quizId), eq(quizQuestions.id, questionId)))
    .limit(1);
  return row ?? null;
}

/** The stored settings of a valid form (draw and time limit empty: none). */
function settingsOf(input: QuizSettingsInput, isLessonCheck: boolean) {
  return {
    title: input.title,
    passMark: input.passMark,
    attemptsAllowed: input.attemptsAllowed,
    keptGrade: input.keptGrade,
    shuffleQuestions: input.shuffleQuestions,
    shuffleOptions: input.shuffleOptions,
    drawCount: input.drawCount ?? null,
    timeLimitMinutes: input.timeLimitMinutes ?? null,
    reveal: input.reveal,
    // Only a lesson check can hold its lesson back.
    required: isLessonCheck && input.required,
  };
}

export type CreateQuizOutcome =
  | { status: "created"; id: string }
  | { status: "invalid"; field: "scope"; message: string }
  | { status: "not-found" };

/**
 * A new quiz: the course's final assessment (`scope` "final") or the check of one of its lessons
 * that has none. Once per rendered form (its key).
 */
export async function createQuiz(
  db: Database,
  actor: CourseActor,
  courseId: string,
  input: QuizSettingsInput,
  form: FormKey,
): Promise<CreateQuizOutcome> {
  const scope = input.scope ?? "";
  if (scope !== "final" && !isUuid(scope)) {
    return { status: "invalid", field: "scope", message: QUIZ_MESSAGES.scope };
  }
  let refused: CreateQuizOutcome | null = null;
  const created = await createOnce(db, form, (tx) =>
    withManagedCourse(tx, actor, courseId, null, async (inner, course) => {
      const lessonId = scope === "final" ? null : scope;
      if (lessonId) {
        const [lesson] = await inner
          .select({ id: lessons.id })
          .from(lessons)
          .where(and(eq(lessons.id, lessonId), eq(lessons.courseId, course.id)))
          .limit(1);
        if (!lesson) {
          refused = { status: "invalid", field: "scope", message: QUIZ_MESSAGES.scope };
          return null;
        }
      }
      const [taken] = await inner
        .select({ id: quizzes.id })
        .from(quizzes)
        .where(
          and(
            eq(quizzes.courseId, course.id),
            lessonId ? eq(quizzes.lessonId, lessonId) : isNull(quizzes.lessonId),
          ),
        )
        .limit(1);
      if (taken) {
        refused = {
          status: "invalid",
          field: "scope",
          message: lessonId
            ? "This lesson already has a check: edit it instead."
            : "This course already has a final assessment: edit it instead.",
        };
        return null;
      }
      const [quiz] = await inner
        .insert(quizzes)
        .values({ courseId: course.id, lessonId, ...settingsOf(input, lessonId !== null) })
        .returning({ id: quizzes.id, title: quizzes.title });
      if (!quiz) throw new Error("quiz insert returned nothing");
      await recordAudit(inner, actor, {
        action: "quiz.created",
        targetType: "quiz",
        targetId: quiz.id,
        targetLabel: quiz.title,
        details: { courseId: course.id, course: course.title, lessonId },
      });
      return quiz;
    }),
  );
  if (refused) return refused;
  if (!created) return { status: "not-found" };
  return { status: "created", id: created.id };
}

/** Saves a quiz's settings (where it sits never changes). */
export async function updateQuizSettings(
  db: Database,
  actor: CourseActor,
  courseId: string,
  quizId: string,
  input: QuizSettingsInput,
): Promise<"saved" | "not-found"> {
  if (!isUuid(quizId)) return "not-found";
  return withManagedCourse(db, actor, courseId, "not-found", async (tx, course) => {
    const [quiz] = await tx
      .select({ lessonId: quizzes.lessonId })
      .from(quizzes)
      .where(and(eq(quizzes.id, quizId), eq(quizzes.courseId, course.id)))
      .limit(1);
    if (!quiz) return "not-found";
    const settings = settingsOf(input, quiz.lessonId !== null);
    await tx.update(quizzes).set(settings).where(eq(quizzes.id, quizId));
    await recordAudit(tx, actor, {
      action: "quiz.updated",
      targetType: "quiz",
      targetId: quizId,
      targetLabel: settings.title,
      details: { courseId: course.id, course: course.title },
    });
    return "saved";
  });
}

/**
 * Deletes a quiz with its questions and every attempt at it. Certificates already issued keep
 * the score they carry; learners' kept grades on their enrolments stay as they were.
 */
export async function deleteQuiz(
  db: Database,
  actor: CourseActor,
  courseId: string,
  quizId: string,
): Promise<{ imageUrls: string[] } | null> {
  if (!isUuid(quizId)) return null;
  return withManagedCourse(db, actor, courseId, null, async (tx, course) => {
    const images = await tx
      .select({ url: quizQuestions.imageUrl })
      .from(quizQuestions)
      .innerJoin(quizzes, eq(quizzes.id, quizQuestions.quizId))
      .where(and(eq(quizzes.id, quizId), eq(quizzes.courseId, course.id)));
    const [removed] = await tx
      .delete(quizzes)
      .where(and(eq(quizzes.id, quizId), eq(quizzes.courseId, course.id)))
      .returning({ id: quizzes.id, title: quizzes.title });
    if (!removed) return null;
    await recordAudit(tx, actor, {
      action: "quiz.deleted",
      targetType: "quiz",
      targetId: removed.id,
      targetLabel: removed.title,
      details: { courseId: course.id, course: course.title },
    });
    return { imageUrls: images.flatMap((i) => (i.url ? [i.url] : [])) };
  });
}

/** How many attempts a quiz has (shown before it is deleted). */
export async function countQuizAttempts(db: Database, quizId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(quizAttempts)
    .where(eq(quizAttempts.quizId, quizId));
  return row?.n ?? 0;
}

export type QuestionFields = {
  type: QuestionKey["type"];
  prompt: string;
  marks: number;
  explanation: string;
  key: QuestionKey;
};

/** Locks the quiz (one of the course's) so its questions' positions change one writer at a time. */
async function lockQuiz(tx: Tx, courseId: string, quizId: string) {
  if (!isUuid(quizId)) return null;
  const [quiz] = await tx
    .select({ id: quizzes.id, title: quizzes.title })
    .from(quizzes)
    .where(and(eq(quizzes.id, quizId), eq(quizzes.courseId, courseId)))
    .for("update")
    .limit(1);
  return quiz ?? null;
}

async function nextPosition(tx: Tx, quizId: string): Promise<number> {
  const [row] = await tx
    .select({ last: max(quizQuestions.position) })
    .from(quizQuestions)
    .where(active(quizId));
  return (row?.last ?? -1) + 1;
}

async function countActive(tx: Tx, quizId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(quizQuestions).where(active(quizId));
  return row?.n ?? 0;
}

export type AddQuestionsOutcome =
  | { status: "added"; ids: string[] }
  | { status: "too-many"; allowed: number }
  | { status: "not-found" };

/**
 * Adds questions at the end of a quiz (one from the form, or a whole file), all or none. Once
 * per rendered form when a key is given.
 */
export async function addQuestions(
  db: Database,
  actor: CourseActor,
  courseId: string,
  quizId: string,
  questions: readonly (QuestionFields & { imageUrl?: string | null })[],
  form: FormKey,
): Promise<AddQuestionsOutcome> {
  let outcome: AddQuestionsOutcome = { status: "not-found" };
  const created = await createOnce(db, form, (tx) =>
    withManagedCourse(tx, actor, courseId, null, async (inner, course) => {
      const quiz = await lockQuiz(inner, course.id, quizId);
      if (!quiz) return null;
      const have = await countActive(inner, quiz.id);
      if (have + questions.length > QUESTIONS_PER_QUIZ_MAX) {
        outcome = { status: "too-many", allowed: QUESTIONS_PER_QUIZ_MAX - have };
        return null;
      }
      const first = await nextPosition(inner, quiz.id);
      const rows = await inner
        .insert(quizQuestions)
        .values(
          questions.map((q, i) => ({
            quizId: quiz.id,
            position: first + i,
            type: q.type,
            prompt: q.prompt,
            marks: q.marks,
            explanation: q.explanation,
            imageUrl: q.imageUrl ?? null,
            key: q.key,
          })),
        )
        .returning({ id: quizQuestions.id });
      await recordAudit(inner, actor, {
        action: questions.length === 1 ? "quiz.question_added" : "quiz.questions_imported",
        targetType: "quiz",
        targetId: quiz.id,
        targetLabel: quiz.title,
        details: { courseId: course.id, questions: rows.length },
      });
      const ids = rows.map((r) => r.id);
      outcome = { status: "added", ids };
      // createOnce keys the form to one record: the first question stands for the batch.
      return { id: ids[0] ?? quiz.id };
    }),
  );
  if (created?.repeated) return { status: "added", ids: [created.id] };
  return outcome;
}

/** Whether an attempt was given this question version (its snapshot names it). */
export async function wasAsked(tx: Database, quizId: string, questionId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: quizAttempts.id })
    .from(quizAttempts)
    .where(
      and(
        eq(quizAttempts.quizId, quizId),
        sql`${quizAttempts.questions} @> ${JSON.stringify([{ id: questionId }])}::jsonb`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

export type UpdateQuestionOutcome =
  | { status: "saved"; id: string; versioned: boolean; previousImageUrl: string | null }
  | { status: "not-found" };

/**
 * Saves a question. One that no attempt was given is changed in place; one that was becomes a
 * new version in its place (the old one retired, still named by those attempts), so a past
 * attempt always shows what it asked and how it was marked.
 */
export async function updateQuestion(
  db: Database,
  actor: CourseActor,
  courseId: string,
  quizId: string,
  questionId: string,
  fields: QuestionFields & { imageUrl: string | null },
): Promise<UpdateQuestionOutcome> {
  if (!isUuid(questionId)) return { status: "not-found" };
  const outcome = await withManagedCourse(db, actor, courseId, null, async (tx, course) => {
    const quiz = await lockQuiz(tx, course.id, quizId);
    if (!quiz) return null;
    const [current] = await tx
      .select()
      .from(quizQuestions)
      .where(and(active(quiz.id), eq(quizQuestions.id, questionId)))
      .limit(1);
    if (!current) return null;
    const values = {
      type: fields.type,
      prompt: fields.prompt,
      marks: fields.marks,
      explanation: fields.explanation,
      imageUrl: fields.imageUrl,
      key: fields.key,
    };
    let id = current.id;
    const versioned = await wasAsked(tx, quiz.id, current.id);
    if (versioned) {
      await tx
        .update(quizQuestions)
        .set({ retiredAt: new Date() })
        .where(eq(quizQuestions.id, current.id));
      const [next] = await tx
        .insert(quizQuestions)
        .values({
          ...values,
          quizId: quiz.id,
          position: current.position,
          version: current.version + 1,
          previousId: current.id,
        })
        .returning({ id: quizQuestions.id });
      if (!next) throw new Error("question version insert returned nothing");
      id = next.id;
    } else {
      await tx.update(quizQuestions).set(values).where(eq(quizQuestions.id, current.id));
    }
    await recordAudit(tx, actor, {
      action: "quiz.question_changed",
      targetType: "quiz",
      targetId: quiz.id,
      targetLabel: quiz.title,
      details: {
        courseId: course.id,
        questionId: id,
        version: versioned ? current.version + 1 : current.version,
      },
    });
    // A retired version keeps its picture for the attempts that showed it.
    return {
      status: "saved" as const,
      id,
      versioned,
      previousImageUrl: versioned ? null : current.imageUrl,
    };
  });
  return outcome ?? { status: "not-found" };
}

/**
 * Removes a question from the quiz: deleted when no attempt was given it, else retired (kept for
 * those attempts). Answers the picture to remove, if the question went with it.
 */
export async function deleteQuestion(
  db: Database,
  actor: CourseActor,
  courseId: string,
  quizId: string,
  questionId: string,
): Promise<{ imageUrl: string | null } | null> {
  if (!isUuid(questionId)) return null;
  return withManagedCourse(db, actor, courseId, null, async (tx, course) => {
    const quiz = await lockQuiz(tx, course.id, quizId);
    if (!quiz) return null;
    const [current] = await tx
      .select({ id: quizQuestions.id, imageUrl: quizQuestions.imageUrl })
      .from(quizQuestions)
      .where(and(active(quiz.id), eq(quizQuestions.id, questionId)))
      .limit(1);
    if (!current) return null;
    const asked = await wasAsked(tx, quiz.id, current.id);
    if (asked) {
      await tx
        .update(quizQuestions)
        .set({ retiredAt: new Date() })
        .where(eq(quizQuestions.id, current.id));
    } else {
      await tx.delete(quizQuestions).where(eq(quizQuestions.id, current.id));
    }
    await recordAudit(tx, actor, {
      action: "quiz.question_removed",
      targetType: "quiz",
      targetId: quiz.id,
      targetLabel: quiz.title,
      details: { courseId: course.id, questionId: current.id, kept: asked },
    });
    return { imageUrl: asked ? null : current.imageUrl };
  });
}

/** Swaps a question with its neighbour above or below. */
export async function moveQuestion(
  db: Database,
  actor: CourseActor,
  courseId: string,
  quizId: string,
  questionId: string,
  direction: "up" | "down",
): Promise<"moved" | "unchanged" | "not-found"> {
  if (!isUuid(questionId)) return "not-found";
  return withManagedCourse(db, actor, courseId, "not-found" as const, async (tx, course) => {
    const quiz = await lockQuiz(tx, course.id, quizId);
    if (!quiz) return "not-found";
    const ordered = await tx
      .select({ id: quizQuestions.id })
      .from(quizQuestions)
      .where(active(quiz.id))
      .orderBy(asc(quizQuestions.position), asc(quizQuestions.createdAt));
    const index = ordered.findIndex((q) => q.id === questionId);
    if (index < 0) return "not-found";
    const other = direction === "up" ? index - 1 : index + 1;
    if (other < 0 || other >= ordered.length) return "unchanged";
    const ids = ordered.map((q) => q.id);
    [ids[index], ids[other]] = [ids[other] as string, ids[index] as string];
    // Positions renumbered 0…n-1 in the new order: gaps left by deletions close too.
    for (const [position, id] of ids.entries()) {
      await tx.update(quizQuestions).set({ position }).where(eq(quizQuestions.id, id));
    }
    return "moved";
  });
}

/** A question as an attempt is given it (its current text and key). */
export function askedFrom(question: QuizQuestion): AskedQuestion {
  return {
    id: question.id,
    type: question.type,
    prompt: question.prompt,
    marks: question.marks,
    explanation: question.explanation,
    imageUrl: question.imageUrl,
    key: question.key,
  };
}
