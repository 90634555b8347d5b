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
import { callAction, callLoader } from "../../../tests/support/router";
import { createTestServices, type TestServices } from "../../../tests/support/services";
import { createTestUser } from "../../../tests/support/users";
import { action, loader } from "./certificates";

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
    await seedCompletedWithoutCertificate(services.db, learner.id, {
      score: 40,
      hasAssessment: true,
    });

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

  it("shows a pending course's score only where the course has an assessment", async () => {
    const learner = await createTestUser(services);
    await seedCompletedWithoutCertificate(services.db, learner.id, {
      score: 88,
      hasAssessment: true,
    });
    await seedCompletedWithoutCertificate(services.db, learner.id, { score: 77 });

    const result = await load(learner, "?status=pending");

    expect(result.data?.certificates.map((c) => c.score).sort()).toEqual([88, null]);
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
