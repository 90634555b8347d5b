import { z } from "zod";
import type { QuestionKey } from "~/db/schema/assessments";
import { ANSWER_REVEALS, KEPT_GRADES, QUESTION_TYPES } from "~/db/schema/enums";
import { formKeyField, requiredText } from "~/domain/contact/form-fields";
import {
  ACCEPTED_MAX,
  EXPLANATION_MAX,
  OPTION_MAX,
  OPTIONS_MAX,
  QUESTION_PROMPT_MAX,
  QUIZ_TITLE_MAX,
} from "./quiz.constants";

// The messages of this form's rules: only the schema (the server, and the browser's lazily
// loaded check) shows them, so they live here rather than in the page-facing constants.
export const QUIZ_MESSAGES = {
  title: {
    required: "Please enter a title.",
    tooLong: `Please keep the title under ${QUIZ_TITLE_MAX} characters.`,
  },
  scope: "Choose the final assessment or a lesson without a check.",
  passMark: "Enter a pass mark from 0 to 100.",
  attempts: "Enter a number of attempts from 0 (unlimited) to 100.",
  keptGrade: "Choose which attempt counts.",
  reveal: "Choose when answers are shown.",
  drawCount: "Enter how many questions to draw (1 or more), or leave it empty to ask them all.",
  timeLimit: "Enter a time limit from 1 to 600 minutes, or leave it empty for none.",
  type: "Choose a question type.",
  prompt: {
    required: "Please write the question.",
    tooLong: `Please keep the question under ${QUESTION_PROMPT_MAX} characters.`,
  },
  marks: "Enter marks from 1 to 100.",
  explanation: `Please keep the explanation under ${EXPLANATION_MAX} characters.`,
  options: `Write 2 to ${OPTIONS_MAX} options, one a line (each under ${OPTION_MAX} characters).`,
  singleRight: "Mark exactly one option as right with * at the start of its line.",
  multipleRight: "Mark at least one option as right with * at the start of its line.",
  trueFalse: "Choose whether the statement is true or false.",
  number: "Enter the answer as a number, e.g. 12500 or 2.5.",
  tolerance: "Enter how far from the answer still counts, 0 or more.",
  unit: "Please keep the unit under 20 characters.",
  accepted: `Write 1 to ${ACCEPTED_MAX} accepted answers, one a line.`,
} as const;

// The quiz authoring forms' zod schemas, shared by the browser (quick feedback) and the actions
// (which decide). Labels, limits and messages are in quiz.constants.ts.
export * from "./quiz.constants";

const wholeNumber = (message: string, min: number, max: number) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/** A quiz's settings: the same form creates it (with where it goes) and edits it. */
export const quizSettingsSchema = z.object({
  formKey: formKeyField,
  title: requiredText(QUIZ_TITLE_MAX, QUIZ_MESSAGES.title),
  /** "final", or the id of the lesson it checks (creating only; a quiz never moves). */
  scope: z.string().max(64, QUIZ_MESSAGES.scope).optional(),
  passMark: wholeNumber(QUIZ_MESSAGES.passMark, 0, 100),
  attemptsAllowed: wholeNumber(QUIZ_MESSAGES.attempts, 0, 100).default(0),
  keptGrade: z.enum(KEPT_GRADES, { error: QUIZ_MESSAGES.keptGrade }).default("highest"),
  shuffleQuestions: z.boolean().default(false),
  shuffleOptions: z.boolean().default(false),
  drawCount: wholeNumber(QUIZ_MESSAGES.drawCount, 1, 200).optional(),
  timeLimitMinutes: wholeNumber(QUIZ_MESSAGES.timeLimit, 1, 600).optional(),
  reveal: z.enum(ANSWER_REVEALS, { error: QUIZ_MESSAGES.reveal }).default("after_submit"),
  required: z.boolean().default(false),
});
export type QuizSettingsInput = z.infer<typeof quizSettingsSchema>;

/** One option a line; a line starting with * is a right one. */
export function parseOptionLines(text: string): { text: string; correct: boolean }[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .map((line) =>
      line.startsWith("*")
        ? { text: line.slice(1).trim(), correct: true }
        : { text: line, correct: false },
    );
}

/** The options textarea from a stored question (the form's starting text). */
export function optionLines(options: readonly { text: string; correct: boolean }[]): string {
  return options.map((o) => `${o.correct ? "* " : ""}${o.text}`).join("\n");
}

/** One accepted answer a line. */
function lines(text: string | undefined): string[] {
  return (text ?? "")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

/**
 * A question: its type decides which of the type's fields are read (the others are ignored, so
 * switching type never leaves a hidden field in the way). Every rule names its field.
 */
export const questionSchema = z
  .object({
    formKey: formKeyField,
    type: z.enum(QUESTION_TYPES, { error: QUIZ_MESSAGES.type }),
    prompt: requiredText(QUESTION_PROMPT_MAX, QUIZ_MESSAGES.prompt),
    marks: wholeNumber(QUIZ_MESSAGES.marks, 1, 100).default(1),
    explanation: z.string().trim().max(EXPLANATION_MAX, QUIZ_MESSAGES.explanation).optional(),
    options: z
      .string()
      .max(OPTIONS_MAX * (OPTION_MAX + 4), QUIZ_MESSAGES.options)
      .optional(),
    trueFalse: z.enum(["true", "false"], { error: QUIZ_MESSAGES.trueFalse }).optional(),
    answer: z.number({ error: QUIZ_MESSAGES.number }).finite(QUIZ_MESSAGES.number).optional(),
    tolerance: z
      .number({ error: QUIZ_MESSAGES.tolerance })
      .min(0, QUIZ_MESSAGES.tolerance)
      .optional(),
    unit: z.string().trim().max(20, QUIZ_MESSAGES.unit).optional(),
    accepted: z
      .string()
      .max(ACCEPTED_MAX * 210, QUIZ_MESSAGES.accepted)
      .optional(),
    image: z.instanceof(File).optional(),
    removeImage: z.boolean().default(false),
  })
  .superRefine(
    (form, ctx) => {
      const fail = (path: string, message: string) =>
        ctx.addIssue({ code: "custom", path: [path], message });
      switch (form.type) {
        case "single":
        case "multiple": {
          const options = parseOptionLines(form.options ?? "");
          if (
            options.length < 2 ||
            options.length > OPTIONS_MAX ||
            options.some((o) => o.text === "" || o.text.length > OPTION_MAX)
          ) {
            return fail("options", QUIZ_MESSAGES.options);
          }
          const right = options.filter((o) => o.correct).length;
          if (form.type === "single" && right !== 1) fail("options", QUIZ_MESSAGES.singleRight);
          if (form.type === "multiple" && right < 1) fail("options", QUIZ_MESSAGES.multipleRight);
          return;
        }
        case "true_false":
          if (!form.trueFalse) fail("trueFalse", QUIZ_MESSAGES.trueFalse);
          return;
        case "number":
          if (form.answer === undefined) fail("answer", QUIZ_MESSAGES.number);
          return;
        case "short_text": {
          const accepted = lines(form.accepted);
          if (
            accepted.length < 1 ||
            accepted.length > ACCEPTED_MAX ||
            accepted.some((a) => a.length > 200)
          ) {
            fail("accepted", QUIZ_MESSAGES.accepted);
          }
          return;
        }
      }
    },
    { when: () => true },
  );
export type QuestionInput = z.infer<typeof questionSchema>;

/** The stored key of a valid question form (its options numbered in the order written). */
export function questionKeyFrom(value: QuestionInput): QuestionKey {
  switch (value.type) {
    case "single":
    case "multiple":
      return {
        type: value.type,
        options: parseOptionLines(value.options ?? "").map((o, i) => ({
          id: `o${i + 1}`,
          text: o.text,
          correct: o.correct,
        })),
      };
    case "true_false":
      return { type: "true_false", answer: value.trueFalse === "true" };
    case "number":
      return {
        type: "number",
        answer: value.answer ?? 0,
        tolerance: value.tolerance ?? 0,
        unit: value.unit ?? "",
      };
    case "short_text":
      return { type: "short_text", accepted: lines(value.accepted) };
  }
}

/** The form's starting values for a stored question. */
export function questionFormDefaults(question: {
  type: QuestionKey["type"];
  prompt: string;
  marks: number;
  explanation: string;
  key: QuestionKey;
}) {
  const key = question.key;
  return {
    type: question.type,
    prompt: question.prompt,
    marks: String(question.marks),
    explanation: question.explanation,
    options: key.type === "single" || key.type === "multiple" ? optionLines(key.options) : "",
    trueFalse: key.type === "true_false" ? String(key.answer) : "",
    answer: key.type === "number" ? String(key.answer) : "",
    tolerance: key.type === "number" ? String(key.tolerance) : "0",
    unit: key.type === "number" ? key.unit : "",
    accepted: key.type === "short_text" ? key.accepted.join("\n") : "",
  };
}
