import { access } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { consultations, session, user as userTable, verification } from "~/db/schema";
import { AVATAR_MAX_BYTES, AVATAR_MESSAGES } from "~/domain/account/account.schema";
import { DELETION_MESSAGES } from "~/domain/account/deletion.server";
import { MESSAGES } from "~/domain/auth/auth.schema";
import { COMMON_PASSWORD_MESSAGE } from "~/domain/auth/common-passwords.server";
import { WRONG_CURRENT_PASSWORD } from "~/domain/auth/password.server";
import { keyFromUploadUrl } from "~/domain/uploads/storage.server";
import type { Services } from "~/services.server";
import { callAction, callLoader } from "../../../tests/support/router";
import { flashedToast, setupTestServices } from "../../../tests/support/suite";
import { fillUserData, rowsOf, tablesWithUserId } from "../../../tests/support/user-data";
import { createTestUser, signInCookie } from "../../../tests/support/users";
import { loader as uploadsLoader } from "../uploads";
import { action, loader } from "./settings";

// One database for the file: every test works with its own users, so they cannot interfere.
const suite = setupTestServices();
let services: Services;
beforeAll(() => {
  services = suite.services;
});

type TestUser = Awaited<ReturnType<typeof createTestUser>>;
type Reply = {
  intent: string;
  result: { status?: string; error?: Record<string, string[] | null>; initialValue?: unknown };
  alert: { title: string; description?: string } | null;
};

function post(
  user: TestUser | null,
  form: Record<string, string | Blob>,
  opts: { url?: string; headers?: HeadersInit } = {},
) {
  return callAction(action, {
    services,
    url: opts.url ?? "/settings",
    user,
    form,
    headers: opts.headers,
  });
}

async function rowOf(id: string) {
  const [row] = await services.db.select().from(userTable).where(eq(userTable.id, id));
  return row;
}

async function canSignIn(email: string, password: string): Promise<boolean> {
  try {
    await signInCookie(services, { email, password });
    return true;
  } catch {
    return false;
  }
}

async function png(width = 320, height = 240): Promise<Uint8Array<ArrayBuffer>> {
  const buffer = await sharp({
    create: { width, height, channels: 3, background: { r: 40, g: 120, b: 60 } },
  })
    .png()
    .toBuffer();
  return new Uint8Array(buffer);
}

function fileOnDisk(image: string | null | undefined): string {
  const key = keyFromUploadUrl(image);
  if (!key) throw new Error(`not an upload: ${image}`);
  return path.join(services.env.DATA_DIR, "uploads", key);
}

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

describe("GET /settings", () => {
  it("sends a signed-out visitor to log in", async () => {
    const result = await callLoader(loader, { services, url: "/settings" });
    expect(result.location).toBe(`/login?redirectTo=${encodeURIComponent("/settings")}`);
  });

  it("labels a learner Student and sends them back to /dashboard; an admin to /admin-dashboard", async () => {
    const learner = await createTestUser(services, { role: "instructor" });
    const page = await callLoader(loader, { services, url: "/settings", user: learner });
    expect(page.data).toMatchObject({
      roleLabel: "Student",
      backTo: "/dashboard",
      hasPassword: true,
      isLastAdmin: false,
    });
    const admin = await createTestUser(services, { role: "admin" });
    const adminPage = await callLoader(loader, {
      services,
      url: "/admin-dashboard/settings",
      user: admin,
    });
    expect(adminPage.data).toMatchObject({ roleLabel: "Admin", backTo: "/admin-dashboard" });
  });
});

describe("profile form", () => {
  it("refuses a signed-out post", async () => {
    const result = await post(null, { intent: "profile", fullName: "Nobody" });
    expect(result.location).toMatch(/^\/login\?redirectTo=/);
  });

  it("saves the trimmed name and normalised phone, then says 'Profile updated'", async () => {
    const me = await createTestUser(services, { name: "Old Name" });
    const other = await createTestUser(services, { name: "Other Person" });
    const result = await post(me, {
      intent: "profile",
      fullName: "  Amaka Nwosu  ",
      phone: "+234 803-123-4567",
    });
    expect(result.status).toBe(302);
    expect(result.location).toBe("/settings");
    expect(await flashedToast(services, result.headers)).toEqual({
      title: "Profile updated",
      description: "Your profile was updated successfully",
    });
    expect(await rowOf(me.id)).toMatchObject({ name: "Amaka Nwosu", phone: "+2348031234567" });
    // Only the signed-in user's row changed.
    expect((await rowOf(other.id))?.name).toBe("Other Person");
  });

  it("clears the phone when the field is emptied", async () => {
    const me = await createTestUser(services, { phone: "08031234567" });
    await post(me, { intent: "profile", fullName: "Amaka Nwosu", phone: "" });
    expect((await rowOf(me.id))?.phone).toBeNull();
  });

  it("keeps the values and explains beside the field when the name is empty or the phone wrong", async () => {
    const me = await createTestUser(services, { name: "Kept Name" });
    const result = await post(me, { intent: "profile", fullName: "   ", phone: "12345" });
    expect(result.status).toBe(400);
    const reply = result.data as Reply;
    expect(reply.intent).toBe("profile");
    expect(reply.result.error?.fullName).toEqual(["Please enter your full name."]);
    expect(reply.result.error?.phone?.[0]).toMatch(/valid Nigerian phone number/);
    expect(reply.result.initialValue).toMatchObject({ phone: "12345" });
    expect((await rowOf(me.id))?.name).toBe("Kept Name");
  });

  it("refuses a name over 100 characters", async () => {
    const me = await createTestUser(services);
    const result = await post(me, { intent: "profile", fullName: "A".repeat(101) });
    expect(result.status).toBe(400);
    expect((result.data as Reply).result.error?.fullName?.[0]).toMatch(/under 100 characters/);
  });

  it("answers on the admin address when posted there", async () => {
    const admin = await createTestUser(services, { role: "admin" });
    const result = await post(
      admin,
      { intent: "profile", fullName: "Admin Person" },
      { url: "/admin-dashboard/settings" },
    );
    expect(result.location).toBe("/admin-dashboard/settings");
  });
});

describe("change password", () => {
  async function signedIn(password = "Yam-Harvest-2031") {
    const me = await createTestUser(services, { password });
    const cookie = await signInCookie(services, { email: me.email, password });
    /** Sends the password form from this browser: the right current password, the new one twice. */
    const change = (fields: {
      newPassword: string;
      currentPassword?: string;
      confirmPassword?: string;
      revokeOtherSessions?: "on";
    }) =>
      post(
        me,
        {
          intent: "password",
          currentPassword: fields.currentPassword ?? password,
          newPassword: fields.newPassword,
          confirmPassword: fields.confirmPassword ?? fields.newPassword,
          ...(fields.revokeOtherSessions
            ? { revokeOtherSessions: fields.revokeOtherSessions }
            : {}),
        },
        { headers: { Cookie: cookie } },
      );
    return { me, cookie, password, change };
  }

  it("refuses mismatched new passwords with 'Password mismatch' and a field message", async () => {
    const { me, password, change } = await signedIn();
    const result = await change({
      newPassword: "Cassava-Field-88",
      confirmPassword: "Cassava-Field-89",
    });
    expect(result.status).toBe(400);
    const reply = result.data as Reply;
    expect(reply.alert).toEqual({
      title: "Password mismatch",
      description: "New passwords do not match",
    });
    expect(reply.result.error?.confirmPassword).toEqual([MESSAGES.newPasswordMismatch.description]);
    // Passwords are never sent back to the page.
    expect(JSON.stringify(reply.result)).not.toContain("Cassava-Field");
    expect(await canSignIn(me.email, password)).toBe(true);
  });

  it("says 'Password mismatch', and why beside the field, when the current password is wrong", async () => {
    const { me, password, change } = await signedIn();
    const result = await change({
      newPassword: "Cassava-Field-88",
      currentPassword: "not-my-password",
    });
    expect(result.status).toBe(400);
    expect((result.data as Reply).result.error?.currentPassword).toEqual([WRONG_CURRENT_PASSWORD]);
    expect((result.data as Reply).alert).toEqual({
      title: "Password mismatch",
      description: WRONG_CURRENT_PASSWORD,
    });
    expect(await canSignIn(me.email, password)).toBe(true);
    expect(await canSignIn(me.email, "Cassava-Field-88")).toBe(false);
  });

  it("applies the registration rules: 8 characters and no common password", async () => {
    const { change } = await signedIn();
    const short = await change({ newPassword: "abc" });
    expect((short.data as Reply).result.error?.newPassword).toEqual([
      MESSAGES.passwordTooShort.description,
    ]);
    const common = await change({ newPassword: "password123" });
    expect((common.data as Reply).result.error?.newPassword).toEqual([COMMON_PASSWORD_MESSAGE]);
  });

  it("changes it: 'Password updated', the old password stops working, the new one works", async () => {
    const { me, password, change } = await signedIn();
    const result = await change({ newPassword: "Cassava-Field-88" });
    expect(result.status).toBe(302);
    expect(result.location).toBe("/settings");
    expect(await flashedToast(services, result.headers)).toEqual({
      title: "Password updated",
      description: "Your password was updated successfully",
    });
    expect(await canSignIn(me.email, password)).toBe(false);
    expect(await canSignIn(me.email, "Cassava-Field-88")).toBe(true);
  });

  it("signs out the other devices when asked, keeping this one signed in", async () => {
    const { me, cookie, password, change } = await signedIn();
    await signInCookie(services, { email: me.email, password }); // a second device
    expect(await services.db.select().from(session).where(eq(session.userId, me.id))).toHaveLength(
      2,
    );
    const result = await change({ newPassword: "Cassava-Field-88", revokeOtherSessions: "on" });
    expect(result.status).toBe(302);
    // Both old sessions are gone; this browser received a fresh session cookie.
    const sessions = await services.db.select().from(session).where(eq(session.userId, me.id));
    expect(sessions).toHaveLength(1);
    const fresh = result.headers.getSetCookie().find((c) => c.includes("session_token="));
    expect(fresh).toBeDefined();
    const sessionCookie = (fresh as string).split(";")[0] as string;
    const resolved = await services.auth.api.getSession({
      headers: new Headers({ Cookie: sessionCookie }),
    });
    expect(resolved?.user.id).toBe(me.id);
    expect(
      await services.auth.api.getSession({ headers: new Headers({ Cookie: cookie }) }),
    ).toBeNull();
  });
});

describe("profile photo", () => {
  it("stores a PNG renamed .jpg (judged by content) as a square WebP served from /uploads", async () => {
    const me = await createTestUser(services);
    const photo = new File([await png()], "holiday.jpg", { type: "image/jpeg" });
    const result = await post(me, { intent: "avatar", avatar: photo });
    expect(result.status).toBe(302);
    expect(await flashedToast(services, result.headers)).toEqual({
      title: "Profile updated",
      description: "Your profile was updated successfully",
    });
    const image = (await rowOf(me.id))?.image;
    expect(image).toMatch(/^\/uploads\/avatars\/[0-9a-f-]{36}\.webp$/);

    const served = await callLoader(uploadsLoader, {
      services,
      url: image as string,
      params: { "*": (image as string).slice("/uploads/".length) },
    });
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/webp");
    expect(served.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(served.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    const bytes = Buffer.from(await (served.response as Response).arrayBuffer());
    expect(served.headers.get("Content-Length")).toBe(String(bytes.length));
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 256, 256]);
  });

  it("refuses a text file named .png, beside the field, and keeps the current photo", async () => {
    const me = await createTestUser(services);
    await post(me, { intent: "avatar", avatar: new File([await png()], "a.png") });
    const before = (await rowOf(me.id))?.image;
    const fake = new File(["this is not a picture"], "photo.png", { type: "image/png" });
    const result = await post(me, { intent: "avatar", avatar: fake });
    expect(result.status).toBe(400);
    expect((result.data as Reply).result.error?.avatar).toEqual([AVATAR_MESSAGES.wrongType]);
    expect((await rowOf(me.id))?.image).toBe(before);
    expect(await exists(fileOnDisk(before))).toBe(true);
  });

  it("refuses a photo over 2 MB", async () => {
    const me = await createTestUser(services);
    const big = new File([new Uint8Array(AVATAR_MAX_BYTES + 1)], "big.png", { type: "image/png" });
    const result = await post(me, { intent: "avatar", avatar: big });
    expect(result.status).toBe(400);
    expect((result.data as Reply).result.error?.avatar).toEqual([AVATAR_MESSAGES.tooBig]);
    expect((await rowOf(me.id))?.image).toBeNull();
  });

  it("refuses a 50 MB post without reading it, with the same message", async () => {
    const me = await createTestUser(services);
    const huge = new File([new Uint8Array(50 * 1024 * 1024)], "huge.png", { type: "image/png" });
    const result = await post(me, { intent: "avatar", avatar: huge });
    expect(result.status).toBe(413);
    const reply = result.data as Reply;
    expect(reply.intent).toBe("avatar");
    expect(reply.result.error?.avatar).toEqual([AVATAR_MESSAGES.tooBig]);
    expect((await rowOf(me.id))?.image).toBeNull();
  });

  it("deletes the old file when a photo is replaced, and on removal", async () => {
    const me = await createTestUser(services);
    await post(me, { intent: "avatar", avatar: new File([await png()], "one.png") });
    const first = (await rowOf(me.id))?.image;
    await post(me, { intent: "avatar", avatar: new File([await png(500, 500)], "two.webp") });
    const second = (await rowOf(me.id))?.image;
    expect(second).not.toBe(first);
    expect(await exists(fileOnDisk(first))).toBe(false);
    expect(await exists(fileOnDisk(second))).toBe(true);

    const removed = await post(me, { intent: "avatar-remove" });
    expect(removed.status).toBe(302);
    expect((await rowOf(me.id))?.image).toBeNull();
    expect(await exists(fileOnDisk(second))).toBe(false);
  });

  it("asks for a file when none was chosen", async () => {
    const me = await createTestUser(services);
    const result = await post(me, {
      intent: "avatar",
      avatar: new File([], "", { type: "application/octet-stream" }),
    });
    expect(result.status).toBe(400);
    expect((result.data as Reply).result.error?.avatar).toEqual([AVATAR_MESSAGES.missing]);
  });
});

describe("Delete My Account", () => {
  it("refuses a wrong password beside the field and keeps everything", async () => {
    const me = await createTestUser(services);
    const result = await post(me, { intent: "delete-account", secret: "wrong", confirm: "on" });
    expect(result.status).toBe(400);
    expect((result.data as Reply).result.error?.secret).toEqual([DELETION_MESSAGES.wrongPassword]);
    expect(await rowOf(me.id)).toBeDefined();
  });

  it("needs the box ticked", async () => {
    const me = await createTestUser(services);
    const result = await post(me, { intent: "delete-account", secret: me.password });
    expect(result.status).toBe(400);
    expect((result.data as Reply).result.error?.confirm).toEqual([
      "Please tick the box to confirm.",
    ]);
    expect(await rowOf(me.id)).toBeDefined();
  });

  it("erases the account and its personal data, keeps consultations unlinked, signs out", async () => {
    const me = await createTestUser(services, { name: "Leaving Learner" });
    const other = await createTestUser(services, { name: "Staying Learner" });
    const mine = await fillUserData(services.db, me);
    await fillUserData(services.db, other);
    await post(me, { intent: "avatar", avatar: new File([await png()], "me.png") });
    const photo = fileOnDisk((await rowOf(me.id))?.image);
    const cookie = await signInCookie(services, { email: me.email, password: me.password });

    const result = await post(
      me,
      { intent: "delete-account", secret: me.password, confirm: "on" },
      { headers: { Cookie: cookie } },
    );
    expect(result.status).toBe(302);
    expect(result.location).toBe("/");
    expect(await flashedToast(services, result.headers)).toMatchObject({
      title: "Account deleted",
    });
    // The session cookie is expired in the browser.
    const cleared = result.headers.getSetCookie().find((c) => c.includes("session_token="));
    expect(cleared).toMatch(/Max-Age=0/i);
    // And what the phone kept for them (downloads, queued progress, the worker) is emptied.
    expect(result.headers.get("Clear-Site-Data")).toBe('"storage"');

    expect(await rowOf(me.id)).toBeUndefined();
    for (const table of tablesWithUserId()) {
      expect(await rowsOf(services.db, table, me.id), table.name).toBe(0);
    }
    expect(
      await services.db.select().from(verification).where(eq(verification.value, me.id)),
    ).toEqual([]);
    expect(await exists(photo)).toBe(false);
    // The booking is a business record: still there, no longer linked.
    const [booking] = await services.db
      .select()
      .from(consultations)
      .where(eq(consultations.id, mine.consultationId));
    expect(booking).toMatchObject({ userId: null, message: `Consultation of ${mine.tag}` });
    // Someone else's data is untouched.
    for (const table of tablesWithUserId()) {
      expect(await rowsOf(services.db, table, other.id), table.name).toBeGreaterThan(0);
    }
    expect(await canSignIn(me.email, me.password)).toBe(false);
  });

  it("refuses to delete the last active admin, and allows it once there is another", async () => {
    // Other tests of this file create admins: demote them so this one is alone.
    await services.db.update(userTable).set({ role: "user" }).where(eq(userTable.role, "admin"));
    const admin = await createTestUser(services, { role: "admin" });
    const page = await callLoader(loader, {
      services,
      url: "/admin-dashboard/settings",
      user: admin,
    });
    expect(page.data).toMatchObject({ isLastAdmin: true });
    const refused = await post(
      admin,
      { intent: "delete-account", secret: admin.password, confirm: "on" },
      { url: "/admin-dashboard/settings" },
    );
    expect(refused.status).toBe(409);
    expect((refused.data as Reply).alert?.description).toBe(DELETION_MESSAGES.lastAdmin);
    expect(await rowOf(admin.id)).toBeDefined();

    // A suspended admin does not count as someone to run the academy.
    await createTestUser(services, { role: "admin", status: "suspended" });
    const stillRefused = await post(admin, {
      intent: "delete-account",
      secret: admin.password,
      confirm: "on",
    });
    expect(stillRefused.status).toBe(409);

    await createTestUser(services, { role: "admin" });
    const allowed = await post(admin, {
      intent: "delete-account",
      secret: admin.password,
      confirm: "on",
    });
    expect(allowed.status).toBe(302);
    expect(await rowOf(admin.id)).toBeUndefined();
  });

  it("asks an account without a password (social sign-in) for its e-mail address instead", async () => {
    const me = await createTestUser(services, { email: "social.only@afa.test" });
    const { account } = await import("~/db/schema");
    await services.db.delete(account).where(eq(account.userId, me.id));
    const page = await callLoader(loader, { services, url: "/settings", user: me });
    expect(page.data).toMatchObject({ hasPassword: false });

    const wrong = await post(me, {
      intent: "delete-account",
      secret: "someone@else.ng",
      confirm: "on",
    });
    expect((wrong.data as Reply).result.error?.secret).toEqual([DELETION_MESSAGES.wrongEmail]);
    const right = await post(me, {
      intent: "delete-account",
      secret: " Social.Only@afa.test ",
      confirm: "on",
    });
    expect(right.status).toBe(302);
    expect(await rowOf(me.id)).toBeUndefined();
  });
});

describe("in the page's language", () => {
  it("sends the settings and auth messages, and answers the forms in Hausa", async () => {
    const me = await createTestUser(services);
    const page = await callLoader(loader, {
      services,
      url: "/ha/settings",
      user: me,
      locale: "ha",
    });
    const data = page.data as { messages: Record<string, unknown>; roleLabel: string };
    expect(Object.keys(data.messages)).toEqual(expect.arrayContaining(["settings", "auth"]));
    expect(data.roleLabel).toBe("Ɗalibi");

    const result = await callAction(action, {
      services,
      url: "/ha/settings",
      user: me,
      locale: "ha",
      form: { intent: "delete-account", secret: "" },
    });
    expect(result.status).toBe(400);
    const reply = result.data as Reply;
    expect(reply.result.error?.confirm).toEqual(["Don Allah ka duba akwatin don tabbatarwa."]);

    const wrong = await callAction(action, {
      services,
      url: "/ha/settings",
      user: me,
      locale: "ha",
      form: { intent: "email", newEmail: me.email, password: "not-my-password" },
    });
    expect((wrong.data as Reply).result.error?.password).toEqual([
      "Kalmar sirrinka ta yanzu ba daidai ba ce.",
    ]);
  });
});

describe("the video size", () => {
  it("is data saver until the learner chooses another, which the page then shows", async () => {
    const me = await createTestUser(services);
    const page = () => callLoader(loader, { services, url: "/settings", user: me });
    expect((await page()).data?.videoQuality).toBe("data-saver");

    const saved = await post(me, { intent: "video-quality", quality: "standard" });
    expect(saved.status).toBe(302);
    expect(await flashedToast(services, saved.headers)).toMatchObject({
      title: "Video size saved",
    });
    expect((await rowOf(me.id))?.videoQuality).toBe("standard");
    expect((await page()).data?.videoQuality).toBe("standard");

    // Anything but the three sizes changes nothing.
    const odd = await post(me, { intent: "video-quality", quality: "1080p" });
    expect(odd.status).toBeGreaterThanOrEqual(300);
    expect((await rowOf(me.id))?.videoQuality).toBe("standard");
  });
});
