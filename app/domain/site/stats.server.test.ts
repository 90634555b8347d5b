import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { siteStats } from "~/db/schema";
import { createTestServices, type TestServices } from "../../../tests/support/services";
import { getLatestSiteStats, loadSiteStats } from "./stats.server";

let t: TestServices;
beforeEach(async () => {
  t = await createTestServices();
});
afterEach(async () => {
  await t.close();
});

describe("getLatestSiteStats", () => {
  it("answers null when no statistics were ever entered", async () => {
    expect(await getLatestSiteStats(t.services.db)).toBeNull();
  });

  it("chooses the row updated last, not the one inserted last", async () => {
    await t.services.db.insert(siteStats).values([
      {
        farmersTrained: 3000,
        certificatesIssued: 1500,
        yieldImprovement: 40,
        sustainableProjects: 60,
        updatedAt: new Date("2026-11-20T09:00:00Z"),
      },
      {
        farmersTrained: 100,
        certificatesIssued: 10,
        yieldImprovement: 5,
        sustainableProjects: 1,
        updatedAt: new Date("2025-01-01T09:00:00Z"),
      },
      {
        farmersTrained: 2900,
        certificatesIssued: 1400,
        yieldImprovement: 38,
        sustainableProjects: 55,
        updatedAt: new Date("2026-11-01T09:00:00Z"),
      },
    ]);
    expect(await getLatestSiteStats(t.services.db)).toEqual({
      farmersTrained: 3000,
      certificatesIssued: 1500,
      yieldImprovement: 40,
      sustainableProjects: 60,
      updatedAt: "2026-11-20T09:00:00.000Z",
    });
  });
});

describe("loadSiteStats", () => {
  it("answers null and logs when the query fails, so the page keeps its placeholders", async () => {
    const logged = vi.spyOn(t.services.logger, "error");
    await t.services.database.close();
    expect(await loadSiteStats(t.services)).toBeNull();
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.anything() }),
      "site statistics could not be loaded",
    );
  });
});
