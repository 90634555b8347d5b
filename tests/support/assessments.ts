// Quiz builders for the tests (never imported by the app).
import type { Database } from "~/db/client.server";
import { type QuestionKey, quizQuestions, quizzes } from "~/db/schema";
import type { AnswerReveal, KeptGrade } from "~/db/schema/enums";

export type TestQuestion = {
  prompt?: string;
  marks?: number;
  explanation?: string;
  key: QuestionKey;
};

/** A true/false question whose answer is true. */
export const trueQuestion = (prompt = "Mulch keeps the soil moist.", marks = 1): TestQuestion => ({
  prompt,
  marks,
  key: { type: "true_false", answer: true },
});

/** A single choice question: o1 right, o2 and o3 wrong. */
export const singleQuestion = (prompt = "Which spacing gives 12,500 stands?"): TestQuestion => ({
  prompt,
  key: {
    type: "single",
    options: [
      { id: "o1", text: "1 m by 0.8 m", correct: true },
      { id: "o2", text: "2 m by 2 m", correct: false },
      { id: "o3", text: "0.5 m by 0.5 m", correct: false },
    ],
  },
});

/**
 * A quiz of the course with these questions: the final assessment (no lessonId) or a lesson's
 * check. Settings default to the form's defaults.
 */
export async function createTestQuiz(
  db: Database,
  input: {
    courseId: string;
    lessonId?: string;
    title?: string;
    passMark?: number;
    attemptsAllowed?: number;
    keptGrade?: KeptGrade;
    drawCount?: number | null;
    timeLimitMinutes?: number | null;
    reveal?: AnswerReveal;
    required?: boolean;
    shuffleQuestions?: boolean;
    shuffleOptions?: boolean;
    questions?: TestQuestion[];
  },
) {
  const [quiz] = await db
    .insert(quizzes)
    .values({
      courseId: input.courseId,
      lessonId: input.lessonId ?? null,
      title: input.title ?? (input.lessonId ? "Lesson check" : "Final assessment"),
      passMark: input.passMark ?? 70,
      attemptsAllowed: input.attemptsAllowed ?? 0,
      keptGrade: input.keptGrade ?? "highest",
      drawCount: input.drawCount ?? null,
      timeLimitMinutes: input.timeLimitMinutes ?? null,
      reveal: input.reveal ?? "after_submit",
      required: input.required ?? false,
      shuffleQuestions: input.shuffleQuestions ?? false,
      shuffleOptions: input.shuffleOptions ?? false,
    })
    .returning();
  if (!quiz) throw new Error("quiz not stored");
  const questions = input.questions ?? [trueQuestion(), singleQuestion()];
  const rows =
    questions.length === 0
      ? []
      : await db
          .insert(quizQuestions)
          .values(
            questions.map((q, position) => ({
              quizId: quiz.id,
              position,
              type: q.key.type,
              prompt: q.prompt ?? `Question ${position + 1}`,
              marks: q.marks ?? 1,
              explanation: q.explanation ?? "",
              key: q.key,
            })),
          )
          .returning();
  return { quiz, questions: rows };
}
