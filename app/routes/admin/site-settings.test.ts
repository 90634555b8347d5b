import { desc } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, siteStats } from "~/db/schema";
import type { SessionUser } from "~/domain/auth/session.server";
import { DEFAULT_SETTINGS, type SiteSettings } from "~/domain/settings/settings.schema";
import { getSiteSettings } from "~/domain/settings/settings.server";
import { getLatestSiteStats } from "~/domain/site/stats.server";
import { callAction, callLoader } from "../../../tests/support/router";
import { setupFreshServices } from "../../../tests/support/suite";
import { createTestUser } from "../../../tests/support/users";
import { action, loader } from "./site-settings";

const suite = setupFreshServices();
let admin: SessionUser;
let moderator: SessionUser;

beforeEach(async () => {
  admin = await createTestUser(suite.services, { role: "admin" });
  moderator = await createTestUser(suite.services, { role: "moderator" });
});

const PAGE = "/admin-dashboard/site-settings";

/** The settings form as the browser posts it: checkboxes only when ticked. */
function settingsForm(settings: SiteSettings): Record<string, string> {
  const form: Record<string, string> = { intent: "settings" };
  for (const [key, value] of Object.entries(settings)) {
    if (typeof value === "boolean") {
      if (value) form[key] = "on";
    } else form[key] = String(value);
  }
  return form;
}

function post(form: Record<string, string>, user: SessionUser = admin) {
  return callAction(action, { services: suite.services, url: PAGE, user, form });
}

describe("site settings", () => {
  it("shows every setting to an admin, only the statistics to a moderator", async () => {
    const page = await callLoader(loader, { services: suite.services, url: PAGE, user: admin });
    expect(page.data?.settings).toEqual(DEFAULT_SETTINGS);
    const mod = await callLoader(loader, { services: suite.services, url: PAGE, user: moderator });
    expect(mod.data?.settings).toBeNull();
    expect(mod.data?.stats).toBeNull();
  });

  it("saves every key, unticked checkboxes as off, and audits the changed keys before/after", async () => {
    const next: SiteSettings = {
      ...DEFAULT_SETTINGS,
      siteName: "Farm School",
      contactEmail: "hello@farm.ng",
      maintenanceMode: true,
      allowRegistrations: false,
      communityLink: "https://chat.whatsapp.com/abc",
      youtubeUrl: "https://youtube.com/@farm",
    };
    const result = await post(settingsForm(next));
    expect(result.status).toBe(302);
    expect(result.location).toBe(PAGE);
    expect(await getSiteSettings(suite.services.db)).toEqual({
      ...next,
      seedNoticeDismissed: false,
    });

    const [entry] = await suite.services.db.select().from(auditLog);
    expect(entry).toMatchObject({
      actorId: admin.id,
      action: "settings.updated",
      targetType: "settings",
      details: {
        changed: [
          "siteName",
          "contactEmail",
          "communityLink",
          "youtubeUrl",
          "maintenanceMode",
          "allowRegistrations",
        ],
        before: {
          siteName: "AFA Academy",
          contactEmail: DEFAULT_SETTINGS.contactEmail,
          communityLink: "",
          youtubeUrl: DEFAULT_SETTINGS.youtubeUrl,
          maintenanceMode: false,
          allowRegistrations: true,
        },
        after: {
          siteName: "Farm School",
          contactEmail: "hello@farm.ng",
          communityLink: "https://chat.whatsapp.com/abc",
          youtubeUrl: "https://youtube.com/@farm",
          maintenanceMode: true,
          allowRegistrations: false,
        },
      },
    });

    // Saving the same values again changes nothing and logs nothing.
    await post(settingsForm(next));
    expect(await suite.services.db.select().from(auditLog)).toHaveLength(1);
  });

  it("refuses invalid values with field errors and saves nothing", async () => {
    const cases: [keyof SiteSettings, string][] = [
      ["siteName", ""],
      ["contactEmail", "not-an-email"],
      ["phone", "  "],
      ["facebookUrl", "javascript:alert(1)"],
      ["siteName", "x".repeat(81)],
    ];
    for (const [key, value] of cases) {
      const result = await post({ ...settingsForm(DEFAULT_SETTINGS), [key]: value });
      expect(result.status, key).toBe(400);
      const reply = result.data as { result?: { error?: Record<string, string[]> } };
      expect(reply.result?.error?.[key]?.length, key).toBeGreaterThan(0);
    }
    expect(await suite.services.db.select().from(auditLog)).toHaveLength(0);
    expect(await getSiteSettings(suite.services.db)).toEqual(DEFAULT_SETTINGS);
  });

  it("refuses the settings form to a moderator (403)", async () => {
    const result = await post({ ...settingsForm(DEFAULT_SETTINGS), siteName: "Mod" }, moderator);
    expect(result.status).toBe(403);
    expect((await getSiteSettings(suite.services.db)).siteName).toBe("AFA Academy");
  });
});

describe("site statistics", () => {
  it("inserts when none exist, then updates the latest row; blank or invalid → 0", async () => {
    const first = await post(
      {
        intent: "stats",
        farmersTrained: "5,000",
        certificatesIssued: "",
        yieldImprovement: "35",
        sustainableProjects: "lots",
      },
      moderator,
    );
    expect(first.status).toBe(302);
    expect(await getLatestSiteStats(suite.services.db)).toMatchObject({
      farmersTrained: 5000,
      certificatesIssued: 0,
      yieldImprovement: 35,
      sustainableProjects: 0,
    });

    await post({
      intent: "stats",
      farmersTrained: "6000",
      certificatesIssued: "1200",
      yieldImprovement: "40",
      sustainableProjects: "12",
    });
    const rows = await suite.services.db
      .select()
      .from(siteStats)
      .orderBy(desc(siteStats.updatedAt));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      farmersTrained: 6000,
      certificatesIssued: 1200,
      yieldImprovement: 40,
      sustainableProjects: 12,
    });
    const audit = await suite.services.db.select().from(auditLog).orderBy(auditLog.createdAt);
    expect(audit.map((a) => a.action)).toEqual(["stats.created", "stats.updated"]);
    expect(audit[1]?.details).toMatchObject({
      before: { farmersTrained: 5000 },
      after: { farmersTrained: 6000 },
    });
  });

  it("updates the latest of several rows only", async () => {
    await suite.services.db.insert(siteStats).values([
      { farmersTrained: 1, updatedAt: new Date("2025-01-01T00:00:00Z") },
      { farmersTrained: 2, updatedAt: new Date("2026-01-01T00:00:00Z") },
    ]);
    await post({ intent: "stats", farmersTrained: "3" });
    const values = (await suite.services.db.select().from(siteStats)).map((r) => r.farmersTrained);
    expect(values.sort()).toEqual([1, 3]);
  });

  it("answers 'Could not save stats.' when saving fails", async () => {
    const failing = {
      ...suite.services,
      db: { transaction: () => Promise.reject(new Error("down")) },
    };
    const result = await callAction(action, {
      services: failing as unknown as typeof suite.services,
      url: PAGE,
      user: admin,
      form: { intent: "stats", farmersTrained: "1" },
    });
    expect(result.status).toBe(500);
    expect(result.data).toMatchObject({ toast: { title: "Could not save stats." } });
  });
});
