import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { siteSettings } from "~/db/schema";
import { cachedContent } from "~/domain/site/content-cache.server";
import { DEFAULT_SETTINGS, type SiteSettings, siteSettingsSchema } from "./settings.schema";

/**
 * Reads every setting. A stored value that no longer fits the schema falls back to its default
 * rather than breaking every page.
 */
export function getSiteSettings(db: Database): Promise<SiteSettings> {
  // Every page reads the settings: kept until staff change them (content-cache.server.ts).
  return cachedContent(db, "site-settings", () => readSiteSettings(db));
}

async function readSiteSettings(db: Database): Promise<SiteSettings> {
  const rows = await db
    .select({ key: siteSettings.key, value: siteSettings.value })
    .from(siteSettings);
  const settings: Record<string, unknown> = { ...DEFAULT_SETTINGS };
  const shape = siteSettingsSchema.shape as Record<
    string,
    { safeParse: (v: unknown) => { success: boolean; data?: unknown } }
  >;
  for (const row of rows) {
    const field = shape[row.key];
    if (!field) continue;
    const parsed = field.safeParse(row.value);
    if (parsed.success) settings[row.key] = parsed.data;
  }
  return settings as SiteSettings;
}

export async function updateSiteSettings(
  db: Database,
  changes: Partial<SiteSettings>,
  updatedBy: string | null,
): Promise<void> {
  const valid = siteSettingsSchema.partial().parse(changes);
  const entries = Object.entries(valid).filter(([, v]) => v !== undefined);
  if (entries.length === 0) return;
  await db
    .insert(siteSettings)
    .values(entries.map(([key, value]) => ({ key, value, updatedBy })))
    .onConflictDoUpdate({
      target: siteSettings.key,
      set: {
        value: sql`excluded.value`,
        updatedBy: sql`excluded.updated_by`,
        updatedAt: new Date(),
      },
    });
}
