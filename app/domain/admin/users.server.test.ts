import { desc, eq, ilike, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, notifications, session, user } from "~/db/schema";
import { csvCell, toCsv } from "~/lib/csv";
import { createTestServices } from "../../../tests/support/services";
import { setupTestServices } from "../../../tests/support/suite";
import { createTestUser, signInCookie } from "../../../tests/support/users";
import { USERS_PAGE_SIZE } from "./users.schema";
import {
  CSV_HEADER,
  deleteUserByStaff,
  exportUsersCsv,
  listUsers,
  updateUserByStaff,
  usersCsv,
  usersExportFilename,
} from "./users.server";

const suite = setupTestServices();

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  // The text decoder would drop the byte-order mark; keep it to check it is there.
  return new TextDecoder("utf-8", { ignoreBOM: true }).decode(
    await new Response(stream).arrayBuffer(),
  );
}

type TestUser = Awaited<ReturnType<typeof createTestUser>>;

async function row(id: string) {
  const [found] = await suite.services.db.select().from(user).where(eq(user.id, id));
  return found;
}

async function auditFor(targetId: string) {
  return suite.services.db.select().from(auditLog).where(eq(auditLog.targetId, targetId));
}

async function sessionsOf(userId: string) {
  return suite.services.db.select().from(session).where(eq(session.userId, userId));
}

function edit(
  target: { name: string; role: TestUser["role"] },
  change: Partial<{
    fullName: string;
    role: TestUser["role"];
    status: "active" | "pending" | "inactive" | "suspended";
  }>,
) {
  return { fullName: target.name, role: target.role, status: "active" as const, ...change };
}

describe("updateUserByStaff", () => {
  it("lets an admin change name, role and status, keeps is_admin in step and audits each change", async () => {
    const admin = await createTestUser(suite.services, { role: "admin" });
    const target = await createTestUser(suite.services, { name: "Chidi Eze" });

    const made = await updateUserByStaff(suite.services, admin, target.id, {
      fullName: "Chidi N. Eze",
      role: "admin",
      status: "active",
    });
    expect(made).toEqual({ status: "updated", changed: true });
    let stored = await row(target.id);
    expect(stored).toMatchObject({
      name: "Chidi N. Eze",
      role: "admin",
      isAdmin: true,
      email: target.email,
    });

    await updateUserByStaff(suite.services, admin, target.id, {
      fullName: "Chidi N. Eze",
      role: "instructor",
      status: "inactive",
    });
    stored = await row(target.id);
    expect(stored).toMatchObject({ role: "instructor", isAdmin: false, status: "inactive" });

    const entries = await auditFor(target.id);
    const summary = entries.map((e) => [e.action, e.details, e.actorId, e.targetLabel]);
    expect(summary).toEqual(
      expect.arrayContaining([
        ["user.name_changed", { from: "Chidi Eze", to: "Chidi N. Eze" }, admin.id, target.email],
        ["user.role_changed", { from: "user", to: "admin" }, admin.id, target.email],
        ["user.role_changed", { from: "admin", to: "instructor" }, admin.id, target.email],
        ["user.status_changed", { from: "active", to: "inactive" }, admin.id, target.email],
      ]),
    );
    expect(entries).toHaveLength(4);
  });

  it("marks staff as consultants (audited), never a plain user, and keeps the mark when left out", async () => {
    const admin = await createTestUser(suite.services, { role: "admin" });
    const instructor = await createTestUser(suite.services, { role: "instructor" });
    const learner = await createTestUser(suite.services);
    expect(
      await updateUserByStaff(suite.services, admin, instructor.id, {
        ...edit(instructor, {}),
        isConsultant: true,
      }),
    ).toEqual({ status: "updated", changed: true });
    expect((await row(instructor.id))?.isConsultant).toBe(true);
    const audited = await auditFor(instructor.id);
    expect(audited.map((a) => a.action)).toEqual(["user.consultant_changed"]);
    expect(audited[0]?.details).toEqual({ from: false, to: true });
    // A change that does not mention it keeps it.
    await updateUserByStaff(
      suite.services,
      admin,
      instructor.id,
      edit(instructor, { fullName: "Renamed" }),
    );
    expect((await row(instructor.id))?.isConsultant).toBe(true);
    // A plain user is never one; made a user again, a consultant stops being one.
    await updateUserByStaff(suite.services, admin, learner.id, {
      ...edit(learner, {}),
      isConsultant: true,
    });
    expect((await row(learner.id))?.isConsultant).toBe(false);
    await updateUserByStaff(suite.services, admin, instructor.id, {
      ...edit(instructor, { fullName: "Renamed", role: "user" }),
      isConsultant: true,
    });
    expect((await row(instructor.id))?.isConsultant).toBe(false);
  });

  it("refuses a moderator marking or unmarking a consultant, and keeps the mark it leaves out", async () => {
    const admin = await createTestUser(suite.services, { role: "admin" });
    const moderator = await createTestUser(suite.services, { role: "moderator" });
    const instructor = await createTestUser(suite.services, { role: "instructor" });
    expect(
      await updateUserByStaff(suite.services, moderator, instructor.id, {
        ...edit(instructor, {}),
        isConsultant: true,
      }),
    ).toEqual({ status: "forbidden", reason: "consultant" });
    expect((await row(instructor.id))?.isConsultant).toBe(false);
    await updateUserByStaff(suite.services, admin, instructor.id, {
      ...edit(instructor, {}),
      isConsultant: true,
    });
    expect(
      await updateUserByStaff(suite.services, moderator, instructor.id, {
        ...edit(instructor, {}),
        isConsultant: false,
      }),
    ).toEqual({ status: "forbidden", reason: "consultant" });
    expect(
      await updateUserByStaff(
        suite.services,
        moderator,
        instructor.id,
        edit(instructor, { fullName: "Renamed" }),
      ),
    ).toEqual({ status: "updated", changed: true });
    expect(await row(instructor.id)).toMatchObject({ name: "Renamed", isConsultant: true });
  });

  it("writes nothing when nothing changed", async () => {
    const admin = await createTestUser(suite.services, { role: "admin" });
    const target = await createTestUser(suite.services);
    const result = await updateUserByStaff(suite.services, admin, target.id, edit(target, {}));
    expect(result).toEqual({ status: "updated", changed: false });
    expect(await auditFor(target.id)).toHaveLength(0);
  });

  it("lets a moderator move non-admins between user, instructor and moderator", async () => {
    const moderator = await createTestUser(suite.services, { role: "moderator" });
    const target = await createTestUser(suite.services);
    expect(
      await updateUserByStaff(
        suite.services,
        moderator,
        target.id,
        edit(target, { role: "instructor", status: "suspended" }),
      ),
    ).toEqual({ status: "updated", changed: true });
    expect(await row(target.id)).toMatchObject({ role: "instructor", status: "suspended" });
  });

  it("refuses a moderator granting admin", async () => {
    const moderator = await createTestUser(suite.services, { role: "moderator" });
    const target = await createTestUser(suite.services, { role: "instructor" });
    expect(
      await updateUserByStaff(
        suite.services,
        moderator,
        target.id,
        edit(target, { role: "admin" }),
      ),
    ).toEqual({ status: "forbidden", reason: "grantAdmin" });
    expect(await row(target.id)).toMatchObject({ role: "instructor", isAdmin: false });
    expect(await auditFor(target.id)).toHaveLength(0);
  });

  it("refuses a moderator any change to an admin account, even the name or a suspension", async () => {
    const moderator = await createTestUser(suite.services, { role: "moderator" });
    const target = await createTestUser(suite.services, { role: "admin", name: "Ngozi Admin" });
    for (const change of [
      { fullName: "Renamed" },
      { status: "suspended" as const },
      { role: "user" as const },
    ]) {
      expect(
        await updateUserByStaff(suite.services, moderator, target.id, edit(target, change)),
      ).toEqual({
        status: "forbidden",
        reason: "adminTarget",
      });
    }
    expect(await row(target.id)).toMatchObject({
      name: "Ngozi Admin",
      role: "admin",
      status: "active",
    });
  });

  it("refuses anyone changing their own role or status, but lets them fix their own name", async () => {
    const admin = await createTestUser(suite.services, { role: "admin" });
    await createTestUser(suite.services, { role: "admin" }); // not the last admin: only the self rule applies
    const own = { name: admin.name, role: admin.role };
    expect(
      await updateUserByStaff(suite.services, admin, admin.id, edit(own, { role: "user" })),
    ).toEqual({
      status: "conflict",
      reason: "self",
    });
    expect(
      await updateUserByStaff(suite.services, admin, admin.id, edit(own, { status: "suspended" })),
    ).toEqual({ status: "conflict", reason: "self" });
    const moderator = await createTestUser(suite.services, { role: "moderator" });
    expect(
      await updateUserByStaff(
        suite.services,
        moderator,
        moderator.id,
        edit(moderator, { role: "user" }),
      ),
    ).toEqual({ status: "conflict", reason: "self" });
    expect(
      await updateUserByStaff(suite.services, admin, admin.id, edit(own, { fullName: "New Name" })),
    ).toEqual({ status: "updated", changed: true });
    expect(await row(admin.id)).toMatchObject({
      role: "admin",
      status: "active",
      name: "New Name",
    });
  });

  it("never demotes or suspends the last active admin", async () => {
    // A fresh database, so "the last active admin" is exact.
    const own = await createTestServices();
    try {
      const s = own.services;
      const last = await createTestUser(s, { role: "admin" });
      await createTestUser(s, { role: "admin", status: "suspended" }); // does not count
      // The actor's session still says admin although their row no longer is (demoted a moment
      // ago): the database decides, not the session.
      const stale = await createTestUser(s, { role: "user" });
      const actor = { ...stale, role: "admin" as const };
      const target = { name: last.name, role: last.role };
      for (const change of [{ role: "moderator" as const }, { status: "suspended" as const }]) {
        expect(await updateUserByStaff(s, actor, last.id, edit(target, change))).toEqual({
          status: "conflict",
          reason: "lastAdmin",
        });
      }
      expect(await deleteUserByStaff(s, actor, last.id)).toEqual({
        status: "conflict",
        reason: "lastAdmin",
      });
      const [stored] = await s.db.select().from(user).where(eq(user.id, last.id));
      expect(stored).toMatchObject({ role: "admin", status: "active" });
      // With a second active admin, the same change goes through.
      await createTestUser(s, { role: "admin" });
      expect(
        await updateUserByStaff(s, actor, last.id, edit(target, { role: "moderator" })),
      ).toEqual({
        status: "updated",
        changed: true,
      });
    } finally {
      await own.close();
    }
  });

  it("ends the user's sessions when suspended or made inactive, not on other changes", async () => {
    const admin = await createTestUser(suite.services, { role: "admin" });
    const target = await createTestUser(suite.services);
    await signInCookie(suite.services, target);
    await signInCookie(suite.services, target);
    expect(await sessionsOf(target.id)).toHaveLength(2);

    await updateUserByStaff(suite.services, admin, target.id, edit(target, { role: "instructor" }));
    expect(await sessionsOf(target.id)).toHaveLength(2);

    await updateUserByStaff(suite.services, admin, target.id, {
      ...edit(target, {}),
      role: "instructor",
      status: "suspended",
    });
    expect(await sessionsOf(target.id)).toHaveLength(0);

    const other = await createTestUser(suite.services);
    const cookie = await signInCookie(suite.services, other);
    await updateUserByStaff(suite.services, admin, other.id, edit(other, { status: "inactive" }));
    expect(await sessionsOf(other.id)).toHaveLength(0);
    // The cookie the browser still holds no longer opens a session.
    expect(
      await suite.services.auth.api.getSession({ headers: new Headers({ Cookie: cookie }) }),
    ).toBeNull();
  });

  it("answers not-found for an unknown id", async () => {
    const admin = await createTestUser(suite.services, { role: "admin" });
    expect(
      await updateUserByStaff(suite.services, admin, "no-such-user", {
        fullName: "X",
        role: "user",
        status: "active",
      }),
    ).toEqual({ status: "not-found" });
  });
});

describe("deleteUserByStaff", () => {
  it("erases the account and its personal data and audits it with the e-mail as label", async () => {
    const admin = await createTestUser(suite.services, { role: "admin" });
    const target = await createTestUser(suite.services, { name: "Bola Ade" });
    await signInCookie(suite.services, target);
    await suite.services.db
      .insert(notifications)
      .values({ userId: target.id, type: "info", title: "Hello", message: "Welcome" });

    expect(await deleteUserByStaff(suite.services, admin, target.id)).toEqual({
      status: "deleted",
      email: target.email,
    });
    expect(await row(target.id)).toBeUndefined();
    expect(await sessionsOf(target.id)).toHaveLength(0);
    expect(
      await suite.services.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, target.id)),
    ).toHaveLength(0);
    const [entry] = await auditFor(target.id);
    expect(entry).toMatchObject({
      action: "user.deleted",
      targetType: "user",
      targetLabel: target.email,
      actorId: admin.id,
      actorEmail: admin.email,
      details: { name: "Bola Ade", role: "user" },
    });
  });

  it("refuses deleting yourself, and a moderator deleting an admin", async () => {
    const admin = await createTestUser(suite.services, { role: "admin" });
    await createTestUser(suite.services, { role: "admin" });
    expect(await deleteUserByStaff(suite.services, admin, admin.id)).toEqual({
      status: "forbidden",
      reason: "selfDelete",
    });
    const moderator = await createTestUser(suite.services, { role: "moderator" });
    expect(await deleteUserByStaff(suite.services, moderator, admin.id)).toEqual({
      status: "forbidden",
      reason: "adminTarget",
    });
    expect(await row(admin.id)).toBeDefined();
    expect(await auditFor(admin.id)).toHaveLength(0);
    // A moderator may delete a plain user.
    const learner = await createTestUser(suite.services);
    expect(await deleteUserByStaff(suite.services, moderator, learner.id)).toMatchObject({
      status: "deleted",
    });
  });

  it("answers not-found for an account that is already gone", async () => {
    const admin = await createTestUser(suite.services, { role: "admin" });
    expect(await deleteUserByStaff(suite.services, admin, "gone")).toEqual({ status: "not-found" });
  });
});

describe("listUsers", () => {
  it("searches name or e-mail, filters by role and status, newest first, 25 a page", async () => {
    const own = await createTestServices();
    try {
      const s = own.services;
      const tag = "zz-list";
      const made = [];
      // Join dates a minute apart, so "newest first" has exactly one right order.
      const start = Date.parse("2026-01-01T08:00:00Z");
      for (let i = 0; i < USERS_PAGE_SIZE + 2; i += 1) {
        const u = await createTestUser(s, { name: `Farmer ${i}`, email: `${tag}-${i}@afa.test` });
        await s.db
          .update(user)
          .set({ createdAt: new Date(start + i * 60_000) })
          .where(eq(user.id, u.id));
        made.push(u);
      }
      await createTestUser(s, {
        name: "Ọláńrewájú Bello",
        email: "ola@afa.test",
        role: "instructor",
        status: "suspended",
      });

      const all = await listUsers(s.db, { q: tag, role: "all", status: "all", page: 1 });
      expect(all.total).toBe(USERS_PAGE_SIZE + 2);
      expect(all.pageCount).toBe(2);
      expect(all.users).toHaveLength(USERS_PAGE_SIZE);
      // Newest first: the last one made leads.
      expect(all.users[0]?.email).toBe(made.at(-1)?.email);
      const second = await listUsers(s.db, { q: tag, role: "all", status: "all", page: 2 });
      expect(second.users.map((u) => u.email)).toEqual([made[1]?.email, made[0]?.email]);

      const byName = await listUsers(s.db, { q: "bello", role: "all", status: "all", page: 1 });
      expect(byName.users.map((u) => u.email)).toEqual(["ola@afa.test"]);
      const byEmail = await listUsers(s.db, { q: "OLA@AFA", role: "all", status: "all", page: 1 });
      expect(byEmail.users.map((u) => u.email)).toEqual(["ola@afa.test"]);
      const filtered = await listUsers(s.db, {
        q: "",
        role: "instructor",
        status: "suspended",
        page: 1,
      });
      expect(filtered.users.map((u) => u.email)).toEqual(["ola@afa.test"]);
      const none = await listUsers(s.db, { q: "", role: "admin", status: "suspended", page: 1 });
      expect(none).toMatchObject({ total: 0, users: [], pageCount: 1 });
      // LIKE wildcards in the search are plain characters.
      const wildcard = await listUsers(s.db, { q: "%", role: "all", status: "all", page: 1 });
      expect(wildcard.total).toBe(0);
    } finally {
      await own.close();
    }
  });
});

describe("CSV export", () => {
  it("neutralises formula cells (= + - @ tab CR) with a leading quote", () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell("+2348031234567")).toBe("'+2348031234567");
    expect(csvCell("-1+1")).toBe("'-1+1");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tcmd")).toBe("'\tcmd");
    expect(csvCell("\r=1")).toBe('"\'\r=1"');
    expect(csvCell("Ada = Obi")).toBe("Ada = Obi");
  });

  it("quotes commas, quotes and line breaks (RFC 4180) and ends rows with CRLF", () => {
    expect(csvCell('Ada "Mama" Obi')).toBe('"Ada ""Mama"" Obi"');
    expect(csvCell("Obi, Ada")).toBe('"Obi, Ada"');
    expect(csvCell("line1\nline2")).toBe('"line1\nline2"');
    expect(csvCell("plain")).toBe("plain");
    expect(
      toCsv([
        ["a", "b,c"],
        ["d", ""],
      ]),
    ).toBe('a,"b,c"\r\nd,\r\n');
  });

  it("writes the header, labels, Lagos join dates and a UTF-8 BOM", () => {
    const csv = usersCsv([
      {
        name: "Ọláńrewájú, Bello",
        email: "ola@afa.test",
        role: "instructor",
        status: "suspended",
        // 23:30 UTC is already the next day in Lagos (UTC+1).
        createdAt: new Date("2026-03-01T23:30:00Z"),
      },
      {
        name: "=cmd|' /C calc'!A0",
        email: "x@afa.test",
        role: "user",
        status: "active",
        createdAt: new Date("2026-01-05T10:00:00Z"),
      },
    ]);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const lines = csv.slice(1).split("\r\n");
    expect(lines[0]).toBe(CSV_HEADER.join(","));
    expect(lines[0]).toBe("Name,Email,Role,Status,Join Date");
    expect(lines[1]).toBe('"Ọláńrewájú, Bello",ola@afa.test,Instructor,Suspended,2026-03-02');
    expect(lines[2]).toBe("'=cmd|' /C calc'!A0,x@afa.test,User,Active,2026-01-05");
    expect(lines[3]).toBe("");
  });

  it("names the file users_export_{Lagos date}.csv", () => {
    expect(usersExportFilename(new Date("2026-11-22T10:00:00Z"))).toBe(
      "users_export_2026-11-22.csv",
    );
    // 23:30 UTC on the 22nd is 00:30 on the 23rd in Lagos.
    expect(usersExportFilename(new Date("2026-11-22T23:30:00Z"))).toBe(
      "users_export_2026-11-23.csv",
    );
  });

  it("exports every match of the filters (all pages) and records the export", async () => {
    const admin = await createTestUser(suite.services, { role: "admin" });
    const a = await createTestUser(suite.services, {
      name: "Export Alpha",
      email: "exp-alpha@afa.test",
    });
    await createTestUser(suite.services, {
      name: "Export Beta",
      email: "exp-beta@afa.test",
      status: "suspended",
    });
    const csv = await readAll(
      await exportUsersCsv(suite.services.db, admin, { q: "exp-", role: "all", status: "active" }),
    );
    const lines = csv.slice(1).split("\r\n");
    expect(lines.slice(1, -1).map((line) => line.split(",")[1])).toEqual([a.email]);
    const entries = await suite.services.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "users.exported"));
    expect(entries.at(-1)).toMatchObject({
      actorId: admin.id,
      details: { count: 1, q: "exp-", status: "active" },
    });
  });

  it("streams the file in batches, byte for byte the file built from every row at once", async () => {
    const admin = await createTestUser(suite.services, { role: "admin" });
    const names = ["=cmd|' /C calc'!A0", "Ọláńrewájú, Bello", 'Ada "Mama" Obi', "-Minus", "Plain"];
    // Three accounts share one instant, with microseconds a JavaScript Date would cut: the
    // keyset must neither skip nor repeat them across batch boundaries.
    await suite.services.db.insert(user).values(
      names.map((name, i) => ({
        id: `stream-${i}`,
        name,
        email: `stream-${i}@afa.test`,
        role: i % 2 ? ("instructor" as const) : ("user" as const),
        status: "active" as const,
        createdAt:
          i < 3
            ? sql`'2026-03-01 23:30:00.123456+00'::timestamptz`
            : new Date(`2026-01-0${i}T10:00:00Z`),
      })),
    );
    const filters = { q: "stream-", role: "all", status: "all" } as const;
    const stream = await exportUsersCsv(suite.services.db, admin, filters, { batchSize: 2 });
    const chunks: Uint8Array[] = [];
    const reader = stream.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      chunks.push(read.value);
    }
    // The header, then batches of 2, 2 and 1 rows: the file is never one piece.
    expect(chunks).toHaveLength(4);

    // What the export sent before it streamed: every matching row read at once, then usersCsv.
    const everyRow = await suite.services.db
      .select()
      .from(user)
      .where(ilike(user.email, "stream-%"))
      .orderBy(desc(user.createdAt), desc(user.id));
    expect(everyRow).toHaveLength(names.length);
    const expected = new TextEncoder().encode(usersCsv(everyRow));
    expect(Buffer.concat(chunks).equals(Buffer.from(expected))).toBe(true);
  });

  it("fetches nothing until the file is read", async () => {
    const admin = await createTestUser(suite.services, { role: "admin" });
    let queries = 0;
    const db = new Proxy(suite.services.db, {
      get(target, key, receiver) {
        if (key === "select") queries += 1;
        return Reflect.get(target, key, receiver);
      },
    });
    const stream = await exportUsersCsv(db, admin, { q: "", role: "all", status: "all" });
    const afterAudit = queries;
    const reader = stream.getReader();
    await reader.read(); // the header
    expect(queries).toBe(afterAudit);
    await reader.read(); // the first batch
    expect(queries).toBe(afterAudit + 1);
    await reader.cancel();
  });
});
