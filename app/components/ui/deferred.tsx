import { Suspense } from "react";
import { Await } from "react-router";
import type { MessageBundle } from "~/i18n/define";
import { splitLocalePath } from "~/i18n/locales";
import { type Deferred, deferWhenSlow, isDeferred } from "~/lib/defer";

/**
 * Renders `children` with loader data that may still be on its way (see deferWhenSlow): at once
 * when it is there (always on the server), else `fallback` until it arrives. A failed load shows
 * `errorElement`, or the fallback.
 */
export function DeferredContent<T>({
  value,
  fallback,
  errorElement,
  children,
}: {
  value: T | Deferred<T>;
  fallback: React.ReactNode;
  errorElement?: React.ReactNode;
  children: (value: T) => React.ReactNode;
}) {
  if (!isDeferred(value)) return children(value);
  return (
    <Suspense fallback={fallback}>
      <Await resolve={value.deferred} errorElement={errorElement ?? fallback}>
        {(resolved: T) => children(resolved)}
      </Await>
    </Suspense>
  );
}

/** The words each deferring page last received, by route and language (browser memory only). */
const knownMessages = new Map<string, MessageBundle>();

/**
 * deferWhenSlow for a page whose words come with its loader data: a slow answer still carries
 * the page's messages, so the page (hero, headings, loading text) renders in its language while
 * the data is on its way. The words are those the page received before in this language; the
 * first time, there are none yet, and the navigation waits for the whole answer instead.
 */
export async function deferPageWhenSlow<T extends { messages: MessageBundle }>(
  routeId: string,
  request: Request,
  load: Promise<T>,
): Promise<T | (Deferred<T> & { messages: MessageBundle })> {
  const key = `${routeId}:${splitLocalePath(new URL(request.url).pathname).locale}`;
  const tracked = load.then((value) => {
    knownMessages.set(key, value.messages);
    return value;
  });
  const messages = knownMessages.get(key);
  if (!messages) return tracked;
  const result = await deferWhenSlow(tracked);
  return isDeferred(result) ? { ...result, messages } : result;
}
