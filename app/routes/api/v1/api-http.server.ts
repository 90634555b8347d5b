import { type ApiErrorCode, type ApiUser, identifyApiCaller } from "~/domain/api/api.server";
import { API_MESSAGES } from "~/domain/api/api-tokens.server";
import type { Services } from "~/services.server";

/** Every API answer is JSON; errors read { error: { code, message } } whatever went wrong. */
export function apiJson(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set("Content-Type", "application/json; charset=utf-8");
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", "no-store");
  return new Response(JSON.stringify(body), { ...init, headers });
}

export function apiError(status: number, code: ApiErrorCode, message: string, init?: ResponseInit) {
  return apiJson({ error: { code, message } }, { ...init, status });
}

function unauthorised(code: keyof typeof API_MESSAGES, message: string): Response {
  const error = code === "missing" ? "" : `, error="invalid_token"`;
  return apiError(401, code, message, {
    headers: { "WWW-Authenticate": `Bearer realm="api"${error}` },
  });
}

/**
 * The caller of an API request, or null for a request without any token; throws the 401 (or, for
 * an account that may no longer sign in, 403) JSON answer for a token that is not good.
 */
export async function optionalApiUser(
  services: Services,
  request: Request,
): Promise<ApiUser | null> {
  const caller = await identifyApiCaller(services, request);
  switch (caller.status) {
    case "anonymous":
      return null;
    case "user":
      return caller.user;
    case "unauthorised":
      throw unauthorised(caller.code, caller.message);
    case "inactive":
      throw apiError(403, "account_inactive", caller.message);
  }
}

/** Like optionalApiUser, but a request without a token is refused with a 401 too. */
export async function requireApiUser(services: Services, request: Request): Promise<ApiUser> {
  const caller = await optionalApiUser(services, request);
  if (!caller) throw unauthorised("missing", API_MESSAGES.missing);
  return caller;
}

/**
 * Runs an API handler so that it always answers JSON: thrown answers (401, 404…) pass through,
 * anything unexpected is logged and becomes a 500 JSON error rather than an HTML page.
 */
export async function answerApi(
  services: Services,
  handle: () => Promise<Response>,
): Promise<Response> {
  try {
    return await handle();
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    services.logger.error({ err: thrown }, "api request failed");
    return apiError(500, "server_error", "Something went wrong on our side. Please try again.");
  }
}

export function methodNotAllowed(allow: string): Response {
  return apiError(405, "method_not_allowed", `This endpoint answers ${allow} only.`, {
    headers: { Allow: allow },
  });
}
