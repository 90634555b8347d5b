import type { MessageBundle, MessageTree } from "~/i18n/define";
import { type Locale, splitLocalePath } from "~/i18n/locales";
import { type Deferred, deferWhenSlow, isDeferred } from "./defer";

// For a page's clientLoader, in a module of its own: a clientLoader that imports from the same
// module as its page's component is not split into its own chunk (split route modules), and
// then a slow navigation never fetched (home.spec's "Loading achievements...").

/** The words each deferring page last received, by route and language (browser memory only). */
const knownMessages = new Map<string, MessageBundle>();

/** Lazily imported message files (`import.meta.glob` of some `messages/<namespace>/*.ts`). */
export type MessageModules = Record<string, () => Promise<{ default: MessageTree }>>;

/** Those namespaces' words in one language, fetched as small files of their own. */
async function importMessages(modules: MessageModules, locale: Locale): Promise<MessageBundle> {
  const bundle: Record<string, MessageTree> = {};
  await Promise.all(
    Object.entries(modules)
      .filter(([file]) => file.endsWith(`/${locale}.ts`))
      .map(async ([file, load]) => {
        const namespace = file.split("/").at(-2) ?? "";
        bundle[namespace] = (await load()).default;
      }),
  );
  return bundle;
}

/**
 * deferWhenSlow for a page whose words come with its loader data: a slow answer still carries
 * the page's messages, so the page (hero, headings, loading text) renders in its language while
 * the data is on its way. The words are those the page received before in this language, or,
 * the first time, its namespaces' files for that language (`modules`, a few KB, fetched beside
 * the data).
 */
export async function deferPageWhenSlow<T extends { messages: MessageBundle }>(
  routeId: string,
  request: Request,
  load: Promise<T>,
  modules: MessageModules,
): Promise<T | (Deferred<T> & { messages: MessageBundle })> {
  const locale = splitLocalePath(new URL(request.url).pathname).locale;
  const key = `${routeId}:${locale}`;
  const tracked = load.then((value) => {
    knownMessages.set(key, value.messages);
    return value;
  });
  const known = knownMessages.get(key);
  const messages = known ? Promise.resolve(known) : importMessages(modules, locale);
  const result = await deferWhenSlow(tracked);
  return isDeferred(result) ? { ...result, messages: await messages } : result;
}
