// The permission matrix of the Content tab: every loader and action, called as a
// signed-out visitor, a user, an instructor, a moderator and an admin (content.manage: moderator
// and admin).
import { beforeAll, describe } from "vitest";
import type { SessionUser } from "~/domain/auth/session.server";
import { createTestContent } from "../../../tests/support/content";
import {
  expectAccess,
  listNewEditCases,
  matrixTests,
  setupMatrix,
} from "../../../tests/support/permission-matrix";
import { createTestUser } from "../../../tests/support/users";
import { action as listAction, loader as listLoader } from "./content";
import { action as editAction, loader as editLoader } from "./content-edit";
import { action as newAction, loader as newLoader } from "./content-new";

const m = setupMatrix();
let owner: SessionUser;

beforeAll(async () => {
  owner = await createTestUser(m.services, { role: "admin" });
});

async function item(subject: string) {
  const outcome = await createTestContent(m.services, owner, {
    title: `Matrix item ${subject}`,
    description: "For the matrix.",
  });
  return outcome.id;
}

describe("Content tab: permission matrix", () => {
  matrixTests(
    m,
    listNewEditCases(m, {
      expected: expectAccess(["moderator", "admin"]),
      path: "/admin-dashboard/content",
      record: item,
      list: {
        name: "list (with a type filter)",
        query: "?type=event",
        loader: listLoader,
        action: listAction,
      },
      intents: ["publish", "unpublish", "delete"],
      create: {
        loader: newLoader,
        action: newAction,
        form: (subject) => ({ title: `Created by ${subject}`, description: "Matrix." }),
      },
      edit: {
        loader: editLoader,
        action: editAction,
        param: "contentId",
        form: (subject) => ({ title: `Edited by ${subject}`, description: "Matrix." }),
      },
    }),
  );
});
