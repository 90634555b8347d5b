import { DEFAULT_LOCALE, type Locale } from "./locales";

/**
 * Messages are plain data, so a route can send the browser its own messages in one language as
 * part of its loader data (docs/decisions/0014-five-languages.md). A message is a string; one
 * with parameters names them in braces ("{count} lessons"), and `useT`/`translate` turn it into a
 * typed function; a message that changes with a number is a `plural(…)`.
 */
export type PluralMessage = { readonly $plural: { readonly one: string; readonly other: string } };
export type MessageTree = { readonly [key: string]: string | PluralMessage | MessageTree };

/** "{count} lessons" → "count". */
type ParamsOf<S extends string> = S extends `${string}{${infer P}}${infer Rest}`
  ? P | ParamsOf<Rest>
  : never;

export type MessageParams = Record<string, string | number>;

/** What a component receives: plain strings, functions for messages with parameters. */
export type Compiled<T> = T extends string
  ? [ParamsOf<T>] extends [never]
    ? string
    : (params: Record<ParamsOf<T>, string | number>) => string
  : T extends PluralMessage
    ? (
        params: { count: number } & Record<
          Exclude<ParamsOf<T["$plural"]["other"] | T["$plural"]["one"]>, "count">,
          string | number
        >,
      ) => string
    : { readonly [K in keyof T]: Compiled<T[K]> };

/**
 * The shape every other language must give an English namespace: the same keys (a missing one
 * fails the type check), any wording. Placeholders are checked by `npm run i18n:check`.
 */
export type Translation<T> = T extends string
  ? string
  : T extends PluralMessage
    ? { readonly $plural: { readonly one: string; readonly other: string } }
    : { readonly [K in keyof T]: Translation<T[K]> };

/** A message whose wording depends on a count: `plural("{count} lesson", "{count} lessons")`. */
export function plural<const One extends string, const Other extends string>(
  one: One,
  other: Other,
): { readonly $plural: { readonly one: One; readonly other: Other } } {
  return { $plural: { one, other } };
}

/**
 * A namespace's name, carrying its English messages' type (a type only: no bytes). A plain string
 * at run time, so the bundler writes it into each page's code instead of a module per namespace:
 * `export const about = "about" as Namespace<typeof en>;`.
 */
export type Namespace<T extends MessageTree = MessageTree> = string & {
  readonly __messages?: T;
};

/** Messages of several namespaces in one language, as a loader sends them. */
export type MessageBundle = { readonly [namespace: string]: MessageTree };

const numberFormats = new Map<Locale, Intl.NumberFormat>();
/**
 * Numbers inside messages. CLDR groups with "," and marks decimals with "." in all five
 * languages, so en-NG's rules (which every browser has) give what the server's ICU would.
 */
function formatParam(value: string | number, locale: Locale): string {
  if (typeof value === "string") return value;
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat("en-NG");
    numberFormats.set(locale, format);
  }
  return format.format(value);
}

function fill(template: string, params: MessageParams, locale: Locale): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? formatParam(params[name] as string | number, locale) : whole,
  );
}

/**
 * Plural categories per language, written out rather than asked of the browser's Intl (Chromium
 * lacks CLDR data for pcm, ha, yo and ig): English and Hausa say "one" for 1 only;
 * Yoruba and Igbo do not inflect for number (CLDR: "other" always); Pidgin says "one" for 0 and 1.
 */
export function pluralCategory(count: number, locale: Locale): "one" | "other" {
  if (locale === "yo" || locale === "ig") return "other";
  if (locale === "pcm") return count === 0 || count === 1 ? "one" : "other";
  return count === 1 ? "one" : "other";
}

function isPlural(value: unknown): value is PluralMessage {
  return typeof value === "object" && value !== null && "$plural" in value;
}

const compiledCache = new WeakMap<object, unknown>();

/** Turns a namespace's data into what components use: strings stay strings, templates become functions. */
export function compileMessages<T extends MessageTree>(tree: T, locale: Locale): Compiled<T> {
  const cached = compiledCache.get(tree);
  if (cached) return cached as Compiled<T>;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === "string") {
      out[key] = /\{\w+\}/.test(value)
        ? (params: MessageParams) => fill(value, params, locale)
        : value;
    } else if (isPlural(value)) {
      out[key] = (params: MessageParams & { count: number }) =>
        fill(value.$plural[pluralCategory(params.count, locale)], params, locale);
    } else {
      out[key] = compileMessages(value as MessageTree, locale);
    }
  }
  compiledCache.set(tree, out);
  return out as Compiled<T>;
}

export { DEFAULT_LOCALE };
