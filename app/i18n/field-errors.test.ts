import { describe, expect, it } from "vitest";
import { localizeFieldErrors } from "./field-errors";

describe("localizeFieldErrors", () => {
  it("says a schema's English messages in the page's language, leaving others as they are", () => {
    const english = { range: "The day must end after it starts." };
    const words = { range: "Ọjọ́ gbọ́dọ̀ parí lẹ́yìn tí ó bẹ̀rẹ̀." };
    expect(
      localizeFieldErrors(
        { to1: ["The day must end after it starts."], from1: ["Something else."], x: null },
        english,
        words,
      ),
    ).toEqual({ to1: [words.range], from1: ["Something else."], x: undefined });
    expect(localizeFieldErrors(null, english, words)).toBeNull();
  });
});
