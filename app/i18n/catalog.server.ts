import {
  type Compiled,
  compileMessages,
  type MessageBundle,
  type MessageTree,
  type Namespace,
} from "./define";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "./locales";
import { MESSAGE_FILES } from "./messages/index.generated";

/**
 * Every namespace in every language, loaded once on the server. A namespace is a folder
 * `messages/<name>/` holding `en.ts` (the source) and one file per other language, each with a
 * default export; `npm run i18n:index` lists them in `messages/index.generated.ts` (static
 * imports, so plain Node scripts load the catalog as Vite does).
 */
const catalog = new Map<string, Map<Locale, MessageTree>>();
for (const [name, byFile] of Object.entries(MESSAGE_FILES)) {
  const byLocale = new Map<Locale, MessageTree>();
  for (const locale of LOCALES) {
    const tree = byFile[locale];
    if (tree) byLocale.set(locale, tree);
  }
  catalog.set(name, byLocale);
}

/** The names of all namespaces (for the coverage check and the translators' export). */
export function namespaceNames(): string[] {
  return [...catalog.keys()].sort();
}

/** One namespace's messages in a language (English when the language lacks the namespace). */
export function namespaceMessages(name: string, locale: Locale): MessageTree {
  const byLocale = catalog.get(name);
  if (!byLocale) throw new Error(`No messages namespace "${name}"`);
  const tree = byLocale.get(locale) ?? byLocale.get(DEFAULT_LOCALE);
  if (!tree) throw new Error(`No English messages for namespace "${name}"`);
  return tree;
}

/** What a loader sends with its page: these namespaces, in this language only. */
export function messagesFor(
  locale: Locale,
  ...namespaces: Namespace[]
): { messages: MessageBundle } {
  const messages: Record<string, MessageTree> = {};
  for (const ns of namespaces) messages[ns] = namespaceMessages(ns, locale);
  return { messages };
}

/** Messages for server code (actions' toasts, e-mails, PDFs): compiled, in one language. */
export function translate<T extends MessageTree>(locale: Locale, ns: Namespace<T>): Compiled<T> {
  return compileMessages(namespaceMessages(ns, locale) as T, locale);
}
