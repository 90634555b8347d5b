import { handleWhatsAppWebhook } from "~/domain/messaging/webhooks.server";
import { isSameSecret } from "~/lib/same-secret.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/whatsapp-webhook";

/** WhatsApp's events are small JSON documents; anything larger is not one of theirs. */
const MAX_WEBHOOK_BYTES = 256 * 1024;

/**
 * Meta's verification handshake (when the webhook is set up in the app's dashboard): it sends
 * hub.mode=subscribe, our verify token and a challenge, which we echo if the token is ours.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = context.get(servicesContext);
  const query = new URL(request.url).searchParams;
  const token = env.WHATSAPP_VERIFY_TOKEN;
  if (!token) return new Response("Not Found", { status: 404 });
  if (query.get("hub.mode") === "subscribe" && isSameSecret(query.get("hub.verify_token"), token)) {
    return new Response(query.get("hub.challenge") ?? "", {
      status: 200,
      headers: { "Content-Type": "text/plain" },
    });
  }
  return new Response("Forbidden", { status: 403 });
}

/**
 * Delivery statuses and replies, signed by Meta (X-Hub-Signature-256 over the raw body): 401
 * for a bad signature, 200 once handled; an error (the database down) propagates, and Meta,
 * answered 5xx, sends the event again later.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") {
    return new Response("Method Not Allowed", { status: 405, headers: { Allow: "GET, POST" } });
  }
  const services = context.get(servicesContext);
  if (!services.env.WHATSAPP_APP_SECRET) return new Response("Not Found", { status: 404 });
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > MAX_WEBHOOK_BYTES) return new Response("Payload Too Large", { status: 413 });
  const bytes = new Uint8Array(await request.arrayBuffer());
  if (bytes.byteLength > MAX_WEBHOOK_BYTES) {
    return new Response("Payload Too Large", { status: 413 });
  }
  const result = await handleWhatsAppWebhook(services, {
    rawBody: new TextDecoder().decode(bytes),
    signature: request.headers.get("x-hub-signature-256"),
  });
  if (result === "unauthorized") {
    services.logger.warn("WhatsApp webhook with a bad signature");
    return new Response("Unauthorized", { status: 401 });
  }
  return new Response("OK", { status: 200 });
}
