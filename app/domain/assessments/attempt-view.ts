import type { AnswerValue, AskedQuestion } from "~/db/schema/assessments";
import type { AnswerReveal, QuestionType } from "~/db/schema/enums";

// What a learner's page may hold of an attempt's questions: never the key while answering, and
// after grading only what the quiz's reveal setting allows. Pure, shared by the loaders' mapping
// and their tests.

/** A question as the answering page shows it: no right answer in it anywhere. */
export type QuestionView = {
  id: string;
  type: QuestionType;
  prompt: string;
  marks: number;
  imageUrl: string | null;
  /** Choices, in the attempt's order (single and multiple choice). */
  options: { id: string; text: string }[];
  /** The unit a number is answered in ("kg", "stands"), or "". */
  unit: string;
};

export function questionView(question: AskedQuestion): QuestionView {
  const key = question.key;
  return {
    id: question.id,
    type: question.type,
    prompt: question.prompt,
    marks: question.marks,
    imageUrl: question.imageUrl,
    options:
      key.type === "single" || key.type === "multiple"
        ? key.options.map(({ id, text }) => ({ id, text }))
        : [],
    unit: key.type === "number" ? key.unit : "",
  };
}

/** A saved answer as form values, to fill the answering page's inputs again. */
export function answerFormValues(answer: AnswerValue | undefined): string[] {
  if (!answer) return [];
  switch (answer.type) {
    case "single":
    case "multiple":
      return answer.optionIds;
    case "true_false":
      return [String(answer.value)];
    case "number":
      return [String(answer.value)];
    case "short_text":
      return [answer.value];
  }
}

/**
 * The words an answer is told in (True, False, a number's accepted range): English unless the
 * page passes its own (`learner-quiz` messages' `question`).
 */
export type AnswerWords = {
  true: string;
  false: string;
  range: (params: { from: string; to: string }) => string;
};

export const ENGLISH_ANSWER_WORDS: AnswerWords = {
  true: "True",
  false: "False",
  range: ({ from, to }) => `(from ${from} to ${to})`,
};

const trueFalse = (value: boolean, words: AnswerWords) => (value ? words.true : words.false);
const numberText = (value: number) => value.toLocaleString("en-NG", { maximumFractionDigits: 4 });

/** The learner's answer in words. */
function answerText(
  question: AskedQuestion,
  answer: AnswerValue | undefined,
  words: AnswerWords,
): string | null {
  if (!answer) return null;
  const key = question.key;
  switch (answer.type) {
    case "single":
    case "multiple": {
      if (key.type !== "single" && key.type !== "multiple") return null;
      const texts = answer.optionIds.flatMap(
        (id) => key.options.find((o) => o.id === id)?.text ?? [],
      );
      return texts.join("; ") || null;
    }
    case "true_false":
      return trueFalse(answer.value, words);
    case "number":
      return `${numberText(answer.value)}${key.type === "number" && key.unit ? ` ${key.unit}` : ""}`;
    case "short_text":
      return answer.value;
  }
}

/** The right answer in words. */
function rightText(question: AskedQuestion, words: AnswerWords): string {
  const key = question.key;
  switch (key.type) {
    case "single":
    case "multiple":
      return key.options
        .filter((o) => o.correct)
        .map((o) => o.text)
        .join("; ");
    case "true_false":
      return trueFalse(key.answer, words);
    case "number": {
      const unit = key.unit ? ` ${key.unit}` : "";
      return key.tolerance > 0
        ? `${numberText(key.answer)}${unit} ${words.range({
            from: numberText(key.answer - key.tolerance),
            to: numberText(key.answer + key.tolerance),
          })}`
        : `${numberText(key.answer)}${unit}`;
    }
    case "short_text":
      return key.accepted[0] ?? "";
  }
}

export type QuestionFeedback = {
  id: string;
  prompt: string;
  marks: number;
  imageUrl: string | null;
  yourAnswer: string | null;
  /** null when the quiz does not say (reveal "never"). */
  result: "right" | "partly" | "wrong" | null;
  /** Marks earned, to one decimal; null when not said. */
  earned: number | null;
  /** Shown only when the quiz reveals answers. */
  rightAnswer: string | null;
  explanation: string | null;
};

/**
 * What the results page shows of each question. "never": the learner's own answers only;
 * "after_submit": right or wrong, the right answer and why; "after_pass": right or wrong, and the
 * right answers once the learner has passed the quiz.
 */
export function feedbackFor(
  questions: readonly AskedQuestion[],
  answers: ReadonlyMap<string, { answer: AnswerValue; credit: number | null }>,
  reveal: AnswerReveal,
  passedEver: boolean,
  words: AnswerWords = ENGLISH_ANSWER_WORDS,
): QuestionFeedback[] {
  const sayResult = reveal !== "never";
  const sayAnswers = reveal === "after_submit" || (reveal === "after_pass" && passedEver);
  return questions.map((question) => {
    const saved = answers.get(question.id);
    const credit = saved?.credit ?? 0;
    return {
      id: question.id,
      prompt: question.prompt,
      marks: question.marks,
      imageUrl: question.imageUrl,
      yourAnswer: answerText(question, saved?.answer, words),
      result: !sayResult ? null : credit >= 1 ? "right" : credit > 0 ? "partly" : "wrong",
      // To two decimals, like the attempt's total (grading.ts): "0.67 of 2" beside "5.67 of 14".
      earned: sayResult ? Math.round(credit * question.marks * 100) / 100 : null,
      rightAnswer: sayAnswers ? rightText(question, words) : null,
      explanation: sayAnswers && question.explanation ? question.explanation : null,
    };
  });
}
