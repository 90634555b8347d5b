import { desc, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { siteStats } from "~/db/schema";
import type { SiteSettingKey, SiteSettings } from "~/domain/settings/settings.schema";
import { getSiteSettings, updateSiteSettings } from "~/domain/settings/settings.server";
import { type AuditActor, recordAudit } from "./audit.server";
import type { SiteStatValues } from "./site-settings.schema";

/**
 * Saves the settings form: only the keys whose value differs are written, and the audit entry
 * (same transaction) names them with their values before and after. Returns the changed keys.
 */
export async function saveSiteSettings(
  db: Database,
  actor: AuditActor,
  next: Omit<SiteSettings, "seedNoticeDismissed">,
): Promise<SiteSettingKey[]> {
  return db.transaction(async (tx) => {
    const current = await getSiteSettings(tx);
    const changed = (Object.keys(next) as (keyof typeof next)[]).filter(
      (key) => current[key] !== next[key],
    );
    if (changed.length === 0) return [];
    const changes = Object.fromEntries(changed.map((k) => [k, next[k]])) as Partial<SiteSettings>;
    await updateSiteSettings(tx, changes, actor.id);
    await recordAudit(tx, actor, {
      action: "settings.updated",
      targetType: "settings",
      targetLabel: "Site settings",
      details: {
        changed,
        before: Object.fromEntries(changed.map((k) => [k, current[k]])),
        after: changes,
      },
    });
    return changed;
  });
}

/**
 * Updates the latest statistics row, or inserts one when none exists; audited in the
 * same transaction. The row is locked while it changes so two saves at once do not both insert.
 */
export async function saveSiteStats(
  db: Database,
  actor: AuditActor,
  values: SiteStatValues,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [latest] = await tx
      .select()
      .from(siteStats)
      .orderBy(desc(siteStats.updatedAt))
      .limit(1)
      .for("update");
    let id: string;
    if (latest) {
      await tx
        .update(siteStats)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(siteStats.id, latest.id));
      id = latest.id;
    } else {
      const [row] = await tx.insert(siteStats).values(values).returning({ id: siteStats.id });
      if (!row) throw new Error("site statistics were not stored");
      id = row.id;
    }
    await recordAudit(tx, actor, {
      action: latest ? "stats.updated" : "stats.created",
      targetType: "stats",
      targetId: id,
      targetLabel: "Site statistics",
      details: {
        before: latest
          ? {
              farmersTrained: latest.farmersTrained,
              certificatesIssued: latest.certificatesIssued,
              yieldImprovement: latest.yieldImprovement,
              sustainableProjects: latest.sustainableProjects,
            }
          : null,
        after: values,
      },
    });
  });
}
