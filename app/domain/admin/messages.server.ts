import { and, count, eq, ilike, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { contacts } from "~/db/schema";
import { type AuditActor, recordAudit } from "~/domain/admin/audit.server";
import { searchPatterns } from "~/lib/search";
import type { KeysetPage, KeysetQuery } from "./keyset";
import { cursorAt, keysetPage } from "./keyset.server";
import { MESSAGE_MATCHES_CAP, messagePreview } from "./messages.schema";

export type InboxMessage = {
  id: string;
  name: string;
  email: string;
  subject: string;
  preview: string;
  read: boolean;
  createdAt: Date;
};

/** A message as the inbox reads it, before it is cut to its preview. */
type InboxRow = Pick<
  ContactRecord,
  "id" | "name" | "email" | "subject" | "message" | "readAt" | "createdAt"
>;

/** Every word of a search in the sender's name, address or message (trigram indexes, 0015). */
function searchCondition(q: string): SQL | undefined {
  return and(
    ...searchPatterns(q).map((pattern) =>
      or(
        ilike(contacts.name, pattern),
        ilike(contacts.email, pattern),
        ilike(contacts.message, pattern),
      ),
    ),
  );
}

/**
 * One page of the inbox (keyset, newest first), each message cut to its preview, and for a
 * search how many messages match (up to MESSAGE_MATCHES_CAP; null beyond). One query without a
 * search, two with one.
 *
 * A search counts first (its trigram indexes find the matches), then reads its page the way that
 * count makes cheap, as the users search does: a few matches are fetched from the indexes and
 * sorted apart (a subquery with OFFSET 0, which PostgreSQL plans on its own); many are found soon
 * enough by walking the newest-first index. Left to itself, the planner walks the index for a
 * rare word too and reads the whole inbox (0012-search-and-indexes-at-scale).
 */
export async function listMessages(
  db: Database,
  filters: { q: string } = { q: "" },
  page: KeysetQuery = { kind: "newest" },
): Promise<{ page: KeysetPage<InboxMessage>; matches: number | null }> {
  const where = searchCondition(filters.q);
  const columns = {
    id: contacts.id,
    name: contacts.name,
    email: contacts.email,
    subject: contacts.subject,
    message: contacts.message,
    readAt: contacts.readAt,
    createdAt: contacts.createdAt,
  };
  let matches: number | null = null;
  let listed: KeysetPage<InboxRow>;
  if (!where) {
    listed = await keysetPage(contacts, page, (window) =>
      db
        .select({ ...columns, cursorAt: cursorAt(contacts.createdAt) })
        .from(contacts)
        .where(window.where)
        .orderBy(...window.orderBy)
        .limit(window.limit),
    );
  } else {
    const capped = db
      .select({ one: sql`1` })
      .from(contacts)
      .where(where)
      .limit(MESSAGE_MATCHES_CAP + 1)
      .as("capped");
    const [counted] = await db.select({ n: count() }).from(capped);
    const n = counted?.n ?? 0;
    matches = n > MESSAGE_MATCHES_CAP ? null : n;
    if (matches === null) {
      listed = await keysetPage(contacts, page, (window) =>
        db
          .select({ ...columns, cursorAt: cursorAt(contacts.createdAt) })
          .from(contacts)
          .where(and(where, window.where))
          .orderBy(...window.orderBy)
          .limit(window.limit),
      );
    } else {
      // A placeholder for the OFFSET 0: drizzle leaves out an offset of 0.
      const found = db
        .select({ ...columns, cursorAt: cursorAt(contacts.createdAt).as("cursor_at") })
        .from(contacts)
        .where(where)
        .offset(sql.placeholder("none"))
        .as("found");
      listed = await keysetPage(found, page, (window) =>
        db
          .select()
          .from(found)
          .where(window.where)
          .orderBy(...window.orderBy)
          .limit(window.limit)
          .execute({ none: 0 }),
      );
    }
  }
  return {
    matches,
    page: {
      ...listed,
      rows: listed.rows.map(({ message, readAt, ...row }) => ({
        ...row,
        preview: messagePreview(message),
        read: readAt !== null,
      })),
    },
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
