import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notificationPreferences, notifications } from "~/db/schema";
import { countStatements } from "../../../tests/support/statements";
import { setupFreshServices } from "../../../tests/support/suite";
import { createTestUser } from "../../../tests/support/users";
import {
  announceToLearners,
  countUnreadNotifications,
  DEFAULT_NOTIFICATION_PREFERENCES,
  deleteNotification,
  getNotificationPreferences,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  NOTIFICATION_TOPICS,
  type NotificationTopic,
  notify,
  saveNotificationPreferences,
  wantsNotification,
} from "./notifications.server";

const suite = setupFreshServices();

const TOPICS = Object.keys(NOTIFICATION_TOPICS) as NotificationTopic[];

async function rowsOf(userId: string) {
  return suite.services.db.select().from(notifications).where(eq(notifications.userId, userId));
}

/** Stores a notification for `userId` without going through the preferences. */
async function seedNotification(
  userId: string,
  values: { title?: string; createdAt?: Date; readAt?: Date | null; link?: string | null } = {},
) {
  const [row] = await suite.services.db
    .insert(notifications)
    .values({
      userId,
      type: "info",
      title: values.title ?? "Hello",
      message: "A message",
      link: values.link ?? null,
      readAt: values.readAt ?? null,
      ...(values.createdAt ? { createdAt: values.createdAt } : {}),
    })
    .returning();
  if (!row) throw new Error("not stored");
  return row;
}

describe("preferences", () => {
  it("are all on until saved, then upserted (one row per user)", async () => {
    const learner = await createTestUser(suite.services);
    expect(await getNotificationPreferences(suite.services.db, learner.id)).toEqual(
      DEFAULT_NOTIFICATION_PREFERENCES,
    );

    // Saved twice, each time the opposite: the second save updates the first one's row.
    for (const on of [true, false]) {
      const saved = {
        courseUpdates: !on,
        progressAlerts: on,
        certificateReady: !on,
        systemNotifications: on,
      };
      await saveNotificationPreferences(suite.services.db, learner.id, saved);
      expect(await getNotificationPreferences(suite.services.db, learner.id)).toEqual(saved);
    }
    const rows = await suite.services.db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, learner.id));
    expect(rows).toHaveLength(1);
  });

  it("belong to one user: saving mine leaves another's defaults alone", async () => {
    const learner = await createTestUser(suite.services);
    const other = await createTestUser(suite.services);
    await saveNotificationPreferences(suite.services.db, learner.id, {
      courseUpdates: false,
      progressAlerts: false,
      certificateReady: false,
      systemNotifications: false,
    });
    expect(await getNotificationPreferences(suite.services.db, other.id)).toEqual(
      DEFAULT_NOTIFICATION_PREFERENCES,
    );
  });
});

describe("notify", () => {
  it("stores a notification for every topic while the preferences are the defaults", async () => {
    const learner = await createTestUser(suite.services);
    for (const topic of TOPICS) {
      expect(
        await notify(suite.services.db, {
          userId: learner.id,
          topic,
          title: `About ${topic}`,
          message: "Text",
        }),
      ).toBe(true);
    }
    expect((await rowsOf(learner.id)).map((r) => r.title).sort()).toEqual(
      TOPICS.map((topic) => `About ${topic}`).sort(),
    );
  });

  for (const off of TOPICS) {
    it(`skips topic "${off}" when ${NOTIFICATION_TOPICS[off]} is off, and only that one`, async () => {
      const learner = await createTestUser(suite.services);
      await saveNotificationPreferences(suite.services.db, learner.id, {
        ...DEFAULT_NOTIFICATION_PREFERENCES,
        [NOTIFICATION_TOPICS[off]]: false,
      });
      expect(await wantsNotification(suite.services.db, learner.id, off)).toBe(false);
      for (const topic of TOPICS) {
        const stored = await notify(suite.services.db, {
          userId: learner.id,
          topic,
          type: "success",
          title: topic,
          message: "Text",
          link: "/dashboard",
        });
        expect(stored).toBe(topic !== off);
      }
      const rows = await rowsOf(learner.id);
      expect(rows.map((r) => r.title).sort()).toEqual(TOPICS.filter((x) => x !== off).sort());
      expect(rows.every((r) => r.type === "success" && r.link === "/dashboard")).toBe(true);
    });
  }
});

describe("listing and counting", () => {
  it("lists only the user's own, newest first, and counts only their unread", async () => {
    const learner = await createTestUser(suite.services);
    const other = await createTestUser(suite.services);
    await seedNotification(learner.id, {
      title: "Oldest",
      createdAt: new Date("2026-11-01T08:00:00Z"),
      readAt: new Date("2026-11-02T08:00:00Z"),
    });
    await seedNotification(learner.id, {
      title: "Newest",
      createdAt: new Date("2026-11-20T08:00:00Z"),
    });
    await seedNotification(learner.id, {
      title: "Middle",
      createdAt: new Date("2026-11-10T08:00:00Z"),
    });
    await seedNotification(other.id, { title: "Not mine" });

    const list = await listNotifications(suite.services.db, learner.id);
    expect(list.map((n) => [n.title, n.read])).toEqual([
      ["Newest", false],
      ["Middle", false],
      ["Oldest", true],
    ]);
    expect(await listNotifications(suite.services.db, learner.id, { limit: 1 })).toHaveLength(1);
    expect(await countUnreadNotifications(suite.services.db, learner.id)).toBe(2);
    expect(await countUnreadNotifications(suite.services.db, other.id)).toBe(1);
  });
});

describe("mark read, mark all read, delete", () => {
  it("marks one of mine read and gives its link; keeps the first read time", async () => {
    const learner = await createTestUser(suite.services);
    const row = await seedNotification(learner.id, { link: "/dashboard/certificates" });

    expect(await markNotificationRead(suite.services.db, learner.id, row.id)).toEqual({
      status: "read",
      link: "/dashboard/certificates",
    });
    const [read] = await rowsOf(learner.id);
    expect(read?.readAt).toBeInstanceOf(Date);

    await new Promise((resolve) => setTimeout(resolve, 5));
    await markNotificationRead(suite.services.db, learner.id, row.id);
    const [again] = await rowsOf(learner.id);
    expect(again?.readAt).toEqual(read?.readAt);
  });

  it("cannot touch another user's notification, and says not found", async () => {
    const owner = await createTestUser(suite.services);
    const intruder = await createTestUser(suite.services);
    const row = await seedNotification(owner.id);

    expect(await markNotificationRead(suite.services.db, intruder.id, row.id)).toEqual({
      status: "not-found",
    });
    expect(await deleteNotification(suite.services.db, intruder.id, row.id)).toBe(false);
    expect(await markAllNotificationsRead(suite.services.db, intruder.id)).toBe(0);

    const [untouched] = await rowsOf(owner.id);
    expect(untouched).toEqual(row);
  });

  it("answers not found for ids that are not uuids or do not exist, without failing", async () => {
    const learner = await createTestUser(suite.services);
    for (const id of ["", "42", "not-a-uuid", "00000000-0000-4000-8000-000000000000"]) {
      expect(await markNotificationRead(suite.services.db, learner.id, id)).toEqual({
        status: "not-found",
      });
      expect(await deleteNotification(suite.services.db, learner.id, id)).toBe(false);
    }
  });

  it("marks all of mine read, and only mine", async () => {
    const learner = await createTestUser(suite.services);
    const other = await createTestUser(suite.services);
    const earlier = new Date("2026-11-02T08:00:00Z");
    await seedNotification(learner.id, { readAt: earlier });
    await seedNotification(learner.id);
    await seedNotification(learner.id);
    await seedNotification(other.id);

    expect(await markAllNotificationsRead(suite.services.db, learner.id)).toBe(2);
    expect(await countUnreadNotifications(suite.services.db, learner.id)).toBe(0);
    expect(await countUnreadNotifications(suite.services.db, other.id)).toBe(1);
    // The one read before keeps its time.
    const rows = await rowsOf(learner.id);
    expect(rows.filter((r) => r.readAt?.getTime() === earlier.getTime())).toHaveLength(1);
    expect(await markAllNotificationsRead(suite.services.db, learner.id)).toBe(0);
  });

  it("deletes one of mine and nothing else", async () => {
    const learner = await createTestUser(suite.services);
    const other = await createTestUser(suite.services);
    const gone = await seedNotification(learner.id, { title: "Gone" });
    await seedNotification(learner.id, { title: "Stays" });
    await seedNotification(other.id, { title: "Other's" });

    expect(await deleteNotification(suite.services.db, learner.id, gone.id)).toBe(true);
    expect(await deleteNotification(suite.services.db, learner.id, gone.id)).toBe(false);
    expect((await rowsOf(learner.id)).map((r) => r.title)).toEqual(["Stays"]);
    expect(await rowsOf(other.id)).toHaveLength(1);
  });
});

describe("announceToLearners", () => {
  it("reaches every learner with System Notifications on, and no one else", async () => {
    const active = await createTestUser(suite.services);
    const pending = await createTestUser(suite.services, {
      status: "pending",
      emailVerified: false,
    });
    const instructor = await createTestUser(suite.services, { role: "instructor" });
    const optedOut = await createTestUser(suite.services);
    const otherTopicsOff = await createTestUser(suite.services);
    const suspended = await createTestUser(suite.services, { status: "suspended" });
    const inactive = await createTestUser(suite.services, { status: "inactive" });
    const admin = await createTestUser(suite.services, { role: "admin" });
    await saveNotificationPreferences(suite.services.db, optedOut.id, {
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      systemNotifications: false,
    });
    await saveNotificationPreferences(suite.services.db, otherTopicsOff.id, {
      courseUpdates: false,
      progressAlerts: false,
      certificateReady: false,
      systemNotifications: true,
    });

    const reached = await announceToLearners(suite.services.db, {
      title: "New course: Farm Records on Your Phone",
      message: "Keep your farm's numbers in your pocket. Enrol free today.",
      link: "/academy/farm-records-on-your-phone",
    });

    expect(reached).toBe(4);
    for (const u of [active, pending, instructor, otherTopicsOff]) {
      const rows = await rowsOf(u.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        type: "info",
        title: "New course: Farm Records on Your Phone",
        message: "Keep your farm's numbers in your pocket. Enrol free today.",
        link: "/academy/farm-records-on-your-phone",
        readAt: null,
      });
      expect(rows[0]?.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(rows[0]?.createdAt).toBeInstanceOf(Date);
    }
    for (const u of [optedOut, suspended, inactive, admin]) {
      expect(await rowsOf(u.id)).toHaveLength(0);
    }
    // Each learner's copy is their own: reading it leaves the others unread.
    const [mine] = await rowsOf(active.id);
    await markNotificationRead(suite.services.db, active.id, mine?.id ?? "");
    expect(await countUnreadNotifications(suite.services.db, pending.id)).toBe(1);
  });

  it("stores an announcement without a link", async () => {
    const learner = await createTestUser(suite.services);
    expect(
      await announceToLearners(suite.services.db, {
        title: "Closed on Friday",
        message: "Holiday.",
      }),
    ).toBe(1);
    expect((await rowsOf(learner.id))[0]?.link).toBeNull();
  });

  it("costs one query for 1 learner and for 20", async () => {
    await createTestUser(suite.services);
    const one = await countStatements(suite.services.db, () =>
      announceToLearners(suite.services.db, { title: "First", message: "To one learner." }),
    );
    for (let i = 0; i < 19; i += 1) await createTestUser(suite.services);
    let reached = 0;
    const twenty = await countStatements(suite.services.db, async () => {
      reached = await announceToLearners(suite.services.db, {
        title: "Second",
        message: "To twenty learners.",
      });
    });
    expect(reached).toBe(20);
    expect(one).toBe(1);
    expect(twenty).toBe(1);
  });
});

describe("a notification read in the reader's language", () => {
  it("is stored as a key and its parameters, and written in whatever language the learner reads", async () => {
    const learner = await createTestUser(suite.services);
    await notify(suite.services.db, {
      userId: learner.id,
      topic: "course",
      notice: { key: "enrolled", course: "Poultry Basics" },
    });
    await notify(suite.services.db, {
      userId: learner.id,
      topic: "system",
      notice: { key: "consultationConfirmed", plan: "Beginner", date: "2099-06-15", time: "14:00" },
    });
    const [stored] = await rowsOf(learner.id);
    expect(stored?.notice).toBeTruthy();

    // Written in English while the learner read English; read in Hausa after the switch.
    const english = await listNotifications(suite.services.db, learner.id, { locale: "en" });
    expect(english.map((n) => n.title).sort()).toEqual([
      "Consultation confirmed",
      "You're enrolled in Poultry Basics",
    ]);
    const hausa = await listNotifications(suite.services.db, learner.id, { locale: "ha" });
    expect(hausa.map((n) => n.title).sort()).toEqual([
      "An tabbatar da ganawa",
      "Ka shiga kwas ɗin Poultry Basics",
    ]);
    expect(hausa.every((n) => n.locale === "ha")).toBe(true);
    // The date is written in the reader's words too.
    expect(hausa.find((n) => n.title.startsWith("An tabbatar"))?.message).toContain("Yuni");
  });

  it("keeps an announcement as staff wrote it, marked with its language", async () => {
    const learner = await createTestUser(suite.services);
    await announceToLearners(suite.services.db, { title: "Field day", message: "Come to Epe." });
    const [item] = await listNotifications(suite.services.db, learner.id, { locale: "yo" });
    expect(item).toMatchObject({ title: "Field day", message: "Come to Epe.", locale: "en" });
  });

  it("gives English rows of a known template their key (migration), and leaves the rest as written", async () => {
    const learner = await createTestUser(suite.services);
    const legacy = [
      {
        title: "Course Complete",
        message: "Congratulations! You completed Cassava 101.",
        locale: "en",
      },
      { title: "Quiz passed", message: "You passed Final check with 85%.", locale: "en" },
      {
        title: "You're enrolled in Fish Farming",
        message: "Your payment was received. Start with the first lesson whenever you are ready.",
        locale: "en",
      },
      { title: "Hello", message: "A note from staff.", locale: "en" },
      {
        title: "An kammala kwas",
        message: "Barka da nasara! Ka kammala Cassava 101.",
        locale: "ha",
      },
    ] as const;
    await suite.services.db
      .insert(notifications)
      .values(legacy.map((row) => ({ ...row, userId: learner.id, type: "info" as const })));
    const file = readdirSync("drizzle").find((f) => f.endsWith("_notification-notices.sql"));
    const statements = readFileSync(path.join("drizzle", file ?? ""), "utf8")
      .split("--> statement-breakpoint")
      .slice(1);
    for (const statement of statements) await suite.services.db.execute(sql.raw(statement));

    const byTitle = new Map(
      (await rowsOf(learner.id)).map((row) => [row.title, row.notice] as const),
    );
    expect(byTitle.get("Course Complete")).toEqual({
      key: "courseComplete",
      course: "Cassava 101",
    });
    expect(byTitle.get("Quiz passed")).toEqual({
      key: "quizPassed",
      quiz: "Final check",
      score: 85,
    });
    expect(byTitle.get("You're enrolled in Fish Farming")).toEqual({
      key: "paidEnrolled",
      course: "Fish Farming",
    });
    expect(byTitle.get("Hello")).toBeNull();
    expect(byTitle.get("An kammala kwas")).toBeNull();
    const yoruba = await listNotifications(suite.services.db, learner.id, { locale: "yo" });
    expect(yoruba.find((n) => n.message.includes("Cassava 101") && n.locale === "yo")).toBeTruthy();
    expect(yoruba.find((n) => n.title === "Hello")?.locale).toBe("en");
  });
});
