import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import helmet from "helmet";
import { paymentCheckoutOrigins } from "~/domain/payments/payment-services.server";
import type { Env } from "~/env.server";

/** A fresh nonce per response; the root document puts it on every inline and module script. */
export const assignNonce: RequestHandler = (_req, res, next) => {
  res.locals.nonce = randomBytes(16).toString("base64");
  next();
};

export function securityHeaders(env: Env, opts: { dev: boolean }): RequestHandler {
  const https = env.APP_URL.startsWith("https://");
  // Social sign-in posts a form that redirects to the provider; browsers apply form-action to it.
  const formTargets = ["'self'"];
  if (env.GOOGLE_CLIENT_ID) formTargets.push("https://accounts.google.com");
  if (env.FACEBOOK_CLIENT_ID) formTargets.push("https://www.facebook.com");
  // Pay likewise redirects to the payment provider's hosted checkout.
  formTargets.push(...paymentCheckoutOrigins(env));
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        "script-src": [
          "'self'",
          (_req, res) =>
            `'nonce-${(res as unknown as { locals: { nonce: string } }).locals.nonce}'`,
        ],
        "style-src": ["'self'", "'unsafe-inline'"],
        "img-src": ["'self'", "data:", "blob:"],
        "media-src": ["'self'", "blob:"],
        "font-src": ["'self'"],
        "connect-src": opts.dev ? ["'self'", "ws:", "wss:"] : ["'self'"],
        "object-src": ["'none'"],
        "base-uri": ["'none'"],
        "frame-ancestors": ["'none'"],
        "form-action": formTargets,
        ...(https ? { "upgrade-insecure-requests": [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 63072000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    xContentTypeOptions: true,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: "same-origin" },
    crossOriginResourcePolicy: { policy: "same-origin" },
    xFrameOptions: { action: "deny" },
  });
}
