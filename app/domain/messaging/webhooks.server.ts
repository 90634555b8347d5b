import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { type DeliveryStatus, messagingEvents, outboxMessages } from "~/db/schema";
import { queueFallback } from "~/domain/outbox/outbox.server";
import type { Services } from "~/services.server";
import { optOut } from "./phone-confirmation.server";
import {
  isStopReply,
  isWhatsAppSignatureValid,
  readWhatsAppWebhook,
  type WhatsAppStatus,
} from "./whatsapp.server";

/** A status only moves forward: a late "sent" never undoes "read"; "failed" ends it. */
const RANK: Record<DeliveryStatus, number> = { sent: 0, delivered: 1, read: 2, failed: 3 };

/** Whether this event is new (it is recorded now); a repeat of one handled before is not. */
async function isFirstTime(db: Database, id: string): Promise<boolean> {
  const [row] = await db
    .insert(messagingEvents)
    .values({ id })
    .onConflictDoNothing()
    .returning({ id: messagingEvents.id });
  return Boolean(row);
}

/** Records a WhatsApp status on the message it is about; a failure sends its fallback. */
async function applyStatus(db: Database, status: WhatsAppStatus): Promise<void> {
  const [message] = await db
    .select({ id: outboxMessages.id, deliveryStatus: outboxMessages.deliveryStatus })
    .from(outboxMessages)
    .where(
      and(eq(outboxMessages.channel, "whatsapp"), eq(outboxMessages.providerMessageId, status.id)),
    )
    .limit(1);
  if (!message) return;
  if (RANK[status.status] <= RANK[message.deliveryStatus ?? "sent"]) return;
  await db
    .update(outboxMessages)
    .set({
      deliveryStatus: status.status,
      ...(status.status === "failed" ? { lastError: "WhatsApp reported the message failed" } : {}),
    })
    .where(eq(outboxMessages.id, message.id));
  if (status.status === "failed") await queueFallback(db, message.id);
}

/**
 * A WhatsApp webhook: checked against the app secret first (nothing is read from an unsigned
 * body), then each status and reply handled once, however often Meta sends it. A reply of STOP
 * stops WhatsApp and SMS messages to that number.
 */
export async function handleWhatsAppWebhook(
  services: Pick<Services, "db" | "env" | "logger">,
  input: { rawBody: string; signature: string | null },
): Promise<"handled" | "unauthorized"> {
  const secret = services.env.WHATSAPP_APP_SECRET;
  if (!secret || !isWhatsAppSignatureValid(input.rawBody, input.signature, secret)) {
    return "unauthorized";
  }
  let body: unknown;
  try {
    body = JSON.parse(input.rawBody);
  } catch {
    return "handled";
  }
  const { statuses, replies } = readWhatsAppWebhook(body);
  for (const status of statuses) {
    if (await isFirstTime(services.db, `whatsapp:${status.id}:${status.status}`)) {
      await applyStatus(services.db, status);
    }
  }
  for (const reply of replies) {
    if (!(await isFirstTime(services.db, `whatsapp:in:${reply.id}`))) continue;
    if (isStopReply(reply.text)) {
      await optOut(services.db, reply.from, ["whatsapp", "sms"]);
      services.logger.info({ from: reply.from.slice(-4) }, "a number replied STOP on WhatsApp");
    }
  }
  return "handled";
}
