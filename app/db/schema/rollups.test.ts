// The rollups of migration 0014 (rollups.ts) against a direct count of the rows they summarise,
// after every kind of write the site makes: inserts one at a time and in bulk, completions and
// their undoing, status changes, deletes, and the deletes and SET NULLs that cascade from deleting
// a course or an account. Without one of the triggers, the step that needs it fails.
import { randomUUID } from "node:crypto";
import { eq, inArray, type SQL, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import {
  consultations,
  contacts,
  contentVersion,
  courseEnrollments,
  courseSales,
  courseStats,
  courses,
  enrolmentDays,
  payments,
  salesDays,
  siteCounters,
  successStories,
  user,
} from "~/db/schema";
import type { PaymentStatus } from "~/db/schema/enums";
import { createTestCourse } from "../../../tests/support/courses";
import { setupFreshServices } from "../../../tests/support/suite";
import { createTestUser } from "../../../tests/support/users";

const suite = setupFreshServices();

async function rowsOf<T = Record<string, unknown>>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

// Each rollup's rows as text lines, zero rows left out (a key whose rows are all gone may stay at
// zero), and the same lines counted from the tables themselves, as the pages counted them before.
const ROLLUPS = {
  site_counters: {
    rollup: sql`select name || '=' || value as line from site_counters where value <> 0`,
    direct: sql`
      select name || '=' || n as line from (
        select 'users' as name, count(*) as n from "user"
        union all select 'courses.published', count(*) from courses where is_published
        union all select 'consultations.' || status, count(*) from consultations group by status
        union all select 'success_stories', count(*) from success_stories
        union all select 'contacts', count(*) from contacts
      ) counted where n <> 0`,
  },
  course_stats: {
    rollup: sql`
      select course_id || ' ' || students || ' ' || completions as line from course_stats
      where students <> 0 or completions <> 0`,
    direct: sql`
      select course_id || ' ' || count(*) || ' ' || count(completed_at) as line
      from course_enrollments group by course_id`,
  },
  enrolment_days: {
    rollup: sql`
      select day || ' ' || course_id || ' ' || enrolled || ' ' || completed as line
      from enrolment_days where enrolled <> 0 or completed <> 0`,
    direct: sql`
      select day || ' ' || course_id || ' ' || sum(enrolled) || ' ' || sum(completed) as line
      from (
        select (created_at at time zone 'Africa/Lagos')::date as day, course_id, 1 as enrolled, 0 as completed
        from course_enrollments
        union all
        select (completed_at at time zone 'Africa/Lagos')::date, course_id, 0, 1
        from course_enrollments where completed_at is not null
      ) counted group by day, course_id`,
  },
  course_sales: {
    rollup: sql`
      select key || ' ' || net_kobo || ' ' || sales || ' ' || refunded_kobo || ' ' || refunds as line
      from course_sales where sales <> 0 or refunds <> 0`,
    direct: sql`
      select coalesce(course_id::text, 'title:' || course_title)
        || ' ' || coalesce(sum(amount_kobo) filter (where status <> 'refunded'), 0)
        || ' ' || count(*) filter (where status <> 'refunded')
        || ' ' || coalesce(sum(amount_kobo) filter (where status = 'refunded'), 0)
        || ' ' || count(*) filter (where status = 'refunded') as line
      from payments
      where amount_kobo > 0 and currency = 'NGN' and status in ('paid', 'refund_pending', 'refunded')
      group by course_id, course_title`,
  },
  sales_days: {
    rollup: sql`
      select day || ' ' || net_kobo || ' ' || sales || ' ' || refunded_kobo || ' ' || refunds as line
      from sales_days where sales <> 0 or refunds <> 0`,
    direct: sql`
      select (paid_at at time zone 'Africa/Lagos')::date
        || ' ' || coalesce(sum(amount_kobo) filter (where status <> 'refunded'), 0)
        || ' ' || count(*) filter (where status <> 'refunded')
        || ' ' || coalesce(sum(amount_kobo) filter (where status = 'refunded'), 0)
        || ' ' || count(*) filter (where status = 'refunded') as line
      from payments
      where amount_kobo > 0 and currency = 'NGN' and status in ('paid', 'refund_pending', 'refunded')
        and paid_at is not null
      group by (paid_at at time zone 'Africa/Lagos')::date`,
  },
};

type Lines = Record<keyof typeof ROLLUPS, string[]>;

async function read(db: Database, which: "rollup" | "direct"): Promise<Lines> {
  const entries = await Promise.all(
    Object.entries(ROLLUPS).map(async ([name, queries]) => {
      const rows = await rowsOf<{ line: string }>(db, queries[which]);
      return [name, rows.map((r) => r.line).sort()] as const;
    }),
  );
  return Object.fromEntries(entries) as Lines;
}

/** Every rollup equals the direct count; answers the rollups for further checks. */
async function expectRollupsCounted(): Promise<Lines> {
  const db = suite.services.db;
  const [rollup, direct] = await Promise.all([read(db, "rollup"), read(db, "direct")]);
  expect(rollup).toEqual(direct);
  return rollup;
}

async function counter(name: string): Promise<number> {
  const [row] = await suite.services.db
    .select({ value: siteCounters.value })
    .from(siteCounters)
    .where(eq(siteCounters.name, name));
  return row?.value ?? 0;
}

async function statsOf(courseId: string) {
  const [row] = await suite.services.db
    .select({ students: courseStats.students, completions: courseStats.completions })
    .from(courseStats)
    .where(eq(courseStats.courseId, courseId));
  return row ?? { students: 0, completions: 0 };
}

async function dayOf(day: string, courseId: string) {
  const [row] = await suite.services.db
    .select({ enrolled: enrolmentDays.enrolled, completed: enrolmentDays.completed })
    .from(enrolmentDays)
    .where(sql`${enrolmentDays.day} = ${day} and ${enrolmentDays.courseId} = ${courseId}`);
  return row ?? { enrolled: 0, completed: 0 };
}

async function version(): Promise<number> {
  const [row] = await suite.services.db.select({ v: contentVersion.version }).from(contentVersion);
  return row?.v ?? 0;
}

async function learners(n: number) {
  const made = [];
  for (let i = 0; i < n; i += 1) made.push(await createTestUser(suite.services));
  return made.map((u) => u.id);
}

let references = 0;

function payment(
  course: { id: string; title: string } | null,
  status: PaymentStatus,
  amountKobo: number,
  paidAt: Date | null,
  extra: { currency?: string; title?: string } = {},
) {
  references += 1;
  return {
    reference: `AFA-ROLLUP-${references}-${randomUUID().slice(0, 8)}`,
    courseId: course?.id ?? null,
    courseTitle: extra.title ?? course?.title ?? "Gone",
    provider: amountKobo === 0 ? ("none" as const) : ("paystack" as const),
    listPriceKobo: amountKobo,
    amountKobo,
    currency: extra.currency ?? "NGN",
    vatRateBps: 750,
    status,
    paidAt,
  };
}

describe("the site counters", () => {
  it("count accounts, published courses, consultations by status, stories and messages", async () => {
    const db = suite.services.db;
    const [a, b] = await learners(2);
    expect(await counter("users")).toBe(2);

    const draft = await createTestCourse(db, { published: false, lessonCount: 0 });
    await createTestCourse(db, { lessonCount: 0 });
    expect(await counter("courses.published")).toBe(1);
    await db.update(courses).set({ isPublished: true }).where(eq(courses.id, draft.id));
    expect(await counter("courses.published")).toBe(2);
    // An edit that leaves it published counts nothing twice.
    await db.update(courses).set({ title: "Renamed" }).where(eq(courses.id, draft.id));
    expect(await counter("courses.published")).toBe(2);

    const booking = { name: "N", email: "n@example.ng", plan: "Beginner" as const, message: "m" };
    const booked = await db
      .insert(consultations)
      .values([
        { ...booking, userId: a, status: "pending" },
        { ...booking, userId: a, status: "pending" },
        { ...booking, status: "completed" },
      ])
      .returning({ id: consultations.id });
    await db
      .update(consultations)
      .set({ status: "confirmed" })
      .where(eq(consultations.id, booked[0]?.id ?? ""));
    expect(await counter("consultations.pending")).toBe(1);
    expect(await counter("consultations.confirmed")).toBe(1);

    const message = { name: "C", email: "c@afa.test", message: "A question about poultry." };
    await db.insert(contacts).values([message, message, message]);
    const story = { name: "S", role: "Farmer", content: "It worked." };
    const [told] = await db.insert(successStories).values([story, story]).returning();
    await expectRollupsCounted();

    // Deletes, and an account whose consultations stay (unlinked) when it goes.
    await db.delete(successStories).where(eq(successStories.id, told?.id ?? ""));
    await db.delete(contacts).where(eq(contacts.name, "C"));
    await db.delete(consultations).where(eq(consultations.status, "completed"));
    await db.delete(courses).where(eq(courses.id, draft.id));
    await db.delete(user).where(eq(user.id, b ?? ""));
    const lines = await expectRollupsCounted();
    expect(lines.site_counters).toEqual(
      [
        "consultations.confirmed=1",
        "consultations.pending=1",
        "courses.published=1",
        "success_stories=1",
        "users=1",
      ].sort(),
    );
  });
});

describe("course_stats and enrolment_days", () => {
  it("follow enrolments made, completed, uncompleted and deleted, in Lagos days", async () => {
    const db = suite.services.db;
    const maize = await createTestCourse(db, { lessonCount: 0 });
    const fish = await createTestCourse(db, { lessonCount: 0 });
    const [a, b, c] = (await learners(3)) as [string, string, string];

    // Sunday 23:30 UTC is Monday 00:30 in Lagos.
    const [first] = await db
      .insert(courseEnrollments)
      .values({ userId: a, courseId: maize.id, createdAt: new Date("2026-11-22T23:30:00Z") })
      .returning();
    await db.insert(courseEnrollments).values([
      { userId: b, courseId: maize.id, createdAt: new Date("2026-11-22T22:30:00Z") },
      { userId: c, courseId: maize.id, createdAt: new Date("2026-11-10T10:00:00Z") },
      { userId: a, courseId: fish.id, createdAt: new Date("2026-11-10T11:00:00Z") },
    ]);
    expect(await statsOf(maize.id)).toEqual({ students: 3, completions: 0 });
    expect(await dayOf("2026-11-23", maize.id)).toEqual({ enrolled: 1, completed: 0 });
    expect(await dayOf("2026-11-22", maize.id)).toEqual({ enrolled: 1, completed: 0 });
    await expectRollupsCounted();

    // Completed (null to a date): counted on the day it was completed.
    await db
      .update(courseEnrollments)
      .set({ progress: 100, completedAt: new Date("2026-11-24T10:00:00Z") })
      .where(eq(courseEnrollments.userId, b));
    expect(await statsOf(maize.id)).toEqual({ students: 3, completions: 1 });
    expect(await dayOf("2026-11-24", maize.id)).toEqual({ enrolled: 0, completed: 1 });
    await expectRollupsCounted();

    // Progress alone changes nothing counted, and no cached page is emptied for it.
    const before = await version();
    await db
      .update(courseEnrollments)
      .set({ progress: 40, watchSeconds: 300 })
      .where(eq(courseEnrollments.id, first?.id ?? ""));
    expect(await version()).toBe(before);
    // Completed on another day, then not completed after all (a lesson was added).
    await db
      .update(courseEnrollments)
      .set({ completedAt: new Date("2026-11-25T09:00:00Z") })
      .where(eq(courseEnrollments.userId, b));
    await expectRollupsCounted();
    await db
      .update(courseEnrollments)
      .set({ progress: 90, completedAt: null })
      .where(eq(courseEnrollments.userId, b));
    expect(await statsOf(maize.id)).toEqual({ students: 3, completions: 0 });
    expect(await dayOf("2026-11-25", maize.id)).toEqual({ enrolled: 0, completed: 0 });
    await expectRollupsCounted();

    // Several rows completed by one statement.
    await db
      .update(courseEnrollments)
      .set({ progress: 100, completedAt: new Date("2026-11-24T12:00:00Z") })
      .where(inArray(courseEnrollments.userId, [a, c]));
    expect(await statsOf(maize.id)).toEqual({ students: 3, completions: 2 });
    expect(await statsOf(fish.id)).toEqual({ students: 1, completions: 1 });
    await expectRollupsCounted();

    // Unenrolled, and a statement that deletes nothing.
    await db.delete(courseEnrollments).where(eq(courseEnrollments.id, first?.id ?? ""));
    await db.delete(courseEnrollments).where(eq(courseEnrollments.userId, "nobody"));
    expect(await statsOf(maize.id)).toEqual({ students: 2, completions: 1 });
    await expectRollupsCounted();
  });

  it("lose the enrolments deleted with their account or their course", async () => {
    const db = suite.services.db;
    const kept = await createTestCourse(db, { lessonCount: 1 });
    const doomed = await createTestCourse(db, { lessonCount: 1 });
    const people = await learners(4);
    const leaving = people[0] ?? "";
    await db.insert(courseEnrollments).values(
      people.flatMap((userId, i) => [
        { userId, courseId: kept.id, createdAt: new Date(`2026-10-0${i + 1}T12:00:00Z`) },
        {
          userId,
          courseId: doomed.id,
          progress: 100,
          completedAt: new Date("2026-10-20T12:00:00Z"),
          createdAt: new Date("2026-10-05T12:00:00Z"),
        },
      ]),
    );
    expect(await statsOf(kept.id)).toEqual({ students: 4, completions: 0 });
    await expectRollupsCounted();

    await db.delete(user).where(eq(user.id, leaving));
    expect(await statsOf(kept.id)).toEqual({ students: 3, completions: 0 });
    expect(await statsOf(doomed.id)).toEqual({ students: 3, completions: 3 });
    await expectRollupsCounted();

    await db.delete(courses).where(eq(courses.id, doomed.id));
    const lines = await expectRollupsCounted();
    expect(lines.course_stats).toEqual([`${kept.id} 3 0`]);
    expect(lines.enrolment_days.every((line) => line.includes(kept.id))).toBe(true);
  });

  it("count a bulk insert of many enrolments once, raising the content version once", async () => {
    const db = suite.services.db;
    const courseIds: string[] = [];
    for (let i = 0; i < 3; i += 1)
      courseIds.push((await createTestCourse(db, { lessonCount: 0 })).id);
    const people = await learners(5);
    const before = await version();
    await db.insert(courseEnrollments).values(
      people.flatMap((userId, i) =>
        courseIds.map((courseId, k) => ({
          userId,
          courseId,
          createdAt: new Date(Date.UTC(2026, 8, 1 + i, 10 + k)),
          completedAt: (i + k) % 2 === 0 ? new Date(Date.UTC(2026, 9, 1 + k)) : null,
        })),
      ),
    );
    expect(await version()).toBe(before + 1);
    expect((await statsOf(courseIds[0] ?? "")).students).toBe(5);
    await expectRollupsCounted();

    await db.delete(courseEnrollments).where(inArray(courseEnrollments.userId, people.slice(0, 3)));
    expect(await version()).toBe(before + 2);
    expect((await statsOf(courseIds[0] ?? "")).students).toBe(2);
    await expectRollupsCounted();
  });
});

describe("course_sales and sales_days", () => {
  it("count what revenue counts, through payment, refund, deletion of the course and the account", async () => {
    const db = suite.services.db;
    const maize = await createTestCourse(db, { lessonCount: 0 });
    const fish = await createTestCourse(db, { lessonCount: 0 });
    const [buyer] = (await learners(1)) as [string];
    const paidAt = new Date("2026-11-22T23:30:00Z");

    const [open] = await db
      .insert(payments)
      .values({ ...payment(maize, "pending", 1_250_000, null), userId: buyer })
      .returning();
    await db.insert(payments).values([
      payment(maize, "paid", 1_250_000, paidAt),
      payment(fish, "paid", 2_000_000, paidAt),
      payment(fish, "refund_pending", 500_000, paidAt),
      payment(fish, "refunded", 700_000, paidAt),
      // Not sales: free by a coupon, another currency, failed.
      payment(maize, "paid", 0, paidAt),
      payment(maize, "paid", 900_000, paidAt, { currency: "USD" }),
      payment(fish, "failed", 2_000_000, null),
    ]);
    let lines = await expectRollupsCounted();
    expect(lines.sales_days).toEqual(["2026-11-23 3750000 3 700000 1"]);

    // The open checkout is paid (pending to paid, paid_at set), then refunded.
    await db
      .update(payments)
      .set({ status: "paid", paidAt: new Date("2026-11-24T10:00:00Z") })
      .where(eq(payments.id, open?.id ?? ""));
    await expectRollupsCounted();
    await db
      .update(payments)
      .set({ status: "refunded", refundedAt: new Date() })
      .where(eq(payments.id, open?.id ?? ""));
    lines = await expectRollupsCounted();
    expect(lines.course_sales).toContain(`${maize.id} 1250000 1 1250000 1`);

    // The account goes: its payments stay (user_id set null), counted as before.
    await db.delete(user).where(eq(user.id, buyer));
    await expectRollupsCounted();

    // The course goes: its sales stay, under the title they were sold under.
    await db.delete(courses).where(eq(courses.id, fish.id));
    lines = await expectRollupsCounted();
    expect(lines.course_sales).toContain(`title:${fish.title} 2500000 2 700000 1`);
    const left = await db.select({ key: courseSales.key }).from(courseSales);
    expect(left.map((r) => r.key)).not.toContain(fish.id);

    // A payment row deleted (never done by the site, but counted right all the same).
    await db.delete(payments).where(eq(payments.courseTitle, fish.title));
    await expectRollupsCounted();
    const days = await db.select().from(salesDays);
    expect(days.reduce((sum, d) => sum + d.sales, 0)).toBe(1);
  });
});
