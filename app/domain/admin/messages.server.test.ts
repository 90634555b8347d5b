import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, contacts } from "~/db/schema";
import { setupTestServices } from "../../../tests/support/suite";
import { createTestUser } from "../../../tests/support/users";
import {
  MESSAGE_PREVIEW_LENGTH,
  messagePreview,
  replyMailto,
  subjectLabel,
} from "./messages.schema";
import { deleteMessage, listMessages, openMessage } from "./messages.server";

const suite = setupTestServices();
let actor: { id: string; name: string; email: string };

beforeAll(async () => {
  actor = await createTestUser(suite.services, { role: "admin" });
});

async function seed(values: { name?: string; message?: string; createdAt?: Date } = {}) {
  const [row] = await suite.services.db
    .insert(contacts)
    .values({
      name: values.name ?? "Tunde Bakare",
      email: "tunde@example.ng",
      subject: "consulting",
      message: values.message ?? "I need help with my fish ponds.",
      createdAt: values.createdAt ?? new Date(),
    })
    .returning();
  if (!row) throw new Error("not stored");
  return row;
}

describe("messagePreview", () => {
  it("keeps a message of 100 characters or fewer whole", () => {
    expect(MESSAGE_PREVIEW_LENGTH).toBe(100);
    const exact = "a".repeat(100);
    expect(messagePreview(exact)).toBe(exact);
    expect(messagePreview("Short one.")).toBe("Short one.");
  });

  it("cuts a longer one at 100 characters with an ellipsis", () => {
    const long = `${"b".repeat(100)}REST`;
    const preview = messagePreview(long);
    expect(preview).toBe(`${"b".repeat(100)}…`);
    expect(Array.from(preview)).toHaveLength(101);
  });

  it("puts the message on one line and never splits an emoji", () => {
    expect(messagePreview("Line one\n\n  line two")).toBe("Line one line two");
    const emoji = `${"🌽".repeat(101)}`;
    expect(messagePreview(emoji)).toBe(`${"🌽".repeat(100)}…`);
  });
});

describe("reply link", () => {
  it("mails the sender with Re: and the subject's label", () => {
    expect(subjectLabel("academy")).toBe("Academy & Training");
    expect(replyMailto({ email: "ada+farm@example.ng", subject: "academy" })).toBe(
      "mailto:ada%2Bfarm@example.ng?subject=Re%3A%20Academy%20%26%20Training",
    );
  });
});

describe("inbox", () => {
  it("lists newest first with previews and unread flags", async () => {
    await seed({ name: "Older", createdAt: new Date("2026-01-01T10:00:00Z") });
    await seed({
      name: "Newer",
      message: "x".repeat(150),
      createdAt: new Date("2026-01-02T10:00:00Z"),
    });
    const list = (await listMessages(suite.services.db)).rows;
    expect(list.map((m) => m.name)).toEqual(["Newer", "Older"]);
    expect(list[0]).toMatchObject({ preview: `${"x".repeat(100)}…`, read: false });
  });

  it("marks a message read when opened, keeping the first time", async () => {
    const row = await seed({ name: "Opened" });
    const first = await openMessage(suite.services.db, row.id);
    expect(first?.readAt).toBeInstanceOf(Date);
    const again = await openMessage(suite.services.db, row.id);
    expect(again?.readAt?.getTime()).toBe(first?.readAt?.getTime());
    const listed = (await listMessages(suite.services.db)).rows.find((m) => m.id === row.id);
    expect(listed?.read).toBe(true);
    expect(await openMessage(suite.services.db, "00000000-0000-4000-8000-000000000000")).toBeNull();
  });

  it("deletes with an audit entry; a second delete finds nothing", async () => {
    const row = await seed({ name: "Deleted" });
    expect(await deleteMessage(suite.services.db, actor, row.id)).toEqual({ name: "Deleted" });
    const entries = await suite.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, "message"), eq(auditLog.targetId, row.id)));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: "message.deleted", actorId: actor.id });
    expect(await deleteMessage(suite.services.db, actor, row.id)).toBeNull();
  });
});
