import { isPublicAuthEndpoint } from "~/domain/auth/auth.server";
import { isSafeFormShape, isSafeJsonShape, readBodyBytes } from "~/routes/request-body.server";
import { type Services, servicesContext } from "~/services.server";
import type { Route } from "./+types/auth";

// better-auth's own endpoints (/api/auth/*) that other clients use: sign-in and its second step,
// social sign-in callbacks, access tokens, sign-up and sign-out. Everything else is ours to call
// on the server, behind the checks of our pages, and answers 404 here.
async function handle(request: Request, services: Services) {
  if (!isPublicAuthEndpoint(new URL(request.url).pathname)) {
    return Response.json({ code: "NOT_FOUND", message: "Not found" }, { status: 404 });
  }
  const bounded = await boundedRequest(request);
  return bounded instanceof Response ? bounded : services.auth.handler(bounded);
}

/** A sign-in or sign-up body is a few hundred bytes; better-auth itself would read any size. */
const AUTH_BODY_LIMIT = 16 * 1024;

const refuse = (status: number, code: string, message: string) =>
  Response.json({ code, message }, { status, headers: { "Cache-Control": "no-store" } });

/**
 * The request with its body read within AUTH_BODY_LIMIT and its shape checked (JSON: depth and
 * key count; a form: isSafeFormShape), or the 413/400 answer. better-auth then parses a copy of
 * bytes we already hold.
 */
async function boundedRequest(request: Request): Promise<Request | Response> {
  if (request.method === "GET" || request.method === "HEAD") return request;
  const bytes = await readBodyBytes(request, AUTH_BODY_LIMIT);
  if (bytes === "too-large") {
    return refuse(413, "PAYLOAD_TOO_LARGE", `The body is over ${AUTH_BODY_LIMIT} bytes.`);
  }
  const type = request.headers.get("Content-Type") ?? "";
  let safe = true;
  try {
    if (/^application\/json/i.test(type) && bytes.byteLength > 0) {
      safe = isSafeJsonShape(JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes)));
    } else if (/^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(type)) {
      const form = await new Request(request.url, {
        method: "POST",
        headers: { "Content-Type": type },
        body: bytes,
      }).formData();
      safe = isSafeFormShape(form);
    }
  } catch {
    safe = false;
  }
  if (!safe) return refuse(400, "INVALID_BODY", "The body could not be read.");
  return new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: bytes,
    signal: request.signal,
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return handle(request, context.get(servicesContext));
}

export async function action({ request, context }: Route.ActionArgs) {
  return handle(request, context.get(servicesContext));
}
