import { createLocalJWKSet, errors, type JSONWebKeySet, jwtVerify } from "jose";
import type { Env } from "~/env.server";
import type { Services } from "~/services.server";

/** Access tokens live 15 minutes: a stolen one is soon useless, and the app fetches another. */
export const ACCESS_TOKEN_LIFETIME_SECONDS = 15 * 60;

export const API_MESSAGES = {
  missing: "Send an access token: Authorization: Bearer <token>.",
  invalidSignature: "Invalid JWT signature",
  expired: "The access token has expired. Fetch a new one from /api/auth/token.",
  malformed: "The access token is not a valid JWT.",
  wrongClaims: "The access token was not issued for this API.",
  unknownUser: "The account of this access token no longer exists.",
  sessionEnded: "The session this access token came from has ended. Sign in again.",
} as const;

export function apiIssuer(env: Pick<Env, "APP_URL">): string {
  return env.APP_URL;
}

export function apiAudience(env: Pick<Env, "APP_URL">): string {
  return `${env.APP_URL}/api/v1`;
}

/** The keys we publish at /.well-known/jwks.json: the current one and those still in grace. */
export async function publishedKeySet(services: Pick<Services, "auth">): Promise<JSONWebKeySet> {
  return (await services.auth.api.getJwks()) as JSONWebKeySet;
}

export type TokenCheck =
  | { ok: true; userId: string; sessionId: string }
  | { ok: false; code: keyof typeof API_MESSAGES; message: string };

function refuse(code: keyof typeof API_MESSAGES): TokenCheck {
  return { ok: false, code, message: API_MESSAGES[code] };
}

/**
 * Checks an access token exactly as an outside client would: against our published key set, our
 * issuer and audience, and its expiry. The reason of a refusal is told apart, so a client knows
 * whether to fetch a new token (expired) or to stop trusting the one it holds (signature).
 */
export async function verifyAccessToken(
  services: Pick<Services, "auth" | "env">,
  token: string,
): Promise<TokenCheck> {
  const keys = createLocalJWKSet(await publishedKeySet(services));
  try {
    const { payload } = await jwtVerify(token, keys, {
      issuer: apiIssuer(services.env),
      audience: apiAudience(services.env),
      algorithms: ["EdDSA"],
      // A token must say when it ends, and no token of ours lives longer than we issue them for.
      requiredClaims: ["exp", "iat", "sub", "sid"],
      maxTokenAge: ACCESS_TOKEN_LIFETIME_SECONDS,
    });
    const { sub, sid, exp, iat } = payload;
    if (typeof sub !== "string" || sub === "" || typeof sid !== "string" || sid === "") {
      return refuse("wrongClaims");
    }
    if (typeof exp !== "number" || typeof iat !== "number") return refuse("wrongClaims");
    if (exp - iat > ACCESS_TOKEN_LIFETIME_SECONDS) return refuse("wrongClaims");
    return { ok: true, userId: sub, sessionId: sid };
  } catch (error) {
    if (error instanceof errors.JWTExpired) return refuse("expired");
    if (
      error instanceof errors.JWSSignatureVerificationFailed ||
      error instanceof errors.JWKSNoMatchingKey ||
      error instanceof errors.JOSEAlgNotAllowed
    ) {
      return refuse("invalidSignature");
    }
    if (error instanceof errors.JWTClaimValidationFailed) return refuse("wrongClaims");
    return refuse("malformed");
  }
}

/** The token of an `Authorization: Bearer …` header, or null when there is none. */
export function bearerToken(request: Request): string | null {
  const header = request.headers.get("authorization");
  const match = header?.match(/^Bearer[ ]+([A-Za-z0-9._~+/=-]+)\s*$/i);
  return match?.[1] ?? null;
}
