import { randomBytes } from "node:crypto";
import type { ServerResponse } from "node:http";
import helmet from "helmet";
import { paymentCheckoutOrigins } from "~/domain/payments/payment-services.server";
import type { Env } from "~/env.server";

/** A fresh nonce per response that may run scripts of the page's own. */
export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

/** Stands in for the nonce while the headers are computed once; replaced per response. */
const NONCE_SLOT = "__AFA_NONCE__";

export type SecurityHeaders = {
  /** For a rendered page: its script nonce in the CSP. */
  withNonce(res: ServerResponse, nonce: string): void;
  /**
   * For responses without a nonce: files, JSON, and the visitors' cached pages, which hold no
   * script of their own (only same-origin module scripts, allowed by 'self'), so one set of
   * headers serves every visitor.
   */
  fixed(res: ServerResponse): void;
};

/**
 * Helmet's headers, computed once at start (they depend only on the configuration), then set on
 * each response as a plain list instead of running helmet's middleware for every request.
 */
export function createSecurityHeaders(env: Env, opts: { dev: boolean }): SecurityHeaders {
  const withNonce = computeHeaders(helmetFor(env, opts, [`'nonce-${NONCE_SLOT}'`]));
  const fixed = computeHeaders(helmetFor(env, opts, []));
  const parts = withNonce.map(([name, value]) => [name, value.split(NONCE_SLOT)] as const);
  return {
    withNonce(res, nonce) {
      for (const [name, pieces] of parts) res.setHeader(name, pieces.join(nonce));
    },
    fixed(res) {
      for (const [name, value] of fixed) res.setHeader(name, value);
    },
  };
}

/** The headers a helmet middleware sets, read by running it once on a recording response. */
function computeHeaders(middleware: ReturnType<typeof helmet>): [string, string][] {
  const headers = new Map<string, string>();
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) =>
      headers.set(name, Array.isArray(value) ? value.join(", ") : String(value)),
    removeHeader: (name: string) => headers.delete(name),
    getHeader: (name: string) => headers.get(name),
    locals: {},
  };
  let done = false;
  middleware({} as never, res as never, () => {
    done = true;
  });
  // helmet calls next synchronously; anything else would leave some headers unset.
  if (!done) throw new Error("helmet did not finish synchronously");
  return [...headers];
}

function helmetFor(env: Env, opts: { dev: boolean }, nonces: string[]) {
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
        "script-src": ["'self'", ...nonces],
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
