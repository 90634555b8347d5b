import { Transform, type TransformCallback } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import {
  type EntryContext,
  type HandleErrorFunction,
  type RouterContextProvider,
  ServerRouter,
} from "react-router";
import { NonceProvider } from "./components/nonce";
import { nonceContext } from "./context";
import { isDatabaseUnavailable } from "./db/outage.server";
import { type Services, servicesContext } from "./services.server";

export const streamTimeout = 5_000;

/**
 * React writes a page in many small pieces, and the response writer flushes the compressor
 * after each one (the page's dozens of pieces cost a flush each: slower, and bigger on the
 * wire). Pieces written in the same turn of the event loop leave as one; a part that streams
 * later (a deferred section) still leaves as soon as React writes it.
 */
class CoalescedWrites extends Transform {
  #pending: Buffer[] = [];
  #scheduled = false;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.#pending.push(chunk);
    if (!this.#scheduled) {
      this.#scheduled = true;
      setImmediate(() => this.#release());
    }
    callback();
  }

  override _flush(callback: TransformCallback) {
    this.#release();
    callback();
  }

  #release() {
    this.#scheduled = false;
    if (this.#pending.length === 0) return;
    const chunks = this.#pending;
    this.#pending = [];
    this.push(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks));
  }
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // A visitor's cacheable page has none: it is shared, and runs no script of its own.
  const nonce = loadContext.get(nonceContext) || undefined;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers and no-JS clients get the complete document; browsers get the shell first.
    const readyOption =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new CoalescedWrites();
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1_000);
  });
}

/**
 * Every unexpected error of a loader, action or middleware: logged, and a lost database is
 * remembered so the outage middleware answers 503 (with a friendly page) until it is back.
 */
export const handleError: HandleErrorFunction = (thrown, { request, context }) => {
  if (request.signal.aborted) return;
  // React Router wraps some errors (e.g. a 500 it made of one) and keeps the original inside.
  const error = (thrown as { error?: unknown })?.error ?? thrown;
  let services: Services | undefined;
  try {
    services = (context as RouterContextProvider).get(servicesContext);
  } catch {
    // No services in this context (it failed before they were set): log plainly.
  }
  if (!services) {
    console.error(error);
    return;
  }
  if (isDatabaseUnavailable(error)) {
    services.database.outage.markDown();
    services.logger.error({ err: error, url: request.url }, "database unreachable");
    return;
  }
  services.logger.error({ err: error, url: request.url }, "request failed");
};
