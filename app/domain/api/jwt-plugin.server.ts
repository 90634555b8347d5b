import { jwt } from "better-auth/plugins";
import type { AuthDeps } from "~/domain/auth/auth.server";
import { ACCESS_TOKEN_LIFETIME_SECONDS, apiAudience, apiIssuer } from "./api-tokens.server";

export { ACCESS_TOKEN_LIFETIME_SECONDS };
/** A new signing key every 30 days… */
export const KEY_ROTATION_SECONDS = 30 * 24 * 60 * 60;
/** …and the previous one stays published for 2 days, far longer than any token it signed lives. */
export const KEY_GRACE_SECONDS = 2 * 24 * 60 * 60;

/**
 * better-auth's JWT plugin: GET /api/auth/token turns a session into a short-lived access token for
 * /api/v1; the public keys are read from the jwks table and published at /.well-known/jwks.json.
 */
export function jwtPlugin({ env }: AuthDeps) {
  return jwt({
    jwks: { rotationInterval: KEY_ROTATION_SECONDS, gracePeriod: KEY_GRACE_SECONDS },
    jwt: {
      issuer: apiIssuer(env),
      audience: apiAudience(env),
      // A number here would be read as an absolute expiry, so the lifetime goes as a time span.
      expirationTime: `${ACCESS_TOKEN_LIFETIME_SECONDS}s`,
      // The role is read from the database on every call, so a demotion takes effect at once;
      // the token carries only who the caller is, and the session it came from (`sid`), so
      // signing out, a revoked device or the session's end ends the token with it.
      definePayload: ({ user, session }) => ({ email: user.email, sid: session.id }),
    },
    // Browsers never need the token header on /get-session: only the API client asks for one.
    disableSettingJwtHeader: true,
  });
}
