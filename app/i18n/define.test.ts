import { describe, expect, it } from "vitest";
import { compileMessages, plural, pluralCategory } from "./define";

describe("compileMessages", () => {
  const tree = {
    title: "Our courses",
    greeting: "Welcome back, {name}",
    lessons: plural("{count} lesson", "{count} lessons"),
    nested: { left: "{count} of {total} left" },
  } as const;

  it("keeps plain strings and turns templates into typed functions", () => {
    const t = compileMessages(tree, "en");
    expect(t.title).toBe("Our courses");
    expect(t.greeting({ name: "Amina" })).toBe("Welcome back, Amina");
    expect(t.nested.left({ count: 1200, total: 5000 })).toBe("1,200 of 5,000 left");
  });

  it("chooses the plural form by the language's rule", () => {
    const t = compileMessages(tree, "en");
    expect(t.lessons({ count: 1 })).toBe("1 lesson");
    expect(t.lessons({ count: 2 })).toBe("2 lessons");
    expect(pluralCategory(1, "ha")).toBe("one");
    expect(pluralCategory(1, "yo")).toBe("other");
    expect(pluralCategory(1, "ig")).toBe("other");
  });

  it("agrees with the server's CLDR plural rules", () => {
    for (const [locale, tag] of [
      ["en", "en"],
      ["pcm", "pcm"],
      ["ha", "ha"],
      ["yo", "yo"],
      ["ig", "ig"],
    ] as const) {
      const rules = new Intl.PluralRules(tag);
      for (const n of [0, 1, 2, 5, 21, 100]) {
        expect(pluralCategory(n, locale), `${locale} ${n}`).toBe(rules.select(n));
      }
    }
  });
});
