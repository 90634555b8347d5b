import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, session, user } from "~/db/schema";
import { USER_RULE_MESSAGES, USER_TOASTS } from "~/domain/admin/users.constants";
import type { Toast } from "~/domain/toast/toast";
import type { Services } from "~/services.server";
import { callAction, callLoader } from "../../../tests/support/router";
import { createTestServices, type TestServices } from "../../../tests/support/services";
import { createTestUser, signInCookie } from "../../../tests/support/users";
import { loader as auditLoader } from "./audit";
import { loader as listLoader } from "./users";
import { action as deleteAction, loader as deleteLoader } from "./users-delete";
import { action as editAction, loader as editLoader } from "./users-edit";
import { loader as exportLoader } from "./users-export";

let t: TestServices;
let services: Services;
let admin: TestUser;
let moderator: TestUser;

beforeAll(async () => {
  t = await createTestServices();
  services = t.services;
  admin = await createTestUser(services, { role: "admin", name: "Amaka Admin" });
  moderator = await createTestUser(services, { role: "moderator", name: "Musa Moderator" });
});
afterAll(async () => {
  await t.close();
});

type TestUser = Awaited<ReturnType<typeof createTestUser>>;

const edit = (id: string) => `/admin-dashboard/users/${id}`;

/** The toast a redirect flashes, read back as the next page's root loader would. */
async function flashedToast(headers: Headers): Promise<Toast | undefined> {
  const cookie = headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return (await services.toasts.getSession(cookie)).get("toast");
}

async function stored(id: string) {
  const [row] = await services.db.select().from(user).where(eq(user.id, id));
  return row;
}

describe("users list loader", () => {
  it("lists accounts newest first with what the viewer may do on each row", async () => {
    const learner = await createTestUser(services, {
      name: "Zainab Learner",
      email: "zainab-list@afa.test",
    });
    const otherAdmin = await createTestUser(services, {
      role: "admin",
      email: "admin2-list@afa.test",
    });

    const asAdmin = await callLoader(listLoader, {
      services,
      url: "/admin-dashboard/users",
      user: admin,
    });
    const rows = asAdmin.data?.users ?? [];
    expect(rows[0]?.id).toBe(otherAdmin.id);
    expect(rows.find((r) => r.id === admin.id)).toMatchObject({
      isSelf: true,
      canEdit: true,
      canDelete: false,
    });
    expect(rows.find((r) => r.id === otherAdmin.id)).toMatchObject({
      canEdit: true,
      canDelete: true,
    });
    expect(rows.find((r) => r.id === learner.id)).toMatchObject({
      name: "Zainab Learner",
      role: "user",
      status: "active",
      canDelete: true,
    });

    const asModerator = await callLoader(listLoader, {
      services,
      url: "/admin-dashboard/users",
      user: moderator,
    });
    const modRows = asModerator.data?.users ?? [];
    expect(modRows.find((r) => r.id === otherAdmin.id)).toMatchObject({
      canEdit: false,
      canDelete: false,
    });
    expect(modRows.find((r) => r.id === learner.id)).toMatchObject({
      canEdit: true,
      canDelete: true,
    });
  });

  it("reads search, role, status and page from the URL and ignores nonsense", async () => {
    await createTestUser(services, { name: "Kelechi Findme", role: "instructor" });
    const found = await callLoader(listLoader, {
      services,
      url: "/admin-dashboard/users?q=findme&role=instructor&status=active",
      user: admin,
    });
    expect(found.data?.users.map((u) => u.name)).toEqual(["Kelechi Findme"]);
    expect(found.data?.filters).toEqual({
      q: "findme",
      role: "instructor",
      status: "active",
      page: 1,
    });

    const odd = await callLoader(listLoader, {
      services,
      url: "/admin-dashboard/users?role=wizard&status=x&page=-3",
      user: admin,
    });
    expect(odd.status).toBe(200);
    expect(odd.data?.filters).toEqual({ q: "", role: "all", status: "all", page: 1 });
  });
});

describe("edit user", () => {
  it("loads the account for an admin; a moderator may not open an admin's", async () => {
    const target = await createTestUser(services, { name: "Efe Edit" });
    const loaded = await callLoader(editLoader, {
      services,
      url: edit(target.id),
      user: admin,
      params: { userId: target.id },
    });
    expect(loaded.data?.user).toMatchObject({
      name: "Efe Edit",
      email: target.email,
      role: "user",
    });
    expect(loaded.data?.roles).toEqual(["user", "instructor", "moderator", "admin"]);

    const asMod = await callLoader(editLoader, {
      services,
      url: edit(target.id),
      user: moderator,
      params: { userId: target.id },
    });
    expect(asMod.data?.roles).toEqual(["user", "instructor", "moderator"]);

    const adminTarget = await callLoader(editLoader, {
      services,
      url: edit(admin.id),
      user: moderator,
      params: { userId: admin.id },
    });
    expect(adminTarget.status).toBe(403);
    const missing = await callLoader(editLoader, {
      services,
      url: edit("nope"),
      user: admin,
      params: { userId: "nope" },
    });
    expect(missing.status).toBe(404);

    const own = await callLoader(editLoader, {
      services,
      url: edit(admin.id),
      user: admin,
      params: { userId: admin.id },
    });
    expect(own.data).toMatchObject({
      isSelf: true,
      canChangeRoleOrStatus: false,
      canDelete: false,
    });
  });

  it("saves name, role and status with 'User updated successfully'; the e-mail is never changed", async () => {
    const target = await createTestUser(services, { name: "Tunde Old" });
    const result = await callAction(editAction, {
      services,
      url: edit(target.id),
      user: admin,
      params: { userId: target.id },
      form: {
        fullName: "Tunde New",
        role: "moderator",
        status: "inactive",
        email: "hacker@evil.test",
      },
    });
    expect(result.location).toBe(edit(target.id));
    expect(await flashedToast(result.headers)).toEqual(USER_TOASTS.updated);
    expect(await stored(target.id)).toMatchObject({
      name: "Tunde New",
      role: "moderator",
      status: "inactive",
      isAdmin: false,
      email: target.email,
    });
  });

  it("answers a bad form with field errors and keeps the row", async () => {
    const target = await createTestUser(services, { name: "Keep Me" });
    const result = await callAction(editAction, {
      services,
      url: edit(target.id),
      user: admin,
      params: { userId: target.id },
      form: { fullName: " ", role: "overlord", status: "active" },
    });
    expect(result.status).toBe(400);
    expect(result.data?.result.error).toMatchObject({
      fullName: ["Please enter your full name."],
      role: ["Please choose a role."],
    });
    expect(await stored(target.id)).toMatchObject({ name: "Keep Me", role: "user" });
  });

  it("answers refusals with 'Update failed' and the reason", async () => {
    const target = await createTestUser(services);
    const grant = await callAction(editAction, {
      services,
      url: edit(target.id),
      user: moderator,
      params: { userId: target.id },
      form: { fullName: target.name, role: "admin", status: "active" },
    });
    expect(grant.status).toBe(403);
    expect(grant.data?.alert).toEqual({
      title: "Update failed",
      description: USER_RULE_MESSAGES.grantAdmin,
    });

    const self = await callAction(editAction, {
      services,
      url: edit(admin.id),
      user: admin,
      params: { userId: admin.id },
      form: { fullName: admin.name, role: "admin", status: "suspended" },
    });
    expect(self.status).toBe(409);
    expect(self.data?.alert?.description).toBe(USER_RULE_MESSAGES.self);
    expect(await stored(admin.id)).toMatchObject({ status: "active" });
  });

  it("signs a suspended user out: their cookie no longer opens a session", async () => {
    const target = await createTestUser(services);
    const cookie = await signInCookie(services, target);
    await callAction(editAction, {
      services,
      url: edit(target.id),
      user: admin,
      params: { userId: target.id },
      form: { fullName: target.name, role: "user", status: "suspended" },
    });
    expect(await services.db.select().from(session).where(eq(session.userId, target.id))).toEqual(
      [],
    );
    expect(
      await services.auth.api.getSession({ headers: new Headers({ Cookie: cookie }) }),
    ).toBeNull();
  });
});

describe("delete user", () => {
  it("shows the confirmation, then erases with 'User deleted successfully'", async () => {
    const target = await createTestUser(services, { name: "Gone Soon" });
    const page = await callLoader(deleteLoader, {
      services,
      url: `${edit(target.id)}/delete`,
      user: admin,
      params: { userId: target.id },
    });
    expect(page.data?.user).toEqual({ id: target.id, name: "Gone Soon", email: target.email });

    const result = await callAction(deleteAction, {
      services,
      url: `${edit(target.id)}/delete`,
      user: admin,
      params: { userId: target.id },
    });
    expect(result.location).toBe("/admin-dashboard/users");
    expect(await flashedToast(result.headers)).toMatchObject({
      title: "User deleted successfully",
    });
    expect(await stored(target.id)).toBeUndefined();
  });

  it("refuses your own row and (for a moderator) an admin's with 'User deletion failed'", async () => {
    const ownPage = await callLoader(deleteLoader, {
      services,
      url: `${edit(admin.id)}/delete`,
      user: admin,
      params: { userId: admin.id },
    });
    expect(ownPage.status).toBe(403);
    const own = await callAction(deleteAction, {
      services,
      url: `${edit(admin.id)}/delete`,
      user: admin,
      params: { userId: admin.id },
    });
    expect(own.status).toBe(403);
    expect(own.data?.alert).toEqual({
      title: "User deletion failed",
      description: USER_RULE_MESSAGES.selfDelete,
    });

    const byMod = await callAction(deleteAction, {
      services,
      url: `${edit(admin.id)}/delete`,
      user: moderator,
      params: { userId: admin.id },
    });
    expect(byMod.status).toBe(403);
    expect(byMod.data?.alert?.description).toBe(USER_RULE_MESSAGES.adminTarget);
    expect(await stored(admin.id)).toBeDefined();

    const missing = await callAction(deleteAction, {
      services,
      url: `${edit("nope")}/delete`,
      user: admin,
      params: { userId: "nope" },
    });
    expect(missing.status).toBe(404);
  });
});

describe("export", () => {
  it("sends the filtered accounts as users_export_{date}.csv with a BOM", async () => {
    await createTestUser(services, {
      name: "=Formula Farmer",
      email: "csv-one@afa.test",
      role: "instructor",
    });
    await createTestUser(services, { name: "Not Exported", email: "csv-two@afa.test" });
    const result = await callLoader(exportLoader, {
      services,
      url: "/admin-dashboard/users/export.csv?q=csv-&role=instructor",
      user: admin,
    });
    const response = result.response;
    if (!response) throw new Error("expected a Response");
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="users_export_\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const lines = text.split("\r\n");
    expect(lines[0]).toBe("Name,Email,Role,Status,Join Date");
    expect(lines[1]).toMatch(
      /^'=Formula Farmer,csv-one@afa\.test,Instructor,Active,\d{4}-\d{2}-\d{2}$/,
    );
    expect(lines).toHaveLength(3);
  });
});

describe("audit log loader", () => {
  it("shows the changes above newest first, in words", async () => {
    const target = await createTestUser(services, { name: "Audit Target" });
    await callAction(editAction, {
      services,
      url: edit(target.id),
      user: admin,
      params: { userId: target.id },
      form: { fullName: target.name, role: "instructor", status: "suspended" },
    });
    const result = await callLoader(auditLoader, {
      services,
      url: "/admin-dashboard/audit",
      user: admin,
    });
    const mine = (result.data?.entries ?? []).filter((e) => e.target === target.email);
    expect(mine.map((e) => [e.action, e.details, e.actorName])).toEqual(
      expect.arrayContaining([
        ["Changed role", ["User → Instructor"], "Amaka Admin"],
        ["Changed status", ["Active → Suspended"], "Amaka Admin"],
      ]),
    );
    const all = await services.db.select().from(auditLog);
    expect(result.data?.total).toBe(all.length);
    const times = (result.data?.entries ?? []).map((e) => e.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });
});
