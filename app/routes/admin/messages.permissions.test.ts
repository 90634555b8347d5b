// The permission matrix of the Messages tab: every loader and action, called as a
// signed-out visitor, a user, an instructor, a moderator and an admin (messages.manage: moderator
// and admin).
import { eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { contacts } from "~/db/schema";
import {
  expectAccess,
  type MatrixCase,
  type MatrixSubject,
  matrixTests,
  setupMatrix,
} from "../../../tests/support/permission-matrix";
import { callAction, callLoader } from "../../../tests/support/router";
import { action as listAction, loader as listLoader } from "./messages";
import { action as viewAction, loader as viewLoader } from "./messages-view";

const m = setupMatrix();

async function message(subject: string) {
  const [row] = await m.services.db
    .insert(contacts)
    .values({ name: `Sender ${subject}`, email: "s@example.ng", message: "Hello there." })
    .returning({ id: contacts.id });
  if (!row) throw new Error("not stored");
  return row.id;
}

async function readAt(id: string) {
  const [row] = await m.services.db.select().from(contacts).where(eq(contacts.id, id));
  return row?.readAt ?? null;
}

const ALLOWED = expectAccess(["moderator", "admin"]);
const INBOX = "/admin-dashboard/messages";
/** The message each subject opened, to see whom the opening marked read. */
const opened: Partial<Record<MatrixSubject, string>> = {};

const CASES: MatrixCase[] = [
  {
    name: "inbox",
    expected: ALLOWED,
    call: (user) => callLoader(listLoader, { services: m.services, url: INBOX, user }),
  },
  {
    name: "inbox: delete",
    expected: ALLOWED,
    call: async (user, subject) => {
      const id = await message(`list ${subject}`);
      const form = { intent: "delete", id };
      return callAction(listAction, { services: m.services, url: INBOX, user, form });
    },
  },
  {
    name: "message page (and only an allowed reader marks it read)",
    expected: ALLOWED,
    call: async (user, subject) => {
      const id = await message(`view ${subject}`);
      opened[subject] = id;
      const page = { url: `${INBOX}/${id}`, params: { messageId: id } };
      return callLoader(viewLoader, { services: m.services, user, ...page });
    },
    afterRow: async () => {
      for (const subject of ["anonymous", "user", "instructor"] as const) {
        expect(await readAt(opened[subject] ?? "")).toBeNull();
      }
      expect(await readAt(opened.admin ?? "")).toBeInstanceOf(Date);
    },
  },
  {
    name: "message page: delete",
    expected: ALLOWED,
    call: async (user, subject) => {
      const id = await message(`page ${subject}`);
      const page = { url: `${INBOX}/${id}`, params: { messageId: id } };
      return callAction(viewAction, {
        services: m.services,
        user,
        ...page,
        form: { intent: "delete", id },
      });
    },
  },
];

describe("Messages tab: permission matrix", () => {
  matrixTests(m, CASES);
});
