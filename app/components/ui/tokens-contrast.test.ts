import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// The text/background pairs the components actually use; each must stay WCAG AA (4.5:1).
const PAIRS: Array<[string, string]> = [
  ["ink", "surface"],
  ["ink-muted", "surface"],
  ["ink-muted", "surface-muted"],
  ["ink-muted", "surface-sunken"],
  ["ink-subtle", "surface"],
  ["white", "brand-600"],
  ["white", "brand-700"],
  ["white", "brand-800"],
  ["brand-950", "accent-400"],
  ["brand-950", "accent-300"],
  ["accent-700", "surface"],
  ["accent-700", "surface-muted"],
  ["accent-800", "accent-50"],
  ["brand-800", "brand-50"],
  ["brand-800", "brand-100"],
  ["brand-700", "surface"],
  ["brand-700", "surface-muted"],
  ["danger", "danger-bg"],
  ["danger-strong", "danger-bg"],
  ["success", "success-bg"],
  ["warning", "warning-bg"],
  ["info", "info-bg"],
  ["white", "danger"],
  ["white", "accent-700"],
  ["brand-100", "brand-950"],
  ["accent-300", "brand-950"],
  ["brand-100", "brand-800"],
];

// The focus outline against the page backgrounds it is drawn on (non-text minimum 3:1).
const FOCUS_BACKGROUNDS = ["surface", "surface-muted", "brand-950"];

const css = readFileSync(new URL("../../app.css", import.meta.url), "utf8");
const tokens = new Map<string, string>([["white", "#ffffff"]]);
for (const [, name, hex] of css.matchAll(/--color-([\w-]+):\s*(#[0-9a-f]{6})/gi)) {
  if (name && hex) tokens.set(name, hex);
}

function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe("design tokens", () => {
  it.each(PAIRS)("%s on %s meets WCAG AA", (fg, bg) => {
    const a = tokens.get(fg);
    const b = tokens.get(bg);
    expect(a, `token ${fg}`).toBeDefined();
    expect(b, `token ${bg}`).toBeDefined();
    expect(contrast(a ?? "", b ?? "")).toBeGreaterThanOrEqual(4.5);
  });

  it.each(FOCUS_BACKGROUNDS)("the focus ring stands out on %s", (bg) => {
    const ring = css.match(
      /@utility focus-ring \{\s*outline: 3px solid var\(--color-([\w-]+)\)/,
    )?.[1];
    expect(ring).toBeDefined();
    expect(contrast(tokens.get(ring ?? "") ?? "", tokens.get(bg) ?? "")).toBeGreaterThanOrEqual(3);
  });
});
