import { type RouterContextProvider, redirect } from "react-router";
import { homeFor, safeRedirectTo } from "~/domain/auth/session.server";
import { translate } from "~/i18n/catalog.server";
import type { Locale } from "~/i18n/locales";
import { auth } from "~/i18n/messages/auth";
import { userContext } from "~/routes/middleware/user-context.server";
import { redirectWithToast } from "~/routes/toast.server";
import type { Services } from "~/services.server";

/**
 * Where a sign-in page sends the visitor afterwards: its `redirectTo`, if that is one of our pages.
 * Someone already signed in is sent there (or home) at once; a server redirect replaces the
 * history entry.
 */
export function redirectToUnlessSignedIn(
  url: URL,
  context: Readonly<RouterContextProvider>,
): string | null {
  const redirectTo = safeRedirectTo(url.searchParams.get("redirectTo"));
  const user = context.get(userContext);
  if (user) throw redirect(redirectTo ?? homeFor(user));
  return redirectTo;
}

/**
 * The end of a sign-in, with a password alone or after the second step: on to the page the
 * visitor came for (if it is one of ours) or their home, welcomed, with the new session's cookie.
 * The welcome is the spec's 'Login Successful!' without its 'Redirecting...': the server
 * redirects at once, so the toast is only ever read after arriving, when that word is untrue.
 */
export function welcomeIn(
  services: Services,
  request: Request,
  signedIn: { user: { role?: string | null }; headers: Headers },
  redirectTo: string | undefined,
  locale: Locale,
) {
  const destination =
    safeRedirectTo(redirectTo) ?? homeFor({ isAdmin: signedIn.user.role === "admin" });
  return redirectWithToast(
    services.toasts,
    request,
    destination,
    translate(locale, auth).toasts.loginSuccess,
    signedIn.headers,
  );
}
