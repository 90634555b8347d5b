import type { AnswerValue, AskedQuestion, QuestionKey } from "~/db/schema/assessments";
import type { KeptGrade } from "~/db/schema/enums";

// How answers are marked: the one definition the server grades with and the pages explain.
// Pure functions, no server code and no zod, so a page may show the rules it is graded by.

/**
 * Answers saved up to this long after an attempt's deadline still count: a form posted as the
 * time ran out on a slow connection is not lost.
 */
export const TIME_GRACE_SECONDS = 10;

/** The partial credit rule of multiple choice, as the question and the results state it. */
export const MULTIPLE_CHOICE_RULE =
  "Tick every right answer. Each right tick earns its share of the marks and each wrong tick takes a share away; a question never scores below zero.";

/**
 * Text as short answers are compared: accents and case dropped ("Ọ̀gẹ̀dẹ̀" is "ogede"), anything
 * but letters and digits read as a space, spaces collapsed.
 */
export function normaliseText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** Whether a typed number is the answer, within the question's tolerance. */
function numberMatches(value: number, answer: number, tolerance: number): boolean {
  // A hair of slack for decimals (0.1 + 0.2): answers are typed with a few decimals at most.
  return Math.abs(value - answer) <= tolerance + 1e-9;
}

/**
 * The share of a question's marks an answer earns, 0 to 1. No answer, or an answer of another
 * type, earns 0. Multiple choice: each right option ticked earns 1/(right options), each wrong
 * one ticked takes away 1/(wrong options), never below 0 (ticking every option earns nothing).
 */
export function creditFor(key: QuestionKey, answer: AnswerValue | undefined): number {
  if (!answer) return 0;
  switch (key.type) {
    case "single": {
      if (answer.type !== "single" || answer.optionIds.length !== 1) return 0;
      const chosen = key.options.find((o) => o.id === answer.optionIds[0]);
      return chosen?.correct ? 1 : 0;
    }
    case "multiple": {
      if (answer.type !== "multiple") return 0;
      const ticked = new Set(answer.optionIds);
      const right = key.options.filter((o) => o.correct);
      const wrong = key.options.filter((o) => !o.correct);
      if (right.length === 0) return 0;
      const rightTicked = right.filter((o) => ticked.has(o.id)).length;
      const wrongTicked = wrong.filter((o) => ticked.has(o.id)).length;
      const share = rightTicked / right.length - (wrong.length ? wrongTicked / wrong.length : 0);
      return Math.max(0, Math.min(1, share));
    }
    case "true_false":
      return answer.type === "true_false" && answer.value === key.answer ? 1 : 0;
    case "number":
      return answer.type === "number" &&
        Number.isFinite(answer.value) &&
        numberMatches(answer.value, key.answer, key.tolerance)
        ? 1
        : 0;
    case "short_text": {
      if (answer.type !== "short_text") return 0;
      const given = normaliseText(answer.value);
      return given !== "" && key.accepted.some((a) => normaliseText(a) === given) ? 1 : 0;
    }
  }
}

export type Grade = {
  /** Marks earned (partial credit makes fractions), to two decimals. */
  earned: number;
  total: number;
  /** Percent of the marks, rounded down: 69.9% is 69, so a pass is never shown as 70. */
  score: number;
  passed: boolean;
  /** Each asked question's share earned, 0 to 1, by question id. */
  credits: Map<string, number>;
};

/** Grades an attempt from the questions it was given and the answers saved for them. */
export function gradeAttempt(
  questions: readonly AskedQuestion[],
  answers: ReadonlyMap<string, AnswerValue>,
  passMark: number,
): Grade {
  const credits = new Map<string, number>();
  let earned = 0;
  let total = 0;
  for (const question of questions) {
    const credit = creditFor(question.key, answers.get(question.id));
    credits.set(question.id, Math.round(credit * 10_000) / 10_000);
    earned += credit * question.marks;
    total += question.marks;
  }
  const score = total === 0 ? 0 : Math.floor((earned / total) * 100 + 1e-9);
  return {
    earned: Math.round(earned * 100) / 100,
    total,
    score,
    passed: score >= passMark,
    credits,
  };
}

/** The grade a learner keeps for a quiz: the best or the latest of their graded attempts. */
export function keptScore(
  graded: readonly { score: number; submittedAt: Date }[],
  rule: KeptGrade,
): number | null {
  if (graded.length === 0) return null;
  if (rule === "highest") return Math.max(...graded.map((a) => a.score));
  const latest = graded.reduce((a, b) => (b.submittedAt > a.submittedAt ? b : a));
  return latest.score;
}

/** Fisher–Yates with the random source given (the server's crypto; tests pass their own). */
export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/**
 * The questions one attempt is given: all of the pool in its order, or `drawCount` of them drawn
 * at random (kept in the pool's order unless questions are shuffled), with options shuffled when
 * the quiz says so.
 */
export function drawQuestions(
  pool: readonly AskedQuestion[],
  settings: { drawCount: number | null; shuffleQuestions: boolean; shuffleOptions: boolean },
  random: () => number,
): AskedQuestion[] {
  let chosen = [...pool];
  if (settings.drawCount !== null && settings.drawCount < pool.length) {
    const picked = new Set(shuffled(pool, random).slice(0, settings.drawCount));
    chosen = pool.filter((q) => picked.has(q));
  }
  if (settings.shuffleQuestions) chosen = shuffled(chosen, random);
  if (!settings.shuffleOptions) return chosen;
  return chosen.map((q) =>
    q.key.type === "single" || q.key.type === "multiple"
      ? { ...q, key: { ...q.key, options: shuffled(q.key.options, random) } }
      : q,
  );
}
