import { PassThrough } from "node:stream";
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

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = loadContext.get(nonceContext);
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
          const body = new PassThrough();
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
