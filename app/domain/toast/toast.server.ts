import { createCookieSessionStorage, redirect } from "react-router";
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

/** Redirects and shows `toast` on the next page, with or without JavaScript. */
export async function redirectWithToast(
  storage: ToastStorage,
  request: Request,
  url: string,
  toast: Toast,
  headers: HeadersInit = {},
) {
  const session = await storage.getSession(request.headers.get("Cookie"));
  session.flash("toast", fitInCookie(toast));
  const out = new Headers(headers);
  out.append("Set-Cookie", await storage.commitSession(session));
  return redirect(url, { headers: out });
}

/** Reads (and consumes) the pending toast. */
export async function takeToast(storage: ToastStorage, request: Request) {
  const session = await storage.getSession(request.headers.get("Cookie"));
  const toast = session.get("toast") ?? null;
  const setCookie = toast ? await storage.commitSession(session) : null;
  return { toast, setCookie };
}
