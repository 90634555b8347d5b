import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, session, user } from "~/db/schema";
import { USER_RULE_MESSAGES, USER_TOASTS } from "~/domain/admin/users.constants";
import { type ActionCall, callAction, callLoader } from "../../../tests/support/router";
import { flashedToast, setupTestServices } from "../../../tests/support/suite";
import { createTestUser, signInCookie } from "../../../tests/support/users";
import { loader as auditLoader } from "./audit";
import { loader as listLoader } from "./users";
import { action as deleteAction, loader as deleteLoader } from "./users-delete";
import { action as editAction, loader as editLoader } from "./users-edit";
import { loader as exportLoader } from "./users-export";

const suite = setupTestServices();
let admin: TestUser;
let moderator: TestUser;

beforeAll(async () => {
  admin = await createTestUser(suite.services, { role: "admin", name: "Amaka Admin" });
  moderator = await createTestUser(suite.services, { role: "moderator", name: "Musa Moderator" });
});

type TestUser = Awaited<ReturnType<typeof createTestUser>>;

const edit = (id: string) => `/admin-dashboard/users/${id}`;

async function stored(id: string) {
  const [row] = await suite.services.db.select().from(user).where(eq(user.id, id));
  return row;
}

/** The users list at `url` (with its search and filters), as `by` sees it. */
const listUsers = (by: TestUser, url: string) =>
  callLoader(listLoader, { services: suite.services, url, user: by });

/** A request by `by` about account `id`: its edit page, or with `/delete` its delete page. */
const about = (by: TestUser, id: string, suffix = "") => ({
  services: suite.services,
  url: `${edit(id)}${suffix}`,
  user: by,
  params: { userId: id },
});

const openEdit = (by: TestUser, id: string) => callLoader(editLoader, about(by, id));
const saveUser = (by: TestUser, id: string, form: ActionCall["form"]) =>
  callAction(editAction, { ...about(by, id), form });
const openDelete = (by: TestUser, id: string) => callLoader(deleteLoader, about(by, id, "/delete"));
const deleteUser = (by: TestUser, id: string) => callAction(deleteAction, about(by, id, "/delete"));

describe("users list loader", () => {
  it("lists accounts newest first with what the viewer may do on each row", async () => {
    const learner = await createTestUser(suite.services, {
      name: "Zainab Learner",
      email: "zainab-list@afa.test",
    });
    const otherAdmin = await createTestUser(suite.services, {
      role: "admin",
      email: "admin2-list@afa.test",
    });

    const asAdmin = await listUsers(admin, "/admin-dashboard/users");
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

    const asModerator = await listUsers(moderator, "/admin-dashboard/users");
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
    await createTestUser(suite.services, { name: "Kelechi Findme", role: "instructor" });
    const found = await listUsers(
      admin,
      "/admin-dashboard/users?q=findme&role=instructor&status=active",
    );
    expect(found.data?.users.map((u) => u.name)).toEqual(["Kelechi Findme"]);
    expect(found.data?.filters).toEqual({
      q: "findme",
      role: "instructor",
      status: "active",
      page: 1,
    });

    const odd = await listUsers(admin, "/admin-dashboard/users?role=wizard&status=x&page=-3");
    expect(odd.status).toBe(200);
    expect(odd.data?.filters).toEqual({ q: "", role: "all", status: "all", page: 1 });
  });
});

describe("edit user", () => {
  it("loads the account for an admin; a moderator may not open an admin's", async () => {
    const target = await createTestUser(suite.services, { name: "Efe Edit" });
    const loaded = await openEdit(admin, target.id);
    expect(loaded.data?.user).toMatchObject({
      name: "Efe Edit",
      email: target.email,
      role: "user",
    });
    expect(loaded.data?.roles).toEqual(["user", "instructor", "moderator", "admin"]);

    const asMod = await openEdit(moderator, target.id);
    expect(asMod.data?.roles).toEqual(["user", "instructor", "moderator"]);

    const adminTarget = await openEdit(moderator, admin.id);
    expect(adminTarget.status).toBe(403);
    const missing = await openEdit(admin, "nope");
    expect(missing.status).toBe(404);

    const own = await openEdit(admin, admin.id);
    expect(own.data).toMatchObject({
      isSelf: true,
      canChangeRoleOrStatus: false,
      canDelete: false,
    });
  });

  it("saves name, role and status with 'User updated successfully'; the e-mail is never changed", async () => {
    const target = await createTestUser(suite.services, { name: "Tunde Old" });
    const result = await saveUser(admin, target.id, {
      fullName: "Tunde New",
      role: "moderator",
      status: "inactive",
      email: "hacker@evil.test",
    });
    expect(result.location).toBe(edit(target.id));
    expect(await flashedToast(suite.services, result.headers)).toEqual(USER_TOASTS.updated);
    expect(await stored(target.id)).toMatchObject({
      name: "Tunde New",
      role: "moderator",
      status: "inactive",
      isAdmin: false,
      email: target.email,
    });
  });

  it("answers a bad form with field errors and keeps the row", async () => {
    const target = await createTestUser(suite.services, { name: "Keep Me" });
    const result = await saveUser(admin, target.id, {
      fullName: " ",
      role: "overlord",
      status: "active",
    });
    expect(result.status).toBe(400);
    expect(result.data?.result.error).toMatchObject({
      fullName: ["Please enter your full name."],
      role: ["Please choose a role."],
    });
    expect(await stored(target.id)).toMatchObject({ name: "Keep Me", role: "user" });
  });

  it("answers refusals with 'Update failed' and the reason", async () => {
    const target = await createTestUser(suite.services);
    const grant = await saveUser(moderator, target.id, {
      fullName: target.name,
      role: "admin",
      status: "active",
    });
    expect(grant.status).toBe(403);
    expect(grant.data?.alert).toEqual({
      title: "Update failed",
      description: USER_RULE_MESSAGES.grantAdmin,
    });

    const self = await saveUser(admin, admin.id, {
      fullName: admin.name,
      role: "admin",
      status: "suspended",
    });
    expect(self.status).toBe(409);
    expect(self.data?.alert?.description).toBe(USER_RULE_MESSAGES.self);
    expect(await stored(admin.id)).toMatchObject({ status: "active" });
  });

  it("leaves Takes consultations to admins: a moderator neither sees it nor changes it", async () => {
    const target = await createTestUser(suite.services, { role: "instructor" });
    expect((await openEdit(admin, target.id)).data?.canSetConsultant).toBe(true);
    expect((await openEdit(moderator, target.id)).data?.canSetConsultant).toBe(false);

    const made = await saveUser(moderator, target.id, {
      fullName: target.name,
      role: "instructor",
      status: "active",
      isConsultant: "on",
    });
    expect(made.status).toBe(403);
    expect(made.data?.alert?.description).toBe(USER_RULE_MESSAGES.consultant);
    expect(await stored(target.id)).toMatchObject({ isConsultant: false });

    // An admin's mark survives a moderator's save, whose form has no box to send.
    await saveUser(admin, target.id, {
      fullName: target.name,
      role: "instructor",
      status: "active",
      isConsultant: "on",
    });
    const renamed = await saveUser(moderator, target.id, {
      fullName: "Renamed By Moderator",
      role: "instructor",
      status: "active",
    });
    expect(renamed.location).toBe(edit(target.id));
    expect(await stored(target.id)).toMatchObject({
      name: "Renamed By Moderator",
      isConsultant: true,
    });
  });

  it("signs a suspended user out: their cookie no longer opens a session", async () => {
    const target = await createTestUser(suite.services);
    const cookie = await signInCookie(suite.services, target);
    await saveUser(admin, target.id, { fullName: target.name, role: "user", status: "suspended" });
    expect(
      await suite.services.db.select().from(session).where(eq(session.userId, target.id)),
    ).toEqual([]);
    expect(
      await suite.services.auth.api.getSession({ headers: new Headers({ Cookie: cookie }) }),
    ).toBeNull();
  });
});

describe("delete user", () => {
  it("shows the confirmation, then erases with 'User deleted successfully'", async () => {
    const target = await createTestUser(suite.services, { name: "Gone Soon" });
    const page = await openDelete(admin, target.id);
    expect(page.data?.user).toEqual({ id: target.id, name: "Gone Soon", email: target.email });

    const result = await deleteUser(admin, target.id);
    expect(result.location).toBe("/admin-dashboard/users");
    expect(await flashedToast(suite.services, result.headers)).toMatchObject({
      title: "User deleted successfully",
    });
    expect(await stored(target.id)).toBeUndefined();
  });

  it("refuses your own row and (for a moderator) an admin's with 'User deletion failed'", async () => {
    const ownPage = await openDelete(admin, admin.id);
    expect(ownPage.status).toBe(403);
    const own = await deleteUser(admin, admin.id);
    expect(own.status).toBe(403);
    expect(own.data?.alert).toEqual({
      title: "User deletion failed",
      description: USER_RULE_MESSAGES.selfDelete,
    });

    const byMod = await deleteUser(moderator, admin.id);
    expect(byMod.status).toBe(403);
    expect(byMod.data?.alert?.description).toBe(USER_RULE_MESSAGES.adminTarget);
    expect(await stored(admin.id)).toBeDefined();

    const missing = await deleteUser(admin, "nope");
    expect(missing.status).toBe(404);
  });
});

describe("export", () => {
  it("sends the filtered accounts as users_export_{date}.csv with a BOM", async () => {
    await createTestUser(suite.services, {
      name: "=Formula Farmer",
      email: "csv-one@afa.test",
      role: "instructor",
    });
    await createTestUser(suite.services, { name: "Not Exported", email: "csv-two@afa.test" });
    const result = await callLoader(exportLoader, {
      services: suite.services,
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
    const target = await createTestUser(suite.services, { name: "Audit Target" });
    await saveUser(admin, target.id, {
      fullName: target.name,
      role: "instructor",
      status: "suspended",
    });
    const result = await callLoader(auditLoader, {
      services: suite.services,
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
    const all = await suite.services.db.select().from(auditLog);
    expect(result.data?.total).toBe(all.length);
    const times = (result.data?.entries ?? []).map((e) => e.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });
});
