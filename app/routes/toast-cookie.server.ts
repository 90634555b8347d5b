import { createCookieSessionStorage } from "react-router";
import type { Toast } from "~/domain/toast/toast";
import { OFFLINE_COPY_HEADER } from "~/lib/offline/names";

export type ToastStorage = ReturnType<typeof createToastStorage>;

export const TOAST_COOKIE = "afa_toast";
const TOAST_COOKIE_SENT = new RegExp(`(?:^|;\\s*)${TOAST_COOKIE}=`);

/** Whether the browser sent a toast cookie (a message waiting, or one it has not yet dropped). */
export function sendsToastCookie(request: Request): boolean {
  return TOAST_COOKIE_SENT.test(request.headers.get("Cookie") ?? "");
}

export function createToastStorage(secret: string, secure: boolean) {
  return createCookieSessionStorage<Record<string, never>, { toast: Toast }>({
    cookie: {
      name: TOAST_COOKIE,
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure,
      secrets: [secret],
    },
  });
}

/** A toast names what was saved (a course's title, say), and a browser keeps at most 4 KB a cookie. */
const TOAST_TEXT_MAX = 240;

function fitInCookie(toast: Toast): Toast {
  const cut = (text: string) =>
    text.length > TOAST_TEXT_MAX ? `${text.slice(0, TOAST_TEXT_MAX - 1)}…` : text;
  return {
    ...toast,
    title: cut(toast.title),
    ...(toast.description ? { description: cut(toast.description) } : {}),
  };
}

/**
 * Stores `toast` for the next page this browser shows, with or without JavaScript: the answer
 * is the Set-Cookie value that carries it (the route adds it to its redirect).
 */
export async function flashToast(storage: ToastStorage, request: Request, toast: Toast) {
  const session = await storage.getSession(request.headers.get("Cookie"));
  session.flash("toast", fitInCookie(toast));
  return storage.commitSession(session);
}

/**
 * Reads (and consumes) the pending toast. A page the offline worker or a download fetches in the
 * background (OFFLINE_COPY_HEADER) never takes it: the toast is for the page the person sees next.
 */
export async function takeToast(storage: ToastStorage, request: Request) {
  if (request.headers.has(OFFLINE_COPY_HEADER) || !sendsToastCookie(request)) {
    return { toast: null, setCookie: null };
  }
  const session = await storage.getSession(request.headers.get("Cookie"));
  const toast = session.get("toast") ?? null;
  // The cookie is removed once read, not left holding an empty session: a browser that kept it
  // would send it with every request after, paying for its signature check on each page and
  // never again getting a visitor's page from the page cache (which skips requests with a toast).
  return { toast, setCookie: await storage.destroySession(session) };
}
