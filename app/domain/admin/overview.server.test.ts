import { describe, expect, it } from "vitest";
import { contacts } from "~/db/schema";
import { setupTestServices } from "../../../tests/support/suite";
import { listSiteRecordTrends } from "./overview.server";

const suite = setupTestServices();

describe("listSiteRecordTrends", () => {
  it("counts each table and what of it was added in the last 30 days", async () => {
    const now = new Date("2026-11-22T12:00:00Z");
    const daysAgo = (n: number) => new Date(now.getTime() - n * 24 * 60 * 60 * 1000);
    const message = (createdAt: Date) => ({
      name: "Chinedu",
      email: "c@afa.test",
      message: "Hello there, a question about the poultry course.",
      createdAt,
    });
    await suite.services.db
      .insert(contacts)
      .values([
        message(daysAgo(1)),
        message(daysAgo(29)),
        message(daysAgo(31)),
        message(daysAgo(90)),
      ]);

    const trends = await listSiteRecordTrends(suite.services.db, now);
    expect(trends.find((x) => x.key === "messages")).toEqual({
      key: "messages",
      label: "Messages",
      total: 4,
      last30: 2,
    });
    expect(trends.map((x) => x.key)).toEqual([
      "users",
      "publishedCourses",
      "consultations",
      "stories",
      "messages",
    ]);
  });
});
