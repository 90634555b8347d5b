CREATE TABLE "watch_clocks" (
	"user_id" text PRIMARY KEY NOT NULL,
	"credited_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD COLUMN "watch_seconds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "watch_clocks" ADD CONSTRAINT "watch_clocks_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD CONSTRAINT "lesson_progress_watch_check" CHECK ("lesson_progress"."watch_seconds" >= 0);--> statement-breakpoint
-- Each lesson's credited seconds so far: its stretches of watching.
UPDATE "lesson_progress" AS p SET "watch_seconds" = s."seconds"
FROM (
	SELECT "user_id", "lesson_id", sum("watch_seconds")::integer AS "seconds"
	FROM "learning_activity" WHERE "lesson_id" IS NOT NULL
	GROUP BY "user_id", "lesson_id"
) AS s
WHERE p."user_id" = s."user_id" AND p."lesson_id" = s."lesson_id";--> statement-breakpoint
-- The clock starts where the old one stood: each learner's latest report. Time before it was
-- either credited then or no longer claimable.
INSERT INTO "watch_clocks" ("user_id", "credited_until")
SELECT "user_id", max("updated_at") FROM "lesson_progress" GROUP BY "user_id";
