import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, contacts } from "~/db/schema";
import { setupTestServices } from "../../../tests/support/suite";
import { createTestUser } from "../../../tests/support/users";
import { parseCursor } from "./keyset";
import {
  MESSAGE_MATCHES_CAP,
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

async function seed(
  values: { name?: string; email?: string; message?: string; createdAt?: Date } = {},
) {
  const [row] = await suite.services.db
    .insert(contacts)
    .values({
      name: values.name ?? "Tunde Bakare",
      email: values.email ?? "tunde@example.ng",
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
    const list = (await listMessages(suite.services.db)).page.rows;
    expect(list.map((m) => m.name)).toEqual(["Newer", "Older"]);
    expect(list[0]).toMatchObject({ preview: `${"x".repeat(100)}…`, read: false });
  });

  it("searches every word in the name, e-mail or message, newest first, counting the matches", async () => {
    // Words no other test writes, so the counts are this test's own.
    const day = (d: number) => new Date(Date.UTC(2025, 5, d, 9));
    await seed({ name: "Ngozi Okeke", message: "Quellbrook irrigation pump", createdAt: day(1) });
    await seed({ name: "Sani Quellbrook", message: "Poultry feed", createdAt: day(2) });
    await seed({ email: "quellbrook@farm.ng", message: "Zanderwick yam", createdAt: day(3) });
    await seed({ name: "Other", message: "Nothing to find", createdAt: day(4) });
    const search = (q: string) => listMessages(suite.services.db, { q });

    const one = await search("quellbrook");
    expect(one.matches).toBe(3);
    expect(one.page.rows.map((m) => m.createdAt.getTime())).toEqual(
      [day(3), day(2), day(1)].map(Number),
    );
    // Every word must match, in any of the three fields; case and "%" are taken literally.
    expect((await search("QUELLBROOK zanderwick")).page.rows.map((m) => m.email)).toEqual([
      "quellbrook@farm.ng",
    ]);
    expect(await search("quellbrook%")).toMatchObject({ matches: 0, page: { rows: [] } });
    // Without a search nothing is counted.
    expect((await listMessages(suite.services.db)).matches).toBeNull();
  });

  it("pages a search by keyset, Older then Newer back to the first page", async () => {
    const base = Date.UTC(2025, 6, 1, 9);
    for (let i = 0; i < 27; i += 1) {
      await seed({ message: `Brindlemoor batch ${i}`, createdAt: new Date(base + i * 60_000) });
    }
    await seed({ message: "not this one", createdAt: new Date(base + 99 * 60_000) });
    const first = await listMessages(suite.services.db, { q: "brindlemoor" });
    expect(first.matches).toBe(27);
    expect(first.page.rows).toHaveLength(25);
    expect(first.page.rows[0]?.preview).toBe("Brindlemoor batch 26");
    const older = parseCursor(first.page.older);
    if (!older) throw new Error("an Older link was expected");
    const second = await listMessages(
      suite.services.db,
      { q: "brindlemoor" },
      { kind: "older", cursor: older },
    );
    expect(second.page.rows.map((m) => m.preview)).toEqual([
      "Brindlemoor batch 1",
      "Brindlemoor batch 0",
    ]);
    expect(second.page.older).toBeNull();
    const newer = parseCursor(second.page.newer);
    if (!newer) throw new Error("a Newer link was expected");
    const back = await listMessages(
      suite.services.db,
      { q: "brindlemoor" },
      { kind: "newer", cursor: newer },
    );
    expect(back.page.newest).toBe(true);
    expect(back.page.rows[0]?.preview).toBe("Brindlemoor batch 26");
  });

  it("says more than the cap instead of counting every match of a common word", async () => {
    const rows = Array.from({ length: MESSAGE_MATCHES_CAP + 1 }, (_, i) => ({
      name: "Bulk",
      email: "bulk@example.ng",
      subject: "general",
      message: `Harrowgate question ${i}`,
      createdAt: new Date(Date.UTC(2024, 0, 1) + i * 1000),
    }));
    await suite.services.db.insert(contacts).values(rows);
    const listed = await listMessages(suite.services.db, { q: "harrowgate" });
    expect(listed.matches).toBeNull();
    expect(listed.page.rows).toHaveLength(25);
    expect(listed.page.rows[0]?.preview).toBe(`Harrowgate question ${MESSAGE_MATCHES_CAP}`);
    expect(listed.page.older).not.toBeNull();
  });

  it("marks a message read when opened, keeping the first time", async () => {
    const row = await seed({ name: "Opened" });
    const first = await openMessage(suite.services.db, row.id);
    expect(first?.readAt).toBeInstanceOf(Date);
    const again = await openMessage(suite.services.db, row.id);
    expect(again?.readAt?.getTime()).toBe(first?.readAt?.getTime());
    const listed = (await listMessages(suite.services.db)).page.rows.find((m) => m.id === row.id);
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
