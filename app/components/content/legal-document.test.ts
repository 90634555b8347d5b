import { describe, expect, it } from "vitest";
import en from "~/i18n/messages/legal/en";
import { LEGAL_PAGES } from "./legal-document";

describe("the legal pages", () => {
  it("name only sections the messages have, each once, with a title and a body", () => {
    for (const kind of ["privacy", "terms"] as const) {
      const { sections } = LEGAL_PAGES[kind];
      const texts: Record<string, { title: string; body: string } | undefined> = en[kind].sections;
      expect(new Set(sections.map(([id]) => id)).size).toBe(sections.length);
      for (const [, key] of sections) {
        expect(texts[key]?.title, `${kind}.${key}`).toBeTruthy();
        expect(texts[key]?.body, `${kind}.${key}`).toBeTruthy();
      }
      // Every section the messages hold is on the page.
      expect(sections.map(([, key]) => key).sort()).toEqual(Object.keys(texts).sort());
    }
  });
});
