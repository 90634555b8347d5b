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

/** Redirects and shows `toast` on the next page, with or without JavaScript. */
export async function redirectWithToast(
  storage: ToastStorage,
  request: Request,
  url: string,
  toast: Toast,
  headers: HeadersInit = {},
) {
  const session = await storage.getSession(request.headers.get("Cookie"));
  session.flash("toast", toast);
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
