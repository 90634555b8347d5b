import { and, eq, isNull } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { notifications, user } from "~/db/schema";
import { NOTIFICATION_TOASTS } from "~/domain/notifications/notifications.constants";
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  getNotificationPreferences,
  NOTIFICATIONS_PAGE_SIZE,
} from "~/domain/notifications/notifications.server";
import type { Services } from "~/services.server";
import { countingServices } from "../../../tests/support/query-count";
import { renderPage } from "../../../tests/support/render";
import { callAction, callLoader } from "../../../tests/support/router";
import { flashedToast, setupTestServices } from "../../../tests/support/suite";
import { createTestUser } from "../../../tests/support/users";
import Notifications, { action, loader } from "./notifications";

const URL = "/dashboard/notifications";

// One database for the file: every test works with its own users, so they cannot interfere.
const suite = setupTestServices();
let services: Services;
beforeAll(() => {
  services = suite.services;
});

type User = Awaited<ReturnType<typeof createTestUser>>;

async function seed(userId: string, values: { title?: string; link?: string | null } = {}) {
  const [row] = await services.db
    .insert(notifications)
    .values({
      userId,
      type: "course",
      title: values.title ?? "You're enrolled",
      message: "Start whenever you are ready.",
      link: values.link === undefined ? "/dashboard/my-courses" : values.link,
    })
    .returning();
  if (!row) throw new Error("not stored");
  return row;
}

async function row(id: string) {
  const [found] = await services.db.select().from(notifications).where(eq(notifications.id, id));
  return found;
}

function post(user: User | null, form: Record<string, string>, query = "") {
  return callAction(action, { services, url: `${URL}${query}`, user, form });
}

/**
 * `n` notifications a minute apart, the first the oldest, the `unread` newest unread; returns
 * their titles newest first, as the page lists them.
 */
async function seedMany(userId: string, n: number, unread = n) {
  const start = Date.UTC(2026, 2, 1, 9);
  const rows = Array.from({ length: n }, (_, i) => ({
    userId,
    type: "info" as const,
    title: `Note ${i + 1}`,
    message: "m",
    createdAt: new Date(start + i * 60_000),
    readAt: i < n - unread ? new Date(start + i * 60_000) : null,
  }));
  await services.db.insert(notifications).values(rows);
  return rows.map((r) => r.title).reverse();
}

function load(user: User, query = "") {
  return callLoader(loader, { services, url: `${URL}${query}`, user });
}

/** The toast the redirect flashes, read back as the next page's root loader would. */
describe("loader", () => {
  it("sends a signed-out visitor to log in", async () => {
    const result = await callLoader(loader, { services, url: URL });
    expect(result.thrown).toBe(true);
    expect(result.location).toBe(`/login?redirectTo=${encodeURIComponent(URL)}`);
  });

  it("gives the learner their own notifications, unread count, preferences and the time", async () => {
    const learner = await createTestUser(services);
    const other = await createTestUser(services);
    await seed(learner.id, { title: "Mine" });
    await seed(other.id, { title: "Theirs" });

    const before = Date.now();
    const result = await callLoader(loader, { services, url: URL, user: learner });

    expect(result.status).toBe(200);
    expect(result.data?.notifications.map((n) => n.title)).toEqual(["Mine"]);
    expect(result.data?.unread).toBe(1);
    expect(result.data?.preferences).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
    expect(Date.parse(result.data?.now ?? "")).toBeGreaterThanOrEqual(before - 1000);
  });
});

describe("loader: pages of 20", () => {
  it("lists 20 a page, newest first, with the totals over every page", async () => {
    expect(NOTIFICATIONS_PAGE_SIZE).toBe(20);
    const learner = await createTestUser(services);
    const other = await createTestUser(services);
    const titles = await seedMany(learner.id, 45, 30);
    await seedMany(other.id, 3);

    const pages = [
      await load(learner),
      await load(learner, "?page=2"),
      await load(learner, "?page=3"),
    ];
    expect(pages.map((p) => p.data?.notifications.length)).toEqual([20, 20, 5]);
    expect(pages.flatMap((p) => p.data?.notifications.map((n) => n.title))).toEqual(titles);
    for (const [index, p] of pages.entries()) {
      // The unread count is the learner's, not the page's (page 3 holds only read ones).
      expect(p.data).toMatchObject({ page: index + 1, pageCount: 3, total: 45, unread: 30 });
    }
  });

  it("answers a junk or out-of-range ?page= with the nearest page, never an error", async () => {
    const learner = await createTestUser(services);
    const titles = await seedMany(learner.id, 25);
    const cases: [string, number][] = [
      ["?page=abc", 1],
      ["?page=", 1],
      ["?page=0", 1],
      ["?page=-1", 1],
      ["?page=2.5", 1],
      ["?page=99999999999999999999999", 1],
      ["?page=3", 2],
      ["?page=9007199254740991", 2],
    ];
    for (const [query, page] of cases) {
      const result = await load(learner, query);
      expect(result.status, query).toBe(200);
      expect(result.data?.page, query).toBe(page);
      expect(result.data?.notifications[0]?.title, query).toBe(titles[(page - 1) * 20]);
    }
    // None at all: one empty page.
    const empty = await load(await createTestUser(services), "?page=4");
    expect(empty.data).toMatchObject({ page: 1, pageCount: 1, total: 0, notifications: [] });
  });

  it("reads the same number of queries for 1 notification and for many, on any page", async () => {
    const one = await createTestUser(services);
    const many = await createTestUser(services);
    await seedMany(one.id, 1);
    await seedMany(many.id, 70);
    const counting = countingServices(services);
    const queries = async (user: User, query: string) => {
      counting.reset();
      const result = await callLoader(loader, {
        services: counting.services,
        url: `${URL}${query}`,
        user,
      });
      expect(result.status).toBe(200);
      return counting.queries();
    };
    const base = await queries(one, "");
    expect(base).toBeLessThanOrEqual(3);
    expect(await queries(many, "")).toBe(base);
    expect(await queries(many, "?page=4")).toBe(base);
    // Past the end: one more, to read the last page.
    expect(await queries(many, "?page=50")).toBe(base + 1);
  });

  it("links to the other pages, and its forms post back to the page shown", async () => {
    const learner = await createTestUser(services);
    await seedMany(learner.id, 45);
    const { data } = await load(learner, "?page=2");
    const html = renderPage(
      { id: "routes/learner/notifications", path: URL, Component: Notifications },
      data,
      null,
    ).replaceAll("<!-- -->", "");
    expect(html).toContain("Page 2 of 3");
    expect(html).toContain(`rel="prev" href="${URL}"`);
    expect(html).toContain(`rel="next" href="${URL}?page=3"`);
    expect(html).toContain("You have 45 unread notifications.");
    expect(html).toContain("45 unread");
    expect(html).toContain("Mark all as read");
    const actions = [...html.matchAll(/<form[^>]*method="post"[^>]*>/g)].map((m) => m[0]);
    expect(actions.length).toBeGreaterThan(20);
    for (const form of actions) expect(form).toContain(`action="${URL}?page=2"`);
  });
});

describe("action", () => {
  it("marks one read and comes back to the list", async () => {
    const learner = await createTestUser(services);
    const mine = await seed(learner.id);

    const result = await post(learner, { intent: "read", id: mine.id });

    expect(result.status).toBe(302);
    expect(result.location).toBe(URL);
    expect((await row(mine.id))?.readAt).toBeInstanceOf(Date);
  });

  it("opens a notification: marks it read, then goes to its link", async () => {
    const learner = await createTestUser(services);
    const mine = await seed(learner.id, { link: "/dashboard/certificates?from=notice#top" });

    const result = await post(learner, { intent: "open", id: mine.id });

    expect(result.status).toBe(302);
    expect(result.location).toBe("/dashboard/certificates?from=notice#top");
    expect((await row(mine.id))?.readAt).toBeInstanceOf(Date);
  });

  it("never follows a link off the site, nor a missing one", async () => {
    const learner = await createTestUser(services);
    for (const link of ["https://evil.example/x", "//evil.example", "/\\evil.example", null]) {
      const mine = await seed(learner.id, { link });
      const result = await post(learner, { intent: "open", id: mine.id });
      expect(result.location).toBe(URL);
      expect((await row(mine.id))?.readAt).toBeInstanceOf(Date);
    }
  });

  it("answers 404 with an error toast for another learner's notification, changing nothing", async () => {
    const owner = await createTestUser(services);
    const intruder = await createTestUser(services);
    const theirs = await seed(owner.id);

    for (const intent of ["read", "open", "delete"]) {
      const result = await post(intruder, { intent, id: theirs.id });
      expect(result.status).toBe(404);
      expect(result.data).toEqual({ toast: NOTIFICATION_TOASTS.notFound });
    }
    // Mark all read is scoped to the intruder's own (none).
    expect((await post(intruder, { intent: "read-all" })).status).toBe(302);
    expect(await row(theirs.id)).toEqual(theirs);
  });

  it("answers 400, not 500, to bad ids and unknown intents", async () => {
    const learner = await createTestUser(services);
    const mine = await seed(learner.id);
    const bad: Record<string, string>[] = [
      { intent: "read", id: "42" },
      { intent: "open", id: "'; drop table notifications; --" },
      { intent: "delete", id: "" },
      { intent: "delete" },
      { intent: "archive", id: mine.id },
      { id: mine.id },
      {},
    ];
    for (const form of bad) {
      const result = await post(learner, form);
      expect(result.status, JSON.stringify(form)).toBe(400);
      expect(result.data).toEqual({ toast: NOTIFICATION_TOASTS.invalid });
    }
    expect(await row(mine.id)).toEqual(mine);
  });

  it("deletes one of mine with a toast", async () => {
    const learner = await createTestUser(services);
    const mine = await seed(learner.id);
    const kept = await seed(learner.id, { title: "Kept" });

    const result = await post(learner, { intent: "delete", id: mine.id });

    expect(result.status).toBe(302);
    expect(result.location).toBe(URL);
    expect(await flashedToast(services, result.headers)).toEqual(NOTIFICATION_TOASTS.deleted);
    expect(await row(mine.id)).toBeUndefined();
    expect(await row(kept.id)).toEqual(kept);
    // A second delete of the same one: not found.
    expect((await post(learner, { intent: "delete", id: mine.id })).status).toBe(404);
  });

  it("marks all of mine read from any page, the ones on other pages too, and comes back", async () => {
    const learner = await createTestUser(services);
    await seedMany(learner.id, 45);

    const result = await post(learner, { intent: "read-all" }, "?page=2");

    expect(result.status).toBe(302);
    expect(result.location).toBe(`${URL}?page=2`);
    const unread = await services.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, learner.id), isNull(notifications.readAt)));
    expect(unread).toEqual([]);
    expect((await load(learner, "?page=2")).data).toMatchObject({ unread: 0, total: 45 });
  });

  it("comes back to the page it was sent from after reading or deleting one", async () => {
    const learner = await createTestUser(services);
    const mine = await seed(learner.id, { link: null });
    const other = await seed(learner.id);
    for (const [form, query, location] of [
      [{ intent: "read", id: mine.id }, "?page=3", `${URL}?page=3`],
      [{ intent: "open", id: mine.id }, "?page=2", `${URL}?page=2`],
      [{ intent: "delete", id: other.id }, "?page=junk", URL],
      [{ intent: "preferences", courseUpdates: "on" }, "?page=4", `${URL}?page=4`],
    ] as const) {
      const result = await post(learner, form, query);
      expect(result.status, form.intent).toBe(302);
      expect(result.location, form.intent).toBe(location);
    }
  });

  it("marks all of mine read, and only mine", async () => {
    const learner = await createTestUser(services);
    const other = await createTestUser(services);
    const a = await seed(learner.id);
    const b = await seed(learner.id);
    const theirs = await seed(other.id);

    const result = await post(learner, { intent: "read-all" });

    expect(result.status).toBe(302);
    expect(await flashedToast(services, result.headers)).toEqual(NOTIFICATION_TOASTS.allRead);
    expect((await row(a.id))?.readAt).toBeInstanceOf(Date);
    expect((await row(b.id))?.readAt).toBeInstanceOf(Date);
    expect((await row(theirs.id))?.readAt).toBeNull();
  });

  it("saves the preferences: an unticked box is off, a ticked one on", async () => {
    const learner = await createTestUser(services);
    const other = await createTestUser(services);

    const result = await post(learner, {
      intent: "preferences",
      progressAlerts: "on",
      certificateReady: "on",
      systemNotifications: "on",
    });

    expect(result.status).toBe(302);
    expect(result.location).toBe(URL);
    expect(await flashedToast(services, result.headers)).toEqual(
      NOTIFICATION_TOASTS.preferencesSaved,
    );
    expect(await getNotificationPreferences(services.db, learner.id)).toEqual({
      courseUpdates: false,
      progressAlerts: true,
      certificateReady: true,
      systemNotifications: true,
    });
    expect(await getNotificationPreferences(services.db, other.id)).toEqual(
      DEFAULT_NOTIFICATION_PREFERENCES,
    );

    await post(learner, { intent: "preferences", courseUpdates: "on" });
    expect(await getNotificationPreferences(services.db, learner.id)).toEqual({
      courseUpdates: true,
      progressAlerts: false,
      certificateReady: false,
      systemNotifications: false,
    });
  });

  it("answers a database failure with an error toast (and logs it)", async () => {
    const learner = await createTestUser(services);
    const mine = await seed(learner.id);
    const logged = vi.spyOn(services.logger, "error").mockImplementation(() => {});
    const broken = vi.spyOn(services.db, "update").mockImplementation(() => {
      throw new Error("connection lost");
    });
    const insertBroken = vi.spyOn(services.db, "insert").mockImplementation(() => {
      throw new Error("connection lost");
    });
    try {
      const read = await post(learner, { intent: "read", id: mine.id });
      expect(read.status).toBe(500);
      expect(read.data).toEqual({ toast: NOTIFICATION_TOASTS.failed });
      const saved = await post(learner, { intent: "preferences" });
      expect(saved.status).toBe(500);
      expect(saved.data).toEqual({ toast: NOTIFICATION_TOASTS.preferencesFailed });
      expect(logged).toHaveBeenCalledTimes(2);
    } finally {
      broken.mockRestore();
      insertBroken.mockRestore();
      logged.mockRestore();
    }
    expect(await getNotificationPreferences(services.db, learner.id)).toEqual(
      DEFAULT_NOTIFICATION_PREFERENCES,
    );
  });

  it("sends a signed-out visitor to log in, changing nothing", async () => {
    const learner = await createTestUser(services);
    const mine = await seed(learner.id);
    const result = await post(null, { intent: "delete", id: mine.id });
    expect(result.thrown).toBe(true);
    expect(result.location).toMatch(/^\/login\?redirectTo=/);
    expect(await row(mine.id)).toEqual(mine);
  });

  it("saves where consultation messages go; WhatsApp or SMS without a phone is refused with a toast", async () => {
    const learner = await createTestUser(services);
    const refused = await callAction(action, {
      services,
      url: URL,
      user: learner,
      form: { intent: "channels", channels: ["sms"] },
    });
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({ toast: { title: "Add your phone number first" } });
    const saved = await callAction(action, {
      services,
      url: URL,
      user: learner,
      form: { intent: "channels", channels: ["email"] },
    });
    expect(saved.status).toBe(302);
    const page = await callLoader(loader, { services, url: URL, user: learner });
    expect(page.data?.channels).toEqual({
      chosen: ["email"],
      phone: null,
      phoneConfirmed: false,
      linkUntil: null,
    });
  });

  it("texts an unconfirmed number one link; saving again says the link still works, and the page says until when", async () => {
    const learner = await createTestUser(services);
    await services.db.update(user).set({ phone: "08031112233" }).where(eq(user.id, learner.id));
    const save = () =>
      callAction(action, {
        services,
        url: URL,
        user: learner,
        form: { intent: "channels", channels: ["sms", "email"] },
      });
    const texts = suite.smsOutbox.length;
    expect(await flashedToast(services, (await save()).headers)).toMatchObject({
      title: "Check your phone",
    });
    const again = await save();
    expect(again.status).toBe(302);
    expect(await flashedToast(services, again.headers)).toMatchObject({
      title: "A link is already on its way",
    });
    expect(suite.smsOutbox.length).toBe(texts + 1);
    const page = await callLoader(loader, { services, url: URL, user: learner });
    expect(page.data?.channels.linkUntil).toEqual(expect.any(String));
  });
});
