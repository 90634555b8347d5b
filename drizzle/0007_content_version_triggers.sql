-- Public content changes bump content_version (see app/db/schema/content-version.ts): page caches
-- on every instance notice at once. The counters that cacheable pages show (students on course
-- cards, downloads on research) count as changes; a journey item's views, shown only on its own
-- page (never cached), and timestamps alone do not, so reading an item does not empty the caches.
INSERT INTO "content_version" ("id", "version") VALUES (1, 1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_content_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
    AND (to_jsonb(OLD) - coalesce(TG_ARGV, '{}')) = (to_jsonb(NEW) - coalesce(TG_ARGV, '{}')) THEN
    RETURN NULL;
  END IF;
  UPDATE "content_version" SET "version" = "version" + 1, "changed_at" = now() WHERE "id" = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "courses_content_version" AFTER INSERT OR UPDATE OR DELETE ON "courses" FOR EACH ROW EXECUTE FUNCTION "bump_content_version"('updated_at');
--> statement-breakpoint
CREATE TRIGGER "lessons_content_version" AFTER INSERT OR UPDATE OR DELETE ON "lessons" FOR EACH ROW EXECUTE FUNCTION "bump_content_version"('updated_at');
--> statement-breakpoint
CREATE TRIGGER "course_resources_content_version" AFTER INSERT OR UPDATE OR DELETE ON "course_resources" FOR EACH ROW EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "journey_content_content_version" AFTER INSERT OR UPDATE OR DELETE ON "journey_content" FOR EACH ROW EXECUTE FUNCTION "bump_content_version"('views', 'likes', 'updated_at');
--> statement-breakpoint
CREATE TRIGGER "success_stories_content_version" AFTER INSERT OR UPDATE OR DELETE ON "success_stories" FOR EACH ROW EXECUTE FUNCTION "bump_content_version"('updated_at');
--> statement-breakpoint
CREATE TRIGGER "site_stats_content_version" AFTER INSERT OR UPDATE OR DELETE ON "site_stats" FOR EACH ROW EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "site_settings_content_version" AFTER INSERT OR UPDATE OR DELETE ON "site_settings" FOR EACH ROW EXECUTE FUNCTION "bump_content_version"('updated_at', 'updated_by');
--> statement-breakpoint
CREATE TRIGGER "research_papers_content_version" AFTER INSERT OR UPDATE OR DELETE ON "research_papers" FOR EACH ROW EXECUTE FUNCTION "bump_content_version"('updated_at');
--> statement-breakpoint
CREATE TRIGGER "research_datasets_content_version" AFTER INSERT OR UPDATE OR DELETE ON "research_datasets" FOR EACH ROW EXECUTE FUNCTION "bump_content_version"('updated_at');
