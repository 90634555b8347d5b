import { isAPIError } from "better-auth/api";
import { data, redirect } from "react-router";
import type { Services } from "~/services.server";
import { AUTH_TOASTS } from "./auth.messages";

export type SocialProvider = "google" | "facebook";

export function configuredProviders(services: Services): Record<SocialProvider, boolean> {
  const { env } = services;
  return {
    google: Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET),
    facebook: Boolean(env.FACEBOOK_CLIENT_ID && env.FACEBOOK_CLIENT_SECRET),
  };
}

/**
 * Starts a provider's sign-in with a plain redirect, so the buttons work without JavaScript.
 * Returns null when the provider is not configured or refuses to start.
 */
export async function startSocialSignIn(
  services: Services,
  request: Request,
  provider: string,
): Promise<Response | null> {
  const providers = configuredProviders(services);
  if (provider !== "google" && provider !== "facebook") return null;
  if (!providers[provider]) return null;
  try {
    const { headers, response } = await services.auth.api.signInSocial({
      body: { provider, callbackURL: "/dashboard", errorCallbackURL: "/login?social=failed" },
      headers: request.headers,
      returnHeaders: true,
    });
    if (!response.url) return null;
    return redirect(response.url, { headers });
  } catch (error) {
    if (!isAPIError(error)) throw error;
    services.logger.warn({ provider, code: error.body?.code }, "social sign-in did not start");
    return null;
  }
}

/**
 * The social buttons' post on /login and /register: the provider's redirect, or the page's data
 * with the spec's 'Social Login Failed' alert.
 */
export async function answerSocialIntent(services: Services, request: Request, provider: string) {
  const started = await startSocialSignIn(services, request, provider);
  if (started) return started;
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
