import { data, redirect } from "react-router";
import { AUTH_TOASTS } from "~/domain/auth/auth.messages";
import { startSocialSignIn } from "~/domain/auth/social.server";
import type { Services } from "~/services.server";

/**
 * The social buttons' post on /login and /register: the provider's redirect, or the page's data
 * with the 'Social Login Failed' alert.
 */
export async function answerSocialIntent(services: Services, request: Request, provider: string) {
  const started = await startSocialSignIn(services, request, provider);
  if (started) return redirect(started.url, { headers: started.headers });
  return data(
    {
      result: undefined,
      alert: {
        title: AUTH_TOASTS.socialLoginFailed.title as string,
        description: AUTH_TOASTS.socialLoginFailed.fallback as string,
      },
    },
    { status: 400 },
  );
}
