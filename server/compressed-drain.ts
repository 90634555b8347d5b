import type { RequestHandler } from "express";

type Listener = (...args: unknown[]) => void;

/**
 * Mends `compression`'s handling of "drain" (expressjs/compression#135, #152): it forwards
 * `res.on("drain")` to its zlib stream but leaves `res.removeListener` on the response, so every
 * `res.once("drain")` stays on the stream for the rest of the response. React Router's stream
 * writer waits for drain that way after each write the client is too slow for, so a long download
 * (a 13 MB CSV) piled up listeners and Node warned of a leak. Here the response forwards one
 * listener for its whole life, and `once`/`off` of "drain" keep their own list of who waits.
 * Mounted right after compression.
 */
export const mendCompressedDrain: RequestHandler = (_req, res, next) => {
  const waiting = new Set<Listener>();
  let forwarded = false;
  const once = res.once.bind(res);
  const removeListener = res.removeListener.bind(res);
  res.once = ((event: string | symbol, listener: Listener) => {
    if (event !== "drain") return once(event, listener);
    if (!forwarded) {
      forwarded = true;
      res.on("drain", () => {
        const ready = [...waiting];
        waiting.clear();
        for (const fn of ready) fn();
      });
    }
    waiting.add(listener);
    return res;
  }) as typeof res.once;
  const off = ((event: string | symbol, listener: Listener) => {
    if (event === "drain" && waiting.delete(listener)) return res;
    return removeListener(event, listener);
  }) as typeof res.off;
  res.off = off;
  res.removeListener = off;
  next();
};
