import type { NextFunction, Request, RequestHandler, Response } from "express";
import onHeaders from "on-headers";
import { splitLocalePath } from "~/i18n/locales";

/**
 * At most `limit` requests of this process at work in React Router at once; the others wait
 * their turn, first come first served, before anything is read or rendered for them.
 *
 * Why: a rendered page is CPU work, and one process has one core. Starting fifty at once finishes
 * none sooner: each takes fifty times longer, everything it allocated lives that long, and the
 * garbage collector then copies and promotes what would have died young (measured: 23 ms of CPU
 * per signed-in page at 50 connections, 16 ms at 4). Waiting in line costs a queued request
 * almost nothing.
 *
 * A request leaves its place once its response's headers are written: its work is done then (the
 * whole page is rendered, or a file or an export has started streaming), so a slow phone
 * downloading a video never holds a place. A request the client gave up on leaves as well.
 */

/**
 * Who waits in line: reading requests (pages and their data). A form post may be a large upload
 * a phone sends slowly, read by the route itself; uploaded files wait on the file store (S3); the
 * payment and sign-in callbacks wait on the provider's servers. None of them is this core's work,
 * and none should hold a place.
 */
export function skipsRenderQueue(req: Request): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return true;
  const path = splitLocalePath(req.path).path;
  return ["/payments/", "/api/auth/", "/uploads/"].some((prefix) => path.startsWith(prefix));
}
export function renderQueue(
  limit: number,
  /** Requests that skip the line (they mostly wait on others, not on this core). */
  skip: (req: Request) => boolean = () => false,
): RequestHandler {
  let active = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else active -= 1;
  };

  const start = (req: Request, res: Response, next: NextFunction) => {
    let held = true;
    const leave = () => {
      if (!held) return;
      held = false;
      release();
    };
    onHeaders(res, leave);
    res.once("close", leave);
    if (req.destroyed) {
      leave();
      return;
    }
    next();
  };

  return (req, res, next) => {
    if (skip(req)) return next();
    if (active < limit) {
      active += 1;
      start(req, res, next);
      return;
    }
    // The place passes straight to the next in line (active stays the same).
    waiting.push(() => start(req, res, next));
  };
}
