import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { rateLimits } from "~/db/schema";
import { PROGRESS_SYNC_BUDGET } from "~/domain/learning/progress-sync.server";
import type { Services } from "~/services.server";
import { createTestCourse, enrolDirectly } from "../../../tests/support/courses";
import { callAction } from "../../../tests/support/router";
import { setupTestServices } from "../../../tests/support/suite";
import { createTestUser } from "../../../tests/support/users";
import { action } from "./progress-sync";

// Whatever a phone (or anyone) posts to the sync endpoint, the answer is 200, 400 or 413 while the
// learner's budget lasts and 429 after, never a server error, and progress stays within its rules.

const suite = setupTestServices();
let services: Services;
let user: Awaited<ReturnType<typeof createTestUser>>;
let courseId: string;
let lessonId: string;

beforeAll(async () => {
  services = suite.services;
  const course = await createTestCourse(services.db, { lessonCount: 1 });
  user = await createTestUser(services);
  await enrolDirectly(services.db, user.id, course.id);
  courseId = course.id;
  lessonId = course.lessonIds[0] ?? "";
});

/** Reports with any field any value: well-formed, nearly so, or nothing like one. */
const hostileReport = fc.record(
  {
    id: fc.oneof(fc.uuid(), fc.string(), fc.constant(randomUUID())),
    courseId: fc.oneof(fc.constant("course"), fc.uuid(), fc.string()),
    lessonId: fc.oneof(fc.constant("lesson"), fc.uuid(), fc.string()),
    percent: fc.oneof(fc.integer({ min: -5, max: 110 }), fc.double(), fc.string()),
    position: fc.oneof(fc.nat(), fc.integer(), fc.double(), fc.constant(null)),
    watched: fc.oneof(fc.nat({ max: 100 }), fc.integer(), fc.string()),
  },
  { requiredKeys: [] },
);

const hostileBody = fc.oneof(
  fc.json(),
  fc.record({ reports: fc.array(hostileReport, { maxLength: 5 }) }),
  fc.record({ reports: fc.anything() }),
);

/** Starts the learner's budget afresh (a new window). */
async function freshBudget() {
  await services.db.delete(rateLimits).where(eq(rateLimits.key, `progress-sync:${user.id}`));
}

describe("POST /dashboard/progress-sync with hostile bodies", () => {
  it("answers 200, 400 or 413, never a server error", async () => {
    await fc.assert(
      fc.asyncProperty(hostileBody, async (body) => {
        // Each run in a window of its own: the bodies, not the budget, are under test here.
        await freshBudget();
        // Placeholders become this learner's real course and lesson, so some reports apply.
        const real = (r: unknown) =>
          typeof r === "object" && r !== null
            ? {
                ...r,
                courseId:
                  "courseId" in r && r.courseId === "course"
                    ? courseId
                    : (r as { courseId?: unknown }).courseId,
                lessonId:
                  "lessonId" in r && r.lessonId === "lesson"
                    ? lessonId
                    : (r as { lessonId?: unknown }).lessonId,
              }
            : r;
        const json =
          typeof body === "object" &&
          body !== null &&
          "reports" in body &&
          Array.isArray(body.reports)
            ? { reports: body.reports.map(real) }
            : body;
        const result = await callAction(action, {
          services,
          url: "/dashboard/progress-sync",
          user,
          json,
        });
        expect([200, 400, 413]).toContain(result.status);
        if (result.status === 200) {
          const answer = (await result.response?.json()) as { results: { status: string }[] };
          for (const r of answer.results) {
            expect(["applied", "duplicate", "refused"]).toContain(r.status);
          }
        }
      }),
      { numRuns: 150 },
    );
  });

  it("answers at most the budget's requests in a window, whatever they hold, then 429 with Retry-After", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(hostileBody, {
          minLength: PROGRESS_SYNC_BUDGET.limit + 1,
          maxLength: PROGRESS_SYNC_BUDGET.limit + 5,
        }),
        async (bodies) => {
          await freshBudget();
          const statuses: number[] = [];
          for (const json of bodies) {
            const result = await callAction(action, {
              services,
              url: "/dashboard/progress-sync",
              user,
              json,
            });
            statuses.push(result.status);
            if (result.status === 429) {
              expect(Number(result.response?.headers.get("Retry-After"))).toBeGreaterThan(0);
            }
          }
          expect(statuses.slice(0, PROGRESS_SYNC_BUDGET.limit).every((s) => s !== 429)).toBe(true);
          expect(statuses.slice(PROGRESS_SYNC_BUDGET.limit).every((s) => s === 429)).toBe(true);
        },
      ),
      { numRuns: 5 },
    );
  });
});
