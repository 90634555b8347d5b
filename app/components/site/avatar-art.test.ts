import { describe, expect, it } from "vitest";
import { AVATAR_COLOURS, avatarColour, hashString, initials } from "./avatar-art";

describe("initials", () => {
  it("takes the first letters of the first and last names", () => {
    expect(initials("Adaeze Okonkwo")).toBe("AO");
    expect(initials("  chinedu  emeka   obi ")).toBe("CO");
  });

  it("uses one letter for a single name and handles accents", () => {
    expect(initials("Ọlá")).toBe("Ọ");
    expect(initials("émile zola")).toBe("ÉZ");
  });

  it("falls back to the e-mail, then to a question mark", () => {
    expect(initials("", "bisi@example.com")).toBe("B");
    expect(initials(null, "  _9lives@example.com")).toBe("9");
    expect(initials(undefined, undefined)).toBe("?");
  });
});

describe("avatarColour", () => {
  it("is deterministic and ignores case and surrounding spaces", () => {
    expect(avatarColour("Farmer@Example.com ")).toBe(avatarColour("farmer@example.com"));
  });

  it("always picks from the accessible palette and spreads seeds across it", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const colour = avatarColour(`user${i}@example.com`);
      expect(AVATAR_COLOURS).toContain(colour);
      seen.add(colour);
    }
    expect(seen.size).toBe(AVATAR_COLOURS.length);
  });

  it("spreads addresses of one domain evenly (no colour dominates)", () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 800; i++) {
      const colour = avatarColour(`farmer${i}@example.com`);
      counts.set(colour, (counts.get(colour) ?? 0) + 1);
    }
    for (const colour of AVATAR_COLOURS) {
      expect(counts.get(colour) ?? 0).toBeGreaterThan(50);
      expect(counts.get(colour) ?? 0).toBeLessThan(150);
    }
  });

  it("hashes with FNV-1a", () => {
    expect(hashString("")).toBe(0x811c9dc5);
    expect(hashString("a")).toBe(0xe40c292c);
  });
});

/** WCAG relative luminance contrast of white text on each background. */
function contrastWithWhite(hex: string): number {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const l = 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
  return 1.05 / (l + 0.05);
}

describe("palette", () => {
  it.each(AVATAR_COLOURS)("%s keeps white initials at AA contrast", (colour) => {
    expect(contrastWithWhite(colour)).toBeGreaterThanOrEqual(4.5);
  });
});
