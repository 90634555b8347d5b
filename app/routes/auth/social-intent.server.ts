import { data, redirect } from "react-router";
import { startSocialSignIn } from "~/domain/auth/social.server";
import { translate } from "~/i18n/catalog.server";
import type { Locale } from "~/i18n/locales";
import { auth } from "~/i18n/messages/auth";
import type { Services } from "~/services.server";

/**
 * The social buttons' post on /login and /register: the provider's redirect, or the page's data
 * with the 'Social Login Failed' alert.
 */
export async function answerSocialIntent(
  services: Services,
  request: Request,
  provider: string,
  locale: Locale,
) {
  const started = await startSocialSignIn(services, request, provider);
  if (started) return redirect(started.url, { headers: started.headers });
  const failed = translate(locale, auth).toasts.socialLoginFailed;
  return data(
    {
      result: undefined,
      alert: {
        title: failed.title,
        description: failed.fallback,
      },
    },
    { status: 400 },
  );
}
