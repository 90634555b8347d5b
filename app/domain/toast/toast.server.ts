import { createCookieSessionStorage } from "react-router";
import { OFFLINE_COPY_HEADER } from "~/lib/offline/names";
import type { Toast } from "./toast";

export type ToastStorage = ReturnType<typeof createToastStorage>;

export function createToastStorage(secret: string, secure: boolean) {
  return createCookieSessionStorage<Record<string, never>, { toast: Toast }>({
    cookie: {
      name: "afa_toast",
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
  if (request.headers.has(OFFLINE_COPY_HEADER)) return { toast: null, setCookie: null };
  const session = await storage.getSession(request.headers.get("Cookie"));
  const toast = session.get("toast") ?? null;
  const setCookie = toast ? await storage.commitSession(session) : null;
  return { toast, setCookie };
}
