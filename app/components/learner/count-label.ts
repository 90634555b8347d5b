/** "1 lesson", "3 lessons": a count with its word, for the learner pages' English. */
export const countLabel = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
