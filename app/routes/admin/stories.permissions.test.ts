// The permission matrix of the Stories tab: every loader and action, called as a
// signed-out visitor, a user, an instructor, a moderator and an admin (stories.manage: moderator
// and admin).
import { beforeAll, describe } from "vitest";
import { storySchema } from "~/domain/admin/stories.schema";
import { createStory } from "~/domain/admin/stories.server";
import type { SessionUser } from "~/domain/auth/session.server";
import {
  expectAccess,
  listNewEditCases,
  matrixTests,
  setupMatrix,
} from "../../../tests/support/permission-matrix";
import { createTestUser } from "../../../tests/support/users";
import { action as listAction, loader as listLoader } from "./stories";
import { action as editAction, loader as editLoader } from "./stories-edit";
import { action as newAction, loader as newLoader } from "./stories-new";

const m = setupMatrix();
let owner: SessionUser;

beforeAll(async () => {
  owner = await createTestUser(m.services, { role: "admin" });
});

const fields = { role: "Farmer", location: "Oyo State", content: "It worked." };

async function story(subject: string) {
  const outcome = await createStory(
    m.services,
    owner,
    storySchema.parse({ name: `Matrix ${subject}`, ...fields }),
  );
  if (outcome.status !== "saved") throw new Error(outcome.status);
  return outcome.id;
}

describe("Stories tab: permission matrix", () => {
  matrixTests(
    m,
    listNewEditCases(m, {
      expected: expectAccess(["moderator", "admin"]),
      path: "/admin-dashboard/stories",
      record: story,
      list: { name: "list", loader: listLoader, action: listAction },
      intents: ["feature", "unfeature", "delete"],
      create: {
        loader: newLoader,
        action: newAction,
        form: (subject) => ({ name: `Created by ${subject}`, ...fields }),
      },
      edit: {
        loader: editLoader,
        action: editAction,
        param: "storyId",
        form: (subject) => ({ name: `Edited by ${subject}`, ...fields }),
      },
    }),
  );
});
