import { createContext, use, useMemo } from "react";
import {
  type Compiled,
  compileMessages,
  type MessageBundle,
  type MessageTree,
  type Namespace,
} from "./define";
import { DEFAULT_LOCALE, type Locale, localizePath } from "./locales";

type I18nValue = { locale: Locale; messages: MessageBundle };

const I18nContext = createContext<I18nValue>({ locale: DEFAULT_LOCALE, messages: {} });

/** Set by the root document from the matched routes' loader data (each sends its own namespaces). */
export function I18nProvider({
  locale,
  messages,
  children,
}: I18nValue & { children: React.ReactNode }) {
  const value = useMemo(() => ({ locale, messages }), [locale, messages]);
  return <I18nContext value={value}>{children}</I18nContext>;
}

/** The language of the page being shown. */
export function useLocale(): Locale {
  return use(I18nContext).locale;
}

/**
 * A namespace's messages in the page's language. The route (or the root, for the site's frame)
 * must have sent the namespace with its loader data (`messagesFor`); a page that forgot fails
 * loudly here, and the every-page-in-every-language test finds it.
 */
export function useT<T extends MessageTree>(ns: Namespace<T>): Compiled<T> {
  const { locale, messages } = use(I18nContext);
  const tree = messages[ns];
  if (!tree)
    throw new Error(`Messages "${ns}" were not sent with this page (messagesFor in its loader)`);
  return compileMessages(tree as T, locale);
}

/** Like useT, or null when the page's data never arrived (an error page whose loader failed). */
export function useOptionalT<T extends MessageTree>(ns: Namespace<T>): Compiled<T> | null {
  const { locale, messages } = use(I18nContext);
  const tree = messages[ns];
  return tree ? compileMessages(tree as T, locale) : null;
}

/** Puts a site path in the page's language: "/academy" → "/ha/academy" on a Hausa page. */
export function useLocalizePath(): (path: string) => string {
  const locale = useLocale();
  return (path: string) => localizePath(path, locale);
}

/** Merges the namespaces the matched routes sent. */
export function collectMessages(
  matches: readonly { data?: unknown; loaderData?: unknown }[],
): MessageBundle {
  const merged: Record<string, MessageTree> = {};
  for (const match of matches) {
    const data = (match.loaderData ?? match.data) as { messages?: MessageBundle } | undefined;
    if (data && typeof data === "object" && data.messages) Object.assign(merged, data.messages);
  }
  return merged;
}
