import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { contacts } from "~/db/schema";
import { type AuditActor, recordAudit } from "~/domain/admin/audit.server";
import type { KeysetPage, KeysetQuery } from "./keyset";
import { cursorAt, keysetPage } from "./keyset.server";
import { messagePreview } from "./messages.schema";

export type InboxMessage = {
  id: string;
  name: string;
  email: string;
  subject: string;
  preview: string;
  read: boolean;
  createdAt: Date;
};

/** One page of the inbox (keyset, newest first), each message cut to its preview. One query. */
export async function listMessages(
  db: Database,
  page: KeysetQuery = { kind: "newest" },
): Promise<KeysetPage<InboxMessage>> {
  const listed = await keysetPage(contacts, page, (window) =>
    db
      .select({
        id: contacts.id,
        name: contacts.name,
        email: contacts.email,
        subject: contacts.subject,
        message: contacts.message,
        readAt: contacts.readAt,
        createdAt: contacts.createdAt,
        cursorAt: cursorAt(contacts.createdAt),
      })
      .from(contacts)
      .where(window.where)
      .orderBy(...window.orderBy)
      .limit(window.limit),
  );
  return {
    ...listed,
    rows: listed.rows.map(({ message, readAt, ...row }) => ({
      ...row,
      preview: messagePreview(message),
      read: readAt !== null,
    })),
  };
}

export type ContactRecord = typeof contacts.$inferSelect;

/**
 * One message, marked read the first time it is opened (read_at keeps that first moment).
 * Null when it does not exist.
 */
export async function openMessage(db: Database, id: string): Promise<ContactRecord | null> {
  const [marked] = await db
    .update(contacts)
    .set({ readAt: new Date() })
    .where(and(eq(contacts.id, id), isNull(contacts.readAt)))
    .returning();
  if (marked) return marked;
  const [row] = await db.select().from(contacts).where(eq(contacts.id, id)).limit(1);
  return row ?? null;
}

/** Deletes a message (audited); null when it was already gone. */
export async function deleteMessage(
  db: Database,
  actor: AuditActor,
  id: string,
): Promise<{ name: string } | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(contacts).where(eq(contacts.id, id)).returning({
      id: contacts.id,
      name: contacts.name,
      email: contacts.email,
      subject: contacts.subject,
    });
    if (!row) return null;
    await recordAudit(tx, actor, {
      action: "message.deleted",
      targetType: "message",
      targetId: row.id,
      targetLabel: `${row.name} <${row.email}>`,
      details: { subject: row.subject },
    });
    return { name: row.name };
  });
}
