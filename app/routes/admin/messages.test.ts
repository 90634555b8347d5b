import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { contacts } from "~/db/schema";
import type { SessionUser } from "~/domain/auth/session.server";
import { callAction, callLoader } from "../../../tests/support/router";
import { flashedToast, setupTestServices } from "../../../tests/support/suite";
import { createTestUser } from "../../../tests/support/users";
import { action as listAction, loader as listLoader } from "./messages";
import { action as viewAction, loader as viewLoader } from "./messages-view";

const INBOX = "/admin-dashboard/messages";

/** One row's button on the list (intent and id), as the admin sends it. */
const rowAction = (intent: string, id: string, headers?: HeadersInit) =>
  callAction(listAction, {
    services: suite.services,
    url: INBOX,
    user: admin,
    form: { intent, id },
    headers,
  });

const suite = setupTestServices();
let admin: SessionUser;

beforeAll(async () => {
  admin = await createTestUser(suite.services, { role: "admin" });
});

async function seed(name: string, message: string, createdAt = new Date()) {
  const [row] = await suite.services.db
    .insert(contacts)
    .values({ name, email: "sender@example.ng", subject: "partnerships", message, createdAt })
    .returning();
  if (!row) throw new Error("not stored");
  return row;
}

describe("Messages", () => {
  it("lists the inbox newest first with 100-character previews and unread markers", async () => {
    await seed("Old sender", "Short.", new Date("2026-02-01T08:00:00Z"));
    await seed("New sender", "y".repeat(140), new Date("2026-02-02T08:00:00Z"));
    const result = await callLoader(listLoader, {
      services: suite.services,
      url: INBOX,
      user: admin,
    });
    const messages = result.data?.inbox ?? [];
    expect(messages.map((m) => m.name)).toEqual(["New sender", "Old sender"]);
    expect(messages[0]).toMatchObject({ preview: `${"y".repeat(100)}…`, read: false });
    expect(messages[1]).toMatchObject({ preview: "Short.", read: false });
    expect(JSON.stringify(result.data)).not.toContain("y".repeat(101));
  });

  it("opens the full message and marks it read", async () => {
    const row = await seed("Reader", `${"z".repeat(120)} the end`);
    const url = `${INBOX}/${row.id}`;
    const opened = await callLoader(viewLoader, {
      services: suite.services,
      url,
      user: admin,
      params: { messageId: row.id },
    });
    expect(opened.data?.message.message).toBe(`${"z".repeat(120)} the end`);
    const [stored] = await suite.services.db.select().from(contacts).where(eq(contacts.id, row.id));
    expect(stored?.readAt).toBeInstanceOf(Date);
    const list = await callLoader(listLoader, {
      services: suite.services,
      url: INBOX,
      user: admin,
    });
    expect(list.data?.inbox.find((m) => m.id === row.id)?.read).toBe(true);
  });

  it("deletes from the inbox and from the message page with Message deleted", async () => {
    const a = await seed("Delete A", "a");
    const b = await seed("Delete B", "b");
    const fromList = await rowAction("delete", a.id);
    expect(fromList.location).toBe(INBOX);
    expect(await flashedToast(suite.services, fromList.headers)).toMatchObject({
      title: "Message deleted",
    });
    const fromPage = await callAction(viewAction, {
      services: suite.services,
      url: `${INBOX}/${b.id}`,
      user: admin,
      params: { messageId: b.id },
      form: { intent: "delete", id: b.id },
    });
    expect(fromPage.location).toBe(INBOX);
    const left = await suite.services.db
      .select()
      .from(contacts)
      .where(eq(contacts.name, "Delete B"));
    expect(left).toEqual([]);
    const again = await rowAction("delete", a.id);
    expect(again.status).toBe(404);
  });

  it("searches the inbox and comes back to the searched page after a delete", async () => {
    const kept = await seed("Kept Fenwhistle", "About fenwhistle seedlings");
    const gone = await seed("Gone Fenwhistle", "Also fenwhistle");
    await seed("Unrelated", "Nothing here");
    const url = `${INBOX}?q=fenwhistle`;
    const searched = await callLoader(listLoader, { services: suite.services, url, user: admin });
    expect(searched.data).toMatchObject({ q: "fenwhistle", matches: 2, self: url });
    expect(searched.data?.inbox.map((m) => m.name).sort()).toEqual([
      "Gone Fenwhistle",
      "Kept Fenwhistle",
    ]);
    // A search text too long or odd is cut or taken literally, never an error.
    const odd = await callLoader(listLoader, {
      services: suite.services,
      url: `${INBOX}?q=${encodeURIComponent(`%_\${"x".repeat(300)}`)}`,
      user: admin,
    });
    expect(odd.status).toBe(200);
    expect(odd.data?.matches).toBe(0);

    const deleted = await callAction(listAction, {
      services: suite.services,
      url,
      user: admin,
      form: { intent: "delete", id: gone.id },
    });
    expect(deleted.location).toBe(url);
    const after = await callLoader(listLoader, { services: suite.services, url, user: admin });
    expect(after.data?.inbox.map((m) => m.id)).toEqual([kept.id]);
  });

  it("answers 404 (Error fetching messages) for a message that does not exist", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "1; drop table contacts"]) {
      const result = await callLoader(viewLoader, {
        services: suite.services,
        url: `${INBOX}/x`,
        user: admin,
        params: { messageId: id },
      });
      expect(result.status).toBe(404);
    }
  });
});
