import { and, eq } from "drizzle-orm";
import { session as sessionTable, user as userTable } from "~/db/schema";
import { STATUS_MESSAGES } from "~/domain/auth/auth.messages";
import { hasOutlivedSession } from "~/domain/auth/session.server";
import type { Role } from "~/domain/catalog/enums";
import type { Services } from "~/services.server";
import { API_MESSAGES, bearerToken, verifyAccessToken } from "./api-tokens.server";

export type ApiErrorCode =
  | keyof typeof API_MESSAGES
  | "account_inactive"
  | "bad_request"
  | "not_found"
  | "method_not_allowed"
  | "conflict"
  | "payload_too_large"
  | "server_error";

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

export type ApiUser = { id: string; name: string; email: string; role: Role };

/**
 * The caller of an API request, from its bearer token: throws a 401 JSON answer when the token is
 * missing, forged, expired or belongs to an account that may no longer sign in. Role and status are
 * read from the database on every call, never trusted from the token.
 */
export async function requireApiUser(services: Services, request: Request): Promise<ApiUser> {
  const caller = await optionalApiUser(services, request);
  if (!caller) throw unauthorised("missing", API_MESSAGES.missing);
  return caller;
}

/** Like requireApiUser, but a request without any token is anonymous (null); a bad token is not. */
export async function optionalApiUser(
  services: Services,
  request: Request,
): Promise<ApiUser | null> {
  if (!request.headers.has("authorization")) return null;
  const token = bearerToken(request);
  if (!token) throw unauthorised("malformed", API_MESSAGES.malformed);
  const check = await verifyAccessToken(services, token);
  if (!check.ok) throw unauthorised(check.code, check.message);
  const [row] = await services.db
    .select({
      id: userTable.id,
      name: userTable.name,
      email: userTable.email,
      role: userTable.role,
      status: userTable.status,
      sessionCreatedAt: sessionTable.createdAt,
      sessionExpiresAt: sessionTable.expiresAt,
    })
    .from(userTable)
    .leftJoin(
      sessionTable,
      and(eq(sessionTable.id, check.sessionId), eq(sessionTable.userId, userTable.id)),
    )
    .where(eq(userTable.id, check.userId));
  if (!row) throw unauthorised("unknownUser", API_MESSAGES.unknownUser);
  // The token lives only as long as the session it was made from: signed out, revoked from the
  // settings page, expired, or past the absolute lifetime.
  if (
    !row.sessionCreatedAt ||
    !row.sessionExpiresAt ||
    row.sessionExpiresAt.getTime() <= Date.now() ||
    hasOutlivedSession(row.sessionCreatedAt)
  ) {
    throw unauthorised("sessionEnded", API_MESSAGES.sessionEnded);
  }
  if (row.status !== "active") {
    const status = row.status as keyof typeof STATUS_MESSAGES;
    throw apiError(403, "account_inactive", STATUS_MESSAGES[status] ?? STATUS_MESSAGES.inactive);
  }
  return { id: row.id, name: row.name, email: row.email, role: row.role as Role };
}

function unauthorised(code: keyof typeof API_MESSAGES, message: string): Response {
  const error = code === "missing" ? "" : `, error="invalid_token"`;
  return apiError(401, code, message, {
    headers: { "WWW-Authenticate": `Bearer realm="api"${error}` },
  });
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
