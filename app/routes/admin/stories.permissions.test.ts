// The permission matrix of the Stories tab (issue 5): every loader and action, called as a
// signed-out visitor, a user, an instructor, a moderator and an admin (stories.manage: moderator
// and admin).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storySchema } from "~/domain/admin/stories.schema";
import { createStory } from "~/domain/admin/stories.server";
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
import { action as listAction, loader as listLoader } from "./stories";
import { action as editAction, loader as editLoader } from "./stories-edit";
import { action as newAction, loader as newLoader } from "./stories-new";

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

const fields = { role: "Farmer", location: "Oyo State", content: "It worked." };

async function story(subject: string) {
  const outcome = await createStory(
    services,
    owner,
    storySchema.parse({ name: `Matrix ${subject}`, ...fields }),
  );
  if (outcome.status !== "saved") throw new Error(outcome.status);
  return outcome.id;
}

const ALLOWED = expectAccess(["moderator", "admin"]);
const LIST = "/admin-dashboard/stories";

describe("Stories tab: permission matrix", () => {
  it("list", async () => {
    const row = await matrixRow(users, (user) =>
      callLoader(listLoader, { services, url: LIST, user }),
    );
    expect(row).toEqual(ALLOWED);
  });

  for (const intent of ["feature", "unfeature", "delete"] as const) {
    it(`list action: ${intent}`, async () => {
      const row = await matrixRow(users, async (user, subject) => {
        const id = await story(`${intent} ${subject}`);
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
        form: { name: `Created by ${subject}`, ...fields },
      }),
    );
    expect(row).toEqual(ALLOWED);
  });

  it("edit: page", async () => {
    const id = await story("edit page");
    const row = await matrixRow(users, (user) =>
      callLoader(editLoader, { services, url: `${LIST}/${id}`, user, params: { storyId: id } }),
    );
    expect(row).toEqual(ALLOWED);
  });

  it("edit: save", async () => {
    const row = await matrixRow(users, async (user, subject) => {
      const id = await story(`edit save ${subject}`);
      return callAction(editAction, {
        services,
        url: `${LIST}/${id}`,
        user,
        params: { storyId: id },
        form: { name: `Edited by ${subject}`, ...fields },
      });
    });
    expect(row).toEqual(ALLOWED);
  });
});
