// The Outgoing mail tab: only admins (settings.manage) see the queue and retry failed messages.
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outboxMessages } from "~/db/schema";
import {
  createQueuedMailer,
  deliverDueMessages,
  MAX_ATTEMPTS,
} from "~/domain/outbox/outbox.server";
import { expectAccess, matrixRow, setupMatrix } from "../../../tests/support/permission-matrix";
import { callAction, callLoader } from "../../../tests/support/router";
import { action, loader } from "./outbox";

const m = setupMatrix();

const PAGE = "/admin-dashboard/outbox";

/** A message that failed every attempt (the mail server refused it). */
async function failedMessage(to: string) {
  await createQueuedMailer(m.services.db, () => {}).send({
    to,
    subject: "Your consultation is confirmed",
    text: "See you on Monday.",
    html: "<p>See you on Monday.</p>",
  });
  const [row] = await m.services.db
    .update(outboxMessages)
    .set({ status: "failed", attempts: MAX_ATTEMPTS, lastError: "550 mailbox unavailable" })
    .where(eq(outboxMessages.recipient, to))
    .returning();
  if (!row) throw new Error("not queued");
  return row;
}

describe("Outgoing mail tab", () => {
  it("permission matrix: the page and the retry are for admins only", async () => {
    const page = await matrixRow(m.users, (user) =>
      callLoader(loader, { services: m.services, url: PAGE, user }),
    );
    expect(page).toEqual(expectAccess(["admin"]));
    const retry = await matrixRow(m.users, async (user, subject) => {
      const message = await failedMessage(`matrix-${subject}@example.ng`);
      return callAction(action, {
        services: m.services,
        url: PAGE,
        user,
        form: { intent: "retry", id: message.id },
      });
    });
    expect(retry).toEqual(expectAccess(["admin"]));
    // Only the admin's retry changed anything.
    const rows = await m.services.db
      .select({ recipient: outboxMessages.recipient, status: outboxMessages.status })
      .from(outboxMessages)
      .where(sql`${outboxMessages.recipient} like 'matrix-%'`);
    expect(rows.filter((r) => r.status === "queued").map((r) => r.recipient)).toEqual([
      "matrix-admin@example.ng",
    ]);
  });

  it("lists failed messages with their error, and a retry sends one again", async () => {
    const message = await failedMessage("bola@example.ng");
    const page = await callLoader(loader, { services: m.services, url: PAGE, user: m.users.admin });
    const listed = page.data?.queue.find((m) => m.id === message.id);
    expect(listed).toMatchObject({
      status: "failed",
      recipient: "bola@example.ng",
      summary: "Your consultation is confirmed",
      lastError: "550 mailbox unavailable",
    });

    const retried = await callAction(action, {
      services: m.services,
      url: PAGE,
      user: m.users.admin,
      form: { intent: "retry", id: message.id },
    });
    expect(retried.status).toBe(302);
    expect(retried.location).toBe(PAGE);
    const delivered: string[] = [];
    await deliverDueMessages(
      m.services.db,
      {
        email: async (m) => {
          delivered.push(m.to);
        },
        sms: async () => {},
      },
      m.services.logger,
    );
    expect(delivered).toContain("bola@example.ng");
    const sent = await callLoader(loader, {
      services: m.services,
      url: `${PAGE}?show=sent`,
      user: m.users.admin,
    });
    expect(sent.data?.queue.map((m) => m.id)).toContain(message.id);

    // Retrying a sent message, or a made-up id, changes nothing and says so.
    for (const id of [message.id, "not-an-id"]) {
      const again = await callAction(action, {
        services: m.services,
        url: PAGE,
        user: m.users.admin,
        form: { intent: "retry", id },
      });
      expect(again.status).toBe(302);
    }
    const [row] = await m.services.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.id, message.id));
    expect(row?.status).toBe("sent");
  });
});
