import { describe, expect, it, vi } from "vitest";
import { siteStats } from "~/db/schema";
import { setupFreshServices } from "../../../tests/support/suite";
import { getLatestSiteStats, loadSiteStats } from "./stats.server";

const suite = setupFreshServices();

describe("getLatestSiteStats", () => {
  it("answers null when no statistics were ever entered", async () => {
    expect(await getLatestSiteStats(suite.services.db)).toBeNull();
  });

  it("chooses the row updated last, not the one inserted last", async () => {
    await suite.services.db.insert(siteStats).values([
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
    expect(await getLatestSiteStats(suite.services.db)).toEqual({
      farmersTrained: 3000,
      certificatesIssued: 1500,
      yieldImprovement: 40,
      sustainableProjects: 60,
      updatedAt: "2026-11-20T09:00:00.000Z",
    });
  });
});

describe("loadSiteStats", () => {
  it("answers zeros (nothing to show) before staff enter any statistics", async () => {
    expect(await loadSiteStats(suite.services)).toEqual({
      farmersTrained: 0,
      certificatesIssued: 0,
      yieldImprovement: 0,
      sustainableProjects: 0,
    });
  });

  it("answers null and logs when the query fails, so the page keeps its placeholders", async () => {
    const logged = vi.spyOn(suite.services.logger, "error");
    await suite.services.database.close();
    expect(await loadSiteStats(suite.services)).toBeNull();
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.anything() }),
      "site statistics could not be loaded",
    );
  });
});
