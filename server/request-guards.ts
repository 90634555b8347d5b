import type { RequestHandler } from "express";
import { VIDEO_BODY_LIMIT } from "~/domain/admin/courses.constants";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Cross-site request forgery, for every route: pages, resource routes (/logout, enrol, uploads)
 * and /api/auth alike. React Router checks the Origin of page actions only; a form on a sibling
 * subdomain or another port (same site, so the session cookie goes along) could sign a learner out
 * or enrol them. A browser says where a request comes from in Sec-Fetch-Site (and, older ones, in
 * Origin); a write that a browser says came from anywhere but our own pages is refused with 403.
 * A request with neither header did not come from a browser (the mobile app with its token, a
 * script, a payment provider's webhook): there is no cookie-carrying victim to protect.
 */
export function refuseCrossSiteWrites(appUrl: string): RequestHandler {
  const appOrigin = new URL(appUrl).origin;
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const site = req.get("sec-fetch-site");
    const origin = req.get("origin");
    let allowed = true;
    if (site !== undefined) {
      // "none": the person typed or bookmarked it; nothing else can cause that.
      allowed = site === "same-origin" || site === "none";
    } else if (origin !== undefined) {
      allowed = origin === appOrigin || origin === `${req.protocol}://${req.get("host")}`;
    }
    if (allowed) return next();
    res
      .status(403)
      .set("Cache-Control", "no-store")
      .type("text/plain")
      .send("Refused: this request came from another site.");
  };
}

/** React Router's route-discovery endpoint (its default `routeDiscovery.manifestPath`). */
const MANIFEST_PATH = "/__manifest";

/** Bounds on a request before any route reads it. */
export const REQUEST_LIMITS = {
  /** Our longest address (a search with filters and a redirectTo) is a few hundred characters. */
  queryLength: 2_048,
  /**
   * React Router's route discovery asks `/__manifest?paths=…` for every link a page shows (4–5 KB
   * on an admin page with many), and never sends more than its own URL_LIMIT of 7,680 characters:
   * refusing it costs every click a second round trip and fills the console with errors.
   */
  manifestQueryLength: 7_680,
  /** No page of ours reads more than a handful of query parameters. */
  queryParameters: 50,
  /**
   * The largest body any route accepts: a lesson video with its form. Each route then holds its
   * own, much smaller, limit while it reads (readForm, readFormBody, the /api/auth reader).
   */
  bodyBytes: VIDEO_BODY_LIMIT,
} as const;

/**
 * Query strings and declared bodies outside REQUEST_LIMITS are answered here (414, 400, 413),
 * before a router, a parser or a database sees them.
 */
export const boundRequests: RequestHandler = (req, res, next) => {
  const mark = req.originalUrl.indexOf("?");
  const query = mark === -1 ? "" : req.originalUrl.slice(mark + 1);
  const limit =
    req.path === MANIFEST_PATH ? REQUEST_LIMITS.manifestQueryLength : REQUEST_LIMITS.queryLength;
  if (query.length > limit) {
    res.status(414).type("text/plain").send("Address too long.");
    return;
  }
  if (query && query.split("&").length > REQUEST_LIMITS.queryParameters) {
    res.status(400).type("text/plain").send("Bad request: too many parameters.");
    return;
  }
  const declared = req.get("content-length");
  if (declared !== undefined && Number(declared) > REQUEST_LIMITS.bodyBytes) {
    // The body is never read; the connection closes so the client stops sending it.
    res.set("Connection", "close").status(413).type("text/plain").send("Request body too large.");
    return;
  }
  next();
};

/** Past this, an unread upload is cut off rather than read to the end (see settleUnreadBodies). */
export const DRAIN_LIMIT_BYTES = 32 * 1024 * 1024;

/**
 * A route that answers before reading the whole body (413 for a photo over its limit, a guard's
 * redirect) leaves the rest of the upload on the connection. Left there, it holds the client's
 * next request behind it (the browser's next click hangs) and one of our sockets open for as
 * long as the upload dawdles. So once the answer has gone, the rest is read and thrown away
 * (never kept in memory), and the connection serves the next request; a remainder over
 * DRAIN_LIMIT_BYTES is not worth the wait, and the connection is closed instead.
 */
export const settleUnreadBodies: RequestHandler = (req, res, next) => {
  res.on("finish", () => {
    if (req.complete || req.destroyed) return;
    // Whatever wrapped the body (the route's web stream) has no reader any more.
    req.removeAllListeners("data");
    let drained = 0;
    req.on("data", (chunk: Buffer) => {
      drained += chunk.byteLength;
      if (drained > DRAIN_LIMIT_BYTES) req.socket.destroy();
    });
    req.resume();
  });
  next();
};
