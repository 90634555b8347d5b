import { redirect } from "react-router";
import type { Toast } from "~/domain/toast/toast";
import { flashToast, type ToastStorage } from "~/routes/toast-cookie.server";

/** Redirects and shows `toast` on the next page, with or without JavaScript. */
export async function redirectWithToast(
  storage: ToastStorage,
  request: Request,
  url: string,
  toast: Toast,
  headers: HeadersInit = {},
) {
  const out = new Headers(headers);
  out.append("Set-Cookie", await flashToast(storage, request, toast));
  return redirect(url, { headers: out });
}
