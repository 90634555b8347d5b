import type { AnswerReveal, KeptGrade, QuestionType } from "~/db/schema/enums";

// The quiz authoring forms' labels, limits and messages, and the words the quiz pages use.
// The zod schemas are in quiz.schema.ts, which re-exports this file: kept apart so a page can
// show them without downloading zod first (see useLazyForm).

export const QUIZ_TITLE_MAX = 200;
export const QUESTION_PROMPT_MAX = 2000;
export const EXPLANATION_MAX = 2000;
export const OPTION_MAX = 300;
export const OPTIONS_MAX = 10;
export const ACCEPTED_MAX = 20;
export const QUESTIONS_PER_QUIZ_MAX = 200;

export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  single: "Single choice",
  multiple: "Multiple choice",
  true_false: "True or false",
  number: "Number",
  short_text: "Short answer",
};

export const KEPT_GRADE_LABELS: Record<KeptGrade, string> = {
  highest: "The highest attempt",
  last: "The last attempt",
};

export const REVEAL_LABELS: Record<AnswerReveal, string> = {
  never: "Never: the score only",
  after_submit: "After each attempt",
  after_pass: "Once the learner has passed",
};

/**
 * When a new quiz shows its right answers, unless its author chooses otherwise. A final
 * assessment keeps them until the learner has passed: shown after a failed attempt, they would be
 * copied into the next one and the scored certificate would score nothing. A lesson check is
 * practice, so it teaches with them after every attempt.
 */
export function defaultReveal(scope: { final: boolean }): AnswerReveal {
  return scope.final ? "after_pass" : "after_submit";
}

/** The authoring pages' toasts. */
export const QUIZ_TOASTS = {
  created: { title: "Quiz created", description: "Now add its questions." },
  saved: { title: "Quiz saved" },
  deleted: { title: "Quiz deleted" },
  questionAdded: { title: "Question added" },
  questionSaved: { title: "Question saved" },
  questionVersioned: {
    title: "Question saved",
    description:
      "Learners had already been asked it, so this is a new version: their attempts keep the old one.",
  },
  questionDeleted: { title: "Question deleted" },
  questionsReordered: { title: "Questions reordered" },
  imported: (n: number) => ({
    title: "Questions imported",
    description: `${n} question${n === 1 ? "" : "s"} added from the file.`,
  }),
} as const;

/** The columns of a questions CSV file, in this order, with a header line naming them. */
export const QUESTION_CSV_COLUMNS = [
  "type",
  "prompt",
  "options",
  "answer",
  "tolerance",
  "unit",
  "accepted",
  "marks",
  "explanation",
] as const;

/** The largest questions file taken (a few hundred questions). */
export const QUESTION_CSV_MAX_BYTES = 512 * 1024;

/** A course's Quizzes tab, and one quiz's page in it. */
export const quizzesPath = (courseId: string) => `/admin-dashboard/courses/${courseId}/quizzes`;
export const quizPath = (courseId: string, quizId: string) => `${quizzesPath(courseId)}/${quizId}`;
