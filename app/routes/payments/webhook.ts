import { handleWebhook } from "~/domain/payments/payments.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/webhook";

/** Providers' events are small JSON documents; anything larger is not one of theirs. */
const MAX_WEBHOOK_BYTES = 64 * 1024;

/** A GET is a person or a crawler, not a provider. */
export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}

/**
 * A provider's webhook. The signature is checked on the raw bytes exactly as they arrived (a
 * re-serialised body would not match), so the body is read here as text, within a limit. 401 for
 * a bad signature, 200 once handled; an error (the database down) propagates and the provider,
 * answered 5xx, sends the event again later.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  if (request.method !== "POST") {
    return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
  }
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > MAX_WEBHOOK_BYTES) return new Response("Payload Too Large", { status: 413 });
  const bytes = new Uint8Array(await request.arrayBuffer());
  if (bytes.byteLength > MAX_WEBHOOK_BYTES)
    return new Response("Payload Too Large", { status: 413 });
  const services = context.get(servicesContext);
  const result = await handleWebhook(services, {
    provider: params.provider,
    rawBody: new TextDecoder().decode(bytes),
    headers: request.headers,
  });
  switch (result) {
    case "unknown-provider":
      return new Response("Not Found", { status: 404 });
    case "unauthorized":
      services.logger.warn({ provider: params.provider }, "payment webhook with a bad signature");
      return new Response("Unauthorized", { status: 401 });
    case "handled":
      return new Response("OK", { status: 200 });
  }
}
