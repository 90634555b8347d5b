// The shape of the demo assessments (assessments.ts): each course's final assessment and its
// lesson checks, as a course author would write them. The seed (demo-assessments.ts) stores them
// with the keys the question form would store.

type Explained = {
  /** The question as the learner reads it: one short, plain sentence or two. */
  prompt: string;
  /** Shown after answering (when the quiz reveals answers): why the right answer is right. */
  explanation: string;
  /** Marks for the question; 1 when left out. */
  marks?: number;
};

export type DemoQuestion =
  | (Explained & {
      type: "single";
      options: string[];
      /** Index into options of the one right answer. */
      correct: number;
    })
  | (Explained & {
      type: "multiple";
      options: string[];
      /** Indexes into options of every right answer (at least one). */
      correct: number[];
    })
  | (Explained & { type: "true_false"; answer: boolean })
  | (Explained & {
      type: "number";
      answer: number;
      /** How far from the answer still counts as right (same unit). */
      tolerance: number;
      /** The unit the learner answers in, shown beside the box ("kg", "%", "stands"). */
      unit?: string;
    })
  | (Explained & {
      type: "short_text";
      /** Every answer accepted, compared without case or accents. */
      accepted: string[];
    });

export type DemoQuiz = {
  title: string;
  /** Percent needed to pass. */
  passMark: number;
  /** 0 is unlimited. */
  attemptsAllowed: number;
  /** Draw this many questions from the pool for each attempt; all when left out. */
  drawCount?: number;
  timeLimitMinutes?: number;
  questions: DemoQuestion[];
};

export type DemoCourseAssessments = {
  courseSlug: string;
  /** The course's final assessment. */
  final?: DemoQuiz;
  /** Checks after a lesson's video, by the lesson's exact title. */
  lessonChecks?: { lessonTitle: string; required: boolean; quiz: DemoQuiz }[];
};
