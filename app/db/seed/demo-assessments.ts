import type { Tx } from "~/db/client.server";
import { type QuestionKey, quizQuestions, quizzes } from "~/db/schema";
import { defaultReveal } from "~/domain/assessments/quiz.constants";
import { DEMO_ASSESSMENTS } from "./data/assessments";
import type { DemoQuestion, DemoQuiz } from "./data/assessments.types";
import { DEMO_COURSES } from "./data/courses";

// The demo assessments as rows: each course's final assessment and its lesson checks, with the
// same settings and question keys the authoring forms would store.

/** A demo question's stored key (options numbered o1, o2… as the question form numbers them). */
export function demoQuestionKey(question: DemoQuestion): QuestionKey {
  switch (question.type) {
    case "single":
      return {
        type: "single",
        options: question.options.map((text, i) => ({
          id: `o${i + 1}`,
          text,
          correct: i === question.correct,
        })),
      };
    case "multiple":
      return {
        type: "multiple",
        options: question.options.map((text, i) => ({
          id: `o${i + 1}`,
          text,
          correct: question.correct.includes(i),
        })),
      };
    case "true_false":
      return { type: "true_false", answer: question.answer };
    case "number":
      return {
        type: "number",
        answer: question.answer,
        tolerance: question.tolerance,
        unit: question.unit ?? "",
      };
    case "short_text":
      return { type: "short_text", accepted: question.accepted };
  }
}

/** Inserts the demo quizzes, given the ids the seed gave courses and lessons. */
export async function seedDemoAssessments(
  tx: Tx,
  ids: {
    course: (slug: string) => string;
    lesson: (slug: string, index: number) => string;
    quiz: (key: string) => string;
  },
  created: (slug: string) => Date,
) {
  const quizRows: (typeof quizzes.$inferInsert)[] = [];
  const questionRows: (typeof quizQuestions.$inferInsert)[] = [];
  const add = (
    slug: string,
    key: string,
    quiz: DemoQuiz,
    lesson: { id: string; required: boolean } | null,
  ) => {
    const id = ids.quiz(key);
    const at = created(slug);
    quizRows.push({
      id,
      courseId: ids.course(slug),
      lessonId: lesson?.id ?? null,
      title: quiz.title,
      passMark: quiz.passMark,
      attemptsAllowed: quiz.attemptsAllowed,
      drawCount: quiz.drawCount ?? null,
      timeLimitMinutes: quiz.timeLimitMinutes ?? null,
      // Drawn quizzes shuffle too; the others keep the author's order, options shuffled.
      shuffleQuestions: quiz.drawCount !== undefined,
      shuffleOptions: true,
      reveal: defaultReveal({ final: lesson === null }),
      required: lesson?.required ?? false,
      createdAt: at,
      updatedAt: at,
    });
    quiz.questions.forEach((q, position) => {
      questionRows.push({
        id: ids.quiz(`${key}/question/${position}`),
        quizId: id,
        position,
        type: q.type,
        prompt: q.prompt,
        marks: q.marks ?? 1,
        explanation: q.explanation,
        key: demoQuestionKey(q),
        createdAt: at,
        updatedAt: at,
      });
    });
  };
  for (const entry of DEMO_ASSESSMENTS) {
    const course = DEMO_COURSES.find((c) => c.slug === entry.courseSlug);
    if (!course) throw new Error(`demo assessments name an unknown course: ${entry.courseSlug}`);
    if (entry.final) add(course.slug, `${course.slug}/final`, entry.final, null);
    for (const check of entry.lessonChecks ?? []) {
      const index = course.lessons.findIndex((l) => l.title === check.lessonTitle);
      if (index < 0) throw new Error(`no lesson "${check.lessonTitle}" in ${course.slug}`);
      add(course.slug, `${course.slug}/lesson/${index}`, check.quiz, {
        id: ids.lesson(course.slug, index),
        required: check.required,
      });
    }
  }
  if (quizRows.length === 0) return;
  await tx.insert(quizzes).values(quizRows);
  await tx.insert(quizQuestions).values(questionRows);
}
