import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { rateLimits } from "~/db/schema";
import { MAX_SYNC_REPORTS } from "~/domain/learning/progress-sync.schema";
import { PROGRESS_SYNC_BUDGET } from "~/domain/learning/progress-sync.server";
import type { Services } from "~/services.server";
import { createTestCourse, enrolDirectly } from "../../../tests/support/courses";
import { callAction, callLoader } from "../../../tests/support/router";
import { setupTestServices } from "../../../tests/support/suite";
import { createTestUser } from "../../../tests/support/users";
import { action, loader } from "./progress-sync";

const URL = "/dashboard/progress-sync";
const suite = setupTestServices();
let services: Services;
beforeAll(() => {
  services = suite.services;
});

async function enrolledLearner() {
  const course = await createTestCourse(services.db, { lessonCount: 1 });
  const user = await createTestUser(services);
  await enrolDirectly(services.db, user.id, course.id);
  const lessonId = course.lessonIds[0] ?? "";
  const report = (percent: number) => ({
    id: randomUUID(),
    courseId: course.id,
    lessonId,
    percent,
    position: 3,
    watched: 3,
  });
  return { user, report };
}

async function json(result: { response: Response | null }) {
  return result.response?.json();
}

describe("POST /dashboard/progress-sync", () => {
  it("sends a signed-out phone to sign in, and keeps nothing", async () => {
    const result = await callAction(action, { services, url: URL, user: null, json: {} });
    expect(result.status).toBe(302);
    expect(result.location).toMatch(/^\/login\?redirectTo=/);
  });

  it("answers each report by its id: applied, then duplicate when sent again", async () => {
    const { user, report } = await enrolledLearner();
    const batch = { reports: [report(40)] };
    const first = await callAction(action, { services, url: URL, user, json: batch });
    expect(first.status).toBe(200);
    expect(await json(first)).toEqual({
      results: [{ id: batch.reports[0]?.id, status: "applied" }],
    });
    const again = await callAction(action, { services, url: URL, user, json: batch });
    expect(await json(again)).toEqual({
      results: [{ id: batch.reports[0]?.id, status: "duplicate" }],
    });
  });

  it("refuses what does not read as reports with 400, and a body past its ceiling with 413", async () => {
    const { user, report } = await enrolledLearner();
    for (const body of [
      "not json",
      {},
      { reports: [] },
      { reports: [{ ...report(40), percent: 101 }] },
      { reports: [{ ...report(40), id: "not-an-id" }] },
      { reports: Array.from({ length: MAX_SYNC_REPORTS + 1 }, () => report(10)) },
    ]) {
      const result = await callAction(action, { services, url: URL, user, json: body });
      expect([400, 413], JSON.stringify(body).slice(0, 60)).toContain(result.status);
    }
    const huge = await callAction(action, {
      services,
      url: URL,
      user,
      json: { reports: [{ ...report(10), padding: "x".repeat(100_000) }] },
    });
    expect(huge.status).toBe(413);
  });

  it("answers a learner past the budget 429 with Retry-After and applies nothing; other learners go on", async () => {
    const { user, report } = await enrolledLearner();
    for (let i = 0; i < PROGRESS_SYNC_BUDGET.limit; i += 1) {
      const sent = await callAction(action, {
        services,
        url: URL,
        user,
        json: { reports: [report(10)] },
      });
      expect(sent.status).toBe(200);
    }
    const past = { reports: [report(40)] };
    const limited = await callAction(action, { services, url: URL, user, json: past });
    expect(limited.status).toBe(429);
    expect(Number(limited.response?.headers.get("Retry-After"))).toBeGreaterThan(0);
    // Not applied, and no receipt: the phone keeps the report and sends it in the next window.
    const { user: other, report: theirs } = await enrolledLearner();
    const fine = await callAction(action, {
      services,
      url: URL,
      user: other,
      json: { reports: [theirs(10)] },
    });
    expect(fine.status).toBe(200);
    await services.db.delete(rateLimits).where(eq(rateLimits.key, `progress-sync:${user.id}`));
    const later = await callAction(action, { services, url: URL, user, json: past });
    expect(await json(later)).toEqual({
      results: [{ id: past.reports[0]?.id, status: "applied" }],
    });
  });

  it("is not a page: a GET answers 405", async () => {
    const { user } = await enrolledLearner();
    const result = await callLoader(loader, { services, url: URL, user });
    expect(result.status).toBe(405);
  });
});
