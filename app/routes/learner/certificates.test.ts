import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { certificates, notifications } from "~/db/schema";
import type { Toast } from "~/domain/toast/toast";
import type { Services } from "~/services.server";
import {
  seedCertificate,
  seedCompletedWithoutCertificate,
} from "../../../tests/support/certificates";
import { createTestCourse, enrolDirectly } from "../../../tests/support/courses";
import { countingServices } from "../../../tests/support/query-count";
import { renderPage } from "../../../tests/support/render";
import { callAction, callLoader } from "../../../tests/support/router";
import { createTestServices, type TestServices } from "../../../tests/support/services";
import { createTestUser } from "../../../tests/support/users";
import Certificates, { action, loader } from "./certificates";

const URL = "/dashboard/certificates";

let t: TestServices;
let services: Services;

// One database for the file: every test works with its own users, so they cannot interfere.
beforeAll(async () => {
  t = await createTestServices();
  services = t.services;
});
afterAll(async () => {
  await t.close();
});

type User = Awaited<ReturnType<typeof createTestUser>>;

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);

function load(user: User | null, query = "") {
  return callLoader(loader, { services, url: `${URL}${query}`, user });
}

function issue(user: User | null, form: Record<string, string>) {
  return callAction(action, { services, url: URL, user, form });
}

async function certificatesOf(userId: string) {
  return services.db.select().from(certificates).where(eq(certificates.userId, userId));
}

/** The toast the redirect flashes, read back as the next page's root loader would. */
async function flashedToast(headers: Headers): Promise<Toast | undefined> {
  const cookie = headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return (await services.toasts.getSession(cookie)).get("toast");
}

describe("loader", () => {
  it("sends a signed-out visitor to log in", async () => {
    const result = await load(null);
    expect(result.thrown).toBe(true);
    expect(result.location).toBe(`/login?redirectTo=${encodeURIComponent(URL)}`);
  });

  it("shows an empty page (no figures made up) to a learner without certificates", async () => {
    const learner = await createTestUser(services);
    const result = await load(learner);
    expect(result.status).toBe(200);
    expect(result.data?.certificates).toEqual([]);
    expect(result.data?.counts).toEqual({ all: 0, verified: 0, pending: 0 });
    expect(result.data?.statistics).toEqual({
      count: 0,
      averageScore: null,
      excellence: null,
      categories: 0,
    });
  });

  it("lists only the learner's own certificates, newest first, verified and pending", async () => {
    const learner = await createTestUser(services);
    const other = await createTestUser(services);
    const older = await seedCertificate(services.db, learner.id, { issuedAt: daysAgo(10) });
    const newer = await seedCertificate(services.db, learner.id, { issuedAt: daysAgo(1) });
    const pending = await seedCompletedWithoutCertificate(services.db, learner.id, {
      completedAt: daysAgo(5),
    });
    // Another learner's certificate and unfinished course, and the learner's own unfinished one.
    await seedCertificate(services.db, other.id);
    await seedCompletedWithoutCertificate(services.db, other.id);
    const unfinished = await createTestCourse(services.db);
    await enrolDirectly(services.db, learner.id, unfinished.id);

    const result = await load(learner);

    expect(result.data?.certificates.map((c) => [c.status, c.courseTitle, c.code])).toEqual([
      ["verified", newer.course.title, newer.certificate.code],
      ["pending", pending.title, null],
      ["verified", older.course.title, older.certificate.code],
    ]);
    expect(result.data?.counts).toEqual({ all: 3, verified: 2, pending: 1 });
    const [first] = result.data?.certificates ?? [];
    expect(first).toMatchObject({
      instructor: "Dr. Funmi Adeyemi",
      category: "Crop Management",
      duration: "1 hour",
      score: null,
      courseId: newer.course.id,
    });
  });

  it("filters by status with ?status=, and treats an unknown status as all", async () => {
    const learner = await createTestUser(services);
    const verified = await seedCertificate(services.db, learner.id);
    const pending = await seedCompletedWithoutCertificate(services.db, learner.id);

    const onlyVerified = await load(learner, "?status=verified");
    expect(onlyVerified.data?.filter).toBe("verified");
    expect(onlyVerified.data?.certificates.map((c) => c.code)).toEqual([verified.certificate.code]);

    const onlyPending = await load(learner, "?status=pending");
    expect(onlyPending.data?.certificates.map((c) => c.courseId)).toEqual([pending.id]);
    // Counts and figures cover everything whatever the filter.
    expect(onlyPending.data?.counts).toEqual({ all: 2, verified: 1, pending: 1 });
    expect(onlyPending.data?.statistics.count).toBe(1);

    for (const query of ["?status=revoked", "?status=", "?status=VERIFIED&x=1"]) {
      const all = await load(learner, query);
      expect(all.status).toBe(200);
      expect(all.data?.filter).toBe("all");
      expect(all.data?.certificates).toHaveLength(2);
    }
  });

  it("computes the statistics over issued certificates, scores only where there are some", async () => {
    const learner = await createTestUser(services);
    await seedCertificate(services.db, learner.id, { score: 95, category: "Crop Management" });
    await seedCertificate(services.db, learner.id, { score: 82, category: "Livestock" });
    await seedCertificate(services.db, learner.id, { score: 90, category: "Livestock" });
    // No assessment: counted, but not in the score figures (not as 0, nor as a default 95).
    await seedCertificate(services.db, learner.id, { score: null, category: "Technology" });
    // Pending ones are not certificates yet.
    await seedCompletedWithoutCertificate(services.db, learner.id, { score: 40 });

    const result = await load(learner);

    expect(result.data?.statistics).toEqual({
      count: 4,
      averageScore: 89, // (95 + 82 + 90) / 3 = 89
      excellence: 2,
      categories: 3,
    });
  });

  it("shows no average or excellence figure when no certificate has a score", async () => {
    const learner = await createTestUser(services);
    await seedCertificate(services.db, learner.id, { score: null });
    await seedCertificate(services.db, learner.id, { score: null, category: "Irrigation" });

    const result = await load(learner);

    expect(result.data?.statistics).toEqual({
      count: 2,
      averageScore: null,
      excellence: null,
      categories: 2,
    });
  });

  it("shows a pending course's score only where its final assessment gave one", async () => {
    const learner = await createTestUser(services);
    await seedCompletedWithoutCertificate(services.db, learner.id, { score: 88 });
    await seedCompletedWithoutCertificate(services.db, learner.id);

    const result = await load(learner, "?status=pending");

    expect(result.data?.certificates.map((c) => c.score).sort()).toEqual([88, null]);
  });
});

describe("loader: pages of 12", () => {
  /** 14 certificates a day apart (the 5 newest scored 95) and 2 to issue; titles newest first. */
  async function seedMany(learnerId: string) {
    const made: { title: string; completed: Date }[] = [];
    for (let i = 0; i < 14; i += 1) {
      const issuedAt = daysAgo(40 - i * 2);
      const { course } = await seedCertificate(services.db, learnerId, {
        issuedAt,
        score: i >= 9 ? 95 : null,
        category: i % 2 === 0 ? "Crop Management" : "Livestock",
      });
      made.push({ title: course.title, completed: issuedAt });
    }
    for (const days of [41, 13]) {
      const course = await seedCompletedWithoutCertificate(services.db, learnerId, {
        completedAt: daysAgo(days),
      });
      made.push({ title: course.title, completed: daysAgo(days) });
    }
    return made.sort((a, b) => b.completed.getTime() - a.completed.getTime()).map((m) => m.title);
  }

  it("shows 12 a page, newest first, the counts and statistics over all of them", async () => {
    const learner = await createTestUser(services);
    const titles = await seedMany(learner.id);
    const totals = {
      counts: { all: 16, verified: 14, pending: 2 },
      statistics: { count: 14, averageScore: 95, excellence: 5, categories: 2 },
    };

    const first = await load(learner);
    const second = await load(learner, "?page=2");
    expect(first.data).toMatchObject({ page: 1, pageCount: 2, ...totals });
    expect(second.data).toMatchObject({ page: 2, pageCount: 2, ...totals });
    expect(first.data?.certificates).toHaveLength(12);
    expect(
      [...(first.data?.certificates ?? []), ...(second.data?.certificates ?? [])].map(
        (c) => c.courseTitle,
      ),
    ).toEqual(titles);

    // A filter is paginated the same way.
    const verified = await load(learner, "?status=verified&page=2");
    expect(verified.data).toMatchObject({ filter: "verified", page: 2, pageCount: 2, ...totals });
    expect(verified.data?.certificates.map((c) => c.status)).toEqual(["verified", "verified"]);
    const pending = await load(learner, "?status=pending&page=2");
    expect(pending.data).toMatchObject({ page: 1, pageCount: 1 });
    expect(pending.data?.certificates).toHaveLength(2);
  });

  it("answers a junk or out-of-range ?page= with the nearest page, never an error", async () => {
    const learner = await createTestUser(services);
    await seedMany(learner.id);
    for (const [query, page] of [
      ["?page=abc", 1],
      ["?page=", 1],
      ["?page=0", 1],
      ["?page=-5", 1],
      ["?page=1.5", 1],
      ["?page=99999999999999999999999", 1],
      ["?page=3", 2],
      ["?status=nonsense&page=9", 2],
    ] as const) {
      const result = await load(learner, query);
      expect(result.status, query).toBe(200);
      expect(result.data?.page, query).toBe(page);
      expect(result.data?.certificates, query).toHaveLength(page === 1 ? 12 : 4);
    }
  });

  it("runs the same queries for one certificate and for many, on any page", async () => {
    const one = await createTestUser(services);
    const many = await createTestUser(services);
    await seedCertificate(services.db, one.id);
    await seedMany(many.id);
    const counting = countingServices(services);
    const counts: number[] = [];
    for (const [user, query] of [
      [one, ""],
      [many, ""],
      [many, "?page=2"],
      [many, "?status=verified&page=7"],
    ] as const) {
      counting.reset();
      const result = await callLoader(loader, {
        services: counting.services,
        url: `${URL}${query}`,
        user,
      });
      expect(result.status).toBe(200);
      counts.push(counting.queries());
    }
    expect(counts).toEqual([2, 2, 2, 2]);
  });

  it("links to the other pages keeping the filter; the forms post back to the page shown", async () => {
    const learner = await createTestUser(services);
    await seedMany(learner.id);
    for (let i = 0; i < 12; i += 1) await seedCompletedWithoutCertificate(services.db, learner.id);
    const { data } = await load(learner, "?status=pending&page=2");
    const html = renderPage(
      { id: "routes/learner/certificates", path: URL, Component: Certificates },
      data,
      null,
    ).replaceAll("<!-- -->", "");
    expect(html).toContain("Page 2 of 2");
    expect(html).toContain(`rel="prev" href="${URL}?status=pending"`);
    // The filter links start at page 1 and count everything.
    expect(html).toContain(`href="${URL}?status=verified"`);
    expect(html).toContain("Pending (14)");
    expect(html).toContain("Excellence Awards");
    const forms = [...html.matchAll(/<form[^>]*method="post"[^>]*>/g)].map((m) => m[0]);
    expect(forms).toHaveLength(2);
    for (const form of forms) expect(form).toContain(`action="${URL}?status=pending&amp;page=2"`);
  });
});

describe("action: issue a pending certificate", () => {
  it("issues it once, with its notification and e-mail, then lists it as verified", async () => {
    const learner = await createTestUser(services, { name: "Ngozi Ẹ̀bùbẹ̀" });
    const completedAt = daysAgo(30);
    const course = await seedCompletedWithoutCertificate(services.db, learner.id, { completedAt });
    const sentBefore = t.outbox.length;

    const first = await issue(learner, { intent: "issue", courseId: course.id });

    expect(first.status).toBe(302);
    expect(first.location).toBe(URL);
    expect(await flashedToast(first.headers)).toEqual({
      title: "Certificate issued",
      description: `Your certificate for ${course.title} is ready to download.`,
    });
    const rows = await certificatesOf(learner.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ courseId: course.id, learnerName: "Ngozi Ẹ̀bùbẹ̀" });
    const mail = t.outbox.slice(sentBefore);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.to).toBe(learner.email);
    expect(mail[0]?.text).toContain(rows[0]?.code ?? "missing");
    const ready = await services.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, learner.id));
    expect(ready.map((n) => n.title)).toEqual(["Certificate Ready"]);

    const listed = await load(learner);
    expect(listed.data?.counts).toEqual({ all: 1, verified: 1, pending: 0 });
    // Issued today, but the card (like the PDF) gives the day the course was completed.
    expect(listed.data?.certificates[0]?.date).toEqual(completedAt);

    // Pressing the button again (a second tab, a double submit) issues nothing more.
    const again = await issue(learner, { intent: "issue", courseId: course.id });
    expect(again.status).toBe(302);
    expect((await flashedToast(again.headers))?.title).toBe("Certificate already issued");
    expect(await certificatesOf(learner.id)).toHaveLength(1);
    expect(t.outbox.length - sentBefore).toBe(1);
  });

  it("comes back to the list and page it was sent from, or to all from the pending list", async () => {
    const learner = await createTestUser(services);
    for (const [query, location] of [
      ["?page=2", `${URL}?page=2`],
      ["?status=verified&page=3", `${URL}?status=verified&page=3`],
      ["?page=junk", URL],
      ["?status=pending&page=2", URL],
    ] as const) {
      const course = await seedCompletedWithoutCertificate(services.db, learner.id);
      const result = await callAction(action, {
        services,
        url: `${URL}${query}`,
        user: learner,
        form: { intent: "issue", courseId: course.id },
      });
      expect(result.status, query).toBe(302);
      expect(result.location, query).toBe(location);
    }
  });

  it("never issues one for another learner's completed course", async () => {
    const owner = await createTestUser(services);
    const intruder = await createTestUser(services);
    const course = await seedCompletedWithoutCertificate(services.db, owner.id);

    const result = await issue(intruder, { intent: "issue", courseId: course.id });

    expect(result.status).toBe(404);
    expect(result.data?.toast.title).toBe("Certificate not available");
    expect(await certificatesOf(owner.id)).toEqual([]);
    expect(await certificatesOf(intruder.id)).toEqual([]);
  });

  it("refuses an unfinished course", async () => {
    const learner = await createTestUser(services);
    const course = await createTestCourse(services.db);
    await enrolDirectly(services.db, learner.id, course.id);

    const result = await issue(learner, { intent: "issue", courseId: course.id });

    expect(result.status).toBe(404);
    expect(await certificatesOf(learner.id)).toEqual([]);
  });

  it("answers 400, not 500, to a bad form", async () => {
    const learner = await createTestUser(services);
    const forms: Record<string, string>[] = [
      {},
      { intent: "issue" },
      { intent: "issue", courseId: "42" },
      { intent: "revoke", courseId: "00000000-0000-4000-8000-000000000000" },
    ];
    for (const form of forms) {
      const result = await issue(learner, form);
      expect(result.status).toBe(400);
    }
  });

  it("sends a signed-out visitor to log in, issuing nothing", async () => {
    const owner = await createTestUser(services);
    const course = await seedCompletedWithoutCertificate(services.db, owner.id);
    const result = await issue(null, { intent: "issue", courseId: course.id });
    expect(result.thrown).toBe(true);
    expect(result.location).toMatch(/^\/login\?redirectTo=/);
    expect(await certificatesOf(owner.id)).toEqual([]);
  });
});
