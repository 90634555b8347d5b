import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { AskedQuestion, QuestionKey } from "~/db/schema/assessments";
import { feedbackFor } from "./attempt-view";
import {
  creditFor,
  drawQuestions,
  gradeAttempt,
  keptScore,
  normaliseText,
  shuffled,
} from "./grading";

const options = (correct: boolean[]) =>
  correct.map((c, i) => ({ id: `o${i}`, text: `Option ${i}`, correct: c }));

const asked = (id: string, key: QuestionKey, marks = 1): AskedQuestion => ({
  id,
  type: key.type,
  prompt: `Question ${id}`,
  marks,
  explanation: "",
  imageUrl: null,
  key,
});

describe("creditFor", () => {
  it("single choice: the right option earns all, another or two options nothing", () => {
    const key: QuestionKey = { type: "single", options: options([false, true, false]) };
    expect(creditFor(key, { type: "single", optionIds: ["o1"] })).toBe(1);
    expect(creditFor(key, { type: "single", optionIds: ["o0"] })).toBe(0);
    expect(creditFor(key, { type: "single", optionIds: ["o1", "o0"] })).toBe(0);
    expect(creditFor(key, { type: "single", optionIds: ["nope"] })).toBe(0);
    expect(creditFor(key, undefined)).toBe(0);
    expect(creditFor(key, { type: "true_false", value: true })).toBe(0);
  });

  it("multiple choice: each right tick earns its share, each wrong one takes one away", () => {
    // Two right (o0, o1), two wrong (o2, o3).
    const key: QuestionKey = { type: "multiple", options: options([true, true, false, false]) };
    const credit = (ids: string[]) => creditFor(key, { type: "multiple", optionIds: ids });
    expect(credit(["o0", "o1"])).toBe(1);
    expect(credit(["o0"])).toBe(0.5);
    expect(credit(["o0", "o1", "o2"])).toBe(0.5);
    expect(credit(["o0", "o2"])).toBe(0);
    expect(credit(["o2", "o3"])).toBe(0);
    // Ticking everything earns nothing.
    expect(credit(["o0", "o1", "o2", "o3"])).toBe(0);
    expect(credit([])).toBe(0);
  });

  it("true/false, numbers within tolerance, short text without case or accents", () => {
    expect(
      creditFor({ type: "true_false", answer: false }, { type: "true_false", value: false }),
    ).toBe(1);
    expect(
      creditFor({ type: "true_false", answer: false }, { type: "true_false", value: true }),
    ).toBe(0);
    const number: QuestionKey = { type: "number", answer: 12_500, tolerance: 100, unit: "stands" };
    expect(creditFor(number, { type: "number", value: 12_600 })).toBe(1);
    expect(creditFor(number, { type: "number", value: 12_601 })).toBe(0);
    expect(creditFor(number, { type: "number", value: Number.NaN })).toBe(0);
    const exact: QuestionKey = { type: "number", answer: 0.3, tolerance: 0, unit: "" };
    expect(creditFor(exact, { type: "number", value: 0.1 + 0.2 })).toBe(1);
    const text: QuestionKey = { type: "short_text", accepted: ["Fall armyworm", "Ọ̀gẹ̀dẹ̀"] };
    expect(creditFor(text, { type: "short_text", value: "  fall   ARMYWORM. " })).toBe(1);
    expect(creditFor(text, { type: "short_text", value: "ogede" })).toBe(1);
    expect(creditFor(text, { type: "short_text", value: "armyworm" })).toBe(0);
    expect(creditFor(text, { type: "short_text", value: "   " })).toBe(0);
  });

  it("never gives less than 0 or more than 1, whatever is ticked", () => {
    fc.assert(
      fc.property(
        fc.array(fc.boolean(), { minLength: 2, maxLength: 8 }),
        fc.array(fc.nat({ max: 9 }), { maxLength: 10 }),
        (correct, ticks) => {
          const key: QuestionKey = { type: "multiple", options: options(correct) };
          const credit = creditFor(key, {
            type: "multiple",
            optionIds: ticks.map((t) => `o${t}`),
          });
          return credit >= 0 && credit <= 1;
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe("gradeAttempt", () => {
  const questions = [
    asked("a", { type: "true_false", answer: true }, 1),
    asked("b", { type: "multiple", options: options([true, true, false, false]) }, 2),
    asked("c", { type: "short_text", accepted: ["maize"] }, 1),
  ];

  it("adds the marks earned, rounds the percent down and passes at the pass mark", () => {
    const grade = gradeAttempt(
      questions,
      new Map([
        ["a", { type: "true_false", value: true }],
        ["b", { type: "multiple", optionIds: ["o0"] }],
      ]),
      50,
    );
    expect(grade).toMatchObject({ earned: 2, total: 4, score: 50, passed: true });
    expect(grade.credits.get("b")).toBe(0.5);
    expect(grade.credits.get("c")).toBe(0);
    // 2 of 3 marks is 66.67%: 66, which fails a pass mark of 67.
    const third = gradeAttempt(
      [
        questions[0] as AskedQuestion,
        asked("d", { type: "true_false", answer: true }),
        asked("e", { type: "true_false", answer: true }),
      ],
      new Map([
        ["a", { type: "true_false", value: true }],
        ["d", { type: "true_false", value: true }],
      ]),
      67,
    );
    expect(third).toMatchObject({ score: 66, passed: false });
  });

  it("scores an unanswered attempt 0", () => {
    expect(gradeAttempt(questions, new Map(), 0)).toMatchObject({
      earned: 0,
      score: 0,
      passed: true,
    });
    expect(gradeAttempt(questions, new Map(), 1)).toMatchObject({ score: 0, passed: false });
  });
});

describe("keptScore", () => {
  const day = (d: number) => new Date(Date.UTC(2026, 0, d));
  it("keeps the highest or the last graded attempt", () => {
    const graded = [
      { score: 80, submittedAt: day(1) },
      { score: 95, submittedAt: day(2) },
      { score: 60, submittedAt: day(3) },
    ];
    expect(keptScore(graded, "highest")).toBe(95);
    expect(keptScore(graded, "last")).toBe(60);
    expect(keptScore([], "highest")).toBeNull();
  });
});

describe("drawQuestions", () => {
  const pool = Array.from({ length: 10 }, (_, i) =>
    asked(`q${i}`, { type: "single", options: options([true, false, false, false]) }),
  );
  const seeded = (seed: number) => {
    let s = seed;
    return () => {
      s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
      return s / 2 ** 31;
    };
  };

  it("asks the whole pool in order unless told to draw or shuffle", () => {
    const all = drawQuestions(
      pool,
      { drawCount: null, shuffleQuestions: false, shuffleOptions: false },
      Math.random,
    );
    expect(all.map((q) => q.id)).toEqual(pool.map((q) => q.id));
  });

  it("draws N distinct questions, keeping the pool's order, and shuffles options apart", () => {
    const drawn = drawQuestions(
      pool,
      { drawCount: 4, shuffleQuestions: false, shuffleOptions: true },
      seeded(7),
    );
    expect(drawn).toHaveLength(4);
    expect(new Set(drawn.map((q) => q.id)).size).toBe(4);
    const order = drawn.map((q) => pool.findIndex((p) => p.id === q.id));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    for (const q of drawn) {
      const ids = q.key.type === "single" ? q.key.options.map((o) => o.id).sort() : [];
      expect(ids).toEqual(["o0", "o1", "o2", "o3"]);
    }
  });

  it("shuffles into a permutation of the same items", () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.integer({ min: 1, max: 10_000 }), (items, seed) => {
        const out = shuffled(items, seeded(seed));
        return out.length === items.length && [...out].sort().join() === [...items].sort().join();
      }),
      { numRuns: 100 },
    );
  });

  it("normalises accents, case and punctuation", () => {
    expect(normaliseText("Ẹ̀fọ́ Rírò!")).toBe("efo riro");
    expect(normaliseText("NPK 15-15-15")).toBe("npk 15 15 15");
  });
});

describe("marks shown per question and for the attempt", () => {
  it("use the same precision, two decimals (never '0.7 of 2' beside '5.67 of 14')", () => {
    // Three right options, no wrong one: one tick earns a third.
    const question = asked("m", { type: "multiple", options: options([true, true, true]) }, 2);
    const answer = { type: "multiple" as const, optionIds: ["o0"] };
    const grade = gradeAttempt([question], new Map([["m", answer]]), 50);
    const [shown] = feedbackFor(
      [question],
      new Map([["m", { answer, credit: grade.credits.get("m") ?? 0 }]]),
      "after_submit",
      false,
    );
    expect(grade.earned).toBe(0.67);
    expect(shown?.earned).toBe(grade.earned);
  });
});
