// The permission matrix of the Content tab (issue 5): every loader and action, called as a
// signed-out visitor, a user, an instructor, a moderator and an admin (content.manage: moderator
// and admin).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createContent } from "~/domain/admin/content.server";
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
import { createTestUser } from "../../../tests/support/users";
import { action as listAction, loader as listLoader } from "./content";
import { action as editAction, loader as editLoader } from "./content-edit";
import { action as newAction, loader as newLoader } from "./content-new";

let t: TestServices;
let services: Services;
let users: Record<MatrixSubject, SessionUser | null>;
let owner: SessionUser;

beforeAll(async () => {
  t = await createTestServices();
  services = t.services;
  users = await createMatrixUsers(services);
  owner = await createTestUser(services, { role: "admin" });
});
afterAll(async () => {
  await t.close();
});

/** A fresh item per subject, so an allowed deletion leaves the next subject its own target. */
async function item(subject: string) {
  const outcome = await createContent(services, owner, {
    title: `Matrix item ${subject}`,
    description: "For the matrix.",
    type: "article",
    author: "Admin",
    content: "",
    published: false,
    removeImage: false,
    removeThumbnail: false,
    removeVideo: false,
  });
  if (outcome.status !== "saved") throw new Error(outcome.status);
  return outcome.id;
}

const ALLOWED = expectAccess(["moderator", "admin"]);
const LIST = "/admin-dashboard/content";

describe("Content tab: permission matrix", () => {
  it("list (with a type filter)", async () => {
    const row = await matrixRow(users, (user) =>
      callLoader(listLoader, { services, url: `${LIST}?type=event`, user }),
    );
    expect(row).toEqual(ALLOWED);
  });

  for (const intent of ["publish", "unpublish", "delete"] as const) {
    it(`list action: ${intent}`, async () => {
      const row = await matrixRow(users, async (user, subject) => {
        const id = await item(`${intent} ${subject}`);
        return callAction(listAction, { services, url: LIST, user, form: { intent, id } });
      });
      expect(row).toEqual(ALLOWED);
    });
  }

  it("new: page", async () => {
    const row = await matrixRow(users, (user) =>
      callLoader(newLoader, { services, url: `${LIST}/new`, user }),
    );
    expect(row).toEqual(ALLOWED);
  });

  it("new: create", async () => {
    const row = await matrixRow(users, (user, subject) =>
      callAction(newAction, {
        services,
        url: `${LIST}/new`,
        user,
        form: { title: `Created by ${subject}`, description: "Matrix." },
      }),
    );
    expect(row).toEqual(ALLOWED);
  });

  it("edit: page", async () => {
    const id = await item("edit page");
    const row = await matrixRow(users, (user) =>
      callLoader(editLoader, { services, url: `${LIST}/${id}`, user, params: { contentId: id } }),
    );
    expect(row).toEqual(ALLOWED);
  });

  it("edit: save", async () => {
    const row = await matrixRow(users, async (user, subject) => {
      const id = await item(`edit save ${subject}`);
      return callAction(editAction, {
        services,
        url: `${LIST}/${id}`,
        user,
        params: { contentId: id },
        form: { title: `Edited by ${subject}`, description: "Matrix." },
      });
    });
    expect(row).toEqual(ALLOWED);
  });
});
