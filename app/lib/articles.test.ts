import { describe, expect, it } from "vitest";
import { CONSULTATION_PLANS } from "~/db/schema/enums";
import { indefiniteArticle, withIndefiniteArticle } from "./articles";

describe("indefiniteArticle", () => {
  it("gives each consultation plan its article", () => {
    expect(CONSULTATION_PLANS.map(withIndefiniteArticle)).toEqual([
      "a Beginner",
      "an Intermediate",
      "an Advanced",
    ]);
  });

  it.each([
    ["apple", "an"],
    ["Orchard", "an"],
    ["course", "a"],
    ["hour", "an"],
    ["honest", "an"],
    ["user", "a"],
    ["unique", "a"],
    ["European", "a"],
    ["one-day", "a"],
    ["umbrella", "an"],
    ["AFA Academy", "an"],
    ["FAQ", "an"],
    ["BBC", "a"],
    ["8-week", "an"],
    ["11", "an"],
    ["110", "a"],
    ["5", "a"],
    ["", "a"],
  ] as const)("%s → %s", (word, article) => {
    expect(indefiniteArticle(word)).toBe(article);
  });
});
