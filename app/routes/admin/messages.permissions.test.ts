// The permission matrix of the Messages tab (issue 5): every loader and action, called as a
// signed-out visitor, a user, an instructor, a moderator and an admin (messages.manage: moderator
// and admin).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contacts } from "~/db/schema";
import type { SessionUser } from "~/domain/auth/session.server";
import type { Services } from "~/services.server";
import {
  createMatrixUsers,
  expectAccess,
  type MatrixSubject,
  matrixRow,
} from "../../../tests/support/permission-matrix";
import { callAction, callLoader } from "../../../tests/support/router";
import { createTestServices, type TestServices } from "../../../tests/support/services";
import { action as listAction, loader as listLoader } from "./messages";
import { action as viewAction, loader as viewLoader } from "./messages-view";

let t: TestServices;
let services: Services;
let users: Record<MatrixSubject, SessionUser | null>;

beforeAll(async () => {
  t = await createTestServices();
  services = t.services;
  users = await createMatrixUsers(services);
});
afterAll(async () => {
  await t.close();
});

async function message(subject: string) {
  const [row] = await services.db
    .insert(contacts)
    .values({ name: `Sender ${subject}`, email: "s@example.ng", message: "Hello there." })
    .returning({ id: contacts.id });
  if (!row) throw new Error("not stored");
  return row.id;
}

async function readAt(id: string) {
  const [row] = await services.db.select().from(contacts).where(eq(contacts.id, id));
  return row?.readAt ?? null;
}

const ALLOWED = expectAccess(["moderator", "admin"]);
const INBOX = "/admin-dashboard/messages";

describe("Messages tab: permission matrix", () => {
  it("inbox", async () => {
    const row = await matrixRow(users, (user) =>
      callLoader(listLoader, { services, url: INBOX, user }),
    );
    expect(row).toEqual(ALLOWED);
  });

  it("inbox: delete", async () => {
    const row = await matrixRow(users, async (user, subject) => {
      const id = await message(`list ${subject}`);
      return callAction(listAction, { services, url: INBOX, user, form: { intent: "delete", id } });
    });
    expect(row).toEqual(ALLOWED);
  });

  it("message page (and only an allowed reader marks it read)", async () => {
    const ids: Partial<Record<MatrixSubject, string>> = {};
    const row = await matrixRow(users, async (user, subject) => {
      const id = await message(`view ${subject}`);
      ids[subject] = id;
      return callLoader(viewLoader, {
        services,
        url: `${INBOX}/${id}`,
        user,
        params: { messageId: id },
      });
    });
    expect(row).toEqual(ALLOWED);
    for (const subject of ["anonymous", "user", "instructor"] as const) {
      expect(await readAt(ids[subject] ?? "")).toBeNull();
    }
    expect(await readAt(ids.admin ?? "")).toBeInstanceOf(Date);
  });

  it("message page: delete", async () => {
    const row = await matrixRow(users, async (user, subject) => {
      const id = await message(`page ${subject}`);
      return callAction(viewAction, {
        services,
        url: `${INBOX}/${id}`,
        user,
        params: { messageId: id },
        form: { intent: "delete", id },
      });
    });
    expect(row).toEqual(ALLOWED);
  });
});
