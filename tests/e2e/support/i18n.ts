import { readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Page } from "@playwright/test";
import { expect } from "../fixtures";
import { expectNoAxeViolations } from "./axe";

type Tree = { [key: string]: unknown };
const MESSAGES_DIR = path.resolve("app/i18n/messages");

/** Each message as [key path, English text, that language's text] (plural forms included). */
function pairs(en: Tree, other: Tree, prefix = ""): [string, string, string][] {
  const out: [string, string, string][] = [];
  for (const [key, value] of Object.entries(en)) {
    const there = other?.[key];
    if (typeof value === "string") {
      out.push([`${prefix}${key}`, value, typeof there === "string" ? there : ""]);
    } else if (value && typeof value === "object") {
      out.push(...pairs(value as Tree, (there ?? {}) as Tree, `${prefix}${key}.`));
    }
  }
  return out;
}

const cache = new Map<string, { english: RegExp[]; own: RegExp[] }>();

/** A message as a whole-text pattern: "{name}" matches anything. */
function wholeText(message: string): RegExp {
  const escaped = message
    .trim()
    .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
    .replace(/\\\{\w+\\\}/g, ".+");
  return new RegExp(`^${escaped}$`);
}

/**
 * The English interface words that must not appear on a page in `locale`: every English message
 * whose translation differs and which the language does not use for another message (a word a
 * language keeps, like "WhatsApp", is not a leak), as a
 * whole-text pattern ("{name}" matches anything). Short ones (one or two letters) are skipped.
 */
export async function englishLeakPatterns(
  locale: string,
): Promise<{ english: RegExp[]; own: RegExp[] }> {
  const cached = cache.get(locale);
  if (cached) return cached;
  const patterns: RegExp[] = [];
  const all: [string, string, string][] = [];
  const namespaces = readdirSync(MESSAGES_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  for (const ns of namespaces) {
    const load = async (l: string) =>
      (
        (await import(pathToFileURL(path.join(MESSAGES_DIR, ns, `${l}.ts`)).href)) as {
          default: Tree;
        }
      ).default;
    const [en, other] = await Promise.all([load("en"), load(locale)]);
    all.push(...pairs(en, other));
  }
  // Words the language itself uses somewhere (Pidgin's "Contact us" for the menu) are not leaks.
  const ownWords = new Set(all.map(([, , translated]) => translated.trim()));
  for (const [, english, translated] of all) {
    if (english === translated || ownWords.has(english.trim())) continue;
    if (english.replace(/\{\w+\}/g, "").trim().length < 3) continue;
    patterns.push(wholeText(english));
  }
  // A text that reads as one of the language's own messages is not a leak, however close to
  // English its words ("Move {title} go up" in Pidgin with an English lesson title).
  const own = all
    .filter(([, english, translated]) => english !== translated && /\{\w+\}/.test(translated))
    // "{name}" alone would excuse any text: only messages with words of their own.
    .filter(([, , translated]) => translated.replace(/\{\w+\}/g, "").trim().length >= 3)
    .map(([, , translated]) => wholeText(translated));
  const result = { english: patterns, own };
  cache.set(locale, result);
  return result;
}

/**
 * The page's interface texts: every text node and every accessible-name attribute, except inside
 * an element marked as content in another language (`lang` differing from the page's: course
 * titles, lessons, names written in English) or as a name no language changes (`translate="no"`:
 * the site's name in its logo).
 */
export async function interfaceTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const pageLang = document.documentElement.lang;
    const texts: string[] = [];
    const inContent = (el: Element | null) => {
      if (el?.closest("[translate=no]")) return true;
      const owner = el?.closest("[lang]");
      return owner !== null && owner !== undefined && owner.getAttribute("lang") !== pageLang;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest("script,style,template,noscript")) continue;
      if (inContent(parent)) continue;
      const text = node.textContent?.replace(/\s+/g, " ").trim();
      if (text) texts.push(text);
    }
    for (const el of document.querySelectorAll("[aria-label],[alt],[placeholder],[title]")) {
      if (inContent(el)) continue;
      for (const name of ["aria-label", "alt", "placeholder", "title"]) {
        const value = el.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    const title = document.title.trim();
    if (title) texts.push(title.split(" | ")[0] ?? title);
    return texts;
  });
}

/** English interface words found on a page in `locale` (an empty list when there are none). */
export async function englishLeaks(page: Page, locale: string): Promise<string[]> {
  const { english, own } = await englishLeakPatterns(locale);
  const texts = await interfaceTexts(page);
  return [
    ...new Set(
      texts.filter((text) => english.some((p) => p.test(text)) && !own.some((p) => p.test(text))),
    ),
  ];
}

/**
 * The one language in which a page's accessibility is checked by the language checks (axe).
 * Axe's rules look at structure, names and colours, which the languages share (the `lang` and
 * the words are checked on every page in all four); one run per page instead of four keeps the
 * browser tests inside CI's time. Chosen from the address, so each language gets about a quarter
 * of the pages, the same ones every run.
 */
export function axeLanguageFor(path: string): string {
  let hash = 0;
  for (const char of path) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return OTHER_LOCALES[hash % OTHER_LOCALES.length] as string;
}

export const OTHER_LOCALES = ["pcm", "ha", "yo", "ig"] as const;

/** A site path in a language: "/academy" → "/ha/academy", "/" → "/ha". */
export function inLanguage(pathname: string, locale: string): string {
  return pathname === "/" ? `/${locale}` : `/${locale}${pathname}`;
}

const HTML_LANG: Record<string, string> = {
  en: "en-NG",
  pcm: "pcm",
  ha: "ha-NG",
  yo: "yo-NG",
  ig: "ig-NG",
};

/**
 * Opens `path` in `locale` and holds it to the rules: no 5xx, its lang, no English interface
 * words, and axe in the page's one axe language (axeLanguageFor).
 */
export async function checkPageInLanguage(page: Page, path: string, locale: string) {
  const response = await page.goto(inLanguage(path, locale));
  expect(response?.status(), path).toBeLessThan(500);
  await expect(page.locator("html")).toHaveAttribute("lang", HTML_LANG[locale] ?? locale);
  expect(await englishLeaks(page, locale), `${locale} ${path}`).toEqual([]);
  if (locale === axeLanguageFor(path)) await expectNoAxeViolations(page, `${locale} ${path}`);
}
