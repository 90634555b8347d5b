import { isAPIError } from "better-auth/api";
import type { Services } from "~/services.server";

export type SocialProvider = "google" | "facebook";

export function configuredProviders(services: Services): Record<SocialProvider, boolean> {
  const { env } = services;
  return {
    google: Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET),
    facebook: Boolean(env.FACEBOOK_CLIENT_ID && env.FACEBOOK_CLIENT_SECRET),
  };
}

/**
 * Starts a provider's sign-in: where to send the browser (a plain redirect, so the buttons work
 * without JavaScript) with the headers better-auth set (its state cookie). Null when the provider
 * is not configured or refuses to start; the page then shows the 'Social Login Failed' alert.
 */
export async function startSocialSignIn(
  services: Services,
  request: Request,
  provider: string,
): Promise<{ url: string; headers: Headers } | null> {
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
    return { url: response.url, headers };
  } catch (error) {
    if (!isAPIError(error)) throw error;
    services.logger.warn({ provider, code: error.body?.code }, "social sign-in did not start");
    return null;
  }
}
